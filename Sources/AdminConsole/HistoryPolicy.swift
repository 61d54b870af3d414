/// Decides which console lines go into the history and where the history file lives.
public enum HistoryPolicy {
    static let secretMarkers = ["password", "passwd", "token", "secret"]

    /// Whether `line` belongs in the history: not blank, not hidden by a leading space (bash's
    /// ignorespace), and free of anything that looks like a credential (matched as a case-insensitive
    /// substring, so "tokens" and "secretary" are kept out too). Repeats of the previous line are recorded.
    public static func shouldRecord(_ line: String) -> Bool {
        guard !line.allSatisfy(\.isWhitespace), !line.hasPrefix(" ") else { return false }
        let lowered = line.lowercased()
        return !secretMarkers.contains { lowered.contains($0) }
    }

    /// `$RENTLINE_HISTORY` when set and non-empty, else `$HOME/.rentline_history`, else nil.
    public static func path(environment: [String: String]) -> String? {
        if let path = environment["RENTLINE_HISTORY"], !path.isEmpty { return path }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return (home.hasSuffix("/") ? home : home + "/") + ".rentline_history"
    }
}

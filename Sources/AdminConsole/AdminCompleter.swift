import Marketplace

/// What Tab offers in the console: commands, then subcommands or kinds, then usernames, listing, review, post,
/// comment or open report numbers, settings, flags or a flag's values.
public struct AdminCompleter: Sendable {
    let views: AdminViews

    public init(database: AppDatabase) {
        views = AdminViews(database: database)
    }

    /// The completions of `word`, the last word of `line` (the text up to the cursor).
    public func candidates(line: String, word: String) -> [String] {
        var before = line.dropLast(word.count).split(separator: " ").map { String($0).lowercased() }
        if before.first == "help" { before.removeFirst() }
        let names = AdminCommands.subcommandNames(after: before)
        let offered = before.isEmpty ? names + ["help", "quit"] : names.isEmpty ? (try? arguments(for: before, word: word)) ?? [] : names
        return offered.filter { $0.hasPrefix(word) }
    }

    private func arguments(for before: [String], word: String) throws -> [String] {
        if before.last == "--owner" || before.last == "--author" { return try views.usernames(startingWith: word) }
        if before.last == "--status" { return ListListings.statuses }
        if word.hasPrefix("-") { return Self.flags[before[0]] ?? [] }
        switch (before[0], before.count) {
        case ("ban", 1), ("unban", 1): return try views.usernames(startingWith: word.hasPrefix("@") ? String(word.dropFirst()) : word)
        case ("show", 2) where before[1] == "user": return try views.usernames(startingWith: word)
        case (_, 2) where ModeratedKind(rawValue: before[1]) != nil:
            return try views.ids(of: ModeratedKind(rawValue: before[1])!, startingWith: word).map(String.init)
        case ("resolve", 1), ("dismiss", 1): return try views.openReportIDs(startingWith: word).map(String.init)
        case ("set", 1): return PlatformSetting.allCases.map(\.rawValue)
        case ("set", 2) where before[1] == PlatformSetting.preApproval.rawValue: return ["on", "off"]
        default: return []
        }
    }

    private static let flags: [String: [String]] = [
        "listings": ["--status", "--owner", "--category", "--text", "--limit"],
        "reviews": ["--recent", "--lowest", "--reported", "--limit"],
        "posts": ["--author", "--text", "--hidden", "--limit"],
        "users": ["--text", "--banned", "--limit"],
        "reports": ["--all", "--limit"],
        "resolve": ["--hide", "--ban"],
        "audit": ["--since", "--limit"],
    ]
}

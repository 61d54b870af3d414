import TerminalLayout

/// Text measured in terminal columns: cut with "…" or padded to a width, however wide its characters are.
enum FittedText {
    /// `text` cut to `width` columns, ending in "…" when it was longer.
    static func truncated(_ text: String, to width: Int) -> String {
        guard DisplayWidth.columns(of: text) > width else { return text }
        guard width > 0 else { return "" }
        return DisplayWidth.prefix(of: text, fitting: width - 1) + "…"
    }

    /// `text` with spaces after it (or before it, when `right`) to fill `width` columns.
    static func padded(_ text: String, to width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(width - DisplayWidth.columns(of: text), 0))
        return right ? padding + text : text + padding
    }
}

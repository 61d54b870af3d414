import ArgumentParser

/// The bound on `--text` filters, which become LIKE patterns: SQLite refuses a pattern past 50,000 bytes with an
/// error of its own, and no search of titles, posts or names needs more than this.
enum TextFilter {
    static let maximumLength = 200

    static func validate(_ text: String?) throws {
        guard let text, text.unicodeScalars.count > maximumLength else { return }
        throw ValidationError("--text takes at most \(maximumLength) characters, as in: --text drill")
    }
}

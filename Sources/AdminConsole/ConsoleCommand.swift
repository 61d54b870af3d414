import ArgumentParser

/// A console command: parsed from the words of one line, run against the database.
protocol ConsoleCommand: ParsableCommand {
    /// Whether it changes the database, which a console opened with --read-only refuses.
    static var writes: Bool { get }

    func run(in context: AdminContext) throws -> AdminOutput
}

extension ConsoleCommand {
    static var writes: Bool { false }
}

/// The record number an action is on and the words after it, taken as its reason.
struct NumberAndReason: ParsableArguments {
    @Argument var id: Int64
    @Argument(parsing: .remaining) var words: [String] = []

    /// The words as one sentence; empty when none were given.
    var reason: String { ReasonWords.sentence(words) }
}

/// A reason typed as the last words of a line, without quotes.
enum ReasonWords {
    static func sentence(_ words: [String]) -> String {
        words.joined(separator: " ").trimmingCharacters(in: .whitespaces)
    }
}

import ArgumentParser

/// A console command: parsed from the words of one line, run against the database.
protocol ConsoleCommand: ParsableCommand {
    func run(in context: AdminContext) throws -> AdminOutput
}

extension ConsoleCommand {
    /// The words after the arguments, as one reason; empty when none were given.
    func sentence(_ words: [String]) -> String {
        words.joined(separator: " ").trimmingCharacters(in: .whitespaces)
    }
}

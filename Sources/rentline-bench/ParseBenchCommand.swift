import ArgumentParser
import Foundation
import Bot
import Intents
import ParserEvaluation

/// `rentline-bench parse`: how long the intent parser takes per utterance, on one core.
struct ParseBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parse", abstract: "Time the intent parser on every line of a file, one utterance per line.")

    @Argument(help: "A file with one utterance per line.") var file: String
    @Option(help: "How many times to parse the whole file.") var rounds = 20

    func run() throws {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { throw ValidationError("Cannot read \(file): give a text file with one utterance per line.") }
        let lines = text.split(separator: "\n").map(String.init)
        guard !lines.isEmpty, rounds > 0 else { throw ValidationError("\(file) has no lines to parse.") }
        let context = ParseContext(
            now: ClockArgument.date("2026-11-22T10:00", in: TimeZone(identifier: "America/Los_Angeles")!)!,
            timeZone: TimeZone(identifier: "America/Los_Angeles")!)
        print(ParseTiming(utterances: lines, rounds: rounds).measure(context: context))
    }
}

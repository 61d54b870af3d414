import ArgumentParser
import Foundation
import Bot
import Intents

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
        let parser = IntentParser()
        let context = ParseContext(
            now: ClockArgument.date("2026-11-22T10:00", in: TimeZone(identifier: "America/Los_Angeles")!)!,
            timeZone: TimeZone(identifier: "America/Los_Angeles")!)
        for line in lines { _ = parser.parse(line, context: context) }
        var samples: [UInt64] = []
        samples.reserveCapacity(lines.count * rounds)
        var output: [UInt8] = []
        let started = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<rounds {
            for line in lines {
                let before = DispatchTime.now().uptimeNanoseconds
                parser.parse(line, context: context).writeJSON(to: &output)
                samples.append(DispatchTime.now().uptimeNanoseconds - before)
                output.removeAll(keepingCapacity: true)
            }
        }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        samples.sort()
        func microseconds(_ fraction: Double) -> Double {
            Double(samples[min(samples.count - 1, Int(Double(samples.count) * fraction))]) / 1000
        }
        print(String(format: "utterances=%d parses=%d median_us=%.2f p99_us=%.2f max_us=%.1f per_second=%.0f",
                     lines.count, samples.count, microseconds(0.5), microseconds(0.99),
                     Double(samples.last!) / 1000, Double(samples.count) / elapsed))
    }
}

import ArgumentParser
import Bot
import Foundation
import Intents

/// `rentline parse`: prints what the intent parser makes of an utterance, as the contract's JSON.
struct ParseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parse", abstract: "Print the intent and slots of an utterance as JSON.")

    @Option(help: "The reference time, local to --tz (2026-11-22T10:00).") var now: String?
    @Option(help: "The IANA time zone of --now.") var tz = "America/Los_Angeles"
    @Flag(help: "Read one utterance per line from standard input; print one JSON object per line.") var batch = false
    @Flag(help: "Also print why: the words set aside and every reading with its score, evidence and leftover words.")
    var explain = false
    @Argument(help: "The utterance.") var utterance: [String] = []

    func validate() throws {
        guard let zone = TimeZone(identifier: tz) else { throw ValidationError("\(tz) is not an IANA time zone.") }
        if let now, ClockArgument.date(now, in: zone) == nil {
            throw ValidationError("--now takes a local time like 2026-11-22T10:00, not \(now).")
        }
        guard batch || !utterance.isEmpty else { throw ValidationError("Give an utterance, or --batch to read standard input.") }
    }

    func run() throws {
        let zone = TimeZone(identifier: tz)!
        let context = ParseContext(now: now.flatMap { ClockArgument.date($0, in: zone) } ?? Date(), timeZone: zone)
        let parser = IntentParser()
        guard batch else {
            let line = utterance.joined(separator: " ")
            print(explain ? parser.explain(line, context: context).json.serialized : parser.parse(line, context: context).json.serialized)
            return
        }
        var output: [UInt8] = []
        output.reserveCapacity(1 << 17)
        for line in StandardInputLines() {
            if explain {
                output.append(contentsOf: parser.explain(line, context: context).json.serialized.utf8)
            } else {
                parser.parse(line, context: context).writeJSON(to: &output)
            }
            output.append(UInt8(ascii: "\n"))
            if output.count >= 1 << 16 {
                FileHandle.standardOutput.write(Data(output))
                output.removeAll(keepingCapacity: true)
            }
        }
        FileHandle.standardOutput.write(Data(output))
    }
}

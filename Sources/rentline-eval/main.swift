import Foundation
import Intents
import ParserEvaluation

/// `rentline-eval [--misses] [--markdown] FILE...`: how well the parser reads evaluation sets in the corpus format,
/// per set and per expected intent, at the corpus's reference time (Sunday 2026-11-22 10:00 in Los Angeles).
/// Accuracy is a measurement, not a test: the status is 0 whatever the figures, and non-zero only when the input
/// can't be read. `--readings` prints every line's reading instead, to compare two builds line by line;
/// `--time ROUNDS` times the parser on the sets' utterances.

let usage = """
    usage: rentline-eval [--misses] [--markdown | --readings | --time ROUNDS] FILE... \
    (evaluation sets in the corpus format: .eval or .corpus)
    """
var withMisses = false
var markdown = false
var printsReadings = false
var timingRounds: Int?
var paths: [String] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--misses": withMisses = true
    case "--markdown": markdown = true
    case "--readings": printsReadings = true
    case "--time":
        guard let rounds = arguments.popFirst().flatMap({ Int($0) }), rounds > 0 else {
            FileHandle.standardError.write(Data("rentline-eval: --time needs a number of rounds above 0; \(usage)\n".utf8))
            exit(64)
        }
        timingRounds = rounds
    case "-h", "--help":
        print(usage)
        exit(0)
    case let flag where flag.hasPrefix("-"):
        FileHandle.standardError.write(Data("rentline-eval: \(flag) is not an option; \(usage)\n".utf8))
        exit(64)
    default: paths.append(argument)
    }
}
guard !paths.isEmpty else {
    FileHandle.standardError.write(Data("rentline-eval: name at least one file; \(usage)\n".utf8))
    exit(64)
}

let sets: [(name: String, cases: [EvaluationCase])]
do {
    sets = try paths.map { path throws(EvaluationError) in (URL(fileURLWithPath: path).lastPathComponent, try EvaluationCase.read(path)) }
} catch {
    FileHandle.standardError.write(Data("rentline-eval: \(error)\n".utf8))
    exit(1)
}
let context = ParseContext(
    now: Date(timeIntervalSince1970: 1_795_370_400), timeZone: TimeZone(identifier: "America/Los_Angeles")!)
if let rounds = timingRounds {
    print(ParseTiming(utterances: sets.flatMap { $0.cases.map(\.utterance) }, rounds: rounds).measure(context: context))
    exit(0)
}
if printsReadings {
    let parser = IntentParser()
    for item in sets.flatMap(\.cases) {
        print(item.description + "\t" + parser.parse(item.utterance, context: item.context(from: context)).json.serialized)
    }
    exit(0)
}
let scorecard = Scorecard(sets: sets, context: context)
print(Report(scorecard: scorecard, markdown: markdown).text(withMisses: withMisses))

import Foundation
import Intents
import ParserEvaluation

/// `rentline-eval [--misses] [--markdown] FILE...`: how well the parser reads evaluation sets in the corpus format,
/// per set and per expected intent, at the corpus's reference time (Sunday 2026-11-22 10:00 in Los Angeles).
/// Accuracy is a measurement, not a test: the status is 0 whatever the figures, and non-zero only when the input
/// can't be read.

let usage = "usage: rentline-eval [--misses] [--markdown] FILE... (evaluation sets in the corpus format: .eval or .corpus)"
var withMisses = false
var markdown = false
var paths: [String] = []
for argument in CommandLine.arguments.dropFirst() {
    switch argument {
    case "--misses": withMisses = true
    case "--markdown": markdown = true
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
let scorecard = Scorecard(sets: sets, context: context)
print(Report(scorecard: scorecard, markdown: markdown).text(withMisses: withMisses))

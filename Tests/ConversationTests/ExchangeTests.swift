import Exchanges
import Foundation
import ParserEvaluation
import RentlineTesting
import Testing

/// Every exchange under `Evaluation/exchanges/` and every sentence of the hedge sets, played on the stage and judged
/// by what exists afterwards. An exchange marked `@miss` is counted, not failed; one that is right now fails until
/// its mark goes, so the figures stay true.
struct ExchangeTests {
    static let evaluation = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Evaluation")
    static let folder = evaluation.appendingPathComponent("exchanges")

    static let stage = Task {
        try await ExchangeRunner.staging(String(contentsOf: folder.appendingPathComponent("stage.script"), encoding: .utf8))
    }

    static func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".exchanges") }.sorted()
    }

    @Test func theStageHoldsWhatStageFactsDescribes() async throws {
        let described = try String(contentsOf: Self.folder.appendingPathComponent("stage.facts"), encoding: .utf8)
            .split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
        let lines = try await Self.stage.value.stageFacts.lines
        #expect(lines == described, "the stage now holds:\n\(lines.joined(separator: "\n"))")
    }

    @Test(.timeLimit(.minutes(10)), arguments: try files())
    func exchanges(in file: String) async throws {
        let runner = try await Self.stage.value
        let exchanges = try Exchange.parseAll(String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8))
        var outcomes: [ExchangeRunner.Outcome] = []
        for exchange in exchanges {
            let outcome = try await runner.play(exchange)
            outcomes.append(outcome)
            if outcome.isRight == exchange.isKnownMiss {
                Issue.record(Comment(rawValue: Self.describe(outcome, in: file)))
            }
        }
        print(Self.figures(of: outcomes, named: file))
    }

    /// Each hedge, plan, question, supposition or idiom, typed after a search, a show and `my bookings`, changes nothing.
    @Test(.timeLimit(.minutes(15))) func hedgedSentencesChangeNothing() async throws {
        let runner = try await Self.stage.value
        let known = Set(try String(contentsOf: Self.folder.appendingPathComponent("hedges.known-actions"), encoding: .utf8)
            .split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty })
        let sets = try FileManager.default.contentsOfDirectory(atPath: Self.evaluation.path)
            .filter { $0.hasPrefix("hedges-") && $0.hasSuffix(".eval") }.sorted()
        var outcomes: [ExchangeRunner.Outcome] = []
        for set in sets {
            for sentence in try EvaluationCase.read(Self.evaluation.appendingPathComponent(set).path)
            where Self.changesNothing(sentence) {
                let exchange = Exchange(
                    name: sentence.utterance, line: sentence.line,
                    turns: [("bob", "search tent"), ("bob", "show 1"), ("bob", "my bookings"), ("bob", sentence.utterance)],
                    outcome: [], isKnownMiss: known.contains(sentence.utterance))
                let outcome = try await runner.play(exchange)
                outcomes.append(outcome)
                if outcome.isRight == exchange.isKnownMiss {
                    Issue.record(Comment(rawValue: Self.describe(outcome, in: set)))
                }
            }
        }
        print(Self.figures(of: outcomes, named: "hedge sentences"))
    }

    /// A hedge-set line read as no action (`unknown`, `help`, `deny`) or as anything but an action (`!cancel_booking`).
    static func changesNothing(_ sentence: EvaluationCase) -> Bool {
        ["unknown", "help", "deny"].contains(sentence.group) || sentence.group.hasPrefix("!") && !sentence.group.hasPrefix("!slot:")
    }

    static func describe(_ outcome: ExchangeRunner.Outcome, in file: String) -> String {
        let exchange = outcome.exchange
        let verdict = exchange.isKnownMiss ? "is right now: take its @miss away" : "ended otherwise"
        return """
            \(file):\(exchange.line) \(exchange.name) \(verdict)
              must: \(exchange.outcome.sorted())
              did:  \(outcome.changes.sorted())
              last reply: \(outcome.lastReply.joined(separator: " / "))
            """
    }

    static func figures(of outcomes: [ExchangeRunner.Outcome], named name: String) -> String {
        let right = outcomes.filter(\.isRight).count
        let wrong = outcomes.filter(\.actedWrongly).count
        let asked = outcomes.filter(\.endedInAQuestion).count
        let wrongly = outcomes.filter(\.actedWrongly).map(\.exchange.name)
        return "\(name): \(outcomes.count) played, \(right) right, \(wrong) acted wrongly, \(asked) ended in a question"
            + (wrongly.isEmpty ? "" : "\n  acted wrongly: " + wrongly.joined(separator: ", "))
    }
}

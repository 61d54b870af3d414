import Foundation
import Intents

/// One line of an evaluation set: an utterance and the reading a person meant, in the corpus's format.
///
/// `utterance | intent | slots-json` expects exactly that reading, `utterance | intent | ~slots-json` only the
/// slots given, `utterance | !intent` any intent but that one, `utterance | !slot:NAME` no slot of that name.
/// The rules are `CorpusTests`'s; they are restated here so the evaluator needs nothing but `Intents`.
struct EvaluationCase {
    enum Expectation {
        case reading(intent: String, slots: NSObject, partial: Bool)
        case notIntent(String)
        case noSlot(String)
    }

    let set: String
    let line: Int
    let utterance: String
    let expectation: Expectation
    /// The expectation as written, for the list of misses.
    let written: String

    /// What the per-intent table files the line under: the intent expected, or "!book" for a line that must not be one.
    var group: String {
        switch expectation {
        case .reading(let intent, _, _): intent
        case .notIntent(let intent): "!" + intent
        case .noSlot(let slot): "!slot:" + slot
        }
    }

    /// Every line of the file at `path` that has a reading; `#` lines and blank ones are skipped.
    static func read(_ path: String) throws(EvaluationError) -> [EvaluationCase] {
        guard FileManager.default.fileExists(atPath: path) else { throw EvaluationError("\(path) does not exist.") }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw EvaluationError("\(path) can't be read as UTF-8 text.")
        }
        let set = URL(fileURLWithPath: path).lastPathComponent
        var cases: [EvaluationCase] = []
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
            guard let bar = line.firstIndex(of: "|") else {
                throw EvaluationError("\(path):\(offset + 1) has no \"|\" between the utterance and its reading.")
            }
            let written = line[line.index(after: bar)...].trimmingCharacters(in: .whitespaces)
            guard let expectation = Self.expectation(written) else {
                throw EvaluationError("\(path):\(offset + 1): the expected slots are not a JSON object.")
            }
            cases.append(
                EvaluationCase(
                    set: set, line: offset + 1, utterance: line[..<bar].trimmingCharacters(in: .whitespaces),
                    expectation: expectation, written: written))
        }
        return cases
    }

    private static func expectation(_ written: String) -> Expectation? {
        if written.hasPrefix("!slot:") { return .noSlot(String(written.dropFirst("!slot:".count))) }
        if written.hasPrefix("!") { return .notIntent(String(written.dropFirst())) }
        let parts = written.split(separator: "|", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        let slots = parts.count > 1 ? parts[1] : "{}"
        let partial = slots.hasPrefix("~")
        guard let object = try? JSONSerialization.jsonObject(with: Data((partial ? String(slots.dropFirst()) : slots).utf8)),
            let dictionary = object as? NSDictionary
        else { return nil }
        return .reading(intent: parts[0], slots: dictionary, partial: partial)
    }

    /// How `parsed` measures against the expectation: whether its intent is the one meant, and the whole reading.
    func score(_ parsed: Intent) -> (intentRight: Bool, fullRight: Bool) {
        let actual = parsed.json.serialized
        switch expectation {
        case .noSlot(let slot):
            let right = !actual.contains("\"\(slot)\":")
            return (right, right)
        case .notIntent(let intent):
            let right = parsed.name.rawValue != intent
            return (right, right)
        case .reading(let intent, let slots, let partial):
            guard parsed.name.rawValue == intent else { return (false, false) }
            let actualSlots = (try? JSONSerialization.jsonObject(with: Data(actual.utf8)) as? NSDictionary)?["slots"] as? NSObject
            return (true, partial ? Self.contains(actualSlots, slots) : actualSlots?.isEqual(slots) == true)
        }
    }

    /// An object matches when it has every key `expected` gives it, with matching values ("when" with only a start).
    private static func contains(_ actual: NSObject?, _ expected: NSObject?) -> Bool {
        guard let expected = expected as? NSDictionary else { return actual?.isEqual(expected) == true }
        guard let actual = actual as? NSDictionary else { return false }
        return expected.allSatisfy { key, value in contains(actual[key] as? NSObject, value as? NSObject) }
    }
}

/// Input the evaluator can't measure, told in one sentence.
struct EvaluationError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

import Foundation
import Intents

/// One line of an evaluation set: an utterance and the reading a person meant, in the corpus's format.
///
/// `utterance | intent | slots-json` expects exactly that reading, `utterance | intent | ~slots-json` only the
/// slots given, `utterance | !intent` any intent but that one, `utterance | !slot:NAME` no slot of that name.
/// The corpus tests and `rentline-eval` both read and score lines with it.
public struct EvaluationCase: Sendable, CustomStringConvertible {
    /// What a line expects; the slots are an immutable dictionary read from the line's JSON, never changed after.
    public enum Expectation: @unchecked Sendable {
        case reading(intent: String, slots: NSObject, partial: Bool)
        case notIntent(String)
        case noSlot(String)
    }

    public let set: String
    public let line: Int
    public let utterance: String
    public let expectation: Expectation
    /// The expectation as written, for the list of misses.
    public let written: String
    /// The local time the line was written against, from an `@now 2026-11-29T10:00` line above it; nil for the
    /// evaluation's own reference time.
    public let now: String?

    public var description: String { "\(set):\(line) \(utterance)" }

    /// True for a line that says what must not be read (`!intent`, `!slot:NAME`).
    public var isNegative: Bool {
        if case .reading = expectation { return false }
        return true
    }

    /// What the per-intent table files the line under: the intent expected, or "!book" for a line that must not be one.
    public var group: String {
        switch expectation {
        case .reading(let intent, _, _): intent
        case .notIntent(let intent): "!" + intent
        case .noSlot(let slot): "!slot:" + slot
        }
    }

    /// Every line of the file at `path` that has a reading; `#` lines and blank ones are skipped.
    public static func read(_ path: String) throws(EvaluationError) -> [EvaluationCase] {
        guard FileManager.default.fileExists(atPath: path) else { throw EvaluationError("\(path) does not exist.") }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw EvaluationError("\(path) can't be read as UTF-8 text.")
        }
        return try cases(in: text, set: URL(fileURLWithPath: path).lastPathComponent, path: path)
    }

    /// Every line of `text`, the set named `set`, that has a reading; `path` names it in errors. An `@now` line sets the
    /// reference time of the lines after it.
    public static func cases(in text: String, set: String, path: String) throws(EvaluationError) -> [EvaluationCase] {
        var cases: [EvaluationCase] = []
        var now: String?
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
            if trimmed.hasPrefix("@now ") {
                let time = trimmed.dropFirst(5).trimmingCharacters(in: .whitespaces)
                guard localTime(time) != nil else { throw EvaluationError("\(path):\(offset + 1): @now takes a time like 2026-11-29T10:00.") }
                now = time
                continue
            }
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
                    expectation: expectation, written: written, now: now))
        }
        return cases
    }

    /// `context` at the line's own reference time, in the same zone, when the set gives one.
    public func context(from context: ParseContext) -> ParseContext {
        guard let now, let parts = Self.localTime(now) else { return context }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = context.timeZone
        var moved = context
        moved.now = calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2], hour: parts[3], minute: parts[4]))!
        return moved
    }

    /// Year, month, day, hour and minute of "2026-11-29T10:00"; nil for anything else.
    private static func localTime(_ text: String) -> [Int]? {
        let parts = text.split(whereSeparator: { "-T:".contains($0) }).compactMap { Int($0) }
        guard parts.count == 5, (1...12).contains(parts[1]), (1...31).contains(parts[2]), parts[3] < 24, parts[4] < 60 else { return nil }
        return parts
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
    public func score(_ parsed: Intent) -> (intentRight: Bool, fullRight: Bool) {
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
public struct EvaluationError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

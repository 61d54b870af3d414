import Foundation

/// A short conversation on the stage, judged by what exists afterwards: the records it must add, change or delete,
/// or none. See `Evaluation/exchanges/README.md`.
public struct Exchange: Sendable, Equatable {
    public var name: String
    /// The file line the exchange starts at.
    public var line: Int
    /// Who types what, in order; each person logs in to the stage before their first line.
    public var turns: [(user: String, text: String)]
    /// The outcome it must have: one line per record added, changed or deleted; empty when nothing may change.
    public var outcome: Set<String>
    /// Known to end otherwise today; kept so the figure counts it.
    public var isKnownMiss: Bool

    public init(name: String, line: Int, turns: [(user: String, text: String)], outcome: Set<String>, isKnownMiss: Bool) {
        self.name = name
        self.line = line
        self.turns = turns
        self.outcome = outcome
        self.isKnownMiss = isKnownMiss
    }

    public static func == (lhs: Exchange, rhs: Exchange) -> Bool {
        lhs.name == rhs.name && lhs.line == rhs.line && lhs.outcome == rhs.outcome && lhs.isKnownMiss == rhs.isKnownMiss
            && lhs.turns.elementsEqual(rhs.turns) { $0.user == $1.user && $0.text == $1.text }
    }

    /// A line of a file of exchanges that could not be read.
    public struct SyntaxError: Error, CustomStringConvertible {
        public let line: Int
        public let message: String
        public var description: String { "line \(line): \(message)" }
    }

    /// Reads every exchange of a file: `== name`, then `user> text` lines, an optional `@miss`, and `= outcome` lines
    /// (`= nothing` when nothing may change).
    public static func parseAll(_ text: String) throws -> [Exchange] {
        var exchanges: [Exchange] = []
        var sawOutcome = false
        func finish(at line: Int) throws {
            guard let last = exchanges.last else { return }
            if last.turns.isEmpty { throw SyntaxError(line: last.line, message: "\(last.name) has no typed line") }
            if !sawOutcome { throw SyntaxError(line: last.line, message: "\(last.name) needs = lines: what must exist afterwards, or = nothing") }
        }
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = offset + 1
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("==") {
                try finish(at: number)
                sawOutcome = false
                let name = line.dropFirst(2).trimmingCharacters(in: .whitespaces)
                exchanges.append(Exchange(name: name, line: number, turns: [], outcome: [], isKnownMiss: false))
                continue
            }
            guard !exchanges.isEmpty else { throw SyntaxError(line: number, message: "an exchange starts with == name") }
            if line == "@miss" {
                exchanges[exchanges.count - 1].isKnownMiss = true
            } else if line.hasPrefix("=") {
                sawOutcome = true
                let fact = line.dropFirst().trimmingCharacters(in: .whitespaces)
                if fact != "nothing" { exchanges[exchanges.count - 1].outcome.insert(fact) }
            } else if let marker = line.range(of: "> "), !line[..<marker.lowerBound].contains(" ") {
                guard !sawOutcome else { throw SyntaxError(line: number, message: "typed lines come before the = lines") }
                exchanges[exchanges.count - 1].turns.append((String(line[..<marker.lowerBound]), String(line[marker.upperBound...])))
            } else {
                throw SyntaxError(line: number, message: "expected == name, user> text, @miss, = outcome or # comment")
            }
        }
        try finish(at: 0)
        return exchanges
    }
}

/// An expected line in which `{{*}}` matches anything and `{{name}}` captures a value or must equal it.
struct LinePattern {
    private enum Piece {
        case literal(String)
        case wildcard
        case variable(String)
    }

    private let pieces: [Piece]

    init(_ text: String) {
        var pieces: [Piece] = []
        var rest = text[...]
        while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
            if open.lowerBound > rest.startIndex { pieces.append(.literal(String(rest[..<open.lowerBound]))) }
            let name = String(rest[open.upperBound..<close.lowerBound])
            pieces.append(name == "*" ? .wildcard : .variable(name))
            rest = rest[close.upperBound...]
        }
        if !rest.isEmpty { pieces.append(.literal(String(rest))) }
        self.pieces = pieces
    }

    /// Replaces every `{{name}}` with its captured value.
    static func substitute(_ text: String, _ variables: [String: String]) -> String {
        variables.reduce(text) { $0.replacingOccurrences(of: "{{\($1.key)}}", with: $1.value) }
    }

    /// Matches `line`, adding new captures to `variables`; false (and no captures) when it does not match.
    func matches(_ line: String, variables: inout [String: String]) -> Bool {
        var captured = variables
        guard match(pieces[...], line[...], &captured) else { return false }
        variables = captured
        return true
    }

    private func match(_ pieces: ArraySlice<Piece>, _ text: Substring, _ variables: inout [String: String]) -> Bool {
        guard let piece = pieces.first else { return text.isEmpty }
        let rest = pieces.dropFirst()
        switch piece {
        case .literal(let literal):
            return text.hasPrefix(literal) && match(rest, text.dropFirst(literal.count), &variables)
        case .variable(let name) where variables[name] != nil:
            let value = variables[name]!
            return text.hasPrefix(value) && match(rest, text.dropFirst(value.count), &variables)
        case .wildcard, .variable:
            var end = text.startIndex
            if case .variable = piece {
                guard !text.isEmpty else { return false }
                end = text.index(after: end)
            }
            while true {
                var attempt = variables
                if case .variable(let name) = piece { attempt[name] = String(text[..<end]) }
                if match(rest, text[end...], &attempt) {
                    variables = attempt
                    return true
                }
                guard end < text.endIndex else { return false }
                end = text.index(after: end)
            }
        }
    }
}

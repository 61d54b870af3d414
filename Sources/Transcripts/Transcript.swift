/// A scripted conversation: who types what, and what the server must answer. See `Conversations/README.md`.
public struct Transcript: Sendable {
    /// One step of a transcript, with the line number it came from.
    public enum Step: Sendable, Equatable {
        /// Open `user`'s connection now and expect its greeting as the next block.
        case connect(user: String)
        /// `user` sends `text`; the reply is read as the next block.
        case send(user: String, text: String)
        /// `user`'s next block must be these lines.
        case expect(user: String, lines: [String])
        /// The server must close `user`'s connection.
        case expectClosed(user: String)
        case setClock(String)
        case advanceClock(String)
    }

    /// A line the transcript could not read.
    public struct SyntaxError: Error, CustomStringConvertible {
        public let line: Int
        public let message: String
        public var description: String { "line \(line): \(message)" }
    }

    public var steps: [(line: Int, step: Step)]
    public var seed: UInt64?
    /// Server limits the transcript sets with `@limit NAME N`; the test server starts with them. `password-checks`
    /// sizes the hashing pool; every other name is an allowance, named as `rentline serve`'s option.
    public var limits: [String: Int] = [:]
    public var passwordChecks: Int? { limits["password-checks"] }
    /// The server each connection named with `@server NAME N` uses (1 for the others), for transcripts that run on
    /// several servers sharing one database.
    public var servers: [String: Int] = [:]

    /// How many servers the transcript needs.
    public var serverCount: Int { servers.values.max() ?? 1 }

    /// Reads a transcript; every typed line needs its reply's `<` lines before the next typed line or directive.
    public init(parsing text: String) throws {
        steps = []
        var lastSender: String?
        var unanswered: (user: String, line: Int, text: String)?
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = offset + 1
            let line = rawLine.hasSuffix("\r") ? String(rawLine.dropLast()) : String(rawLine)
            if line.trimmingCharacters(in: .whitespaces).isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("@") {
                try Self.requireReply(to: unanswered)
                unanswered = nil
                try directive(line, number: number, lastSender: &lastSender)
            } else if line.hasPrefix("<") {
                guard let user = lastSender else {
                    throw SyntaxError(line: number, message: "an expected line needs a sender above it, or a name: bob< …")
                }
                appendExpected(Self.expectedText(line.dropFirst()), user: user, number: number)
                if unanswered?.user == user { unanswered = nil }
            } else if let marker = line.firstIndex(where: { $0 == ">" || $0 == "<" }),
                Self.isName(line[..<marker])
            {
                let user = String(line[..<marker])
                let rest = Self.expectedText(line[line.index(after: marker)...])
                if line[marker] == ">" {
                    try Self.requireReply(to: unanswered)
                    steps.append((number, .send(user: user, text: rest)))
                    lastSender = user
                    unanswered = (user, number, rest)
                } else {
                    appendExpected(rest, user: user, number: number)
                    if unanswered?.user == user { unanswered = nil }
                }
            } else {
                throw SyntaxError(line: number, message: "expected NAME> line, NAME< line, < line, @directive or # comment")
            }
        }
        try Self.requireReply(to: unanswered)
    }

    /// Throws when a typed line is still waiting for the `<` lines of its reply.
    private static func requireReply(to unanswered: (user: String, line: Int, text: String)?) throws {
        guard let (user, line, text) = unanswered else { return }
        throw SyntaxError(
            line: line, message: "\(user)> \(text) has no expected lines under it: write its reply's < lines before the next typed line")
    }

    private mutating func directive(_ line: String, number: Int, lastSender: inout String?) throws {
        let words = line.split(separator: " ").map(String.init)
        switch (words.first, words.count) {
        case ("@clock", 2): steps.append((number, .setClock(words[1])))
        case ("@advance", 2): steps.append((number, .advanceClock(words[1])))
        case ("@seed", 2):
            guard let seed = UInt64(words[1]) else { throw SyntaxError(line: number, message: "@seed takes a number") }
            self.seed = seed
        case ("@limit", 3):
            guard let value = Int(words[2]), value >= 0 else {
                throw SyntaxError(line: number, message: "@limit takes a name and a whole number")
            }
            limits[words[1]] = value
        case ("@connect", 2):
            steps.append((number, .connect(user: words[1])))
            lastSender = words[1]
        case ("@closed", 2): steps.append((number, .expectClosed(user: words[1])))
        case ("@server", 3):
            guard Self.isName(Substring(words[1])), words[1] != "admin", let server = Int(words[2]), (1...9).contains(server)
            else { throw SyntaxError(line: number, message: "@server takes a connection's name and a server from 1 to 9") }
            servers[words[1]] = server
        default:
            throw SyntaxError(
                line: number,
                message: "unknown directive: use @clock, @advance, @seed, @limit NAME N, @server NAME N, @connect NAME or @closed NAME")
        }
    }

    /// Adds an expected line to the block being built for `user`, or starts a new block.
    private mutating func appendExpected(_ text: String, user: String, number: Int) {
        if case .expect(let blockUser, let lines)? = steps.last?.step, blockUser == user {
            steps[steps.count - 1].step = .expect(user: user, lines: lines + [text])
        } else {
            steps.append((number, .expect(user: user, lines: [text])))
        }
    }

    /// The text after a `>` or `<` marker, without the one space that follows it, with each `\u{HEX}` made the
    /// character it names (so a transcript can type an escape without holding one).
    private static func expectedText(_ rest: Substring) -> String {
        unescaped(rest.hasPrefix(" ") ? rest.dropFirst() : rest)
    }

    static func unescaped(_ text: Substring) -> String {
        var result = ""
        var rest = text
        while let start = rest.range(of: "\\u{") {
            guard let end = rest[start.upperBound...].firstIndex(of: "}"),
                let value = UInt32(rest[start.upperBound..<end], radix: 16), let scalar = Unicode.Scalar(value)
            else { break }
            result += rest[..<start.lowerBound]
            result.unicodeScalars.append(scalar)
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    private static func isName(_ text: Substring) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}

import AdminConsole
import Foundation

/// Plays a transcript against a running server and stops at the first difference.
public struct TranscriptRunner: Sendable {
    /// Where and how a transcript went wrong, printed as a small diff.
    public struct Mismatch: Error, CustomStringConvertible {
        public let line: Int
        public let message: String
        public let expected: [String]
        public let actual: [String]

        public var description: String {
            var text = "line \(line): \(message)"
            if !expected.isEmpty {
                text += "\n  expected:\n" + expected.map { "    < \($0)" }.joined(separator: "\n")
            }
            if !actual.isEmpty {
                text += "\n  actual:\n" + actual.map { "    < \($0)" }.joined(separator: "\n")
            }
            return text
        }
    }

    public let host: String
    public let port: Int
    public let timeoutMilliseconds: Int32
    /// Runs the lines of the transcript's `admin` actor, in the console's table format.
    public let admin: AdminShell?

    /// The actor whose lines go to the admin console instead of a connection.
    public static let adminActor = "admin"

    public init(host: String = "127.0.0.1", port: Int, timeoutMilliseconds: Int32 = 10_000, admin: AdminShell? = nil) {
        self.host = host
        self.port = port
        self.timeoutMilliseconds = timeoutMilliseconds
        self.admin = admin
    }

    /// Runs `transcript` on a thread of its own, so blocking reads never hold up the server's tasks.
    public func run(_ transcript: Transcript) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            let thread = Thread {
                do {
                    try runBlocking(transcript)
                    continuation.resume()
                } catch {
                    continuation.resume(throwing: error)
                }
            }
            thread.start()
        }
    }

    /// Runs `transcript` on the calling thread.
    public func runBlocking(_ transcript: Transcript) throws {
        var playback = Playback(runner: self)
        for (line, step) in transcript.steps {
            try playback.perform(step, line: line)
        }
    }
}

/// The state of one run: the users' connections, their unread replies and the captured values.
private struct Playback {
    private final class Client {
        let socket: LineSocket
        var isJSON = false
        /// The reply to the last line sent, read but not yet compared.
        var unreadReply: [String]?

        init(socket: LineSocket) {
            self.socket = socket
        }
    }

    let runner: TranscriptRunner
    private var clients: [String: Client] = [:]
    private var clockClient: Client?
    private var variables: [String: String] = [:]
    /// What the admin console printed for its last line, not yet compared.
    private var adminReply: [String]?
    /// The console the admin lines run in, whose settings (\x, the format) last from line to line as in a session.
    private var admin: AdminShell?

    init(runner: TranscriptRunner) {
        self.runner = runner
        self.admin = runner.admin
    }

    mutating func perform(_ step: Transcript.Step, line: Int) throws {
        if case .expect = step {} else {
            for client in clients.values { client.unreadReply = nil }
            adminReply = nil
        }
        switch step {
        case .connect(let user):
            let client = try open(line: line)
            clients[user] = client
            client.unreadReply = try readBlock(client, line: line)
        case .send(TranscriptRunner.adminActor, let text):
            adminReply = try runAdmin(LinePattern.substitute(text, variables), line: line)
        case .expect(TranscriptRunner.adminActor, let lines):
            let actual = adminReply ?? []
            adminReply = nil
            try compare(actual, with: lines, user: TranscriptRunner.adminActor, line: line)
        case .send(let user, let text):
            let client = try clients[user] ?? openSkippingGreeting(user, line: line)
            let sent = LinePattern.substitute(text, variables)
            try client.socket.send(sent + "\r\n")
            let command = sent.trimmingCharacters(in: .whitespaces).lowercased()
            if command == "/json" { client.isJSON = true }
            if command == "/text" { client.isJSON = false }
            client.unreadReply = try readBlock(client, line: line)
        case .expect(let user, let lines):
            guard let client = clients[user] else {
                throw TranscriptRunner.Mismatch(line: line, message: "\(user) has not connected yet", expected: lines, actual: [])
            }
            let actual = try client.unreadReply ?? readBlock(client, line: line)
            client.unreadReply = nil
            try compare(actual, with: lines, user: user, line: line)
        case .expectClosed(let user):
            guard let client = clients[user] else {
                throw TranscriptRunner.Mismatch(line: line, message: "\(user) has not connected yet", expected: [], actual: [])
            }
            if let extra = try readLine(client, line: line) {
                throw TranscriptRunner.Mismatch(
                    line: line, message: "\(user)'s connection should have closed", expected: [], actual: [extra])
            }
            clients[user] = nil
        case .setClock(let time):
            try moveClock("/clock set \(time)", line: line)
        case .advanceClock(let duration):
            try moveClock("/clock advance \(duration)", line: line)
        }
    }

    private mutating func compare(_ actual: [String], with expected: [String], user: String, line: Int) throws {
        var captured = variables
        let matches = actual.count == expected.count
            && zip(expected, actual).allSatisfy { LinePattern($0).matches($1, variables: &captured) }
        guard matches else {
            throw TranscriptRunner.Mismatch(line: line, message: "\(user) got something else", expected: expected, actual: actual)
        }
        variables = captured
    }

    /// The console's output lines for `command`, standard output then standard error.
    private mutating func runAdmin(_ command: String, line: Int) throws -> [String] {
        guard var shell = admin else {
            throw TranscriptRunner.Mismatch(
                line: line, message: "this transcript has admin lines: give the runner the server's database (replay --db)",
                expected: [], actual: [])
        }
        let result = shell.run(command)
        admin = shell
        return (result.output + result.errors).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    private func open(line: Int) throws -> Client {
        do {
            return Client(socket: try LineSocket(host: runner.host, port: runner.port))
        } catch {
            throw TranscriptRunner.Mismatch(line: line, message: "\(error)", expected: [], actual: [])
        }
    }

    private mutating func openSkippingGreeting(_ user: String, line: Int) throws -> Client {
        let client = try open(line: line)
        _ = try readBlock(client, line: line)
        clients[user] = client
        return client
    }

    private mutating func moveClock(_ command: String, line: Int) throws {
        let client: Client
        if let clockClient {
            client = clockClient
        } else {
            client = try open(line: line)
            _ = try readBlock(client, line: line)
            clockClient = client
        }
        try client.socket.send(command + "\r\n")
        let reply = try readBlock(client, line: line)
        guard reply.first?.hasPrefix("The clock reads") == true else {
            throw TranscriptRunner.Mismatch(line: line, message: "the server refused \(command)", expected: [], actual: reply)
        }
    }

    /// A reply or event: one line in JSON mode; in text mode, the lines up to the empty line that ends it.
    private func readBlock(_ client: Client, line: Int) throws -> [String] {
        var lines: [String] = []
        while let next = try readLine(client, line: line) {
            if client.isJSON { return [next] }
            if next.isEmpty { return lines }
            lines.append(next)
        }
        guard lines.isEmpty else { return lines }
        throw TranscriptRunner.Mismatch(line: line, message: "the server closed the connection", expected: [], actual: [])
    }

    private func readLine(_ client: Client, line: Int) throws -> String? {
        do {
            return try client.socket.readLine(timeoutMilliseconds: runner.timeoutMilliseconds)
        } catch {
            throw TranscriptRunner.Mismatch(line: line, message: "\(error)", expected: [], actual: [])
        }
    }
}

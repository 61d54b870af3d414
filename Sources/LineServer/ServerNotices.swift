import Bot
import NIOCore

/// The replies the transport itself gives when a limit or a wrong protocol stops a line.
enum ServerNotices {
    static let pong = Reply(intent: "ping", lines: ["PONG"])

    /// True for `PING` in any case, with or without surrounding spaces.
    static func isPing(_ line: String) -> Bool {
        let letters: [UInt8] = [0x70, 0x69, 0x6E, 0x67]
        var matched = 0
        for byte in line.utf8 where byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") {
            guard matched < 4, byte | 0x20 == letters[matched] else { return false }
            matched += 1
        }
        return matched == 4
    }

    static let serverFull = Reply.failure(
        intent: "limit", code: "server_full", "Rentline is full right now: please try again in a minute.")

    static let tooManyFromAddress = Reply.failure(
        intent: "limit", code: "too_many_connections",
        "Too many connections are open from your address: close one of them, then connect again.")

    static func slowDown(_ limits: ServerLimits) -> Reply {
        .failure(
            intent: "limit", code: "rate_limited",
            "Slow down: that line was not run; send at most \(Int(limits.commandsPerSecond)) commands a second.")
    }

    static func lineTooLong(_ limits: ServerLimits) -> Reply {
        .failure(
            intent: "limit", code: "line_too_long",
            "That line is longer than \(limits.maximumLineLength) bytes, so this connection is closing: keep lines shorter.")
    }

    static let notUTF8 = Reply.failure(
        intent: "error", code: "not_utf8",
        "That line could not be read as UTF-8 text, so nothing was done: type it again, and if this comes back, set your terminal to UTF-8.")

    static let notHTTP = Reply.failure(
        intent: "limit", code: "not_http",
        "This is not an HTTP server: it is Rentline's chat port, so connect with nc or telnet instead.")

    static func idleTimeout(after limit: TimeAmount) -> PushedEvent {
        PushedEvent(
            name: "idle_timeout", text: "Closing this connection after \(span(limit)) without a word; reconnect any time.")
    }

    static func loginTimeout(after limit: TimeAmount) -> PushedEvent {
        PushedEvent(
            name: "login_timeout",
            text: "Closing this connection: nobody logged in within \(span(limit)) of connecting; reconnect any time.")
    }

    private static func span(_ limit: TimeAmount) -> String {
        let seconds = max(1, Int(limit.nanoseconds / 1_000_000_000))
        return seconds % 60 == 0 ? count(seconds / 60, "minute") : count(seconds, "second")
    }

    private static func count(_ value: Int, _ unit: String) -> String {
        "\(value) \(unit)\(value == 1 ? "" : "s")"
    }

    /// True for a line shaped like the start of an HTTP request, such as `GET / HTTP/1.1`.
    static func isHTTPRequestLine(_ line: String) -> Bool {
        let parts = line.split(separator: " ")
        return parts.count == 3 && parts[2].hasPrefix("HTTP/") && parts[0].allSatisfy { $0.isUppercase }
    }
}

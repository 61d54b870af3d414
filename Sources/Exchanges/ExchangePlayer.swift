import Transcripts

/// Types an exchange's lines over connections of its own, one per person, on a thread of its own.
struct ExchangePlayer {
    /// Why a line got no reply.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let port: Int
    /// The password every person on the stage has; nil when the lines log in themselves (the stage's own script).
    let password: String?
    private var sockets: [String: LineSocket] = [:]
    static let timeoutMilliseconds: Int32 = 20_000

    init(port: Int, password: String?) {
        self.port = port
        self.password = password
    }

    /// Sends `text` as `user` and returns the reply, passing over the notices pushed to that person meanwhile.
    mutating func say(_ text: String, as user: String) throws -> [String] {
        let socket = try connection(for: user)
        try socket.send(text + "\r\n")
        return try Self.reply(on: socket)
    }

    private mutating func connection(for user: String) throws -> LineSocket {
        if let socket = sockets[user] { return socket }
        let socket = try LineSocket(port: port)
        _ = try Self.reply(on: socket)
        sockets[user] = socket
        if let password {
            try socket.send("login \(user) \(password)\r\n")
            let welcome = try Self.reply(on: socket)
            guard welcome.first?.hasPrefix("Welcome back") == true else {
                throw Failure(description: "\(user) could not log in to the stage: \(welcome.joined(separator: " "))")
            }
        }
        return socket
    }

    /// The next block that isn't a pushed notice (whose lines start with "* ").
    private static func reply(on socket: LineSocket) throws -> [String] {
        while true {
            var lines: [String] = []
            while let line = try socket.readLine(timeoutMilliseconds: timeoutMilliseconds), !line.isEmpty { lines.append(line) }
            if lines.isEmpty { throw Failure(description: "the server closed the connection") }
            if lines.first?.hasPrefix("* ") != true { return lines }
        }
    }
}

import Intents

/// What the bot answers to one line: text for people, data for programs, and what the connection must change.
public struct Reply: Sendable, Equatable {
    /// A refusal's stable code for programs, beside the sentence people read.
    public struct Failure: Sendable, Equatable {
        public var code: String
        public var message: String
    }

    public var intent: String
    public var lines: [String]
    public var data: JSONValue?
    public var failure: Failure?
    public var effects: [SessionEffect]

    public init(intent: String, lines: [String], data: JSONValue? = nil, effects: [SessionEffect] = []) {
        self.intent = intent
        self.lines = lines
        self.data = data
        self.failure = nil
        self.effects = effects
    }

    public static func failure(intent: String, code: String, _ message: String, effects: [SessionEffect] = []) -> Reply {
        var reply = Reply(intent: intent, lines: [message], effects: effects)
        reply.failure = Failure(code: code, message: message)
        return reply
    }

    public var text: String { lines.joined(separator: "\n") }
}

/// A change the transport must make for a reply, applied before the reply is written.
public enum SessionEffect: Sendable, Equatable {
    case outputMode(OutputMode)
    /// Asks a telnet client to stop (false) or resume (true) echoing what the user types.
    case inputEcho(Bool)
    /// Replies wrap at this many columns from now on (0: not at all).
    case wrapWidth(Int)
    /// The session logged in (true) or out (false); idle limits differ.
    case authenticated(Bool)
    case disconnect
}

/// How a connection's replies and events are written.
public enum OutputMode: Sendable, Equatable {
    /// Lines for people; each reply ends with an empty line.
    case text
    /// One JSON object per line, for programs.
    case json
}

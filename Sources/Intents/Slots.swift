/// The typed values an utterance carried; only the ones present are set.
public struct Slots: Sendable, Equatable {
    public var topic: String?
    public var user: String?
    public var text: String?
    public var suggestions: [String]?

    public init(topic: String? = nil, user: String? = nil, text: String? = nil, suggestions: [String]? = nil) {
        self.topic = topic
        self.user = user
        self.text = text
        self.suggestions = suggestions
    }

    /// The contract's JSON object for these slots, with absent slots left out.
    public var json: JSONValue {
        var members: [(String, JSONValue)] = []
        if let topic { members.append(("topic", .string(topic))) }
        if let user { members.append(("user", .string(user))) }
        if let text { members.append(("text", .string(text))) }
        if let suggestions { members.append(("suggestions", .array(suggestions.map(JSONValue.string)))) }
        return .object(members)
    }
}

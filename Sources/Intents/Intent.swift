/// What one line of user input asks for: an intent name and the slots it carried.
public struct Intent: Sendable, Equatable {
    public var name: IntentName
    public var slots: Slots
    /// When two readings were too close to act on, the two intents meant, best first; the name is then `unknown`.
    public var rivals: [IntentName]
    /// The one rival was named as a command but without what it needs ("pause", "cancel my kayak rental").
    public var isIncomplete: Bool

    public init(_ name: IntentName, _ slots: Slots = Slots(), rivals: [IntentName] = [], isIncomplete: Bool = false) {
        self.name = name
        self.slots = slots
        self.rivals = rivals
        self.isIncomplete = isIncomplete
    }

    /// `{"intent": NAME, "slots": {...}}`, as `rentline parse` prints it.
    public var json: JSONValue {
        .object([("intent", .string(name.rawValue)), ("slots", slots.json)])
    }

    /// Appends the compact text of `json` to `output`, without building the tree first.
    public func writeJSON(to output: inout [UInt8]) {
        output.append(contentsOf: #"{"intent":"#.utf8)
        JSONValue.writeString(name.rawValue, to: &output)
        output.append(contentsOf: #","slots":"#.utf8)
        slots.writeJSON(to: &output)
        output.append(UInt8(ascii: "}"))
    }
}

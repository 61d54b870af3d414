/// An amount of money in integer cents, with the unit of time it is charged per when one was said.
public struct Money: Sendable, Equatable {
    public enum Per: String, Sendable { case hour, day, week, month }

    public var cents: Int
    public var per: Per?

    public init(cents: Int, per: Per? = nil) {
        self.cents = cents
        self.per = per
    }

    /// `{"cents":500,"per":"day"}`, with `per` left out when unsaid.
    public var json: JSONValue {
        var members: [(String, JSONValue)] = [("cents", .int(cents))]
        if let per { members.append(("per", .string(per.rawValue))) }
        return .object(members)
    }
}

/// A `JSONValue` carried between servers: integers and doubles stay apart (a double is `{"d": 1.5}`), and objects
/// keep their key order (`{"o": [key, value, key, value]}`), which plain JSON objects and numbers would lose.
extension JSONValue: Codable {
    private enum Tag: String, CodingKey {
        case d, o
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .int(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .string(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .array(let values):
            var container = encoder.singleValueContainer()
            try container.encode(values)
        case .double(let value):
            var container = encoder.container(keyedBy: Tag.self)
            try container.encode(value, forKey: .d)
        case .object(let members):
            var container = encoder.container(keyedBy: Tag.self)
            var pairs = container.nestedUnkeyedContainer(forKey: .o)
            for (key, value) in members {
                try pairs.encode(key)
                try pairs.encode(value)
            }
        }
    }

    public init(from decoder: any Decoder) throws {
        if let tagged = try? decoder.container(keyedBy: Tag.self) {
            if tagged.contains(.d) {
                self = .double(try tagged.decode(Double.self, forKey: .d))
                return
            }
            var pairs = try tagged.nestedUnkeyedContainer(forKey: .o)
            var members: [(String, JSONValue)] = []
            while !pairs.isAtEnd {
                members.append((try pairs.decode(String.self), try pairs.decode(JSONValue.self)))
            }
            self = .object(members)
            return
        }
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else {
            self = .array(try container.decode([JSONValue].self))
        }
    }
}

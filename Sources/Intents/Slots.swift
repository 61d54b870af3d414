/// The typed values an utterance carried; only the ones present are set.
public struct Slots: Sendable, Equatable {
    /// Where: a ZIP code, a city, the user's own location, or coordinates.
    public enum Place: Sendable, Equatable {
        case zip(String)
        case city(String)
        case me
        case coordinates(latitude: Double, longitude: Double)

        public var json: JSONValue {
            switch self {
            case .zip(let zip): .object([("zip", .string(zip))])
            case .city(let city): .object([("city", .string(city))])
            case .me: .object([("me", .bool(true))])
            case .coordinates(let latitude, let longitude): .object([("lat", .double(latitude)), ("lon", .double(longitude))])
            }
        }
    }

    /// Which record: a position in the last list shown, a record id, or "it".
    public enum Reference: Sendable, Equatable {
        case index(Int)
        case id(Int)
        case it

        public var json: JSONValue {
            switch self {
            case .index(let index): .object([("index", .int(index))])
            case .id(let id): .object([("id", .int(id))])
            case .it: .object([("it", .bool(true))])
            }
        }
    }

    /// A half-open local interval, written `2026-11-28T14:00`.
    public struct Interval: Sendable, Equatable {
        public var start: String
        public var end: String
    }

    public var query: String?
    public var category: String?
    public var type: String?
    public var near: Place?
    public var radiusKm: Double?
    public var minPrice: Money?
    public var maxPrice: Money?
    public var price: Money?
    public var when: Interval?
    public var ref: Reference?
    public var user: String?
    public var rating: Int?
    public var text: String?
    public var amount: Money?
    public var continent: String?
    public var amenities: [String]?
    public var bedrooms: Int?
    public var bathrooms: Int?
    public var parking: Int?
    public var photo: String?
    public var field: String?
    public var value: String?
    public var sort: String?
    public var topic: String?
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
        func add(_ key: String, _ value: JSONValue?) {
            if let value { members.append((key, value)) }
        }
        add("query", query.map(JSONValue.string))
        add("category", category.map(JSONValue.string))
        add("type", type.map(JSONValue.string))
        add("near", near?.json)
        add("radius_km", radiusKm.map(JSONValue.double))
        add("min_price", minPrice?.json)
        add("max_price", maxPrice?.json)
        add("price", price?.json)
        add("when", when.map { .object([("start", .string($0.start)), ("end", .string($0.end))]) })
        add("ref", ref?.json)
        add("user", user.map(JSONValue.string))
        add("rating", rating.map(JSONValue.int))
        add("text", text.map(JSONValue.string))
        add("amount", amount.map { .object([("cents", .int($0.cents))]) })
        add("continent", continent.map(JSONValue.string))
        add("amenities", amenities.map { .array($0.map(JSONValue.string)) })
        add("bedrooms", bedrooms.map(JSONValue.int))
        add("bathrooms", bathrooms.map(JSONValue.int))
        add("parking", parking.map(JSONValue.int))
        add("photo", photo.map(JSONValue.string))
        add("field", field.map(JSONValue.string))
        add("value", value.map(JSONValue.string))
        add("sort", sort.map(JSONValue.string))
        add("topic", topic.map(JSONValue.string))
        add("suggestions", suggestions.map { .array($0.map(JSONValue.string)) })
        return .object(members)
    }
}

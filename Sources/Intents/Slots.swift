/// The typed values an utterance carried; only the ones present are set.
public struct Slots: Sendable, Equatable {
    /// Where: a ZIP code, a city, the user's own location, or coordinates.
    public enum Place: Sendable, Equatable {
        case zip(String)
        case city(String)
        /// A city with its US state said after it ("austin tx", "portland, oregon"): the state's two-letter code.
        /// Written as the city alone, as the contract has it.
        case cityInState(String, state: String)
        case me
        case coordinates(latitude: Double, longitude: Double)
        /// A country by the reference data's name, lower case: "japan", "united states".
        case country(String)
        /// A US state by name, lower case: "texas".
        case state(String)

        public var json: JSONValue {
            switch self {
            case .zip(let zip): .object([("zip", .string(zip))])
            case .city(let city), .cityInState(let city, _): .object([("city", .string(city))])
            case .country(let country): .object([("country", .string(country))])
            case .state(let state): .object([("state", .string(state))])
            case .me: .object([("me", .bool(true))])
            case .coordinates(let latitude, let longitude): .object([("lat", .double(latitude)), ("lon", .double(longitude))])
            }
        }
    }

    /// Which record: a position in the last list shown, a record id, or "it".
    public enum Reference: Sendable, Equatable {
        /// A position said as one: "the second one", "number 2".
        case index(Int)
        /// A number alone ("2", "#2"): a position in the list shown, or a record number the person saw there.
        case number(Int)
        case id(Int)
        case it

        /// The position a position or a number alone names, which may be one.
        public var position: Int? {
            switch self {
            case .index(let position), .number(let position): position
            case .id, .it: nil
            }
        }

        public var json: JSONValue {
            switch self {
            case .index(let index), .number(let index): .object([("index", .int(index))])
            case .id(let id): .object([("id", .int(id))])
            case .it: .object([("it", .bool(true))])
            }
        }
    }

    /// A street and the unit in it, as typed: "123 Main St", "4".
    /// What a follow-up's words do to the last search's words.
    public enum WordsChange: Sendable, Equatable {
        /// "just the lens": replace them, when any are given.
        case replaceWhenGiven
        /// "a mirrorless one": narrow them.
        case add
        /// "back to cameras", "tools instead": replace them even with none.
        case replace
    }

    public struct StreetAddress: Sendable, Equatable {
        public var street: String
        public var unit: String?
    }

    /// A half-open interval on the user's wall clock, each end normalized (24:00 is the next day's 00:00) and
    /// written `2026-11-28T14:00` in the JSON.
    public struct Interval: Sendable, Equatable {
        public let start: LocalDateTime
        public let end: LocalDateTime
        /// "anytime after dec 3", "sometime before friday": one end of a window, which a search may use and a booking
        /// may not; not in the JSON.
        public internal(set) var isOpenEnded = false

        init(start: LocalDateTime, end: LocalDateTime, isOpenEnded: Bool = false) {
            (self.start, self.end, self.isOpenEnded) = (start.normalized, end.normalized, isOpenEnded)
        }

        /// The contract's `{"start": …, "end": …}`.
        var json: JSONValue {
            .object([("start", .string(start.text)), ("end", .string(end.text))])
        }

        /// The first midnight at or after the end, as `2026-12-01`: the day before which a window closes.
        public var endDay: String {
            String((end.minutes == 0 ? end : LocalDateTime(date: end.date.adding(days: 1), minutes: 0)).text.prefix(10))
        }

        /// A lease of `months` from this interval's start: "from dec 1" of "from dec 1 for three months".
        public func lasting(months: Int) -> Interval {
            Interval(start: start, end: LocalDateTime(date: start.date.adding(months: months), minutes: start.minutes))
        }

        /// The same hours on another day: "9 to 5" said of a booking quoted for Saturday.
        public func onDay(year: Int, month: Int, day: Int) -> Interval {
            let date = LocalDate(year: year, month: month, day: day)
            let length = (end.date.dayNumber - start.date.dayNumber) * 1440 + end.minutes - start.minutes
            let from = LocalDateTime(date: date, minutes: start.minutes)
            return Interval(start: from, end: from.adding(minutes: length))
        }
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
    /// When a home must be free to move in: "available from january", "move in by feb 1", "available now".
    public var availableFrom: Interval?
    /// The least floor area of a home, in square feet: "at least 600 sqft", "800+ sq ft".
    public var minSqft: Int?
    /// The most floor area of a home, in square feet ("under 900 sq ft"): not a contract slot, so never in the JSON.
    public var maxSqft: Int?
    /// What a map is asked to show ("map of apartments near 94110", "map the kayaks"): not a contract slot, so never
    /// in the JSON.
    public var mapOf: MapOf?

    public struct MapOf: Sendable, Equatable {
        public var category: String?
        public var type: String?
        public var words: [String] = []
    }

    /// A home offered with its floor area, first day to move in and shortest lease, said in the same line ("850 sqft,
    /// available from jan 1, minimum 6 months"): not contract slots, so never in the JSON.
    public var homeTerms: HomeTerms?

    public struct HomeTerms: Sendable, Equatable {
        public var sqft: Int?
        public var availableFrom: Interval?
        public var minMonths: Int?
        public var exposure: String?
        public var gender: String?
        public var prohibited: [String]?
        public var included: [String]?
    }
    /// A street address with its unit, for a listing: not a contract slot, so never in the JSON.
    public var address: StreetAddress?
    /// A lease's length in months ("a 6-month lease", "for a year"); `when`, when a first day is said, runs that long.
    public var months: Int?
    /// A listing's price said as nothing, below nothing or free: not a contract slot, so never in the JSON.
    public var priceProblem: PriceProblem?
    /// Why a time that was typed names none ("feb 30"): not a contract slot, so never in the JSON.
    public var timeProblem: TimeProblem?
    /// "the 3rd" typed alone, a day of the month that may as well be a position in the list shown: not a contract
    /// slot, so never in the JSON.
    public var ordinalAlone: Int?
    /// "the weekend after": the time of the last search, this many days later; not a contract slot, so never in the
    /// JSON.
    public var daysAfterLast: Int?
    /// What a follow-up's words do to the last search's: not a contract slot, so never in the JSON.
    public var wordsChange = WordsChange.replaceWhenGiven
    /// "9 to 5" alone: hours with no day, read as today's, which a waiting quote moves to its own day; not a
    /// contract slot, so never in the JSON.
    public var hoursOnly = false
    /// "the cheaper of the two": how many of the list's first items a pick is among; not a contract slot, so never
    /// in the JSON.
    public var amongFirst: Int?
    /// The person's own listing named in words instead of a reference ("hide my kayak"): not a contract slot, so
    /// never in the JSON. The bot finds it among their listings, or asks.
    public var ownThing: String?
    /// Who made the request an owner answers, named instead of a reference ("decline the request from kevin"): the
    /// JSON's `user`, kept apart from `user` because it names a request, not a person to act on.
    public var requester: String?
    public var ref: Reference?
    /// "my last post", "the comment I just wrote": the person's own latest post or comment, not a position in a
    /// list; not a contract slot, so never in the JSON.
    public var latestOwn = false
    /// "message the owner: …": the message goes to the person shown last, the owner of the listing opened; not a
    /// contract slot, so never in the JSON.
    public var toPersonShown = false
    /// "ana - do you deliver?": the person was named and spoken to with no command word, so the bot asks before sending;
    /// not a contract slot, so never in the JSON.
    public var saidWithoutACommand = false
    /// "the tennis rackets", "that garage": the words name one thing already seen, not any that fits; not a contract
    /// slot, so never in the JSON.
    public var namesOneSeen = false
    /// "a tennis racket", "any tent": the words ask for any one that fits, wherever it was seen: not a contract slot,
    /// so never in the JSON.
    public var namesAnyOne = false
    /// The words a type was named by when they name one thing seen ("the garage one" is type parking, said
    /// "garage"): not a contract slot, so never in the JSON.
    public var typeSaid: String?
    /// The words describing a booking instead of its number ("the apartment booking", "my booking for saturday"):
    /// not a contract slot, so never in the JSON.
    public var bookingNamed: String?
    /// The time a described booking falls in ("cancel tomorrow's booking", "my booking this weekend"): not a contract
    /// slot, so never in the JSON.
    public var bookingDuring: Interval?
    /// The words naming a listing already seen ("reviews of the tennis rackets"): not a contract slot, so never in the
    /// JSON.
    public var listingNamed: String?
    /// The owner a listing is described by ("unfavorite chen's"): not a contract slot, so never in the JSON.
    public var ownerNamed: String?
    /// A post described instead of numbered ("ana's hike post"): not a contract slot, so never in the JSON.
    public var postNamed: Command.PostDescribed?
    /// The post a comment to delete is on ("my comment on post 2"): not a contract slot, so never in the JSON.
    public var onPost: Reference?
    /// The kind of record "it" was named as earlier in the turn ("post 140 is spam, report it"): not a contract
    /// slot, so never in the JSON.
    public var referredKind: String?
    public var user: String?
    public var rating: Int?
    public var text: String?
    public var amount: Money?
    public var continent: String?
    public var amenities: [String]?
    public var bedrooms: Int?
    public var bathrooms: Int?
    /// A half bathroom more than `bathrooms` ("2.5 baths"), which the contract's whole-number slot leaves out.
    public var halfBathroomMore = false
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
        forEachMember { members.append(($0, $1)) }
        return .object(members)
    }

    /// Appends the compact text of `json` to `output`, without building the object first.
    public func writeJSON(to output: inout [UInt8]) {
        output.append(UInt8(ascii: "{"))
        var first = true
        forEachMember { key, value in
            if !first { output.append(UInt8(ascii: ",")) }
            first = false
            JSONValue.writeString(key, to: &output)
            output.append(UInt8(ascii: ":"))
            value.write(to: &output)
        }
        output.append(UInt8(ascii: "}"))
    }

    /// Each slot that is present, as its contract key and JSON value, in the contract's order.
    private func forEachMember(_ body: (String, JSONValue) -> Void) {
        if let query { body("query", .string(query)) }
        if let category { body("category", .string(category)) }
        if let type { body("type", .string(type)) }
        if let near { body("near", near.json) }
        if let radiusKm { body("radius_km", .double(radiusKm)) }
        if let minPrice { body("min_price", minPrice.json) }
        if let maxPrice { body("max_price", maxPrice.json) }
        if let price { body("price", price.json) }
        if let when { body("when", when.json) }
        if let availableFrom { body("available_from", availableFrom.json) }
        if let minSqft { body("min_sqft", .int(minSqft)) }
        if let ref { body("ref", ref.json) }
        if let user = user ?? requester { body("user", .string(user)) }
        if let rating { body("rating", .int(rating)) }
        if let text { body("text", .string(text)) }
        if let amount { body("amount", .object([("cents", .int(amount.cents))])) }
        if let continent { body("continent", .string(continent)) }
        if let amenities { body("amenities", .array(amenities.map(JSONValue.string))) }
        if let bedrooms { body("bedrooms", .int(bedrooms)) }
        if let bathrooms { body("bathrooms", .int(bathrooms)) }
        if let parking { body("parking", .int(parking)) }
        if let months { body("months", .int(months)) }
        if let photo { body("photo", .string(photo)) }
        if let field { body("field", .string(field)) }
        if let value { body("value", .string(value)) }
        if let sort { body("sort", .string(sort)) }
        if let topic { body("topic", .string(topic)) }
        if let suggestions { body("suggestions", .array(suggestions.map(JSONValue.string))) }
    }
}

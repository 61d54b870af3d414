/// What a search asks for, with its place already resolved; the bot keeps it to page on with `more`.
public struct SearchQuery: Sendable, Equatable {
    /// A price bound: `unit` set means only listings priced per that unit are compared.
    public struct PriceBound: Sendable, Equatable {
        public var cents: Int
        public var unit: PriceUnit?

        public init(cents: Int, unit: PriceUnit?) {
            self.cents = cents
            self.unit = unit
        }
    }

    public enum Sort: String, Sendable {
        case relevance, price, distance, rating, newest
    }

    public static let defaultRadiusKm = 10.0
    public static let pageSize = 5

    public var words: [String] = []
    public var category: String?
    public var type: String?
    public var place: Place
    public var radiusKm: Double = defaultRadiusKm
    public var minPrice: PriceBound?
    public var maxPrice: PriceBound?
    public var amenities: [String] = []
    public var bedrooms: Int?
    public var bathrooms: Int?
    public var parking: Int?
    /// Floor area bounds in square feet, for homes.
    public var minSqft: Int?
    public var maxSqft: Int?
    /// Only homes free to move in before this day (`YYYY-MM-DD`, exclusive): those with no available-from date, or
    /// an earlier one.
    public var movingInBefore: String?
    public var sort: Sort = .relevance

    public init(place: Place) {
        self.place = place
    }

    /// Whether any filter on a home's own features is set: rooms, area or move-in day.
    var filtersHomeFeatures: Bool {
        bedrooms != nil || bathrooms != nil || parking != nil || minSqft != nil || maxSqft != nil || movingInBefore != nil
    }

    /// The FTS5 expression for the words: each one a prefix, all of them required; nil without words.
    var matchWords: String? {
        let terms = plainWords
        return terms.isEmpty ? nil : terms.map { "\"\($0)\"*" }.joined(separator: " ")
    }

    /// The words searched for, at most eight, lowercased letters and digits only.
    var plainWords: [String] {
        words.prefix(8).map(Self.plain).filter { !$0.isEmpty }
    }

    private static func plain(_ word: String) -> String {
        String(word.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) })
    }
}

/// One search result: the listing, how far it is from the search's centre, and whose it is.
public struct SearchHit: Sendable, Equatable {
    public var listing: Listing
    public var distanceKm: Double
    public var ownerName: String
}

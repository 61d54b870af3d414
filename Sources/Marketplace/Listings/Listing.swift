import Foundation
import GRDB

/// A thing, space or home offered for rent: one row of `listings`, whose fields depend on its kind.
public struct Listing: Encodable, Sendable, Equatable, Identifiable, FetchableRecord, EncodableRecord, TableRecord {
    public static let databaseTableName = "listings"
    public static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase

    public var id: Int64?
    public var ownerId: Int64
    public var kind: ListingKind
    public var category: String
    public var type: String?
    public var title: String
    public var description: String
    public var condition: String?
    public var priceCents: Int
    public var priceUnit: PriceUnit
    public var address1: String?
    public var address2: String?
    public var area: String?
    public var community: String?
    public var city: String
    public var state: String?
    public var postalCode: String?
    public var country: String
    public var latitude: Double
    public var longitude: Double
    public var timeZone: String
    public var availableFrom: String?
    public var minMonths: Int?
    public var bedrooms: Int?
    /// Whole or half bathrooms: 1.5 is a full bathroom and a half one.
    public var bathrooms: Double?
    public var parking: Int?
    public var sqft: Int?
    public var amenities: [String]
    public var prohibited: [String]?
    public var included: [String]?
    public var gender: String?
    public var exposure: String?
    public var instantBook: Bool
    public var status: ListingStatus
    public internal(set) var keywords: String
    /// Where the listing is and what it is, as words the full-text index filters on (see `SearchTags`).
    var tags: String
    public var ratingCount: Int
    public var ratingTotal: Int
    public var createdAt: Date
    public var updatedAt: Date
    public var updatedBy: Int64?


    /// The table's columns in their order; a row of `listings.*`, alone or first in a join, is read by position.
    static let columnNames = [
        "id", "owner_id", "kind", "category", "type", "title", "description", "condition",
        "price_cents", "price_unit", "address1", "address2", "area", "community", "city", "state",
        "postal_code", "country", "latitude", "longitude", "time_zone", "available_from", "min_months", "bedrooms",
        "bathrooms", "parking", "sqft", "amenities", "prohibited", "included", "gender", "exposure",
        "instant_book", "status", "keywords", "tags", "rating_count", "rating_total", "created_at", "updated_at",
        "updated_by",
    ]

    /// Reads a row whose first columns are `listings.*`, by position: Codable decoding and lookups by name
    /// cost most of a search.
    public init(row: Row) throws {
        id = row[0]
        ownerId = row[1]
        kind = try Self.decoded(row[2])
        category = row[3]
        type = row[4]
        title = row[5]
        description = row[6]
        condition = row[7]
        priceCents = row[8]
        priceUnit = try Self.decoded(row[9])
        address1 = row[10]
        address2 = row[11]
        area = row[12]
        community = row[13]
        city = row[14]
        state = row[15]
        postalCode = row[16]
        country = row[17]
        latitude = row[18]
        longitude = row[19]
        timeZone = row[20]
        availableFrom = row[21]
        minMonths = row[22]
        bedrooms = row[23]
        bathrooms = row[24]
        parking = row[25]
        sqft = row[26]
        amenities = try Self.list(row[27]) ?? []
        prohibited = try Self.list(row[28])
        included = try Self.list(row[29])
        gender = row[30]
        exposure = row[31]
        instantBook = row[32]
        status = try Self.decoded(row[33])
        keywords = row[34]
        tags = row[35]
        ratingCount = row[36]
        ratingTotal = row[37]
        createdAt = row[38]
        updatedAt = row[39]
        updatedBy = row[40]
    }

    private static func decoded<Value: RawRepresentable<String>>(_ text: String) throws -> Value {
        guard let value = Value(rawValue: text) else {
            throw DatabaseError(message: "listings holds an unknown \(Value.self) \(text)")
        }
        return value
    }

    private static func list(_ json: String?) throws -> [String]? {
        guard let json else { return nil }
        if json == "[]" { return [] }
        return try JSONDecoder().decode([String].self, from: Data(json.utf8))
    }

    /// A new active listing of `kind` at `place`, with the defaults of its kind.
    public init(
        ownerId: Int64, kind: ListingKind, category: String, type: String?, title: String, priceCents: Int,
        priceUnit: PriceUnit, place: Place, at now: Date
    ) {
        self.ownerId = ownerId
        self.kind = kind
        self.category = category
        self.type = type
        self.title = title
        self.description = ""
        self.priceCents = priceCents
        self.priceUnit = priceUnit
        self.city = place.city
        self.state = place.state
        self.postalCode = place.postalCode
        self.country = place.country
        self.latitude = place.latitude
        self.longitude = place.longitude
        self.timeZone = place.timeZone
        self.amenities = []
        self.instantBook = kind == .space
        self.status = .active
        self.keywords = Taxonomy.keywords(category: category, type: type)
        self.tags = SearchTags.words(category: category, type: type, latitude: place.latitude, longitude: place.longitude)
        self.ratingCount = 0
        self.ratingTotal = 0
        self.createdAt = now
        self.updatedAt = now
        self.updatedBy = ownerId
    }

    /// The average rating, or nil before the first review.
    public var rating: Double? {
        ratingCount == 0 ? nil : Double(ratingTotal) / Double(ratingCount)
    }

    public var place: Place {
        Place(
            name: city, city: city, state: state, postalCode: postalCode, country: country, latitude: latitude,
            longitude: longitude, timeZone: timeZone)
    }

    public mutating func move(to place: Place) {
        city = place.city
        state = place.state
        postalCode = place.postalCode
        country = place.country
        latitude = place.latitude
        longitude = place.longitude
        timeZone = place.timeZone
        tags = SearchTags.words(category: category, type: type, latitude: latitude, longitude: longitude)
    }
}

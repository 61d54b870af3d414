import Foundation
import GRDB

/// A thing, space or home offered for rent: one row of `listings`, whose fields depend on its kind.
public struct Listing: Codable, Sendable, Equatable, Identifiable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "listings"
    public static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
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
    public var bathrooms: Int?
    public var parking: Int?
    public var sqft: Int?
    public var amenities: [String]
    public var prohibited: [String]?
    public var included: [String]?
    public var gender: String?
    public var exposure: String?
    public var instantBook: Bool
    public var status: ListingStatus
    public var keywords: String
    public var ratingCount: Int
    public var ratingTotal: Int
    public var createdAt: Date
    public var updatedAt: Date
    public var updatedBy: Int64?

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
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
    }
}

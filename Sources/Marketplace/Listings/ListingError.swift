/// Why a listing action was refused: a code and the facts, which each front end words.
public enum ListingError: UserFacingError, Equatable, Sendable {
    case titleLength
    case priceNotPositive
    case priceUnit(kind: ListingKind)
    case priceTooHigh(ceiling: String)
    case unknownPlace(String)
    case notAPhotoLink
    case tooManyPhotos(Int)
    /// "remove 4" or "move 4 to 1" of a listing with fewer photos; `count` is how many it has.
    case noSuchPhoto(count: Int)
    case unknownCondition
    case unknownCategory(String)
    case unknownType(kind: ListingKind)
    case count(field: String, range: ClosedRange<Int>)
    case bathrooms
    case onOrOff
    /// A deposit that isn't an amount of dollars up to the most a deposit may be.
    case deposit(maximumCents: Int)
    /// A date that names no day ("available from soonish").
    case notADay(String)
    case amenities(kind: ListingKind)
    /// "remove balcony" from a listing that doesn't list it.
    case amenityNotListed(String)
    case amenityTooLong(Int)
    case tooManyAmenities(Int)
    case unknownField(String)
    case fieldNotForKind(field: String, kind: ListingKind)
    /// No such listing, or someone else's that is paused, hidden or removed: the two are never told apart.
    case notFound
    case notYours(action: String)
    case removed
    case hiddenByModerator
    case awaitingApproval
    /// The owner's own paused listing, named back only to them.
    case paused(id: Int64, title: String)
    case alreadyInState(title: String, ListingStatus)

    /// A stable machine-readable name for the JSON protocol.
    public var code: String {
        switch self {
        case .titleLength: "invalid_title"
        case .priceNotPositive, .priceUnit, .priceTooHigh: "invalid_price"
        case .unknownPlace: "unknown_place"
        case .notAPhotoLink, .tooManyPhotos, .noSuchPhoto: "invalid_photo"
        case .unknownCondition: "invalid_condition"
        case .unknownCategory: "invalid_category"
        case .unknownType: "invalid_type"
        case .count, .bathrooms: "invalid_number"
        case .onOrOff: "invalid_switch"
        case .deposit: "invalid_deposit"
        case .notADay: "invalid_date"
        case .amenities, .amenityNotListed, .amenityTooLong, .tooManyAmenities: "invalid_amenities"
        case .unknownField, .fieldNotForKind: "unknown_field"
        case .notFound: "listing_not_found"
        case .notYours: "not_owner"
        case .removed: "listing_removed"
        case .hiddenByModerator: "listing_hidden"
        case .awaitingApproval: "awaiting_approval"
        case .paused: "listing_paused"
        case .alreadyInState: "no_change"
        }
    }
}

import Intents
import Marketplace

/// A listing being put together by the wizard: what is known so far and which question comes next.
struct ListingDraft: Sendable, Equatable {
    /// A question the wizard asks, in the order it asks them.
    enum Step: Sendable, Equatable {
        case title, category, type, price, place, condition, bedrooms, bathrooms, description, photo, confirm
    }

    var kind: ListingKind?
    var category: String?
    var type: String?
    var title: String?
    /// A price as said, checked once the kind (and so the allowed units) is known.
    var offeredPrice: Money?
    var priceCents: Int?
    var priceUnit: PriceUnit?
    var place: Place?
    /// The street and unit, as typed ("123 Main St", "4"), for a home or space.
    var street: String?
    var unit: String?
    var condition: String?
    var description = ""
    var photos: [String] = []
    var amenities: [String] = []
    var bedrooms: Int?
    var bathrooms: Double?
    var parking: Int?
    var sqft: Int?
    /// The first day to move in, as `2027-01-01`.
    var availableFrom: String?
    var minMonths: Int?
    /// A home's rules and terms said when it was offered: which way it faces, who may live there, what it doesn't
    /// allow and what the rent includes.
    var exposure: String?
    var gender: String?
    var prohibited: [String] = []
    var included: [String] = []
    /// True once the wizard is asking questions: it then also offers a description and a photo, each skippable.
    var asksForExtras = false
    var skippedDescription = false
    var skippedPhoto = false

    /// The first required field still missing, then a description and a photo when the wizard is asking and
    /// they were neither given nor skipped, or `.confirm` when the draft is complete.
    var nextStep: Step {
        if title == nil { return .title }
        if kind == nil || (kind == .thing && category == nil) { return .category }
        if kind != .thing && type == nil { return .type }
        if priceCents == nil && offeredPrice == nil { return .price }
        if place == nil { return .place }
        if kind == .thing && condition == nil { return .condition }
        if kind == .home && bedrooms == nil { return .bedrooms }
        if kind == .home && bathrooms == nil { return .bathrooms }
        if asksForExtras && description.isEmpty && !skippedDescription { return .description }
        if asksForExtras && photos.isEmpty && !skippedPhoto { return .photo }
        return .confirm
    }

    /// Settles kind and category from what is known: a space or home type, a category, or a thing named in the title.
    mutating func inferKind() {
        if let type, let kind = Taxonomy.kind(ofType: type) {
            self.kind = kind
            category = kind == .space ? "spaces" : "homes"
        } else if let category {
            kind = Taxonomy.kind(ofCategory: category)
        } else if let title, let category = Taxonomy.category(forTitle: title) {
            self.category = category
            kind = .thing
        }
    }
}

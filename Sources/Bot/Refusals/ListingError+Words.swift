import Marketplace

/// The bot's words for ListingError: what was refused and what to type instead.
extension ListingError: ChatRefusal {
    var message: String {
        switch self {
        case .titleLength:
            "A title needs 3 to 80 characters: type a short name, like Cordless drill."
        case .priceNotPositive:
            "A price must be more than $0: type an amount and a unit, like 5/day."
        case .priceUnit(.thing):
            "Things rent by the hour, day or week: type a price like 5/day or 20/week."
        case .priceUnit(.space):
            "Spaces rent by the hour or day: type a price like 8/hour or 40/day."
        case .priceUnit(.home):
            "Homes rent by the month: type a price like 2400/month."
        case .priceTooHigh(let ceiling):
            "That price looks like a typo: type a price of at most \(ceiling)."
        case .unknownPlace(let text):
            "I don't know the place \"\(text)\": type a 5-digit US ZIP code or a city name, like 94110 or oakland."
        case .tooManyPhotos(let limit):
            "A listing shows at most \(limit) photos: remove one first, as in: edit listing 2 photo remove 1"
        case .noSuchPhoto(let count):
            count == 0
                ? "That listing has no photos yet: add one, as in: edit listing 2 photo https://example.com/tent.jpg"
                : count == 1
                    ? "That listing has 1 photo, photo 1: name it so, as in: remove photo 1"
                    : "That listing has \(count) photos: say which by its number, 1 to \(count), as in: remove photo 1, or make photo 2 the first"
        case .notAPhotoLink:
            "That isn't a photo link: type a web address that starts with http:// or https://."
        case .unknownCondition:
            "The condition is one of new, like new, good or fair: type one of those."
        case .unknownCategory(let text):
            "\"\(text)\" isn't a category: type one of \(Taxonomy.thingCategories.joined(separator: ", "))."
        case .unknownType(.space):
            "A space is a \(Taxonomy.spaceTypes.joined(separator: ", ")): type one of those."
        case .unknownType:
            "A home is an \(Taxonomy.homeTypes.joined(separator: ", ")): type one of those."
        case .amenityNotListed(let name):
            "It doesn't list \"\(name.prefix(40))\": type show and its number to see what it lists."
        case .amenityTooLong(let limit):
            "Name each thing it comes with in at most \(limit) characters, as in: add a balcony to listing 2"
        case .tooManyAmenities(let limit):
            "A listing lists at most \(limit) things it comes with: remove one first, as in: remove parking from listing 2"
        case .amenities(let kind):
            "A \(kind.rawValue)'s amenities are \(Taxonomy.amenities(for: kind).joined(separator: ", ")): list the ones it has, or type none."
        case .count(let field, let range):
            "The number of \(field) is a whole number from \(range.lowerBound) to \(range.upperBound): type a number, like \(max(range.lowerBound, 2))."
        case .bathrooms:
            "The number of bathrooms is from 0 to 20, in halves: type a number, like 2 or 1.5."
        case .deposit(let maximumCents):
            "A deposit is an amount up to \(PriceText.exact(cents: maximumCents)): type one, as in: deposit $1,500, or none."
        case .onOrOff:
            "Instant booking is on or off: type on or off."
        case .notADay(let text):
            "\"\(text.prefix(40))\" isn't a day I can read: type one, as in: available from jan 15, or none to clear it."
        case .unknownField(let field):
            "A listing has no \"\(field)\" to change: you can change its \(Self.fieldNames(for: nil))."
        case .fieldNotForKind(let field, let kind):
            "A \(kind.rawValue) has no \(field) to change: you can change its \(Self.fieldNames(for: kind))."
        case .notFound:
            "There's no such listing: type my listings or search, then use the number shown."
        case .notYours(let action):
            "Only the listing's owner can \(action) it: type my listings to see yours."
        case .removed:
            "That listing was removed and can't be changed or booked any more."
        case .hiddenByModerator:
            "A moderator has hidden that listing; it can't be changed until they review it."
        case .awaitingApproval:
            "That listing is waiting for a moderator's approval; you can change it once it's approved."
        case .paused(let id, let title):
            "\"\(title)\" is paused: type unpause listing \(id) to list it again."
        case .alreadyInState(let title, .paused):
            "\"\(title)\" is already paused: type unpause to list it again."
        case .alreadyInState(let title, let status):
            "\"\(title)\" is already \(status.rawValue)."
        }
    }

    /// The names of the fields a listing of `kind` has (every field when nil), for the sentence that lists what can change.
    private static func fieldNames(for kind: ListingKind?) -> String {
        let names = ListingField.allCases.filter { kind.map($0.kinds.contains) ?? true }
            .map { $0 == .instant ? "instant (booking)" : $0.rawValue }
        return names.dropLast().joined(separator: ", ") + " or " + names.last!
    }
}

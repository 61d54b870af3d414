import Intents
import Marketplace

/// An owner's listings: the list, and changing, pausing, unpausing and removing one.
extension Bot {
    func myListings(in session: inout Session) async throws -> Reply {
        let user = try signedIn(session)
        let owned = try await listings.owned(by: user.id)
        session.shown = ShownListings(ids: owned.map { $0.id! })
        guard !owned.isEmpty else {
            return Reply(intent: "my_listings", lines: ["You have no listings yet: list one, as in: rent out my ladder for 3/day in 94110"])
        }
        let lines = ["Your listings:"] + owned.enumerated().map { ListingText.ownLine($0.offset + 1, $0.element) }
            + ["Type show 1 for details, or edit, pause or remove with its number, as in: pause 1"]
        let data = JSONValue.array(owned.enumerated().map { ListingText.json($0.element, position: $0.offset + 1) })
        return Reply(intent: "my_listings", lines: lines, data: data)
    }

    func editListing(_ slots: Slots, in session: inout Session) async throws -> Reply {
        let user = try signedIn(session)
        let id = try listingID(slots.ref, in: session)
        guard let name = slots.field, let value = slots.value else {
            throw Refusal(code: "what_to_change", message: "Say what to change and to what, as in: change price of 2 to 6/day")
        }
        guard let field = ListingField(name: name) else { throw ListingError.unknownField(name) }
        let current = try await listings.details(of: id, for: user.id).listing
        let change: ListingChange
        switch field {
        case .price:
            guard let money = AnswerReader.price(value) else {
                throw Refusal(code: "invalid_price", message: "That isn't a price: type an amount and a unit, like \(Self.priceExample(current.kind)).")
            }
            let price = try ListingRules.price(cents: money.cents, per: money.per.flatMap { PriceUnit(rawValue: $0.rawValue) }, kind: current.kind)
            change = .price(cents: price.cents, unit: price.unit)
        case .location:
            change = .place(try await resolvePlace(answer: value, for: session))
        default:
            change = try ListingChange.parse(field, value, kind: current.kind)
        }
        let edited = try await listings.edit(id, by: user.id, change, field: field)
        session.shown.focus = id
        return Reply(intent: "edit_listing", lines: [Self.saved(field, of: edited)], data: ListingText.json(edited))
    }

    func setStatus(_ status: ListingStatus, of reference: Slots.Reference?, in session: inout Session) async throws -> Reply {
        let user = try signedIn(session)
        let id = try listingID(reference, in: session)
        let listing = try await listings.setStatus(id, to: status, by: user.id)
        session.shown.focus = id
        let (intent, sentence) = switch status {
        case .paused: ("pause_listing", "Paused \"\(listing.title)\": it's out of search until you type unpause listing \(id).")
        case .active: ("unpause_listing", "\"\(listing.title)\" is back in search.")
        default: ("remove_listing", "Removed \"\(listing.title)\": it's gone from search and from your listings; its history stays.")
        }
        return Reply(intent: intent, lines: [sentence], data: ListingText.json(listing))
    }

    private static func saved(_ field: ListingField, of listing: Listing) -> String {
        let name = "\"\(listing.title)\""
        return switch field {
        case .title: "Saved: listing \(listing.id!) is now called \(name)."
        case .price: "Saved: \(name) now rents for \(ListingText.price(listing))."
        case .location: "Saved: \(name) is now in \(listing.place.name)."
        case .condition: "Saved: \(name) is now in \(listing.condition ?? "") condition."
        case .amenities: "Saved: \(name) now lists \(listing.amenities.isEmpty ? "no amenities" : listing.amenities.joined(separator: ", "))."
        case .instant: "Saved: instant booking of \(name) is \(listing.instantBook ? "on" : "off")."
        default: "Saved the new \(field.rawValue) of \(name)."
        }
    }
}

import Foundation
import Intents
import Marketplace

/// An owner's listings: the list, and changing, pausing, unpausing and removing one.
extension HostingHandlers {
    func myListings(for user: Member, in session: inout Session) async throws -> Reply {
        session.showListings(
            try await listings.owned(by: user.id), intent: "my_listings", heading: "Your listings:",
            footer: "Type show 1 for details, or edit, pause or remove with its number, as in: pause 1",
            whenEmpty: "You have no listings yet: list one, as in: rent out my ladder for 3/day in 94110")
    }

    func editListing(
        _ listing: Command.OwnListing, _ change: Command.FieldChange?, for user: Member, in session: inout Session
    ) async throws -> Reply {
        let id = try await ownListingID(listing, for: user, in: session)
        guard let asked = change else {
            throw Refusal(code: "what_to_change", message: "Say what to change and to what, as in: change price of 2 to 6/day")
        }
        let value = asked.value
        guard let field = ListingField(name: asked.field) else { throw ListingError.unknownField(asked.field) }
        let current = try await listings.details(of: id, for: user.id).listing
        let change: ListingChange
        switch field {
        case .price:
            let price = try Self.listingPrice(try Self.price(in: value, for: current.kind), for: current.kind)
            change = .price(cents: price.cents, unit: price.unit)
        case .location:
            change = .place(try await places.resolvePlace(answer: value, for: session))
        case .amenities:
            change = .amenities(try ListingAmenities.after(value, current: current.amenities, kind: current.kind))
        case .prohibited, .included where value.lowercased().hasPrefix("add "):
            let listed = (field == .prohibited ? current.prohibited : current.included) ?? []
            let added = try ListingChange.parse(field, String(value.dropFirst(4)), kind: current.kind)
            guard case .list(_, let items) = added else { preconditionFailure("a list field parses to a list") }
            change = .list(field, Array((listed + items.filter { !listed.contains($0) }).prefix(ListingChange.maximumListItems)))
        case .photo:
            change = .photos(try Self.photos(current: try await listings.details(of: id, for: user.id).photos, changedBy: value))
        case .available:
            let context = ParseContext(now: configuration.clock.now(), timeZone: TimeZone(identifier: current.timeZone) ?? configuration.timeZone)
            let cleared = ["none", "no", "nothing", "clear", "-"].contains(value.lowercased().trimmingCharacters(in: .whitespaces))
            guard cleared || AnswerReader.day(value, context: context) != nil else { throw ListingError.notADay(value) }
            change = try ListingChange.parse(field, cleared ? "none" : AnswerReader.day(value, context: context)!, kind: current.kind)
        default:
            change = try ListingChange.parse(field, value, kind: current.kind)
        }
        var edited = try await listings.edit(id, by: user.id, change, field: field)
        if let (undone, undoneField) = Self.contradictionUndone(by: change, in: edited) {
            edited = try await listings.edit(id, by: user.id, undone, field: undoneField)
        }
        session.shown.focus = id
        let line = switch change {
        case .photos(let photos) where Self.movesAPhoto(value):
            "Saved: the photos of \"\(edited.title)\" are in a new order, \(photos[0]) first; type show listing \(id) to see them."
        case .photos(let photos):
            "Saved: \"\(edited.title)\" has \(photos.isEmpty ? "no" : String(photos.count)) photo\(photos.count == 1 ? "" : "s") now (at most \(ListingRules.maximumPhotos)); type show listing \(id) to see them."
        case .deposit(let cents):
            cents == 0
                ? "Saved: leases of \"\(edited.title)\" ask no deposit."
                : "Saved: leases of \"\(edited.title)\" ask a deposit of \(PriceText.exact(cents: cents)), held from the request and given back a week after the end, less any part you claim."
        case .count(.notice, let months):
            months == 0
                ? "Saved: a lease of \"\(edited.title)\" can end early without notice."
                : "Saved: a lease of \"\(edited.title)\" ends early on \(months == 1 ? "a month's" : "\(months) months'") notice."
        default:
            Self.saved(field, of: edited, now: configuration.clock.now().unixSeconds)
        }
        return Reply(intent: "edit_listing", lines: [line], data: ListingText.json(edited))
    }

    func setStatus(_ status: ListingStatus, of listing: Command.OwnListing, for user: Member, in session: inout Session) async throws -> Reply {
        try await setStatus(status, of: ownListingID(listing, for: user, in: session), for: user, in: &session)
    }

    /// Removing can't be undone, so the owner is asked first.
    func askToRemove(_ named: Command.OwnListing, for user: Member, in session: inout Session) async throws -> Reply {
        let id = try await ownListingID(named, for: user, in: session)
        let listing = try await listings.ownedListing(id, by: user.id, action: "remove")
        session.shown.focus = id
        session.prompt = .listingRemoval(id: id, title: listing.title)
        return Reply(intent: "remove_listing", lines: [
            "Remove \"\(listing.title)\" for good? It leaves search and your listings and can't be brought back; its history stays.",
            "Type yes to remove it, or no to keep it.",
        ])
    }

    /// Answers "Remove … for good?": yes, or asking to remove it again, removes it; no keeps it; nil for anything else.
    func answerRemoval(of id: Int64, title: String, saying command: Command, in session: inout Session) async throws -> Reply? {
        switch command {
        case .confirm, .removeListing(.reference(nil)), .removeListing(.reference(.it?)):
            return try await setStatus(.removed, of: id, for: try session.signedIn(), in: &session)
        case .deny:
            return Reply(intent: "deny", lines: ["Kept \"\(title)\": nothing was removed."])
        default:
            return nil
        }
    }

    private func setStatus(_ status: ListingStatus, of id: Int64, for user: Member, in session: inout Session) async throws -> Reply {
        let listing = try await listings.setStatus(id, to: status, by: user.id)
        session.shown.focus = id
        let (intent, sentence) = switch status {
        case .paused: ("pause_listing", "Paused \"\(listing.title)\": it's out of search until you type unpause listing \(id).")
        case .active: ("unpause_listing", "\"\(listing.title)\" is back in search.")
        default: ("remove_listing", "Removed \"\(listing.title)\": it's gone from search and from your listings; its history stays.")
        }
        return Reply(intent: intent, lines: [sentence], data: ListingText.json(listing))
    }

    /// A listing's photos after an edit: a link is added after the others (up to `ListingRules.maximumPhotos`);
    /// "remove 2" or "remove last" takes one away, "none" takes them all, "move 3 to 1" puts the third first.
    private static func photos(current: [String], changedBy value: String) throws -> [String] {
        let words = value.lowercased().split(separator: " ").map(String.init)
        if ["none", "no photos", "remove all", "delete all", "remove them all"].contains(words.joined(separator: " ")) { return [] }
        if movesAPhoto(value) {
            let position = { (word: String) in word == "last" ? current.count : Int(word) ?? 0 }
            let (from, to) = (position(words[1]), position(words[3]))
            guard current.indices.contains(from - 1), current.indices.contains(to - 1) else { throw ListingError.noSuchPhoto(count: current.count) }
            var moved = current
            moved.insert(moved.remove(at: from - 1), at: to - 1)
            return moved
        }
        if let verb = words.first, ["remove", "delete", "drop"].contains(verb) {
            let position = words.count == 2 && words[1] == "last" ? current.count : words.count == 2 ? Int(words[1].filter(\.isNumber)) ?? 0 : 0
            guard current.indices.contains(position - 1) else {
                throw ListingError.noSuchPhoto(count: current.count)
            }
            return current.enumerated().filter { $0.offset != position - 1 }.map(\.element)
        }
        let link = try ListingRules.photo(words.count == 1 ? value : value.split(separator: " ").first { $0.hasPrefix("http") }.map(String.init) ?? value)
        guard !current.contains(link) else { return current }
        guard current.count < ListingRules.maximumPhotos else { throw ListingError.tooManyPhotos(ListingRules.maximumPhotos) }
        return current + [link]
    }

    /// True for a photo edit that moves one photo to another place: "move 3 to 1", "move last to 1".
    private static func movesAPhoto(_ value: String) -> Bool {
        let words = value.lowercased().split(separator: " ")
        return words.count == 4 && words[0] == "move" && words[2] == "to"
    }

    static func saved(_ field: ListingField, of listing: Listing, now: Int64) -> String {
        let name = "\"\(listing.title)\""
        return switch field {
        case .title: "Saved: listing \(listing.id!) is now called \(name)."
        case .price: "Saved: \(name) now rents for \(ListingText.price(listing))."
        case .location: "Saved: \(name) is now in \(listing.place.name)."
        case .condition: "Saved: \(name) is now in \(listing.condition ?? "") condition."
        case .amenities: "Saved: \(name) now lists \(listing.amenities.isEmpty ? "no amenities" : listing.amenities.joined(separator: ", "))."
        case .instant: "Saved: instant booking of \(name) is \(listing.instantBook ? "on" : "off")."
        case .available:
            listing.availableFrom.map { "Saved: \(name) is free to move into from \(ListingText.movingInDay($0, of: listing, now: now))." }
                ?? "Saved: \(name) has no first day to move in any more; it can be let from now on."
        case .prohibited: "Saved: \(name) allows \(listing.prohibited.map { $0.isEmpty ? "everything" : "no " + $0.joined(separator: ", no ") } ?? "everything")."
        case .included: "Saved: the rent of \(name) includes \(listing.included.map { $0.isEmpty ? "nothing extra" : $0.joined(separator: ", ") } ?? "nothing extra")."
        case .exposure: listing.exposure.map { "Saved: \(name) faces \($0)." } ?? "Saved: \(name) no longer says which way it faces."
        case .gender: listing.gender.map { "Saved: \(name) is for \($0)." } ?? "Saved: \(name) is open to anyone."
        default: "Saved the new \(field.rawValue) of \(name)."
        }
    }

    /// The change that keeps a home from both allowing and forbidding pets: "no pets in my flat" takes "pets allowed"
    /// off its amenities, and "my flat allows pets now" takes pets, dogs and cats off what it doesn't allow.
    static func contradictionUndone(by change: ListingChange, in listing: Listing) -> (ListingChange, ListingField)? {
        switch change {
        case .list(.prohibited, let rules) where rules.contains(where: HomeRuleWords.petWords.contains) && listing.amenities.contains(petsAllowed):
            (.amenities(listing.amenities.filter { $0 != petsAllowed }), .amenities)
        case .amenities(let amenities) where amenities.contains(petsAllowed) && (listing.prohibited ?? []).contains(where: HomeRuleWords.petWords.contains):
            (.list(.prohibited, (listing.prohibited ?? []).filter { !HomeRuleWords.petWords.contains($0) }), .prohibited)
        default: nil
        }
    }

    private static let petsAllowed = "pets allowed"
}

import Foundation
import Intents
import Marketplace

/// How listings read in replies: one line in a list, every field on a details page, and as JSON for programs.
enum ListingText {
    static func miles(_ km: Double) -> String {
        let miles = km / GreatCircle.kmPerMile
        return miles < 10 ? String(format: "%.1f mi", miles) : "\(Int(miles.rounded())) mi"
    }

    static func rating(_ listing: Listing) -> String {
        guard let rating = listing.rating else { return "no reviews" }
        return String(format: "★%.1f (%d)", rating, listing.ratingCount)
    }

    static func price(_ listing: Listing) -> String {
        PriceText.format(cents: listing.priceCents, per: listing.priceUnit)
    }

    /// "1. Cordless drill · $5/day · 0.6 mi · ★4.8 (12) · ana"
    static func line(_ position: Int, _ hit: SearchHit) -> String {
        "\(position). \(hit.listing.title) · \(price(hit.listing)) · \(miles(hit.distanceKm)) · \(rating(hit.listing)) · \(hit.ownerName)"
    }

    /// "1. Ladder · $3/day · San Francisco · paused"
    static func ownLine(_ position: Int, _ listing: Listing) -> String {
        let status = listing.status == .active ? "" : " · \(listing.status.rawValue)"
        return "\(position). \(listing.title) · \(price(listing)) · \(listing.city)\(status)"
    }

    static func details(_ details: ListingDetails, distanceKm: Double?, in timeZone: TimeZone, now: Int64) -> [String] {
        let listing = details.listing
        var lines = ["\(listing.title) (listing \(listing.id!)) · \(price(listing)) · \(kindName(listing))"]
        let reviews = listing.rating.map { String(format: "★%.1f from %d review%@", $0, listing.ratingCount, listing.ratingCount == 1 ? "" : "s") } ?? "no reviews yet"
        lines.append("Owner: \(details.ownerName) · \(reviews)")
        let region = [listing.state, listing.postalCode].compactMap { $0 }.joined(separator: " ")
        var place = [listing.address1, listing.address2.map { "unit \($0)" }, listing.area, listing.city, region.isEmpty ? nil : region]
            .compactMap { $0 }.joined(separator: ", ")
        if listing.country != "United States" { place += ", \(listing.country)" }
        lines.append("Where: \(place)" + (distanceKm.map { " · \(miles($0)) away" } ?? ""))
        if listing.status != .active { lines.append("Status: \(listing.status.rawValue)") }
        if let condition = listing.condition { lines.append("Condition: \(condition)") }
        lines += homeLines(listing, leaseTerms: details.leaseTerms, now: now)
        if !listing.amenities.isEmpty { lines.append("Amenities: \(listing.amenities.joined(separator: ", "))") }
        lines.append("Instant book: \(listing.instantBook ? "yes" : "no, the owner approves each request")")
        if !listing.description.isEmpty { lines.append("About: \(listing.description)") }
        if !details.photos.isEmpty { lines.append("Photos: \(details.photos.joined(separator: " "))") }
        let changedBy = listing.updatedBy == listing.ownerId ? details.ownerName : "a moderator"
        lines.append(
            "Listed \(DateText.day(listing.createdAt, in: timeZone)); last changed \(DateText.day(listing.updatedAt, in: timeZone)) by \(changedBy).")
        return lines
    }

    static func summary(_ draft: ListingDraft, now: Int64) -> [String] {
        var lines = ["Here is your listing:", "  Title: \(draft.title ?? "")"]
        if draft.kind == .thing { lines.append("  Category: \(draft.category ?? "")") }
        if let type = draft.type { lines.append("  Type: \(type)") }
        if let cents = draft.priceCents { lines.append("  Price: \(PriceText.format(cents: cents, per: draft.priceUnit))") }
        if let place = draft.place {
            let street = [draft.street, draft.unit.map { "unit \($0)" }].compactMap { $0 }
            lines.append("  Where: \((street + [place.name]).joined(separator: ", "))")
        }
        if let condition = draft.condition { lines.append("  Condition: \(condition)") }
        if let bedrooms = draft.bedrooms { lines.append("  Bedrooms: \(bedrooms)") }
        if let bathrooms = draft.bathrooms { lines.append("  Bathrooms: \(bathroomsText(bathrooms))") }
        if let parking = draft.parking { lines.append("  Parking: \(parking == 0 ? "none" : String(parking))") }
        if let sqft = draft.sqft { lines.append("  Size: \(sqft) sqft") }
        if let day = draft.availableFrom, let place = draft.place {
            let calendar = ZonedCalendar(identifier: place.timeZone)
            let shown = calendar.midnight(of: day).map { TimeSpanText.day(calendar.local($0), thisYear: calendar.local(now).year) } ?? day
            lines.append("  Available from: \(shown)")
        }
        if let months = draft.minMonths { lines.append("  Minimum stay: \(DurationText.plural(months, "month"))") }
        if !draft.included.isEmpty { lines.append("  Included: \(draft.included.joined(separator: ", "))") }
        if !draft.prohibited.isEmpty { lines.append("  Not allowed: \(draft.prohibited.joined(separator: ", "))") }
        if let gender = draft.gender { lines.append("  Gender: \(gender)") }
        if let exposure = draft.exposure { lines.append("  Exposure: \(exposure)") }
        if !draft.amenities.isEmpty { lines.append("  Amenities: \(draft.amenities.joined(separator: ", "))") }
        if !draft.description.isEmpty { lines.append("  About: \(draft.description)") }
        if !draft.photos.isEmpty { lines.append("  Photos: \(draft.photos.joined(separator: " "))") }
        lines.append("Publish it? Type yes to publish, or cancel.")
        return lines
    }

    static func json(_ listing: Listing, position: Int? = nil, distanceKm: Double? = nil, owner: String? = nil) -> JSONValue {
        var members: [(String, JSONValue)] = []
        if let position { members.append(("position", .int(position))) }
        members += [
            ("id", .int(Int(listing.id ?? 0))), ("title", .string(listing.title)), ("kind", .string(listing.kind.rawValue)),
            ("category", .string(listing.category)),
            ("price", .object([("cents", .int(listing.priceCents)), ("per", .string(listing.priceUnit.rawValue))])),
            ("city", .string(listing.city)), ("status", .string(listing.status.rawValue)),
        ]
        if let type = listing.type { members.append(("type", .string(type))) }
        if let distanceKm { members.append(("distance_km", .double((distanceKm * 1000).rounded() / 1000))) }
        if let rating = listing.rating { members.append(("rating", .double((rating * 10).rounded() / 10))) }
        if let owner { members.append(("owner", .string(owner))) }
        return .object(members)
    }

    /// Every field a details page shows, for programs.
    static func detailsJSON(_ details: ListingDetails, distanceKm: Double?) -> JSONValue {
        let listing = details.listing
        guard case .object(var members) = json(listing, distanceKm: distanceKm, owner: details.ownerName) else { return .null }
        func add(_ key: String, _ value: JSONValue?) {
            if let value { members.append((key, value)) }
        }
        add("description", .string(listing.description))
        add("condition", listing.condition.map(JSONValue.string))
        add("amenities", .array(listing.amenities.map(JSONValue.string)))
        add("photos", .array(details.photos.map(JSONValue.string)))
        add("instant_book", .bool(listing.instantBook))
        add("lat", .double(listing.latitude))
        add("lon", .double(listing.longitude))
        add("time_zone", .string(listing.timeZone))
        add("address", listing.address1.map(JSONValue.string))
        add("unit", listing.address2.map(JSONValue.string))
        add("bedrooms", listing.bedrooms.map(JSONValue.int))
        add("bathrooms", listing.bathrooms.map { $0.rounded() == $0 ? .int(Int($0)) : .double($0) })
        add("parking", listing.parking.map(JSONValue.int))
        add("sqft", listing.sqft.map(JSONValue.int))
        add("available_from", listing.availableFrom.map(JSONValue.string))
        add("min_months", listing.minMonths.map(JSONValue.int))
        return .object(members)
    }

    private static func kindName(_ listing: Listing) -> String {
        switch listing.kind {
        case .thing: listing.category
        case .space, .home: "\(listing.type ?? listing.category) \(listing.kind == .space ? "space" : "home")"
        }
    }

    /// "2" or "1.5": a whole number of bathrooms without a decimal point.
    static func bathroomsText(_ bathrooms: Double) -> String {
        bathrooms.rounded() == bathrooms ? String(Int(bathrooms)) : String(bathrooms)
    }

    /// "Tue Dec 15" for a home's first day to move in, stored as `2026-12-15`; text kept from before days were
    /// stored that way is shown as it was typed.
    static func movingInDay(_ stored: String, of listing: Listing, now: Int64) -> String {
        let calendar = ZonedCalendar(identifier: listing.timeZone)
        guard let midnight = calendar.midnight(of: stored) else { return stored }
        return TimeSpanText.day(calendar.local(midnight), thisYear: calendar.local(now).year)
    }

    private static func homeLines(_ listing: Listing, leaseTerms: LeaseTerms, now: Int64) -> [String] {
        guard listing.kind == .home else { return [] }
        var lines: [String] = []
        let rooms = [
            listing.bedrooms.map { "\($0) bedroom\($0 == 1 ? "" : "s")" },
            listing.bathrooms.map { "\(bathroomsText($0)) bathroom\($0 == 1 ? "" : "s")" },
            listing.parking.map { $0 == 0 ? "no parking" : "\($0) parking" }, listing.sqft.map { "\($0) sqft" },
        ].compactMap { $0 }
        if !rooms.isEmpty { lines.append("Rooms: \(rooms.joined(separator: " · "))") }
        let terms = [
            listing.availableFrom.map { "available from \(movingInDay($0, of: listing, now: now))" },
            listing.minMonths.map { "minimum \($0) months" },
            leaseTerms.depositCents > 0 ? "deposit \(PriceText.exact(cents: leaseTerms.depositCents))" : nil,
            leaseTerms.noticeMonths == LeaseTerms.standard.noticeMonths
                ? nil : leaseTerms.noticeMonths == 0 ? "ends early without notice" : "\(leaseTerms.noticeMonths) months' notice to end early",
        ].compactMap { $0 }
        if !terms.isEmpty { lines.append("Terms: \(terms.joined(separator: " · "))") }
        if let community = listing.community { lines.append("Community: \(community)") }
        if let included = listing.included, !included.isEmpty { lines.append("Included: \(included.joined(separator: ", "))") }
        if let prohibited = listing.prohibited, !prohibited.isEmpty { lines.append("Not allowed: \(prohibited.joined(separator: ", "))") }
        if let gender = listing.gender { lines.append("Gender: \(gender)") }
        if let exposure = listing.exposure { lines.append("Exposure: \(exposure)") }
        return lines
    }
}

import Foundation
import Intents
import Marketplace

/// Short answers to a question about one listing, read from its fields: "Yes, it has wifi.", "It's $5/day."
enum ListingFacts {
    /// The answer about `listing` on `topic`, as a sentence that names nothing the listing doesn't say.
    static func answer(_ question: Command.Question, about listing: Listing, ownerName: String? = nil) -> String {
        switch question.topic {
        case .price: return price(listing)
        case .furnished: return furnished(listing)
        case .amenities:
            return question.words.isEmpty ? amenities(question.amenities, of: listing) : mentions(question.words, in: listing, ownerName: ownerName)
        case .owner:
            guard let ownerName else { return "Open it to see whose it is: type show and its number." }
            return "It's \(ownerName)'s listing: type profile @\(ownerName) to see them, or message @\(ownerName) to ask them."
        case .location: return location(listing)
        case .size: return size(listing)
        case .rules: return rules(listing, terms: nil)
        case .availability: return "Type availability and its number to see its free times, as in: availability of 1"
        }
    }

    static func price(_ listing: Listing) -> String {
        var sentence = "It's \(ListingText.price(listing))"
        if let months = listing.minMonths, listing.kind == .home { sentence += ", for at least \(DurationText.plural(months, "month"))" }
        return sentence + (listing.instantBook ? "; it books at once." : "; the owner approves each request.")
    }

    static func furnished(_ listing: Listing) -> String {
        if listing.amenities.contains("furnished") { return "Yes, it comes furnished." }
        guard listing.kind != .thing else { return "It's \(article(listing.category)) \(listing.category) item, not a place, so it isn't furnished." }
        return "No: it isn't listed as furnished."
    }

    static func amenities(_ asked: [String], of listing: Listing) -> String {
        let has = listing.amenities + ((listing.parking ?? 0) > 0 && !listing.amenities.contains("parking") ? ["parking"] : [])
        let included = (listing.included ?? []).isEmpty ? "" : " The rent includes \(joined(listing.included ?? []))."
        let listed = (has.isEmpty ? "It lists no amenities." : "It lists: \(has.joined(separator: ", ")).") + included
        guard !asked.isEmpty else { return listing.description.isEmpty ? listed : "\(listed) It says: \(listing.description)" }
        if asked.contains("pets allowed"), let rule = (listing.prohibited ?? []).first(where: HomeRuleWords.petWords.contains) {
            return "No: \(rule) aren't allowed there. \(rules(listing, terms: nil))"
        }
        let present = asked.filter(has.contains)
        let missing = asked.filter { !has.contains($0) }
        if missing.isEmpty { return "Yes: \(joined(present)) \(present.count == 1 ? "is" : "are") listed." }
        if present.isEmpty { return "No: \(joined(missing)) \(missing.count == 1 ? "isn't" : "aren't") listed. \(listed)" }
        return "\(joined(present)) \(present.count == 1 ? "is" : "are") listed, but \(joined(missing)) \(missing.count == 1 ? "isn't" : "aren't")."
    }

    /// Whether the listing's words mention what was asked about ("does it come with stakes?"); when they don't,
    /// the owner is the one to ask.
    static func mentions(_ words: [String], in listing: Listing, ownerName: String?) -> String {
        let title = WordStems.of(listing.title)
        let asked = words.filter { !title.contains(WordStems.stem($0)) }
        guard !asked.isEmpty else { return amenities([], of: listing) }
        let isAsked = { (said: String) in !WordStems.of(said).isDisjoint(with: asked.map(WordStems.stem)) }
        if let gender = listing.gender, isAsked(gender) { return "It's for \(gender)." }
        if let thing = listing.included?.first(where: isAsked) { return "Yes: the rent includes \(thing). It includes \(joined(listing.included ?? []))." }
        if let included = listing.included, !included.isEmpty, ["utilities", "bills"].contains(where: isAsked) {
            return "The rent includes \(joined(included))."
        }
        if let thing = listing.prohibited?.first(where: isAsked) { return "No: \(thing) isn't allowed there. \(rules(listing, terms: nil))" }
        let said = WordStems.of(listing.description + " " + listing.amenities.joined(separator: " "))
        let found = asked.filter { said.contains(WordStems.stem($0)) }
        if !found.isEmpty { return "It mentions \(joined(found)): \(listing.description)" }
        let ask = ownerName.map { " Ask the owner: message @\($0) and your question." } ?? ""
        return "The listing doesn't mention \(asked.joined(separator: " ")).\(ask)"
    }

    static func location(_ listing: Listing) -> String {
        let region = [listing.state, listing.postalCode].compactMap { $0 }.joined(separator: " ")
        var place = [listing.area, listing.city, region.isEmpty ? nil : region].compactMap { $0 }.joined(separator: ", ")
        if listing.country != "United States" { place += ", \(listing.country)" }
        let street = listing.address1.map { " (\($0))" } ?? ""
        return "It's in \(place)\(street): type map to see it among the others."
    }

    static func size(_ listing: Listing) -> String {
        let parts = [
            listing.bedrooms.map { "\($0) bedroom\($0 == 1 ? "" : "s")" },
            listing.bathrooms.map { "\(ListingText.bathroomsText($0)) bathroom\($0 == 1 ? "" : "s")" },
            listing.sqft.map { "\($0) sqft" },
        ].compactMap { $0 }
        guard parts.isEmpty else { return "It has \(parts.joined(separator: ", "))." }
        let about = listing.description.isEmpty ? "" : " It says: \(listing.description)"
        return "No size is listed.\(about)"
    }

    /// What is not allowed and the owner's terms, or that none are listed.
    static func rules(_ listing: Listing, terms: String?) -> String {
        var parts: [String] = []
        if let prohibited = listing.prohibited, !prohibited.isEmpty { parts.append("Not allowed: \(prohibited.joined(separator: ", ")).") }
        if let terms { parts.append(terms) }
        if let months = listing.minMonths, listing.kind == .home, terms == nil { parts.append("At least \(DurationText.plural(months, "month")).") }
        parts.append(listing.instantBook ? "It books at once." : "The owner approves each request.")
        return parts.count == 1 ? "No house rules are listed. " + parts[0] : parts.joined(separator: " ")
    }

    private static func joined(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
    }

    private static func article(_ word: String) -> String {
        "aeiou".contains(word.first ?? "x") ? "an" : "a"
    }
}

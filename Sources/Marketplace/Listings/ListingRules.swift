import Foundation

/// What a listing's fields must be; every check returns the clean value or throws the error the user sees.
public enum ListingRules {
    public static func title(_ text: String) throws -> String {
        let title = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard (3...80).contains(title.storedLength) else { throw ListingError.titleLength }
        return title
    }

    /// The unit a price is per: as said when allowed for `kind`, else the kind's usual one (day, hour or month).
    public static func price(cents: Int, per unit: PriceUnit?, kind: ListingKind) throws -> (cents: Int, unit: PriceUnit) {
        guard cents > 0 else { throw ListingError.priceNotPositive }
        let unit = unit ?? (kind == .thing ? .day : kind.priceUnits[0])
        guard kind.priceUnits.contains(unit) else { throw ListingError.priceUnit(kind: kind) }
        guard cents <= unit.ceilingCents else {
            throw ListingError.priceTooHigh(ceiling: PriceText.format(cents: unit.ceilingCents, per: unit))
        }
        return (cents, unit)
    }

    public static func photo(_ text: String) throws -> String {
        let link = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard link.storedLength <= 500, !link.contains(" "), let url = URL(string: link),
            let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host, host.contains(".")
        else { throw ListingError.notAPhotoLink }
        return link
    }

    public static func condition(_ text: String) throws -> String {
        let words = Taxonomy.searchWords(text).filter { $0 != "condition" && $0 != "in" }.joined(separator: " ")
        let synonyms = ["brand new": "new", "likenew": "like new", "like new": "like new", "used": "good", "ok": "fair", "worn": "fair"]
        if let condition = synonyms[words] ?? (Taxonomy.conditions.contains(words) ? words : nil) { return condition }
        throw ListingError.unknownCondition
    }

    /// The condition named in a description, as in "good condition" or "like new".
    public static func condition(in description: String) -> String? {
        let words = Taxonomy.searchWords(description).joined(separator: " ")
        if Taxonomy.conditions.contains(words) { return words }
        let text = " " + words + " "
        if text.contains(" like new ") { return "like new" }
        for condition in ["new", "good", "fair"] where text.contains(" \(condition) condition ") { return condition }
        return text.contains(" brand new ") ? "new" : nil
    }

    public static func category(_ text: String) throws -> String {
        let name = text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        if Taxonomy.thingCategories.contains(name) { return name }
        if name == "books and games" || name == "books" || name == "games" { return "books & games" }
        if let category = Taxonomy.category(forTitle: name) { return category }
        throw ListingError.unknownCategory(text)
    }

    public static func type(_ text: String, kind: ListingKind) throws -> String {
        let words = Taxonomy.searchWords(text)
        let types = kind == .space ? Taxonomy.spaceTypes : Taxonomy.homeTypes
        if let type = words.lazy.map(Taxonomy.singular).first(where: types.contains) { return type }
        throw ListingError.unknownType(kind: kind)
    }

    public static func count(_ text: String, field: String, in range: ClosedRange<Int> = 0...20) throws -> Int {
        let words = Taxonomy.searchWords(text)
        guard let first = words.first, let number = Int(first), range.contains(number), words.count <= 2 else {
            throw ListingError.count(field: field, range: range)
        }
        return number
    }

    /// The amenities a listing of `kind` can have, from canonical names, in the taxonomy's order.
    public static func amenities(_ names: [String], kind: ListingKind) -> [String] {
        Taxonomy.amenities(for: kind).filter(names.contains)
    }

    /// A new set of amenities for a listing of `kind`: every name must be one it can have, and none
    /// (said as "none") clears them.
    public static func amenities(changingTo names: [String], saying text: String, kind: ListingKind) throws -> [String] {
        let allowed = amenities(names, kind: kind)
        let cleared = names.isEmpty && text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() == "none"
        guard allowed.count == names.count, !names.isEmpty || cleared else { throw ListingError.amenities(kind: kind) }
        return allowed
    }
}

import Foundation

/// What a listing's fields must be; every check returns the clean value or throws the error the user sees.
public enum ListingRules {
    /// A title as the owner wrote it, without quotes around the whole of it ("\"4-person tent\"" is 4-person tent).
    public static func title(_ text: String) throws -> String {
        var title = text.trimmingCharacters(in: .whitespacesAndNewlines)
        while let first = title.first, let last = title.last, title.count > 2, quotePairs[first] == last {
            title = String(title.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
        }
        guard (3...80).contains(title.storedLength) else { throw ListingError.titleLength }
        try NameRules.check(title, as: .listingTitle)
        return title
    }

    private static let quotePairs: [Character: Character] = ["\"": "\"", "'": "'", "“": "”", "‘": "’", "«": "»"]

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

    /// The most photos a listing shows.
    public static let maximumPhotos = 8

    public static func photo(_ text: String) throws -> String {
        let link = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard link.storedLength <= 500, !link.contains(" "), let url = URL(string: link),
            let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host, host.contains(".")
        else { throw ListingError.notAPhotoLink }
        return link
    }

    /// A condition answered in words: one of the four, or how people say them ("pretty good", "excellent", "barely
    /// used", "it's ok").
    public static func condition(_ text: String) throws -> String {
        let words = Taxonomy.searchWords(text).filter { !conditionFillers.contains($0) }.joined(separator: " ")
        let synonyms = [
            "brand new": "new", "likenew": "like new", "like new": "like new", "used": "good", "ok": "fair", "okay": "fair",
            "worn": "fair", "great": "good", "decent": "good", "fine": "good", "excellent": "like new", "perfect": "like new",
            "mint": "like new", "as new": "like new", "nearly new": "like new", "almost new": "like new", "average": "fair",
        ]
        if let condition = synonyms[words] ?? (Taxonomy.conditions.contains(words) ? words : nil) ?? Self.condition(in: text) {
            return condition
        }
        if let clause = text.split(whereSeparator: { ",;:-–—(".contains($0) }).first, clause.count < text.count {
            return try condition(String(clause))
        }
        throw ListingError.unknownCondition
    }

    private static let conditionFillers: Set<String> = [
        "condition", "in", "it", "it's", "its", "s", "is", "pretty", "quite", "very", "really", "fairly", "rather", "super", "shape",
        "i'd", "say", "would", "i", "think", "overall", "still", "much", "basically", "mostly", "honestly", "hmm",
    ]

    /// The condition a line or description names anywhere in it, the first said when several are: "good condition",
    /// "like new", "in great shape", "barely used", "never used".
    public static func condition(in description: String) -> String? {
        let words = Taxonomy.searchWords(description).joined(separator: " ")
        if Taxonomy.conditions.contains(words) { return words }
        let text = " " + description.lowercased().map { $0.isLetter ? $0 : " " }.split(separator: " ").joined(separator: " ") + " "
        let found = conditionPhrases.compactMap { entry in text.range(of: " \(entry.phrase) ").map { ($0.lowerBound, entry.condition) } }
        return found.min { $0.0 < $1.0 }?.1
    }

    private static let conditionPhrases: [(phrase: String, condition: String)] = [
        ("like new", "like new"), ("likenew", "like new"), ("mint", "like new"), ("barely used", "like new"),
        ("hardly used", "like new"), ("used once", "like new"), ("used twice", "like new"), ("excellent condition", "like new"),
        ("excellent shape", "like new"), ("brand new", "new"), ("new condition", "new"), ("never used", "new"),
        ("unused", "new"), ("new in box", "new"), ("still in the box", "new"), ("good condition", "good"),
        ("good shape", "good"), ("great condition", "good"), ("great shape", "good"), ("works great", "good"),
        ("works perfectly", "good"), ("fair condition", "fair"), ("fair shape", "fair"), ("well used", "fair"),
        ("well loved", "fair"), ("heavily used", "fair"), ("some wear", "fair"), ("signs of wear", "fair"), ("worn", "fair"),
        ("condition like new", "like new"), ("condition new", "new"), ("condition good", "good"), ("condition great", "good"),
        ("condition fair", "fair"), ("condition excellent", "like new"), ("condition mint", "like new"),
    ]

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

    /// A whole number for a count field, in figures or words, with the field's own words around it allowed ("6 months",
    /// "months 6", "three months"); a fraction ("1.5") is refused rather than cut down.
    public static func count(_ text: String, field: String, in range: ClosedRange<Int> = 0...20) throws -> Int {
        let words = numberWords(in: text, keeping: ".")
        guard words.count == 1, let number = Int(words[0]) ?? countWords[words[0]], range.contains(number) else {
            throw ListingError.count(field: field, range: range)
        }
        return number
    }

    /// A number of months, or of years as twelve months each: "6 months", "three months", "1 year", "a year", "two years".
    public static func months(_ text: String, field: String, in range: ClosedRange<Int>) throws -> Int {
        var words = numberWords(in: text, keeping: ".")
        guard let last = words.last, ["year", "years", "yr", "yrs"].contains(last) else { return try count(text, field: field, in: range) }
        words.removeLast()
        guard words.count <= 1, let years = words.isEmpty ? 1 : Int(words[0]) ?? countWords[words[0]], range.contains(years * 12)
        else { throw ListingError.count(field: field, range: range) }
        return years * 12
    }

    private static let countWords: [String: Int] = [
        "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
        "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
        "nineteen": 19, "twenty": 20, "a": 1, "an": 1,
    ]

    /// A lease's deposit in cents: "$2,000", "1500", "1500.50 dollars"; "none" or 0 for no deposit.
    public static func deposit(_ text: String) throws -> Int {
        let words = text.lowercased().replacingOccurrences(of: "$", with: " ").replacingOccurrences(of: ",", with: "")
            .split(separator: " ")
            .map(String.init).filter { !["dollars", "dollar", "usd", "bucks", "of", "is", "to"].contains($0) }
        if words == ["none"] || words == ["no", "deposit"] || words == ["no"] { return 0 }
        guard words.count == 1, let amount = Decimal(string: words[0], locale: Locale(identifier: "en_US_POSIX")), amount >= 0,
            amount <= Decimal(LeaseTerms.maximumDepositCents / 100)
        else { throw ListingError.deposit(maximumCents: LeaseTerms.maximumDepositCents) }
        return NSDecimalNumber(decimal: amount * 100).intValue
    }

    /// A number of bathrooms, whole or with a half: "2", "1.5", "1½", "1 1/2", "2 and a half", "2.5 baths".
    public static func bathrooms(_ text: String) throws -> Double {
        var words = numberWords(in: text, keeping: "./")
        var half = 0.0
        if words.suffix(3) == ["and", "a", "half"] || words.last == "1/2" || words.last == "½" {
            half = 0.5
            words.removeLast(words.last == "half" ? 3 : 1)
        } else if let last = words.last, last.hasSuffix("½") {
            half = 0.5
            words[words.count - 1] = String(last.dropLast())
        }
        guard words.count == 1, let number = Double(words[0]), number.isFinite, half == 0 || number.rounded() == number else {
            throw ListingError.bathrooms
        }
        let total = number + half
        guard (0...20).contains(total), (total * 2).rounded() == total * 2 else { throw ListingError.bathrooms }
        return total
    }

    /// The words of a count's answer without the field's own words around the number, and without punctuation
    /// at their ends other than `kept`.
    private static func numberWords(in text: String, keeping kept: String) -> [String] {
        text.lowercased().split(whereSeparator: { $0 == " " || $0 == "," })
            .map { $0.trimmingCharacters(in: .punctuationCharacters.subtracting(CharacterSet(charactersIn: kept))) }
            .filter { !$0.isEmpty && !countUnitWords.contains($0) }
    }

    private static let countUnitWords: Set<String> = [
        "month", "months", "minimum", "min", "at", "least", "bedroom", "bedrooms", "beds", "bed", "bathroom",
        "bathrooms", "baths", "bath", "parking", "spot", "spots", "space", "spaces", "sq", "ft", "sqft", "square",
        "feet", "to", "is", "of",
    ]

    /// The amenities a listing of `kind` can have, from canonical names, in the taxonomy's order.
    public static func amenities(_ names: [String], kind: ListingKind) -> [String] {
        Taxonomy.amenities(for: kind).filter(names.contains)
    }
}

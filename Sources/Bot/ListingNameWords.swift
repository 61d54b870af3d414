import Marketplace

/// The words a listing is named by, as one compares them: `WordStems` of its title, street, town, neighborhood and ZIP
/// code, with "two" read as "2" ("two bedroom", "2-bedroom"), a street's kind shortened ("folsom street", "folsom st")
/// and the "s" of a possessive dropped ("my apartment's").
enum ListingNameWords {
    /// The words of `listing`'s title and where it is.
    static func of(_ listing: Listing) -> Set<String> {
        said([listing.title, listing.address1, listing.city, listing.area, listing.postalCode].compactMap { $0 }.joined(separator: " "))
    }

    /// The words of `text` in the same form.
    static func said(_ text: String) -> Set<String> {
        Set(WordStems.of(text).subtracting(["s"]).map { numberWords[$0] ?? streetKinds[$0] ?? $0 })
    }

    private static let numberWords: [String: String] = [
        "one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7", "eight": "8", "nine": "9", "ten": "10",
    ]
    private static let streetKinds: [String: String] = [
        "street": "st", "avenue": "ave", "av": "ave", "road": "rd", "boulevard": "blvd", "drive": "dr", "lane": "ln", "place": "pl",
        "court": "ct", "terrace": "ter",
    ]
}

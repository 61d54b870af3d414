import Marketplace
import Testing

/// Names other people see hold nothing that makes them read as something else, and keep what writing needs.
struct NameRulesTests {
    static let fields: [NameError.Field] = [.displayName, .listingTitle, .spotName]

    /// Each invisible character, where it stands in a name, refused with the character itself named.
    @Test(arguments: [
        ("Ana\u{200E}", "\u{200E}"), ("\u{200F}Ana", "\u{200F}"), ("An\u{61C}a", "\u{61C}"),
        ("A\u{200B}na", "\u{200B}"), ("A\u{2060}na", "\u{2060}"), ("\u{FEFF}Ana", "\u{FEFF}"),
        ("A\u{AD}na", "\u{AD}"), ("\u{3164}", "\u{3164}"), ("A\u{115F}na", "\u{115F}"), ("A\u{34F}na", "\u{34F}"),
        ("Ana\u{2028}Bob", "\u{2028}"), ("Ana\u{2029}Bob", "\u{2029}"), ("Ana\u{85}", "\u{85}"), ("A\tna", "\t"),
        ("A\u{202E}na", "\u{202E}"), ("A\u{2066}na", "\u{2066}"), ("Ana\u{E0041}", "\u{E0041}"),
        ("🏴\u{E0067}\u{E0062}", "\u{E0067}"), ("\u{200D}Ana", "\u{200D}"), ("Ana\u{200D}", "\u{200D}"),
        ("Ana \u{200C}Lopez", "\u{200C}"), ("Ana\u{200C} Lopez", "\u{200C}"), ("\u{FE0F}Ana", "\u{FE0F}"),
        ("Ana \u{FE0F}", "\u{FE0F}"), ("A\u{200D}\u{200D}na", "\u{200D}"),
    ])
    func refusesInvisibleCharacters(name: String, invisible: String) {
        let scalar = invisible.unicodeScalars.first!
        for field in Self.fields {
            #expect(throws: NameError.invisible(field, scalar)) { try NameRules.check(name, as: field) }
        }
    }

    @Test(arguments: ["* The server is shutting down; please reconnect", "* Ana"])
    func refusesWhatStartsAsAPushDoes(name: String) {
        for field in Self.fields {
            #expect(throws: NameError.startsLikeAPush(field)) { try NameRules.check(name, as: field) }
        }
    }

    /// Joiners between visible characters, variation selectors after one and whole emoji flags are what writing needs.
    @Test(arguments: [
        "Ana Lopez", "Zoë", "東京 studio", "שרה", "سارا", "👩\u{200D}💻 Ana", "👁\u{FE0F}\u{200D}🗨\u{FE0F}",
        "می\u{200C}خواهم", "क्\u{200D}ष", "❤\u{FE0F} bikes", "👋🏽", "1\u{FE0F}\u{20E3}",
        "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F} Glasgow", "*Sale* drill", "Ana * Lopez", "*",
        "Ana\u{A0}Lopez",
    ])
    func keepsWhatWritingNeeds(name: String) throws {
        for field in Self.fields { try NameRules.check(name, as: field) }
    }

    @Test func titlesAreCheckedAndEachFieldKeepsItsCode() {
        #expect(throws: NameError.invisible(.listingTitle, "\u{200B}")) { try ListingRules.title("Cordless\u{200B}drill") }
        #expect(throws: NameError.startsLikeAPush(.listingTitle)) { try ListingRules.title("  * Cordless drill") }
        #expect(NameError.invisible(.displayName, "\u{200B}").code == "bad_name")
        #expect(NameError.startsLikeAPush(.listingTitle).code == "invalid_title")
    }
}

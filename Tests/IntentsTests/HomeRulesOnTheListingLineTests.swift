import Testing

@testable import Intents

/// A home offered in one line keeps the rules and terms its landlord said in it: which way it faces, who may live
/// there, what it doesn't allow, what the rent includes, a lease minimum in years and a garage's cars. Look-alikes
/// (a lack, a welcome, a part of town) set none of them.
struct HomeRulesOnTheListingLineTests {
    struct Said: CustomTestStringConvertible, Sendable {
        let line: String
        var exposure: String? = nil
        var gender: String? = nil
        var prohibited: [String]? = nil
        var included: [String]? = nil
        var minMonths: Int? = nil
        var parking: Int? = nil
        var testDescription: String { line }
    }

    static let lines: [Said] = [
        Said(line: "list my 1br apartment in 94110 for 2500/month, 1 bath, south facing", exposure: "south"),
        Said(line: "rent out my condo in 94105 for $3800 a month, 2 bed 2 bath, faces west", exposure: "west"),
        Said(line: "apartment for rent in 94612 at 2100 a month, 1 bed 1 bath, southern exposure", exposure: "south"),
        Said(line: "2 bedroom house for rent in 94704, 4000/mo, 2 baths, north-east facing", exposure: "northeast"),
        Said(line: "list my townhouse in 94611 for 3500 a month, 3 bed, 2 bath, facing east", exposure: "east"),
        Said(line: "list my house in west oakland for 3000 a month, 3 bed 2 bath"),
        Said(line: "room for rent in 94110, $1200/month, 1 bath, women only", gender: "women only"),
        Said(line: "room for rent in 94703 at 1000 a month, 1 bath, female tenants only", gender: "women only"),
        Said(line: "renting out my spare room in 94610 at 950/mo, 1 bath, for males only", gender: "men only"),
        Said(line: "room for rent in 94117 at 1100 a month, 1 bath, only women", gender: "women only"),
        Said(line: "room for rent 94110 $1,150/month, 1 bath, female-only", gender: "women only"),
        Said(line: "rent out my women's bike in 94110 for 10 a day"),
        Said(line: "list my apartment in 94110 for 2500/month, 1 bed, 1 bath, no pets", prohibited: ["pets"]),
        Said(line: "list my apartment in 94110 for 2500/month, 1 bed, 1 bath, no pets or smoking", prohibited: ["pets", "smoking"]),
        Said(line: "list my apartment in 94110 for 2500/month, 1 bed, 1 bath, no smoking, no parties", prohibited: ["smoking", "parties"]),
        Said(line: "list my apartment in 94110 for 2500/month, 1 bed, 1 bath, no dogs and no cats", prohibited: ["dogs", "cats"]),
        Said(line: "list my apartment in 94110 for 2500/month, 1 bed, 1 bath, non-smoking", prohibited: ["smoking"]),
        Said(line: "list my apartment in 94110 for 2500/month, 1 bed, 1 bath, smoke free", prohibited: ["smoking"]),
        Said(line: "list my apartment in 94110 for 2500/month, 1 bed, 1 bath, pets not allowed", prohibited: ["pets"]),
        Said(line: "list my apartment in 94110 for 2500/month, 1 bed, 1 bath, smoking is not permitted", prohibited: ["smoking"]),
        Said(line: "list my apartment in 94110 for 2500/month, 1 bed, 1 bath, no loud music allowed", prohibited: ["loud music"]),
        Said(line: "list my apartment in 94110 for 2500/month, 1 bed, 1 bath, no indoor fires allowed", prohibited: ["indoor fires"]),
        Said(line: "list my apartment in 94110 for 2500/month, 1 bed, 1 bath, no students please", prohibited: ["students"]),
        Said(line: "list my apartment in 94110 for 2500/month, 1 bed, 1 bath, no parking", parking: 0),
        Said(line: "list my apartment in 94110 for 2500/month, 1 bed, 1 bath, pets welcome"),
        Said(line: "list my apartment in 94110 for 2500/month, 1 bed, 1 bath, no deposit required"),
        Said(line: "list my apartment in 94110 for 2500/month, 1 bed, 1 bath, water included", included: ["water"]),
        Said(line: "list my apartment in 94110 for 2500/month, 1 bed, 1 bath, heat and water included", included: ["heat", "water"]),
        Said(line: "list my apartment in 94110 for 2500/month, 1 bed, 1 bath, heat, water & trash included", included: ["heat", "water", "trash"]),
        Said(line: "list my apartment in 94110 for 2500/month, 1 bed, 1 bath, all utilities included", included: ["utilities"]),
        Said(line: "list my apartment in 94110 for 2500/month, 1 bed, 1 bath, utilities incl", included: ["utilities"]),
        Said(line: "list my apartment in 94110 for 2500/month, 1 bed, 1 bath, rent includes water and gas", included: ["water", "gas"]),
        Said(line: "list my apartment in 94110 for 2500/month including utilities, 1 bed, 1 bath", included: ["utilities"]),
        Said(line: "list my apartment in 94110 for 2500/month, 1 bed, 1 bath, hot water included", included: ["hot water"]),
        Said(line: "list my apartment in 94110 for 2500/month, 1 bed, 1 bath, parking not included"),
        Said(line: "list my house in 94704 for 5200 a month, 4 bed, 2 bath, one year minimum", minMonths: 12),
        Said(line: "list my house in 94704 for 5200 a month, 4 bed, 2 bath, 1 yr min", minMonths: 12),
        Said(line: "list my house in 94704 for 5200 a month, 4 bed, 2 bath, minimum 2 years", minMonths: 24),
        Said(line: "list my house in 94704 for 5200 a month, 4 bed, 2 bath, 1-year minimum lease", minMonths: 12),
        Said(line: "list my house in 94704 for 5200 a month, 4 bed, 2 bath, 2 car garage", parking: 2),
        Said(line: "list my house in 94704 for 5200 a month, 4 bed, 2 bath, a 2-car garage", parking: 2),
        Said(line: "list my house in 94704 for 5200 a month, 4 bed, 2 bath, one car carport", parking: 1),
        Said(line: "rent out 2 car seats in 94110 for 5 a day"),
    ]

    @Test(arguments: lines)
    func termsSaidAreKeptAndNothingElse(said: Said) {
        guard case .createListing(let offered) = CommandTests.command(said.line) else {
            Issue.record("not a listing")
            return
        }
        let terms = offered.homeTerms
        #expect(terms?.exposure == said.exposure)
        #expect(terms?.gender == said.gender)
        #expect(terms?.prohibited == said.prohibited)
        #expect(terms?.included == said.included)
        #expect(terms?.minMonths == said.minMonths)
        #expect(offered.parking == said.parking)
    }

    @Test func aWholeHomeLineLeavesNoTermInItsDescription() {
        let line = "list my 2 bedroom condo at 40 Pine St, San Francisco CA 94108, 2 bath, 900 sqft, $3,600/month, "
            + "available feb 1, 6 month minimum, west facing, no pets, gas and water included, women only, 1-car garage"
        guard case .createListing(let offered) = CommandTests.command(line) else {
            Issue.record("not a listing")
            return
        }
        #expect(offered.description == nil)
        #expect(offered.homeTerms?.exposure == "west")
        #expect(offered.homeTerms?.prohibited == ["pets"])
        #expect(offered.homeTerms?.included == ["gas", "water"])
        #expect(offered.homeTerms?.gender == "women only")
        #expect(offered.parking == 1)
    }
}

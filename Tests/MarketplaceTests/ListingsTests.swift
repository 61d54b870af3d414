import GRDB
import Foundation
@testable import Marketplace
import RentlineTesting
import Testing

struct ListingsTests {
    @Test func createsWithPhotosAndShowsActiveListingsToAnyone() async throws {
        try await MarketFixture.with { market in
            let ana = try await market.user("ana")
            let bob = try await market.user("bob")
            var draft = Listing(
                ownerId: ana, kind: .thing, category: "tools", type: nil, title: "Ladder", priceCents: 300,
                priceUnit: .day, place: MarketFixture.centrePlace, at: market.clock.now())
            draft.condition = "good"
            let listing = try await market.listings.create(draft, photos: ["https://example.com/a.jpg", "https://example.com/b.jpg"])
            let details = try await market.listings.details(of: listing.id!, for: bob)
            #expect(details.photos == ["https://example.com/a.jpg", "https://example.com/b.jpg"])
            #expect(details.ownerName == "ana")
            #expect(details.listing.condition == "good")
            #expect(details.listing.instantBook == false)
            #expect(details.listing.updatedBy == ana)
        }
    }

    @Test func onlyTheOwnerEditsPausesAndRemoves() async throws {
        try await MarketFixture.with { market in
            let ana = try await market.user("ana")
            let bob = try await market.user("bob")
            let ladder = try await market.list("Ladder", by: ana, cents: 300, northKm: 1)
            await #expect(throws: ListingError.notYours(action: "change")) {
                try await market.listings.edit(ladder.id!, by: bob, .title("Mine now"), field: .title)
            }
            await #expect(throws: ListingError.notYours(action: "pause")) {
                try await market.listings.setStatus(ladder.id!, to: .paused, by: bob)
            }
            await #expect(throws: ListingError.notYours(action: "remove")) {
                try await market.listings.setStatus(ladder.id!, to: .removed, by: bob)
            }
            market.clock.advance(by: 60)
            let edited = try await market.listings.edit(ladder.id!, by: ana, .price(cents: 450, unit: .day), field: .price)
            #expect(edited.priceCents == 450)
            #expect(edited.updatedAt == market.clock.now())
            #expect(edited.createdAt < edited.updatedAt)
        }
    }

    @Test func refusesFieldsTheKindDoesNotHave() async throws {
        try await MarketFixture.with { market in
            let ana = try await market.user("ana")
            let ladder = try await market.list("Ladder", by: ana, cents: 300, northKm: 1)
            await #expect(throws: ListingError.fieldNotForKind(field: "bedrooms", kind: .thing)) {
                try await market.listings.edit(ladder.id!, by: ana, .count(.bedrooms, 2), field: .bedrooms)
            }
        }
    }

    @Test func pausedListingsHideFromOthersAndRemovedOnesFromEveryone() async throws {
        try await MarketFixture.with { market in
            let ana = try await market.user("ana")
            let bob = try await market.user("bob")
            let ladder = try await market.list("Ladder", by: ana, cents: 300, northKm: 1)
            _ = try await market.listings.setStatus(ladder.id!, to: .paused, by: ana)
            await #expect(throws: ListingError.notFound) { try await market.listings.details(of: ladder.id!, for: bob) }
            #expect(try await market.listings.details(of: ladder.id!, for: ana).listing.status == .paused)
            await #expect(throws: ListingError.alreadyInState(title: "Ladder", .paused)) {
                try await market.listings.setStatus(ladder.id!, to: .paused, by: ana)
            }
            _ = try await market.listings.setStatus(ladder.id!, to: .removed, by: ana)
            await #expect(throws: ListingError.removed) { try await market.listings.details(of: ladder.id!, for: ana) }
            await #expect(throws: ListingError.notFound) { try await market.listings.details(of: ladder.id!, for: bob) }
            await #expect(throws: ListingError.removed) {
                try await market.listings.edit(ladder.id!, by: ana, .title("Back"), field: .title)
            }
            #expect(try await market.listings.owned(by: ana).isEmpty)
        }
    }

    @Test func countsActiveListingsPerCategoryAsTheyChange() async throws {
        try await MarketFixture.with { market in
            let ana = try await market.user("ana")
            let ladder = try await market.list("Ladder", by: ana, cents: 300, northKm: 1)
            try await market.list("Drill", by: ana, cents: 500, northKm: 1)
            let tent = try await market.list("Tent", by: ana, cents: 900, northKm: 1, category: "outdoors")
            #expect(try await market.listings.categoryCounts().map { "\($0.category) \($0.count)" } == ["tools 2", "outdoors 1"])
            _ = try await market.listings.setStatus(ladder.id!, to: .paused, by: ana)
            _ = try await market.listings.setStatus(tent.id!, to: .removed, by: ana)
            #expect(try await market.listings.categoryCounts().map { "\($0.category) \($0.count)" } == ["tools 1"])
            _ = try await market.listings.setStatus(ladder.id!, to: .active, by: ana)
            _ = try await market.listings.edit(ladder.id!, by: ana, .category("party"), field: .category)
            #expect(try await market.listings.categoryCounts().map { "\($0.category) \($0.count)" } == ["tools 1", "party 1"])
        }
    }

    @Test func favoritesKeepSavedListingsOnceAndShowOnlyThoseStillListed() async throws {
        try await MarketFixture.with { market in
            let ana = try await market.user("ana")
            let bob = try await market.user("bob")
            let ladder = try await market.list("Ladder", by: ana, cents: 300, northKm: 1)
            let drill = try await market.list("Drill", by: ana, cents: 500, northKm: 1)
            #expect(try await market.favorites.add(ladder.id!, for: bob))
            #expect(try await !market.favorites.add(ladder.id!, for: bob))
            market.clock.advance(by: 1)
            #expect(try await market.favorites.add(drill.id!, for: bob))
            #expect(try await market.favorites.list(for: bob).map(\.title) == ["Drill", "Ladder"])
            _ = try await market.listings.setStatus(drill.id!, to: .removed, by: ana)
            #expect(try await market.favorites.list(for: bob).map(\.title) == ["Ladder"])
            _ = try await market.listings.setStatus(ladder.id!, to: .paused, by: ana)
            #expect(try await market.favorites.list(for: bob).isEmpty)
            _ = try await market.listings.setStatus(ladder.id!, to: .active, by: ana)
            #expect(try await market.favorites.remove(ladder.id!, for: bob))
            #expect(try await !market.favorites.remove(ladder.id!, for: bob))
            await #expect(throws: ListingError.notFound) { try await market.favorites.add(drill.id!, for: bob) }
            await #expect(throws: ListingError.removed) { try await market.favorites.add(drill.id!, for: ana) }
        }
    }
}

struct ListingRulesTests {
    @Test(arguments: [
        (500, PriceUnit?.some(.day), ListingKind.thing, "500 day"),
        (800, nil, .space, "800 hour"),
        (240_000, nil, .home, "240000 month"),
        (300, nil, .thing, "300 day"),
    ])
    func acceptsSanePricesInTheKindsUnits(cents: Int, unit: PriceUnit?, kind: ListingKind, expected: String) throws {
        let price = try ListingRules.price(cents: cents, per: unit, kind: kind)
        #expect("\(price.cents) \(price.unit.rawValue)" == expected)
    }

    @Test func refusesZeroWrongUnitsAndTypos() {
        #expect(throws: ListingError.priceNotPositive) { try ListingRules.price(cents: 0, per: .day, kind: .thing) }
        #expect(throws: ListingError.priceUnit(kind: .home)) { try ListingRules.price(cents: 5000, per: .day, kind: .home) }
        #expect(throws: ListingError.priceUnit(kind: .space)) { try ListingRules.price(cents: 5000, per: .week, kind: .space) }
        #expect(throws: ListingError.priceTooHigh(ceiling: "$5,000/day")) {
            try ListingRules.price(cents: 600_000, per: .day, kind: .thing)
        }
    }

    @Test func checksTitlesPhotosConditionsAndCounts() throws {
        #expect(throws: ListingError.titleLength) { try ListingRules.title("ab") }
        #expect(throws: ListingError.titleLength) { try ListingRules.title(String(repeating: "x", count: 81)) }
        #expect(try ListingRules.title("  Cordless drill ") == "Cordless drill")
        #expect(try ListingRules.photo("https://pics.example.com/drill.jpg") == "https://pics.example.com/drill.jpg")
        for bad in ["ftp://example.com/a.jpg", "drill.jpg", "https://localhost/a.jpg", "http://exa mple.com/a.jpg"] {
            #expect(throws: ListingError.notAPhotoLink) { try ListingRules.photo(bad) }
        }
        #expect(try ListingRules.condition("Like new") == "like new")
        #expect(try ListingRules.condition("good condition") == "good")
        #expect(throws: ListingError.unknownCondition) { try ListingRules.condition("shiny") }
        #expect(ListingRules.condition(in: "good condition, barely used") == "good")
        #expect(ListingRules.condition(in: "works fine") == nil)
        #expect(ListingRules.condition(in: "rent out my drill, it's in great shape") == "good")
        #expect(ListingRules.condition(in: "my barely used kayak for 30/day") == "like new")
        #expect(ListingRules.condition(in: "new listing: tent for 5/day") == nil)
        #expect(ListingRules.condition(in: "list my kayak 35 a day 94107 condition: fair") == "fair")
        #expect(ListingRules.condition(in: "lamp, condition - like new") == "like new")
        #expect(try ListingRules.count("months 6", field: "minimum months", in: 1...24) == 6)
        #expect(try ListingRules.count("at least 3 months", field: "minimum months", in: 1...24) == 3)
        #expect(try ListingRules.count("three months", field: "minimum months", in: 1...24) == 3)
        #expect(try ListingRules.count("two bedrooms", field: "bedrooms") == 2)
        for (text, months) in [("1 year", 12), ("a year", 12), ("two years", 24), ("6 months", 6), ("twelve months", 12)] {
            #expect(try ListingRules.months(text, field: "minimum months", in: 1...24) == months)
        }
        #expect(throws: ListingError.count(field: "minimum months", range: 1...24)) {
            try ListingRules.months("3 years", field: "minimum months", in: 1...24)
        }
        #expect(throws: ListingError.count(field: "bathrooms", range: 0...20)) { try ListingRules.count("1.5", field: "bathrooms") }
        #expect(throws: ListingError.count(field: "bedrooms", range: 0...20)) { try ListingRules.count("2 or 3", field: "bedrooms") }
        for (text, bathrooms) in [("1.5", 1.5), ("2 and a half", 2.5), ("1 1/2", 1.5), ("1½", 1.5), ("2.5 baths", 2.5), ("3", 3.0), ("0", 0)] {
            #expect(try ListingRules.bathrooms(text) == bathrooms)
        }
        for bad in ["1.3", "21", "lots", "1.5 and a half", "2 or 3"] {
            #expect(throws: ListingError.bathrooms) { try ListingRules.bathrooms(bad) }
        }
        #expect(try ListingChange.parse(.bathrooms, "1.5", kind: .home) == .bathrooms(1.5))
        #expect(try ListingChange.parse(.available, "from dec 15", kind: .home) == .text(.available, "dec 15"))
        #expect(try ListingChange.parse(.available, "starting January 2", kind: .home) == .text(.available, "January 2"))
        #expect(try ListingRules.count("2 bedrooms", field: "bedrooms") == 2)
        #expect(throws: ListingError.count(field: "bedrooms", range: 0...20)) { try ListingRules.count("lots", field: "bedrooms") }
        #expect(try ListingRules.count("900 sqft", field: "square feet", in: 50...50_000) == 900)
        #expect(throws: ListingError.count(field: "square feet", range: 50...50_000)) {
            try ListingRules.count("huge", field: "square feet", in: 50...50_000)
        }
        #expect(throws: ListingError.onOrOff) { try ListingChange.parse(.instant, "maybe", kind: .space) }
        #expect(try ListingChange.parse(.instant, "booking on", kind: .space) == .instantBook(true))
        #expect(try ListingChange.parse(.instant, "book off", kind: .thing) == .instantBook(false))
        #expect(ListingRules.amenities(["study desk", "wifi", "kitchen", "refrigerator"], kind: .space) == ["wifi", "refrigerator", "study desk"])
        #expect(ListingRules.amenities(["wifi", "kitchen"], kind: .home) == ["kitchen", "wifi"])
        #expect(ListingRules.amenities(["wifi"], kind: .thing).isEmpty)
    }

    @Test func findsCategoriesFromTitles() {
        #expect(Taxonomy.category(forTitle: "Cordless DRILL") == "tools")
        #expect(Taxonomy.category(forTitle: "two kayaks") == "outdoors")
        #expect(Taxonomy.category(forTitle: "pressure washer 2000psi") == "tools")
        #expect(Taxonomy.category(forTitle: "mystery box") == nil)
        #expect(Taxonomy.category(forTitle: "Stand mixer") == "home")
    }

    @Test func formatsPrices() {
        #expect(PriceText.format(cents: 500, per: .day) == "$5/day")
        #expect(PriceText.format(cents: 450, per: .hour) == "$4.50/hour")
        #expect(PriceText.format(cents: 240_000, per: .month) == "$2,400/month")
        #expect(PriceText.format(cents: 1_234_567_89) == "$1,234,567.89")
    }
}

struct ListingRowTests {
    @Test func readsRowsByPositionInTheTablesColumnOrder() async throws {
        try await MarketFixture.with { market in
            let columns = try await market.database.writer.read { db in
                try Row.fetchAll(db, sql: "PRAGMA table_info(listings)").map { $0["name"] as String }
            }
            #expect(columns == Listing.columnNames)
        }
    }
}

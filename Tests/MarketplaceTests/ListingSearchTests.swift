import Foundation
import Marketplace
import RentlineTesting
import Testing

struct ListingSearchTests {
    func query(_ words: [String] = [], edit: (inout SearchQuery) -> Void = { _ in }) -> SearchQuery {
        var query = SearchQuery(place: MarketFixture.centrePlace)
        query.words = words
        edit(&query)
        return query
    }

    @Test(arguments: TestStore.allCases)
    func findsWordsByPrefixWithinTheRadiusOnlyAmongActiveListings(on store: TestStore) async throws {
        try await MarketFixture.with(on: store) { market in
            let ana = try await market.user("ana")
            let near = try await market.list("Cordless drill", by: ana, cents: 500, northKm: 1)
            let farther = try await market.list("Hammer drill with bits", by: ana, cents: 800, northKm: 3)
            try await market.list("Drill press", by: ana, cents: 400, northKm: 20)
            try await market.list("Ladder", by: ana, cents: 300, northKm: 0.5)
            let paused = try await market.list("Old drill", by: ana, cents: 200, northKm: 0.2)
            _ = try await market.listings.setStatus(paused.id!, to: .paused, by: ana)

            let hits = try await market.search.search(query(["dri"]))
            #expect(hits.map(\.listing.id) == [near.id, farther.id])
            #expect(abs(hits[0].distanceKm - 1) < 0.001)
            #expect(hits[0].ownerName == "ana")
        }
    }

    @Test(arguments: TestStore.allCases)
    func cutsOffAtTheExactGreatCircleDistance(on store: TestStore) async throws {
        try await MarketFixture.with(on: store) { market in
            let ana = try await market.user("ana")
            let inside = try await market.list("Tent inside", by: ana, cents: 900, northKm: 9.95, category: "outdoors")
            try await market.list("Tent outside", by: ana, cents: 900, northKm: 10.05, category: "outdoors")
            #expect(try await market.search.search(query(["tent"])).map(\.listing.id) == [inside.id])
            let wider = query(["tent"]) { $0.radiusKm = 11 }
            #expect(try await market.search.search(wider).count == 2)
        }
    }

    @Test(arguments: TestStore.allCases)
    func filtersByPriceInTheListingsUnit(on store: TestStore) async throws {
        try await MarketFixture.with(on: store) { market in
            let ana = try await market.user("ana")
            let cheap = try await market.list("Drill cheap", by: ana, cents: 500, northKm: 2)
            try await market.list("Drill dear", by: ana, cents: 501, northKm: 1)
            try await market.list("Drill hourly", by: ana, cents: 300, per: .hour, northKm: 1)
            let perDay = query(["drill"]) { $0.maxPrice = .init(cents: 500, unit: .day) }
            #expect(try await market.search.search(perDay).map(\.listing.id) == [cheap.id])
            let anyUnit = query(["drill"]) { $0.maxPrice = .init(cents: 500, unit: nil); $0.sort = .price }
            #expect(try await market.search.search(anyUnit).map(\.listing.title) == ["Drill hourly", "Drill cheap"])
            let atLeast = query(["drill"]) { $0.minPrice = .init(cents: 501, unit: nil) }
            #expect(try await market.search.search(atLeast).map(\.listing.title) == ["Drill dear"])
        }
    }

    @Test(arguments: TestStore.allCases)
    func ranksTitleMatchesAboveDescriptionMatchesAndNearerAboveFarther(on store: TestStore) async throws {
        try await MarketFixture.with(on: store) { market in
            let ana = try await market.user("ana")
            let described = try await market.list("Tool kit", by: ana, cents: 500, northKm: 1) {
                $0.description = "Comes with a small kayak paddle and other odds and ends for the garage"
            }
            let titled = try await market.list("Kayak", by: ana, cents: 500, northKm: 2, category: "outdoors")
            let titledFar = try await market.list("Kayak", by: ana, cents: 500, northKm: 8, category: "outdoors")
            let hits = try await market.search.search(query(["kayak"]))
            #expect(hits.map(\.listing.id) == [titled.id, titledFar.id, described.id])
        }
    }

    @Test(arguments: TestStore.allCases)
    func pagesInFivesInDistanceOrder(on store: TestStore) async throws {
        try await MarketFixture.with(on: store) { market in
            let ana = try await market.user("ana")
            var ids: [Int64?] = []
            for step in [7.0, 1, 6, 2, 5, 3, 4] {
                ids.append(try await market.list("Tent \(Int(step))", by: ana, cents: 900, northKm: step, category: "outdoors").id)
            }
            let byDistance = query(["tent"]) { $0.sort = .distance }
            let first = try await market.search.search(byDistance)
            let second = try await market.search.search(byDistance, offset: 5)
            #expect(first.map(\.listing.title) == ["Tent 1", "Tent 2", "Tent 3", "Tent 4", "Tent 5"])
            #expect(second.map(\.listing.title) == ["Tent 6", "Tent 7"])
        }
    }

    @Test(arguments: TestStore.allCases)
    func filtersByCategoryTypeAmenitiesAndRooms(on store: TestStore) async throws {
        try await MarketFixture.with(on: store) { market in
            let ana = try await market.user("ana")
            let closet = try await market.list("Hall closet", by: ana, cents: 800, per: .hour, northKm: 1, category: "spaces", type: "closet") {
                $0.amenities = ["wifi", "refrigerator"]
            }
            try await market.list("Bare closet", by: ana, cents: 500, per: .hour, northKm: 1, category: "spaces", type: "closet")
            let flat = try await market.list("Sunny flat", by: ana, cents: 240_000, per: .month, northKm: 2, category: "homes", type: "apartment") {
                $0.bedrooms = 2
                $0.parking = 1
            }
            try await market.list("Tiny flat", by: ana, cents: 180_000, per: .month, northKm: 2, category: "homes", type: "apartment") {
                $0.bedrooms = 1
            }
            let withWifi = query { $0.type = "closet"; $0.amenities = ["wifi"] }
            #expect(try await market.search.search(withWifi).map(\.listing.id) == [closet.id])
            let twoBedrooms = query { $0.category = "homes"; $0.bedrooms = 2 }
            #expect(try await market.search.search(twoBedrooms).map(\.listing.id) == [flat.id])
            let withParking = query { $0.category = "homes"; $0.amenities = ["parking"] }
            #expect(try await market.search.search(withParking).map(\.listing.id) == [flat.id])
            #expect(try await market.search.search(query(["storage"])).map(\.listing.type) == ["closet", "closet"])
        }
    }

    @Test(arguments: TestStore.allCases)
    func filtersHomesByFloorAreaAndTheDayTheyAreFreeToMoveInto(on store: TestStore) async throws {
        try await MarketFixture.with(on: store) { market in
            let ana = try await market.user("ana")
            let small = try await market.list("Small flat", by: ana, cents: 180_000, per: .month, northKm: 1, category: "homes", type: "apartment") {
                $0.sqft = 450
            }
            let large = try await market.list("Large flat", by: ana, cents: 300_000, per: .month, northKm: 2, category: "homes", type: "apartment") {
                $0.sqft = 900
                $0.availableFrom = "2027-01-15"
            }
            let free = try await market.list("Free flat", by: ana, cents: 250_000, per: .month, northKm: 3, category: "homes", type: "apartment") {
                $0.sqft = 700
                $0.availableFrom = "2026-12-01"
            }
            let ids = { (edit: (inout SearchQuery) -> Void) in try await market.search.search(query { $0.category = "homes"; edit(&$0) }).map(\.listing.id) }
            #expect(try await ids { $0.minSqft = 700 } == [large.id, free.id])
            #expect(try await ids { $0.maxSqft = 700 } == [small.id, free.id])
            #expect(try await ids { $0.movingInBefore = "2027-01-01" } == [small.id, free.id])
            #expect(try await ids { $0.movingInBefore = "2027-01-16" } == [small.id, large.id, free.id])
            #expect(try await ids { $0.movingInBefore = "2026-12-01" } == [small.id])
            #expect(try await market.search.emptiedBy(query { $0.minSqft = 5000 }) == .features)
        }
    }

    @Test(arguments: TestStore.allCases)
    func explainsWhichFilterEmptiedTheList(on store: TestStore) async throws {
        try await MarketFixture.with(on: store) { market in
            let ana = try await market.user("ana")
            try await market.list("Cordless drill", by: ana, cents: 500, northKm: 30)
            try await market.list("Cordless drill", by: ana, cents: 900, northKm: 1)
            let tooCheap = query(["drill"]) { $0.maxPrice = .init(cents: 100, unit: .day) }
            #expect(try await market.search.emptiedBy(tooCheap) == .price)
            let tooFar = query(["drill"]) { $0.maxPrice = .init(cents: 600, unit: .day) }
            #expect(try await market.search.search(tooFar).isEmpty)
            #expect(try await market.search.emptiedBy(tooFar) == .price)
            let nowhere = query(["unicycle"])
            #expect(try await market.search.emptiedBy(nowhere) == .words)
        }
    }

    @Test func searchStatementsUseTheIndexesNotFullScans() async throws {
        try await MarketFixture.with { market in
            for statement in [
                ListingSearch.statement(for: query(["drill"]) { $0.maxPrice = .init(cents: 500, unit: .day) }, offset: 0, limit: 6),
                ListingSearch.statement(for: query { $0.category = "tools"; $0.sort = .price }, offset: 5, limit: 6),
            ] {
                let detail = try await market.search.queryPlan(statement)
                #expect(!detail.contains { ["SCAN l", "SCAN u", "SCAN f"].contains($0) || $0.hasPrefix("SCAN l USING") }, "\(detail)")
                #expect(detail.contains { $0.contains("VIRTUAL TABLE INDEX") }, "\(detail)")
            }
        }
    }

    @Test(arguments: TestStore.allCases)
    func freePagesKeepOnlyListingsFreeThenAndSayWhereTheNextBegins(on store: TestStore) async throws {
        try await MarketFixture.with(on: store) { market in
            let (ana, bob) = try await Self.ownerAndRenter(in: market)
            var closets: [Listing] = []
            for index in 1...8 {
                closets.append(try await market.list(
                    "Closet \(index)", by: ana, cents: 300, per: .hour, northKm: Double(index) / 10, category: "spaces", type: "closet"
                ) { $0.instantBook = true })
            }
            let (from, to) = (MarketFixture.wall(28, 14), MarketFixture.wall(28, 18))
            for taken in [1, 4, 5] {
                let quote = try await market.bookings.quote(listing: closets[taken].id!, from: from, to: to, for: bob)
                _ = try await market.bookings.book(quote, for: bob)
            }
            let nearest = query(["closet"]) { $0.sort = .distance }

            let free = try await market.search.page(nearest, after: 0, free: FreeTime(from: from, to: to))
            #expect(free.hits.map(\.listing.title) == ["Closet 1", "Closet 3", "Closet 4", "Closet 7", "Closet 8"])
            #expect((free.nextOffset, free.hasMore) == (8, false))

            let nextDay = FreeTime(from: MarketFixture.wall(29, 14), to: MarketFixture.wall(29, 18))
            let allFree = try await market.search.page(nearest, after: 0, free: nextDay)
            #expect(allFree.hits.count == SearchQuery.pageSize && allFree.nextOffset == 5 && allFree.hasMore)
            let rest = try await market.search.page(nearest, after: allFree.nextOffset, free: nextDay)
            #expect(rest.hits.map(\.listing.title) == ["Closet 6", "Closet 7", "Closet 8"] && !rest.hasMore)

            let unfiltered = try await market.search.page(nearest, after: 5)
            #expect(unfiltered.hits.map(\.listing.title) == ["Closet 6", "Closet 7", "Closet 8"])
            #expect((unfiltered.nextOffset, unfiltered.hasMore) == (8, false))
        }
    }

    /// "drill today" at 9 am and "this weekend" on its Saturday ask for what is left of days that have begun, as a
    /// booking of them quotes; a day that is over is free for no one.
    @Test(arguments: TestStore.allCases)
    func aSearchForDaysThatHaveBegunKeepsListingsFreeForTheRestOfThem(on store: TestStore) async throws {
        try await MarketFixture.with(on: store) { market in
            let (ana, bob) = try await Self.ownerAndRenter(in: market)
            let drills = [
                try await market.list("Drill free all day", by: ana, cents: 500, northKm: 0.1) { $0.instantBook = true },
                try await market.list("Drill booked this afternoon", by: ana, cents: 500, northKm: 0.2) { $0.instantBook = true },
            ]
            _ = try await market.book(drills[1], MarketFixture.wall(21, 13), MarketFixture.wall(21, 17), by: bob)
            let nearest = query(["drill"]) { $0.sort = .distance }

            let today = FreeTime(from: MarketFixture.wall(21, 0), to: MarketFixture.wall(22, 0))
            #expect(try await market.search.page(nearest, after: 0, free: today).hits.map(\.listing.title) == ["Drill free all day"])
            let weekend = FreeTime(from: MarketFixture.wall(21, 0), to: MarketFixture.wall(23, 0))
            #expect(try await market.search.page(nearest, after: 0, free: weekend).hits.map(\.listing.title) == ["Drill free all day"])
            let yesterday = FreeTime(from: MarketFixture.wall(20, 0), to: MarketFixture.wall(21, 0))
            #expect(try await market.search.page(nearest, after: 0, free: yesterday).hits.isEmpty)
        }
    }

    /// ana, who lists, and bob, who has $100 to book with.
    private static func ownerAndRenter(in market: MarketFixture) async throws -> (owner: Int64, renter: Int64) {
        let ana = try await market.user("ana")
        let bob = try await market.user("bob")
        _ = try await market.wallet.topUp(bob, cents: 10_000)
        return (ana, bob)
    }
}

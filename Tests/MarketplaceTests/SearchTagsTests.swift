@_spi(Seeding) @testable import Marketplace
import Testing

struct SearchTagsTests {
    @Test func tagsAListingWithOneCellPerSizeAndItsCodes() {
        let words = SearchTags.words(category: "homes", type: "apartment", latitude: 37.7898, longitude: -122.3942)
        #expect(words == "ga2555x1152 gb638x288 gc127x57 gd25x11 k13 t7")
        #expect(SearchTags.words(category: "tools", type: nil, latitude: 0, longitude: 0).hasSuffix(" k0"))
    }

    @Test func coversABoxAtTheFinestSizeWithinTheLimit() throws {
        let box = GreatCircle.boundingBox(latitude: 37.7898, longitude: -122.3942, radiusKm: 10)
        let ranked = try #require(SearchTags.cover(south: box.south, north: box.north, west: box.west, east: box.east, limit: 6))
        #expect(ranked.split(separator: " ").filter { $0 != "OR" }.allSatisfy { $0.hasPrefix("gb") })
        let fine = try #require(SearchTags.cover(south: box.south, north: box.north, west: box.west, east: box.east, limit: 36))
        let cells = fine.split(separator: " ").filter { $0 != "OR" }
        #expect(cells.count <= 36 && cells.allSatisfy { $0.hasPrefix("ga") })
        #expect(cells.contains("ga2555x1152"))
        #expect(SearchTags.cover(south: -80, north: 80, west: -170, east: 170, limit: 6) == nil)
    }
}

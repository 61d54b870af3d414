@testable import Bot
import Marketplace
import Testing

struct TextMapTests {
    let centre = (latitude: 37.7898, longitude: -122.3942)
    let kmPerDegree = GreatCircle.earthRadiusKm * .pi / 180

    @Test func drawsAFramedSixtyByTwentyMapWithTheCentreInTheMiddle() {
        let lines = TextMap(centre: centre, pins: [], you: nil).render()
        #expect(lines.count == 23)
        #expect(lines[0] == "+" + String(repeating: "-", count: 60) + "+")
        #expect(lines.dropFirst().prefix(20).allSatisfy { $0.count == 62 && $0.hasPrefix("|") && $0.hasSuffix("|") })
        #expect(Array(lines[11])[31] == "+")
    }

    @Test func placesPinsByBearingAndFitsTheFarthestOne() {
        let north = TextMap.Pin(label: "1", latitude: centre.latitude + 2 / kmPerDegree, longitude: centre.longitude)
        let east = TextMap.Pin(label: "2", latitude: centre.latitude, longitude: centre.longitude + 1 / (kmPerDegree * 0.7906))
        let map = TextMap(centre: centre, pins: [north, east], you: nil)
        let lines = map.render()
        let rows = lines.enumerated().filter { $0.element.contains("1") && $0.offset < 21 }.map(\.offset)
        #expect(rows == [2])
        #expect(Array(lines[11]).firstIndex(of: "2")! > 31)
        #expect(abs(map.kmPerColumn - 2 / 2 / 9 * 1.05) < 1e-9)
        #expect(lines[22] == "Scale: |--------| = 0.72 mi")
    }

    @Test func marksPinsThatShareACharacterWithAStarAndSaysSo() {
        let pin = TextMap.Pin(label: "1", latitude: centre.latitude + 0.01, longitude: centre.longitude)
        var twin = pin
        twin.label = "2"
        let lines = TextMap(centre: centre, pins: [pin, twin], you: (centre.latitude, centre.longitude)).render()
        #expect(lines.contains { $0.contains("*") && $0.hasPrefix("|") })
        #expect(lines.last == "A * on the map marks listings that share a place.")
        #expect(Array(lines[11])[31] == "@")
        let spots = TextMap(centre: centre, pins: [pin, twin], you: nil, pinsAre: "spots").render()
        #expect(spots.last == "A * on the map marks spots that share a place.")
    }

    @Test func labelsPastNineWithLetters() {
        #expect(TextMap.label(9) == "9")
        #expect(TextMap.label(10) == "A")
        #expect(TextMap.label(35) == "Z")
    }
}

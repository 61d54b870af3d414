import Foundation
import Marketplace

/// A map drawn in characters: numbered pins around a centre, a marker for the user, and a scale in miles.
///
/// Pins cover the centre and user markers; two pins on one character show as "*".
///
/// Columns are half as tall as rows are high on a terminal, so a row spans twice the distance of a column.
struct TextMap {
    struct Pin {
        var label: String
        var latitude: Double
        var longitude: Double
    }

    static let width = 60
    static let height = 20
    static let scaleColumns = 10

    var centre: (latitude: Double, longitude: Double)
    var pins: [Pin]
    /// The user's own position, drawn as "@" when it falls on the map.
    var you: (latitude: Double, longitude: Double)?
    /// What the pins stand for, in the note about pins that share a character.
    var pinsAre = "listings"

    /// Kilometres east and north of the centre (an equirectangular projection, fine at city scale).
    func offsetKm(_ latitude: Double, _ longitude: Double) -> (east: Double, north: Double) {
        let kmPerDegree = GreatCircle.earthRadiusKm * .pi / 180
        return ((longitude - centre.longitude) * kmPerDegree * cos(centre.latitude * .pi / 180), (latitude - centre.latitude) * kmPerDegree)
    }

    /// Kilometres per column: enough for every pin to fit, at least 0.05.
    var kmPerColumn: Double {
        let reach = pins.map { offsetKm($0.latitude, $0.longitude) }.reduce(0.0) { widest, offset in
            max(widest, abs(offset.east) / Double(Self.width / 2 - 1), abs(offset.north) / 2 / Double(Self.height / 2 - 1))
        }
        return max(reach * 1.05, 0.05)
    }

    func cell(_ latitude: Double, _ longitude: Double) -> (row: Int, column: Int)? {
        let offset = offsetKm(latitude, longitude)
        let column = Self.width / 2 + Int((offset.east / kmPerColumn).rounded())
        let row = Self.height / 2 - Int((offset.north / (2 * kmPerColumn)).rounded())
        guard (0..<Self.width).contains(column), (0..<Self.height).contains(row) else { return nil }
        return (row, column)
    }

    /// The framed map, then the scale line.
    func render() -> [String] {
        var grid = Array(repeating: Array(repeating: Character(" "), count: Self.width), count: Self.height)
        grid[Self.height / 2][Self.width / 2] = "+"
        if let you, let spot = cell(you.latitude, you.longitude) { grid[spot.row][spot.column] = "@" }
        var pinned = Set<Int>()
        for pin in pins {
            guard let spot = cell(pin.latitude, pin.longitude) else { continue }
            let (inserted, _) = pinned.insert(spot.row * Self.width + spot.column)
            grid[spot.row][spot.column] = inserted ? Character(pin.label) : "*"
        }
        let shared = grid.contains { $0.contains("*") } ? ["A * on the map marks \(pinsAre) that share a place."] : []
        let border = "+" + String(repeating: "-", count: Self.width) + "+"
        let miles = kmPerColumn * Double(Self.scaleColumns) / GreatCircle.kmPerMile
        let scale = String(format: miles < 1 ? "%.2f mi" : "%.1f mi", miles)
        return [border] + grid.map { "|" + String($0) + "|" } + [border]
            + ["Scale: |" + String(repeating: "-", count: Self.scaleColumns - 2) + "| = \(scale)"] + shared
    }

    /// Pin labels for positions: 1 to 9, then A to Z.
    static func label(_ position: Int) -> String {
        position <= 9 ? String(position) : String(UnicodeScalar(UInt8(64 + min(position - 9, 26))))
    }
}

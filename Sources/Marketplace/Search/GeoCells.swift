import Foundation

/// Grid cells at four sizes, written as words so the full-text index can find listings near a place:
/// a search ANDs its words with the cells that cover its box, and the index intersects the two.
enum GeoCells {
    static let levels: [(letter: String, degrees: Double)] = [("a", 0.05), ("b", 0.2), ("c", 1), ("d", 5)]
    /// The most cells a search ORs together; a box needing more at every size is searched without cells.
    static let maximumCover = 6

    /// A listing's cell words, one per size.
    static func words(latitude: Double, longitude: Double) -> String {
        levels.map { level in
            word(level.letter, index(latitude + 90, level.degrees), index(longitude + 180, level.degrees))
        }.joined(separator: " ")
    }

    /// The cells covering a box, as an FTS5 OR expression, at the finest size that needs at most `maximumCover`.
    static func cover(south: Double, north: Double, west: Double, east: Double) -> String? {
        for level in levels {
            let rows = index(south + 90, level.degrees)...index(north + 90, level.degrees)
            let columns = index(west + 180, level.degrees)...index(east + 180, level.degrees)
            guard rows.count * columns.count <= maximumCover else { continue }
            return rows.flatMap { row in columns.map { word(level.letter, row, $0) } }.joined(separator: " OR ")
        }
        return nil
    }

    private static func index(_ offset: Double, _ degrees: Double) -> Int {
        Int((offset / degrees).rounded(.down))
    }

    private static func word(_ letter: String, _ row: Int, _ column: Int) -> String {
        "g\(letter)\(row)x\(column)"
    }
}

import Foundation

/// Words in a listing's `tags` column that the full-text index filters on exactly: the grid cells around it at
/// four sizes, and codes for its category and type. A search ANDs its words with the cells that cover its
/// box (and the codes it asks for), so the index intersects them instead of the database reading rows.
/// The codes are positions in the taxonomy's lists, which only ever grow at the end; digits keep the
/// Porter stemmer away from them ("home" and "homes" stem alike, k9 and k13 do not).
@_spi(Seeding) public enum SearchTags {
    static let levels: [(letter: String, degrees: Double)] = [("a", 0.05), ("b", 0.2), ("c", 1), ("d", 5)]
    /// The most cells a search ORs together when it ranks by BM25, which reads the whole index entry of
    /// every term in the expression, and when it does not; a box needing more at every size has no cells.
    static let maximumRankedCover = 6
    static let maximumCover = 36

    /// A listing's tags: one cell per size, its category's code and its type's.
    @_spi(Seeding) public static func words(category: String, type: String?, latitude: Double, longitude: Double) -> String {
        let cells = levels.map { level in
            word(level.letter, index(latitude + 90, level.degrees), index(longitude + 180, level.degrees))
        }
        return (cells + [code(category: category), type.flatMap(code(type:))].compactMap { $0 }).joined(separator: " ")
    }

    static func code(category: String) -> String? {
        Taxonomy.categories.firstIndex(of: category).map { "k\($0)" }
    }

    static func code(type: String) -> String? {
        (Taxonomy.spaceTypes + Taxonomy.homeTypes).firstIndex(of: type).map { "t\($0)" }
    }

    /// The cells covering a box, as an FTS5 OR expression, at the finest size that needs at most `limit`.
    static func cover(south: Double, north: Double, west: Double, east: Double, limit: Int) -> String? {
        for level in levels {
            let rows = index(south + 90, level.degrees)...index(north + 90, level.degrees)
            let columns = index(west + 180, level.degrees)...index(east + 180, level.degrees)
            guard rows.count * columns.count <= limit else { continue }
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

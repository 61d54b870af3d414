/// The world cities whose names are written with letters beyond ASCII ("Montréal", "Zürich"), found by the folded
/// name a person types ("montreal"), so a lookup by name can ask for the spelling the data holds.
public enum AccentedCityNames {
    /// The spellings of the world cities whose folded name is `folded`; empty when none is written with accents.
    public static func spellings(of folded: String) -> [String] {
        table[folded] ?? []
    }

    private static let table: [String: [String]] = {
        var table: [String: [String]] = [:]
        for (name, _) in (try? ReferenceData.worldCityNamesAndPopulations()) ?? [] where !name.utf8.allSatisfy({ $0 < 0x80 }) {
            let folded = CityNameTable.fold(name)
            if table[folded]?.contains(name) != true { table[folded, default: []].append(name) }
        }
        return table
    }()
}

import Gazetteer

/// The names of the neighborhoods in the reference data, folded ("union square", "hayes valley"), which are
/// places people search near in their own city.
struct NeighborhoodNames: Sendable {
    static let shared = NeighborhoodNames()

    private let names: Set<String>
    /// The first word of every name, with the most words a name starting with it has: most words start none,
    /// and are passed over with one lookup.
    private let longestStartingWith: WordTable<Int>

    init() {
        let names = Set(((try? ReferenceData.neighborhoods()) ?? []).map { CityNameTable.fold($0.name) })
        var longest: [String: Int] = [:]
        for name in names {
            let words = name.split(separator: " ")
            longest[String(words[0]), default: 0] = max(longest[String(words[0])] ?? 0, words.count)
        }
        (self.names, longestStartingWith) = (names, WordTable(longest))
    }

    /// The neighborhood named by the longest run of free words starting at `index`, and how many words it took.
    func match(at index: Int, in words: [String], taken: TakenWords) -> (name: String, length: Int)? {
        var length = min(longestStartingWith[words[index]] ?? 0, words.count - index)
        while length > 0 {
            let span = index..<(index + length)
            if span.allSatisfy({ !taken[$0] }), case let name = words[span].joined(separator: " "), names.contains(name) {
                return (name, length)
            }
            length -= 1
        }
        return nil
    }
}

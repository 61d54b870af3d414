/// A category said as where to look, which a search reads even beside a thing to find.
extension EntityScan {
    /// "in the tools category", "the outdoors section", "in cameras, look for a lens": a category with a word
    /// naming it as one after it, or "in" (or "under", "within") before it. The words saying so are taken too.
    mutating func categoryNamedAsWhereToLook() -> String? {
        for index in words.indices where !taken[index] {
            guard let match = Lexicon.categories.match(at: index, in: words, taken: taken) else { continue }
            let end = index + match.length
            let namedAsOne = end < words.count && !taken[end] && Self.categoryNouns.contains(words[end])
            let before = index > 0 && words[index - 1] == "the" ? index - 1 : index
            let lookedIn = before > 0 && Self.lookingInWords.contains(words[before - 1])
            guard namedAsOne || lookedIn else { continue }
            take(index..<(namedAsOne ? end + 1 : end))
            return match.value
        }
        return nil
    }

    /// "sports equipment", "music stuff", "tool gear": a category with a word for things in general after it, both
    /// taken, since the word names no thing of its own.
    mutating func categorySaidOfThings() -> String? {
        for index in words.indices where !taken[index] {
            guard let match = Lexicon.categories.match(at: index, in: words, taken: taken) else { continue }
            let end = index + match.length
            guard end < words.count, !taken[end], CueRules.thingsInGeneral.contains(words[end]) || words[end] == "supplies" else { continue }
            take(index..<(end + 1))
            return match.value
        }
        return nil
    }

    /// True when a word names a category as one ("the tools category"): a place to browse, so a new search.
    static func namesACategory(_ words: [String]) -> Bool {
        words.contains(where: categoryNouns.contains)
    }

    private static let categoryNouns: Set<String> = ["category", "categories", "section", "department", "aisle"]
    private static let lookingInWords: Set<String> = ["in", "under", "within", "inside"]
}

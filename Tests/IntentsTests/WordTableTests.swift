import Testing

@testable import Intents

/// A word table answers as the dictionary it was built from, for ASCII and other words alike.
struct WordTableTests {
    static let entries = ["in": 1, "near": 2, "–": 3, "café": 4, "a": 5, "an": 6, "tomorrow": 7, "w/": 8]

    @Test(arguments: ["in", "near", "–", "café", "cafe\u{301}", "a", "an", "ann", "", "tomorrow", "tomorro", "w/", "In", "☕"])
    func findsWhatTheDictionaryFinds(_ word: String) {
        let table = WordTable(Self.entries)
        #expect(table[word] == Self.entries[word])
        #expect(table.contains(word) == (Self.entries[word] != nil))
    }

    @Test func holdsManyWordsWithoutLosingAny() {
        let words = (0..<1_000).map { "w\($0)" }
        let set = WordSet(words)
        #expect(words.allSatisfy(set.contains))
        #expect(!set.contains("w1000"))
    }
}

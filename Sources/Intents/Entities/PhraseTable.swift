/// Multi-word phrases mapped to values, matched longest first at a position in O(phrases sharing a first word).
struct PhraseTable<Value: Sendable>: Sendable {
    private let byFirstWord: WordTable<[([String], Value)]>

    init(_ entries: [(String, Value)]) {
        var byFirstWord: [String: [([String], Value)]] = [:]
        for (phrase, value) in entries {
            let words = phrase.split(separator: " ").map(String.init)
            byFirstWord[words[0], default: []].append((words, value))
        }
        for key in byFirstWord.keys { byFirstWord[key]!.sort { $0.0.count > $1.0.count } }
        self.byFirstWord = WordTable(byFirstWord)
    }

    /// The longest phrase that starts at `index` among the words not yet taken, and its length.
    func match(at index: Int, in words: [String], taken: TakenWords) -> (value: Value, length: Int)? {
        guard index < words.count, !taken[index], let candidates = byFirstWord[words[index]] else { return nil }
        for (phrase, value) in candidates where index + phrase.count <= words.count {
            if phrase.indices.allSatisfy({ words[index + $0] == phrase[$0] && !taken[index + $0] }) {
                return (value, phrase.count)
            }
        }
        return nil
    }

    func contains(_ word: String) -> Bool { byFirstWord[word] != nil }

    /// The words phrases start with.
    var firstWords: Dictionary<String, [([String], Value)]>.Keys { byFirstWord.keys }

    /// Every word of every phrase.
    var words: [String] { byFirstWord.keys.flatMap { byFirstWord[$0]!.flatMap(\.0) } }
}

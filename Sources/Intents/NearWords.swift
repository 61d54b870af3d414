/// A fixed list of words, searched for those within a few edits of a typed word.
///
/// Each word's bytes and letter mask are kept ready, so a typed word is compared only with words of
/// nearby length whose letters could be that close, without touching the rest.
struct NearWords: Sendable {
    private struct Entry: Sendable {
        let word: String
        let bytes: [UInt8]
        let letters: UInt64
    }

    private let byLength: [[Entry]]

    init(_ words: some Sequence<String>) {
        var byLength: [[Entry]] = []
        for word in words {
            let bytes = Array(word.utf8)
            while byLength.count <= bytes.count { byLength.append([]) }
            byLength[bytes.count].append(Entry(word: word, bytes: bytes, letters: EditDistance.letters(bytes)))
        }
        self.byLength = byLength
    }

    /// The words within `limit` edits of `word`, with their distances, in the order they were given by length.
    func near(_ word: String, limit: Int) -> [(word: String, distance: Int)] {
        var typed = word
        return typed.withUTF8 { typed in
            let letters = EditDistance.letters(typed)
            var near: [(word: String, distance: Int)] = []
            for length in max(0, typed.count - limit)...(typed.count + limit) where length < byLength.count {
                for entry in byLength[length] where !EditDistance.lettersRuleOut(letters, entry.letters, limit: limit) {
                    let distance = entry.bytes.withUnsafeBufferPointer { EditDistance.distance(typed, $0, limit: limit) }
                    if let distance { near.append((entry.word, distance)) }
                }
            }
            return near
        }
    }
}

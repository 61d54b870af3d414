extension SlotReader {
    /// "ana's hike post", "ana's last post", "the karaoke post", "bob's post about the hike": a post described by its
    /// author, its words or being their latest, where a reference would stand; nil when no post is described so. A
    /// description without an author ("the karaoke post") must open with "the", "that" or "this" and hold a word.
    mutating func readPostDescribed() -> Command.PostDescribed? {
        guard let first = scan.firstFree,
            let postIndex = scan.words.indices.first(where: { $0 >= first && ["post", "posts"].contains(scan.words[$0]) }),
            (first..<postIndex).allSatisfy({ !scan.taken[$0] })
        else { return nil }
        var described = Command.PostDescribed(author: nil, words: [], latest: false)
        var isDefinite = false
        for index in first..<postIndex {
            let (raw, word) = (scan.utterance.raw(index), scan.words[index])
            if index == first, Self.mayBeUnmarkedPossessive(word), !raw.hasPrefix("\""), !raw.hasPrefix("“") {
                described.author = word
                continue
            }
            guard word == "last" || !Self.mayBeAnOrdinal(word), !word.contains(where: \.isASCIIDigit), !raw.hasPrefix("\""), !raw.hasPrefix("“")
            else { return nil }
            if described.author == nil, EntityScan.isPossessive(raw) {
                let name = EntityScan.username(raw)
                guard Self.isPlausibleUsername(name) else { return nil }
                described.author = name
            } else if Self.definiteWords.contains(word) {
                isDefinite = true
            } else if Self.latestWords.contains(word) {
                described.latest = true
            } else if Self.personPronouns.contains(word) {
                return nil
            } else if !Lexicon.stopWords.contains(word) {
                described.words.append(word)
            }
        }
        var end = postIndex + 1
        if !scan.utterance.raw(postIndex).hasSuffix(":"), end < scan.words.count, Self.aboutWords.contains(scan.words[end]) {
            end += 1
            while end < scan.words.count, !scan.taken[end] {
                let word = scan.words[end]
                if !Lexicon.stopWords.contains(word) { described.words.append(word) }
                end += 1
                if scan.utterance.raw(end - 1).hasSuffix(":") { break }
            }
        }
        guard described.author != nil || isDefinite && !described.words.isEmpty, described.words.count <= 4 else { return nil }
        scan.take(first..<end)
        return described
    }

    /// "second", "secnod", "thrid": a position, perhaps misspelt, which the reference reader takes.
    private static func mayBeAnOrdinal(_ word: String) -> Bool {
        ReferenceRecognizer.ordinals.keys.contains { ordinal in
            guard ordinal.count >= 5, word.count >= 5 else { return ordinal == word }
            return Array(ordinal.utf8).withUnsafeBufferPointer { a in
                Array(word.utf8).withUnsafeBufferPointer { b in EditDistance.distance(a, b, limit: word.count > 5 ? 2 : 1) != nil }
            }
        }
    }

    /// "mateos", "bea2s" opening a description: a name with the possessive "s" but no apostrophe. The author is kept as
    /// typed; the bot tries the name without the "s" when no one is called that.
    private static func mayBeUnmarkedPossessive(_ word: String) -> Bool {
        word.utf8.count >= 4 && word.hasSuffix("s") && !word.hasSuffix("ss") && isPlausibleUsername(word)
            && !Lexicon.stopWords.contains(word) && !latestWords.contains(word) && !TypoCorrector.isKnown(word)
    }

    private static let definiteWords: Set<String> = ["the", "that", "this"]
    private static let latestWords: Set<String> = ["last", "latest", "newest", "recent", "most", "new"]
    private static let personPronouns: Set<String> = ["his", "her", "their", "my", "your", "our"]
}

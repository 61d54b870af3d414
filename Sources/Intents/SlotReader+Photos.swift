/// Changes to a listing's photos said in words: "add another photo to the tent: URL", "remove the second photo of
/// listing 3", "delete all the pictures of my kayak".
extension SlotReader {
    /// The photo edit the turn asks for, as the contract's `edit_listing`: field "photo", and a link to add,
    /// "remove N" or "none"; nil when the turn names no photo, or words no rule here explains.
    mutating func readPhotoEdit() -> Slots? {
        let words = scan.words
        guard let photoWord = words.indices.first(where: { Self.photoWords.contains(words[$0]) }) else { return nil }
        var slots = Slots()
        slots.field = "photo"
        scan.taken[photoWord] = true
        if let link = scan.photo() {
            slots.value = link
            if let said = Self.position(before: photoWord, in: words) { scan.take(said.words) }
        } else {
            guard words.contains(where: Self.removingWords.contains) else { return nil }
            if let position = Self.position(before: photoWord, in: words) ?? Self.number(after: photoWord, in: words) {
                scan.take(position.words)
                slots.value = position.value < 0 ? "remove last" : "remove \(position.value)"
            } else if words[photoWord].hasSuffix("s") || words.contains("all") {
                slots.value = "none"
            } else {
                return nil
            }
        }
        for index in words.indices where !scan.taken[index] && Self.removingWords.contains(words[index]) { scan.taken[index] = true }
        for index in words.indices.dropLast() where words[index] == "the" && scan.taken[index + 1] { scan.taken[index] = true }
        if let reference = scan.reference(), reference != .it || !words.contains(where: ["my", "the"].contains) {
            slots.ref = reference
        } else if let name = ownThingName() {
            slots.ownThing = name
        }
        let rest = words.indices.filter { !scan.taken[$0] }
        guard rest.allSatisfy({ Self.photoGlue.contains(words[$0]) }) else { return nil }
        scan.take(0..<words.count)
        return slots
    }

    /// "the second photo", "the 2nd pic", "the last picture" (-1): the position said before the photo word.
    private static func position(before photoWord: Int, in words: [String]) -> (value: Int, words: Range<Int>)? {
        guard photoWord > 0 else { return nil }
        let said = words[photoWord - 1]
        let value = ReferenceRecognizer.ordinals[said] ?? Int(said.prefix { $0.isNumber }).flatMap { said.count > 2 ? $0 : nil }
        guard let value, value > 0 || value == -1 else { return nil }
        return (value, (photoWord - 1)..<photoWord)
    }

    /// "photo 2", "photo #3", "picture number 2".
    private static func number(after photoWord: Int, in words: [String]) -> (value: Int, words: Range<Int>)? {
        var index = photoWord + 1
        if index < words.count, ["number", "no", "#"].contains(words[index]) { index += 1 }
        guard index < words.count, let value = Int(words[index].drop { $0 == "#" }), (1...20).contains(value) else { return nil }
        return (value, (photoWord + 1)..<(index + 1))
    }

    static let photoWords: Set<String> = ["photo", "photos", "picture", "pictures", "pic", "pics", "image", "images", "shot", "pict"]
    private static let removingWords: Set<String> = ["remove", "delete", "drop", "take", "off", "down", "get", "rid", "of", "lose", "ditch"]
    private static let photoGlue: Set<String> = [
        "add", "upload", "attach", "put", "another", "a", "an", "one", "more", "new", "this", "that", "extra", "also", "too", "to",
        "on", "onto", "for", "of", "from", "in", "listing", "the", "my", "please", "pls", "all", "here's", "heres", "here", "is",
        "and", "can", "you", "could", "i", "want", "like", "would", "it", "its", "it's", "with", "as", "well", "just", "link",
    ]
}

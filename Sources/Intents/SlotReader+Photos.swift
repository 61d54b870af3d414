/// Changes to a listing's photos said in words: "add another photo to the tent: URL", "remove the second photo of
/// listing 3", "delete all the pictures of my kayak".
extension SlotReader {
    /// `readPhotoEdit()` when the turn names a photo, reading nothing when it has no photo edit.
    mutating func readPhotoEditIfSaid() -> Slots? {
        guard scan.words.contains(where: Self.photoWords.contains) else { return nil }
        var photos = self
        guard let slots = photos.readPhotoEdit() else { return nil }
        self = photos
        return slots
    }

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
        } else if let move = photoMoved(photoWord: photoWord) {
            slots.value = move
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
        let reference = scan.reference()
        if let reference, reference != .it || !words.contains(where: ["my", "the"].contains) {
            slots.ref = reference
        } else if let name = ownThingName() {
            slots.ownThing = name
        } else {
            slots.ref = reference
        }
        let rest = words.indices.filter { !scan.taken[$0] }
        guard rest.allSatisfy({ Self.photoGlue.contains(words[$0]) }) else { return nil }
        scan.take(0..<words.count)
        return slots
    }

    /// "make the second photo the first", "move photo 3 to the front", "use the last pic as the cover", "bump the 4th
    /// image to the front": one photo moved to another place, as the contract's value "move 3 to 1" ("last" for the
    /// last one).
    private mutating func photoMoved(photoWord: Int) -> String? {
        let words = scan.words
        guard words.contains(where: Self.movingWords.contains),
            let from = Self.position(before: photoWord, in: words) ?? Self.number(after: photoWord, in: words)
        else { return nil }
        let rest = max(from.words.upperBound, photoWord + 1)
        guard let (to, place) = (rest..<words.count).lazy.compactMap({ index in Self.placeSaid(at: index, in: words).map { ($0, index) } }).first,
            to != from.value
        else { return nil }
        scan.take(from.words)
        scan.take(place..<(place + 1))
        for index in words.indices where !scan.taken[index] && Self.movingWords.contains(words[index]) { scan.taken[index] = true }
        var glue = place + 1
        while glue < words.count, !scan.taken[glue], Self.placeGlue.contains(words[glue]), words[glue] != "the" {
            scan.taken[glue] = true
            glue += 1
        }
        for index in rest..<place where !scan.taken[index] && Self.placeGlue.contains(words[index]) && !Self.startsAName(at: index, in: words) {
            scan.taken[index] = true
        }
        let name = { (position: Int) in position < 0 ? "last" : String(position) }
        return "move \(name(from.value)) to \(name(to))"
    }

    /// True when the "the" at `index` opens a listing's name ("for the kayak") rather than a place ("to the front").
    private static func startsAName(at index: Int, in words: [String]) -> Bool {
        words[index] == "the" && index > 0 && ["for", "of", "on"].contains(words[index - 1])
    }

    /// The place a photo is moved to, said by the word at `index`: "first", "front", "cover" (1), "second" (2), "last",
    /// "end" (-1).
    private static func placeSaid(at index: Int, in words: [String]) -> Int? {
        let word = words[index]
        if ["front", "top", "start", "beginning", "cover", "main", "lead", "primary", "thumbnail"].contains(word) { return 1 }
        if ["end", "back", "bottom"].contains(word) { return -1 }
        return ReferenceRecognizer.ordinals[word]
    }

    private static let movingWords: Set<String> = ["make", "move", "use", "set", "put", "show", "bump", "shift", "place", "swap", "switch"]
    private static let placeGlue: Set<String> = [
        "to", "the", "as", "in", "at", "one", "spot", "place", "position", "slot", "photo", "picture", "pic", "image", "instead",
    ]

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

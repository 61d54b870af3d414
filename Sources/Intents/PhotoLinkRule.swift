/// A link said with a photo word or an upload verb, in the person's own words, sets a picture: "my photo should be URL",
/// "use this as my pfp URL", "put URL as my profile photo pls" set the profile's; "here's a picture for the kayak URL",
/// "projector screen photo -> URL", "upload URL for my tripod", "pic for #1: URL" add one to a listing. The profile's
/// when it is named or the photo is "my photo" with no listing named; a listing's when one is named; otherwise no
/// reading. A link meant for a post ("post", "feed", "caption") is left to the post rules, and a question about one
/// ("can i use URL as my pic?") to the rules for questions.
enum PhotoLinkRule {
    static func reading(_ utterance: Utterance, context: ParseContext) -> Reading? {
        let words = utterance.words
        guard let firstLink = words.firstIndex(where: isLink), !words[(firstLink + 1)...].contains(where: isLink),
            !utterance.line.hasSuffix("?"), !words.contains(where: postWords.contains),
            let photoWord = words.firstIndex(where: { photoWords.contains($0) || profileWords.contains($0) || attachVerbs.contains($0) || ["add", "put"].contains($0) })
        else { return nil }
        var scan = EntityScan(utterance, from: 0, context: context)
        guard let link = scan.photo() else { return nil }
        var slots = Slots()
        slots.field = "photo"
        slots.value = link
        if words.contains(where: profileWords.contains) {
            scan.takeFree(profileWords.union(photoWords).union(attachVerbs).union(glue))
            guard scan.leftoverWords().isEmpty else { return nil }
            return Reading(.editProfile, slots, base: 15, evidence: ["a profile photo link"], leftover: [])
        }
        scan.takeFree(photoWords.union(attachVerbs))
        if let reference = scan.reference(), reference != .it {
            slots.ref = reference
        } else {
            var reader = SlotReader(scan: scan)
            if let name = reader.ownThingName() ?? reader.nameBefore(photoWord) {
                slots.ownThing = name
                scan = reader.scan
            } else if photoWord > 0, words[photoWord - 1] == "my" {
                scan.takeFree(glue)
                guard scan.leftoverWords().isEmpty else { return nil }
                return Reading(.editProfile, slots, base: 15, evidence: ["a photo of my own"], leftover: [])
            } else {
                return nil
            }
        }
        scan.takeFree(glue)
        guard scan.leftoverWords().isEmpty else { return nil }
        return Reading(.editListing, slots, base: 15, evidence: ["a listing photo link"], leftover: [])
    }

    private static func isLink(_ word: String) -> Bool {
        word.hasPrefix("http://") || word.hasPrefix("https://")
    }

    private static let photoWords: Set<String> = SlotReader.photoWords.union(["img", "pict", "photograph"])
    private static let profileWords: Set<String> = ["profile", "avatar", "pfp", "headshot", "selfie", "dp"]
    private static let attachVerbs: Set<String> = ["upload", "attach", "uploaded", "attached"]
    private static let postWords: Set<String> = ["post", "feed", "caption", "timeline", "posting"]
    private static let glue: Set<String> = [
        "my", "the", "a", "an", "this", "that", "here's", "heres", "here", "is", "it", "as", "for", "to", "of", "on", "onto", "use",
        "put", "add", "set", "make", "should", "be", "new", "please", "pls", "plz", "thx", "thanks", "ty", "can", "you", "u", "could",
        "would", "i", "want", "like", "id", "i'd", "and", "with", "link", "now", "just", "one", "change", "update", "->", "=>", "-", ":",
        "picture", "me",
    ]
}

extension SlotReader {
    /// "projector screen photo -> URL": the free words right before the photo word, naming the person's own thing.
    mutating func nameBefore(_ photoWord: Int) -> String? {
        let words = scan.words
        var start = photoWord
        while start > 0, !scan.taken[start - 1], !Lexicon.stopWords.contains(words[start - 1]), words[start - 1].allSatisfy(\.isLetter) {
            start -= 1
        }
        guard start < photoWord, start == 0 || scan.taken[start - 1] || Lexicon.stopWords.contains(words[start - 1]) else { return nil }
        scan.take(start..<photoWord)
        return words[start..<photoWord].joined(separator: " ")
    }
}

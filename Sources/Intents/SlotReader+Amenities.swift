/// An owner adding or taking away one thing a listing comes with, said in words: "add a balcony to the loft",
/// "my studio has a microwave now", "no more parking at the garage", "listing 3 doesn't have wifi anymore".
extension SlotReader {
    /// The contract's `edit_listing` with field "amenities" and a value "add …" or "remove …", the thing as said;
    /// nil unless the turn names one of the person's own listings and what it now has or no longer has, in one
    /// of two shapes: a verb, the thing and where ("add a balcony to the loft", "remove parking from listing 3"),
    /// or the listing, then what it has ("my studio has a microwave now", "the closet doesn't have wifi anymore").
    mutating func readAmenityEdit() -> Slots? {
        let words = scan.words
        guard !scan.utterance.line.hasSuffix("?"), !words.contains(where: { $0.hasPrefix("@") || $0.hasPrefix("http") }),
            !(0..<words.count).contains(where: { IntentParser.endsClause(scan.utterance.raw($0)) && $0 < words.count - 1 }),
            !words.indices.dropLast(2).contains(where: { words[$0] == "parking" && words[$0 + 1] == "for" && EntityScan.count(words[$0 + 2]) != nil })
        else { return nil }
        for (phrase, change) in Self.verbs where words.starts(with: phrase) || words.starts(with: ["please"] + phrase) {
            let start = words.firstIndex(of: phrase[0])! + phrase.count
            if phrase == ["no"], HomeRuleWords.ruleThings.match(at: start, in: words, taken: scan.taken) != nil { continue }
            guard let joint = (start..<words.count).first(where: { change.joints.contains(words[$0]) }), joint > start,
                phrase != ["no"] || !["allowed", "permitted"].contains(words[joint - 1]),
                let slots = amenityChange(adds: change.adds, thing: start..<joint, target: (joint + 1)..<words.count, mayBeThe: phrase != ["no"])
            else { continue }
            return slots
        }
        for (phrase, adds) in Self.statements {
            guard let at = (1..<max(1, words.count)).first(where: { words[$0...].starts(with: phrase) }) else { continue }
            let thing = at + phrase.count
            if phrase.last == "allow", thing < words.count, HomeRuleWords.ruleThings.match(at: thing, in: words, taken: scan.taken) != nil { continue }
            if let slots = amenityChange(adds: adds, thing: thing..<words.count, target: 0..<at, mayBeThe: !adds || words.last == "now") {
                return slots
            }
        }
        return nil
    }

    private mutating func amenityChange(adds: Bool, thing: Range<Int>, target: Range<Int>, mayBeThe: Bool) -> Slots? {
        let words = scan.words
        var slots = Slots()
        slots.field = "amenities"
        var named = scan
        named.take(0..<words.count)
        for index in target { named.taken[index] = false }
        var reader = SlotReader(scan: named)
        if let reference = reader.scan.reference() {
            slots.ref = reference
        } else if let name = reader.ownThingName(), !Self.notListings.contains(String(name.split(separator: " ").last ?? "")) {
            guard mayBeThe || words[target].contains("my") else { return nil }
            slots.ownThing = name
        } else {
            return nil
        }
        guard target.allSatisfy({ reader.scan.taken[$0] || Self.targetGlue.contains(words[$0]) }) else { return nil }
        let said = words[thing].filter { !Self.thingGlue.contains($0) }
        guard (1...4).contains(said.count),
            !said.contains(where: { Self.photoWords.contains($0) || ["it", "this", "that", "them", "one", "my", "back"].contains($0) || ReferenceRecognizer.recordWords.contains($0) || $0.first?.isNumber == true }),
            !said.contains(where: { Self.listingFields[$0] != nil && Lexicon.amenities.match(at: 0, in: [$0], taken: TakenWords(count: 1)) == nil })
        else { return nil }
        slots.value = (adds ? "add " : "remove ") + said.joined(separator: " ")
        scan.take(0..<words.count)
        return slots
    }

    /// Verbs that open the sentence, the words that join the thing to the listing, and whether it is added.
    private static let verbs: [([String], (adds: Bool, joints: Set<String>))] = [
        (["add"], (true, ["to", "onto"])), (["put"], (true, ["in", "into", "on"])), (["remove"], (false, ["from"])),
        (["take"], (false, ["off", "from", "out"])), (["no", "more"], (false, ["at", "in", "on", "for"])),
        (["no"], (false, ["at", "in", "on", "for"])),
    ]

    /// What a listing is said to have now, or no longer to have, after its name.
    private static let statements: [([String], Bool)] = [
        (["no", "longer", "has"], false), (["doesn't", "have"], false), (["does", "not", "have"], false), (["has", "no"], false),
        (["now", "has", "got"], true), (["now", "has"], true), (["now", "comes", "with"], true), (["comes", "with"], true),
        (["has"], true), (["lost"], false), (["no", "longer", "allows"], false), (["doesn't", "allow"], false),
        (["does", "not", "allow"], false), (["now", "allows"], true), (["allows"], true),
    ]

    private static let thingGlue: Set<String> = ["a", "an", "some", "new", "any", "now", "anymore", "too", "also", "the", "more", "longer", "please", "its", "own"]
    private static let targetGlue: Set<String> = ["listing", "the", "my", "please", "now", "pls", "place", "also", "too", "still", "of"]
    /// Things of one's own that are not listings: "add ana to my friends", "add it to my favorites".
    private static let notListings: Set<String> = [
        "friends", "favorites", "favourites", "favs", "faves", "saved", "list", "wallet", "balance", "account", "feed", "profile", "bio",
        "site", "website", "app", "platform", "marketplace", "market", "rentline", "search",
        "calendar", "followers", "following", "watchlist", "post", "posts", "cart", "page",
    ]
}

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
        for (phrase, change) in Self.verbs {
            guard let lead = Self.verbLeads.first(where: { words.starts(with: $0 + phrase) }) else { continue }
            if phrase == ["got"], words.last != "now", !lead.contains(where: { $0.hasSuffix("'ve") || $0 == "ive" }) { continue }
            let start = lead.count + phrase.count
            let saysWhatTheyDid = Self.everydayVerbs.contains(phrase) || phrase == ["put"] && !lead.isEmpty && lead != ["please"]
            if phrase == ["no"], HomeRuleWords.ruleThings.match(at: start, in: words, taken: scan.taken) != nil { continue }
            guard let joint = (start..<words.count).first(where: { change.joints.contains(words[$0]) }), joint > start,
                phrase != ["no"] || !["allowed", "permitted"].contains(words[joint - 1]),
                let slots = amenityChange(
                    adds: change.adds, thing: start..<joint, target: (joint + 1)..<words.count, mayBeThe: phrase != ["no"],
                    onlyKnownThings: saysWhatTheyDid)
            else { continue }
            return slots
        }
        for (phrase, adds) in Self.statements {
            guard let at = (1..<max(1, words.count)).first(where: { words[$0...].starts(with: phrase) }) else { continue }
            let thing = at + phrase.count
            if phrase.last == "allow", thing < words.count, HomeRuleWords.ruleThings.match(at: thing, in: words, taken: scan.taken) != nil { continue }
            if phrase.last == "allows", let slots = petsAllowed(adds: adds, thing: thing..<words.count, target: 0..<at) { return slots }
            if let slots = amenityChange(
                adds: adds, thing: thing..<words.count, target: 0..<at, mayBeThe: !adds || words.last == "now", onlyKnownThings: phrase == ["lost"])
            {
                return slots
            }
        }
        for (phrase, adds) in Self.passives {
            guard let at = (1..<max(1, words.count)).first(where: { words[$0...].starts(with: phrase) }) else { continue }
            if let slots = amenityChange(adds: adds, thing: 0..<at, target: (at + phrase.count)..<words.count, mayBeThe: true, onlyKnownThings: true) {
                return slots
            }
        }
        return stateStatement()
    }

    /// "my apt is furnished now", "the loft is pet friendly now", "my apartment isn't furnished anymore": a home's state
    /// said with "is", read only for the amenities that are states, and only with "now", "anymore" or "no longer".
    private mutating func stateStatement() -> Slots? {
        let words = scan.words
        for (phrase, adds) in Self.stateVerbs {
            guard let at = (1..<max(1, words.count)).first(where: { words[$0...].starts(with: phrase) }) else { continue }
            let thing = at + phrase.count
            var end = words.count
            var saysWhen = phrase.contains("now") || phrase.contains("longer")
            while end > thing, Self.stateMarkers.contains(words[end - 1]) {
                saysWhen = true
                end -= 1
            }
            guard saysWhen, let state = Lexicon.amenities.match(at: thing, in: words, taken: TakenWords(count: words.count)),
                thing + state.length == end, Self.states.contains(state.value)
            else { return nil }
            return amenityChange(adds: adds, thing: thing..<end, target: 0..<at, mayBeThe: true)
        }
        return nil
    }

    /// `onlyKnownThings` when the words also say what anyone does at home ("i put the groceries in the fridge", "the loft
    /// lost its charm"): the thing must then be one a place comes with.
    private mutating func amenityChange(adds: Bool, thing: Range<Int>, target: Range<Int>, mayBeThe: Bool, onlyKnownThings: Bool = false) -> Slots? {
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
        let said = words[thing].filter { !Self.thingGlue.contains($0) }.map { $0.hasSuffix("'s") ? String($0.dropLast(2)) : $0 }
        guard (1...4).contains(said.count),
            !said.contains(where: { Self.photoWords.contains($0) || ["it", "this", "that", "them", "one", "my", "back"].contains($0) || ReferenceRecognizer.recordWords.contains($0) || $0.first?.isNumber == true }),
            !said.contains(where: { Self.listingFields[$0] != nil && Lexicon.amenities.match(at: 0, in: [$0], taken: TakenWords(count: 1)) == nil }),
            !onlyKnownThings || Lexicon.namesAFurnishing(said)
        else { return nil }
        slots.value = (adds ? "add " : "remove ") + said.joined(separator: " ")
        scan.take(0..<words.count)
        return slots
    }

    /// "the oak st apartment allows cats now", "my flat no longer allows dogs": pets said allowed or not are the amenity
    /// "pets allowed", which the bot keeps from contradicting the house rules.
    private mutating func petsAllowed(adds: Bool, thing: Range<Int>, target: Range<Int>) -> Slots? {
        let said = scan.words[thing].filter { !Self.thingGlue.contains($0) && $0 != "and" }
        guard !said.isEmpty, said.allSatisfy(HomeRuleWords.petWords.contains),
            var slots = amenityChange(adds: adds, thing: thing, target: target, mayBeThe: true)
        else { return nil }
        slots.value = (adds ? "add " : "remove ") + "pets allowed"
        return slots
    }

    /// Verbs that open the sentence, the words that join the thing to the listing, and whether it is added.
    private static let verbs: [([String], (adds: Bool, joints: Set<String>))] = [
        (["add"], (true, ["to", "onto"])), (["added"], (true, ["to", "onto", "in"])), (["put"], (true, ["in", "into", "on"])),
        (["throw"], (true, ["in", "into"])), (["threw"], (true, ["in", "into"])), (["install"], (true, ["in", "at"])),
        (["installed"], (true, ["in", "at"])), (["set", "up"], (true, ["in", "at"])), (["got"], (true, ["in", "at"])),
        (["remove"], (false, ["from"])), (["removed"], (false, ["from"])), (["take"], (false, ["off", "from", "out"])),
        (["took"], (false, ["off", "from", "out"])), (["get", "rid", "of"], (false, ["in", "at", "from"])),
        (["got", "rid", "of"], (false, ["in", "at", "from"])), (["drop"], (false, ["from"])), (["dropped"], (false, ["from"])),
        (["delete"], (false, ["from"])), (["deleted"], (false, ["from"])), (["scratch"], (false, ["from"])),
        (["strike"], (false, ["from"])), (["yank"], (false, ["from"])), (["yanked"], (false, ["from"])),
        (["no", "more"], (false, ["at", "in", "on", "for"])), (["no"], (false, ["at", "in", "on", "for"])),
    ]
    /// Verbs of everyday life that say a listing changed only when what they move is something a place comes with.
    private static let everydayVerbs: Set<[String]> = [["throw"], ["threw"], ["took"], ["get", "rid", "of"], ["got", "rid", "of"], ["got"]]

    /// Who may say a verb before it: "i put a mini fridge in the closet", "we've got air conditioning in the loft now"
    /// ("got" only so, or with "now": "i got a tent in the closet" is no amenity).
    private static let verbLeads: [[String]] = [
        [], ["please"], ["i"], ["we"], ["i've"], ["ive"], ["we've"], ["just"], ["i", "just"], ["we", "just"], ["i've", "just"],
    ]
    /// What was added to a listing or is gone from it, said after the thing: "fridge added to the quiet room", "the
    /// dishwasher's gone from the second one", "the study desk is no longer in my office".
    private static let passives: [([String], Bool)] = [
        (["added", "to"], true), (["installed", "in"], true), (["is", "now", "in"], true), (["is", "gone", "from"], false),
        (["gone", "from"], false), (["gone", "at"], false), (["is", "no", "longer", "in"], false), (["is", "no", "longer", "at"], false),
        (["no", "longer", "in"], false), (["removed", "from"], false), (["taken", "out", "of"], false),
    ]

    /// What a listing is said to have now, or no longer to have, after its name.
    private static let statements: [([String], Bool)] = [
        (["no", "longer", "has"], false), (["doesn't", "have"], false), (["does", "not", "have"], false), (["has", "no"], false),
        (["now", "has", "got"], true), (["now", "has"], true), (["now", "comes", "with"], true), (["comes", "with"], true),
        (["has"], true), (["lost"], false), (["no", "longer", "allows"], false), (["doesn't", "allow"], false),
        (["does", "not", "allow"], false), (["now", "allows"], true), (["allows"], true),
    ]

    private static let stateVerbs: [([String], Bool)] = [
        (["is", "no", "longer"], false), (["is", "not"], false), (["isn't"], false), (["isnt"], false), (["is", "now"], true),
        (["now", "is"], true), (["is"], true),
    ]
    private static let stateMarkers: Set<String> = ["now", "anymore", "any", "more", "again", "too"]
    /// The amenities that are said as what a home is rather than what it has.
    private static let states: Set<String> = ["furnished", "pets allowed"]

    private static let thingGlue: Set<String> = ["a", "an", "some", "new", "any", "now", "anymore", "too", "also", "the", "more", "longer", "please", "its", "own"]
    private static let targetGlue: Set<String> = [
        "listing", "the", "my", "please", "now", "pls", "place", "also", "too", "still", "of", "anymore", "any", "more",
    ]
    /// Things of one's own that are not listings: "add ana to my friends", "add it to my favorites".
    private static let notListings: Set<String> = [
        "friends", "favorites", "favourites", "favs", "faves", "saved", "list", "wallet", "balance", "account", "feed", "profile", "bio",
        "site", "website", "app", "platform", "marketplace", "market", "rentline", "search",
        "calendar", "followers", "following", "watchlist", "post", "posts", "cart", "page",
    ]
}

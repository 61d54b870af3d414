/// Who and which of their own things a turn names: a person behind a request or whose reviews are asked for,
/// and an owner's listing called by its name instead of its number.
extension SlotReader {
    /// "my kayak", "the garage one", "my apartment listing": the words naming one of the person's own things,
    /// taken with the "my" or "the" before them and a "listing" or "one" after.
    mutating func ownThingName() -> String? {
        let words = scan.words
        guard let article = words.indices.first(where: { !scan.taken[$0] && ["my", "the"].contains(words[$0]) }) else { return nil }
        let start = Self.nameAfterAListingFor(article, in: words) ?? article + 1
        var end = nameRunEnd(from: start)
        guard end > start, !words[start..<end].contains(where: Self.namesTheBotsOwnThing)
        else { return nil }
        var name = words[start..<end].joined(separator: " ")
        if !IntentParser.endsPhrase(scan.utterance.raw(end - 1)), let place = placeAfterAName(at: end) {
            name += " " + place.name
            end = place.end
        }
        if end < words.count, !scan.taken[end], Self.ownThingEnds.contains(words[end]) { end += 1 }
        if let listedByMe = Self.listedByMe.match(at: end, in: words, taken: scan.taken) { end += listedByMe.length }
        scan.take(article..<end)
        return name
    }

    /// "my listing for the canoe", "the ad for my projector": where the name starts after the word for a listing.
    private static func nameAfterAListingFor(_ article: Int, in words: [String]) -> Int? {
        guard article + 3 < words.count, ["listing", "ad", "advert"].contains(words[article + 1]), words[article + 2] == "for",
            ["my", "the"].contains(words[article + 3])
        else { return nil }
        return article + 4
    }

    /// "the studio I listed", "the tent i put up": words after a name that say it is the speaker's own listing.
    private static let listedByMe = PhraseTable<Bool>(
        ["i listed", "that i listed", "i posted", "that i posted", "i put up", "that i put up", "i rent out", "i'm renting out", "im renting out"]
            .map { ($0, true) })

    /// "pause garage", "unpause home office for a week": a name said right after the command without "my" or "the", read
    /// as `ownThingName` reads one; none when it names an amenity, a feature of the bot or a person.
    mutating func bareOwnThingName() -> String? {
        let words = scan.words
        guard let first = scan.firstFree, first > 0, (0..<first).allSatisfy({ scan.taken[$0] }), !Lexicon.amenities.contains(words[first])
        else { return nil }
        var end = nameRunEnd(from: first)
        guard end > first, !words[first..<end].contains(where: Self.namesTheBotsOwnThing) else { return nil }
        let name = words[first..<end].joined(separator: " ")
        if end < words.count, !scan.taken[end], Self.ownThingEnds.contains(words[end]), words[end] != "for" { end += 1 }
        scan.take(first..<end)
        return name
    }

    /// Where the words of a listing's name that start at `start` end: free words that are no small word, month, weekday or
    /// ending ("listing", "for"), each with a letter or counting rooms ("2 bedroom"), up to the end of a phrase.
    private func nameRunEnd(from start: Int) -> Int {
        let words = scan.words
        var end = start
        while end < words.count, !scan.taken[end], !Lexicon.stopWords.contains(words[end]), !Self.ownThingEnds.contains(words[end]),
            TimeVocabulary.months[words[end]] == nil, TimeVocabulary.weekdays[words[end]] == nil, !Self.recurringWords.contains(words[end]),
            words[end].contains(where: \.isLetter) || Self.countsRooms(at: end, in: words),
            words[end].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "'" })
        {
            end += 1
            if IntentParser.endsPhrase(scan.utterance.raw(end - 1)) { break }
        }
        return end
    }

    /// The street or town said by "in alameda", "on elm st" or "at 5th ave" after a listing's name ("my room in sf",
    /// "the house on elm st"), a town by its name, and where the words end. Nil unless `index` holds such a word
    /// before a street or a town.
    private func placeAfterAName(at index: Int) -> (name: String, end: Int)? {
        let words = scan.words
        guard index + 1 < words.count, !scan.taken[index], ["in", "on", "at"].contains(words[index]) else { return nil }
        if words[index] == "in", !scan.taken[index + 1], words[index + 1].count == 5, words[index + 1].allSatisfy(\.isASCIIDigit) {
            return (words[index + 1], index + 2)
        }
        for length in 1...2 where index + 1 + length < words.count {
            let suffix = index + 1 + length
            if !scan.taken[suffix], Self.streetSuffixes.contains(words[suffix]), (index + 1..<suffix).allSatisfy({ !scan.taken[$0] }) {
                return (words[(index + 1)...suffix].joined(separator: " "), suffix + 1)
            }
        }
        return CityNames.shared.match(at: index + 1, in: words, taken: scan.taken).map { ($0.city, index + 1 + $0.length) }
    }

    private static let streetSuffixes: Set<String> = [
        "st", "street", "ave", "avenue", "rd", "road", "blvd", "boulevard", "dr", "drive", "way", "ln", "lane", "ct", "court", "pl",
        "ter", "terrace", "pkwy", "parkway",
    ]

    /// "remove my bounce house listing, we sold it": an own listing named after the command and before the only
    /// reference, an "it" that stands for it. Named before the command ("I sold the bike, please delete that
    /// listing"), the reference is the command's object.
    mutating func nameBeforeIt() -> String? {
        var byReference = scan
        guard let command = scan.taken.firstIndex(of: true), byReference.reference() == .it,
            let it = byReference.taken.indices.first(where: { byReference.taken[$0] && !scan.taken[$0] })
        else { return nil }
        var named = self
        guard let name = named.ownThingName(),
            let start = named.scan.taken.indices.first(where: { named.scan.taken[$0] && !scan.taken[$0] }), command < start, start < it
        else { return nil }
        self = named
        return name
    }

    /// "I sold the karaoke machine, please delete that listing": an own listing named in the turn's words before the
    /// command, which the command's "it" or "that listing" stands for. Only a reading of the whole turn sees them.
    mutating func nameBeforeTheCommand() -> String? {
        guard let command = scan.taken.firstIndex(of: true), command > 0 else { return nil }
        var before = self
        before.scan.taken = scan.taken.takingAllBut(0...(command - 1))
        guard let name = before.ownThingName() else { return nil }
        for index in 0..<command where before.scan.taken[index] { scan.taken[index] = true }
        return name
    }

    /// True for a word that names the bot's own things, not a listing or a booking: "delete my account",
    /// "remove the parking filter", "cancel that search".
    static func namesTheBotsOwnThing(_ word: String) -> Bool {
        Lexicon.featureNouns.contains(word) || notOwnThings.contains(word)
    }

    private static let notOwnThings: Set<String> = [
        "account", "filter", "filters", "search", "like", "photo", "password", "review", "order", "plan", "plans",
        "user", "person", "guy", "member", "people", "host", "owner", "renter", "tenant", "friend", "friends", "follower", "chat",
        "thread", "dm", "convo",
    ]

    /// "my 2 bedroom", "the 3 bed house": a number of rooms that is part of how a home is called.
    private static func countsRooms(at index: Int, in words: [String]) -> Bool {
        words[index].allSatisfy(\.isASCIIDigit) && index + 1 < words.count && roomWords.contains(words[index + 1])
    }

    private static let roomWords: Set<String> = ["bedroom", "bedrooms", "bed", "beds", "br", "bdr", "bdrm", "room", "rooms"]

    private static let ownThingEnds: Set<String> = ["listing", "one", "ad", "post", "place", "for", "while", "since", "because", "until", "so", "permanently", "again"]

    /// Who made a request: "@dana" or "kevin's" anywhere, the name after "from" or "by", or a name alone after the
    /// command in its clause ("reject lee", "say no to lee", "reject xiu2, the condo's taken").
    mutating func requesterName() -> String? {
        if let user = validUser(scan.user(positional: false)) ?? validUser(scan.possessiveUser()) { return user }
        let words = scan.words
        for index in words.indices.dropLast() where !scan.taken[index] && ["from", "by"].contains(words[index]) {
            guard !scan.taken[index + 1], let user = validUser(EntityScan.username(scan.utterance.raw(index + 1))) else { continue }
            scan.take(index..<(index + 2))
            return user
        }
        guard let first = scan.firstFree, first > 0, scan.taken[first - 1] else { return nil }
        let clause = IntentParser.clause(around: first, in: scan.utterance)
        var timed = scan
        let readsATime = timed.time() != nil && clause.contains { timed.taken[$0] != scan.taken[$0] }
        guard scan.leftoverIndices().filter(clause.contains) == [first], !readsATime,
            Lexicon.types.match(at: first, in: scan.words, taken: scan.taken) == nil
        else { return nil }
        var named = scan
        guard let user = validUser(named.user(positional: true)) else { return nil }
        scan = named
        return user
    }

    static let requestWords: Set<String> = [
        "request", "requests", "application", "applications", "booking", "reservation", "lease", "rental", "tenancy", "the", "their", "his", "her",
    ]

    /// Whom a turn names: "@ana" or "ana's" anywhere, the name after "for", "of", "on", "about" or "by" (past a
    /// word for the person's role: "for renter tomas"), else the word right after the command.
    mutating func namedPerson() -> String? {
        if let user = validUser(scan.user(positional: false)) ?? validUser(scan.possessiveUser()) { return user }
        let words = scan.words
        for index in words.indices where !scan.taken[index] && ["for", "of", "on", "about", "by"].contains(words[index]) {
            var name = index + 1
            if name < words.count, Self.roles.contains(words[name]) { name += 1 }
            guard name < words.count, !scan.taken[name], let user = validUser(EntityScan.username(scan.utterance.raw(name))) else { continue }
            scan.take(index..<(name + 1))
            return user
        }
        guard let first = scan.firstFree, first > 0, scan.taken[first - 1] else { return nil }
        if Self.roles.contains(words[first]) { scan.taken[first] = true }
        return validUser(scan.user(positional: true))
    }

    private static let roles: Set<String> = ["renter", "owner", "host", "guest", "tenant", "user", "member", "landlord"]
}

extension SlotReader {
    /// "follow her", "message the owner: …": a person named by a pronoun right after the command, who is the one
    /// the bot showed last; the words are taken and no user is set.
    /// "i'm done with ivy, unfollow her", "about @omar - block him": the person a pronoun at `pronoun` stands for, named
    /// earlier in the turn by handle or after a preposition; nil when none is, and the bot takes the one shown.
    func personNamedBefore(_ pronoun: Int) -> String? {
        let words = scan.words
        for index in words.indices.prefix(pronoun).reversed() {
            let user = EntityScan.username(scan.utterance.raw(index))
            if words[index].hasPrefix("@"), let handle = validUser(user) { return handle }
            if EntityScan.isPossessive(scan.utterance.raw(index)), let name = validUser(user), !Lexicon.stopWords.contains(name),
                !TypoCorrector.isKnown(name)
            {
                return name
            }
            guard index > 0, Self.beforeAPersonNamed.contains(words[index - 1]), let name = validUser(user), !Lexicon.stopWords.contains(name),
                !TypoCorrector.isKnown(name)
            else { continue }
            return name
        }
        return nil
    }

    private static let beforeAPersonNamed: Set<String> = ["with", "about", "of", "from", "to", "for", "by"]

    mutating func takePersonShown() -> Bool {
        personShownNamed() != nil
    }

    /// The person shown last, named by a pronoun or a role ("the owner"): true for a role, false for a pronoun,
    /// nil when neither is the first free word.
    mutating func personShownNamed() -> Bool? {
        guard let first = scan.firstFree else { return nil }
        let words = scan.words
        for (phrase, isRole) in Self.personPronouns {
            let end = first + phrase.count
            guard end <= words.count, Array(words[first..<end]) == phrase, (first..<end).allSatisfy({ !scan.taken[$0] }) else { continue }
            scan.take(first..<end)
            return isRole
        }
        return nil
    }

    private static let personPronouns: [([String], isRole: Bool)] = [
        (["this", "person"], true), (["that", "person"], true), (["the", "owner"], true), (["the", "host"], true),
        (["the", "landlord"], true), (["the", "lister"], true), (["the", "seller"], true), (["this", "user"], true),
        (["that", "user"], true), (["him"], false), (["her"], false), (["them"], false),
    ]
}

extension SlotReader {
    /// True when the words after the command open with "the", "that", "this", "those" or "these" (or the command's
    /// own words end with "the": "rent the …"): what follows names one thing already seen.
    func namesOneSeen() -> Bool {
        guard let first = scan.firstFree else { return false }
        return Self.definite.contains(scan.words[first]) || (first > 0 && scan.taken[first - 1] && Self.definite.contains(scan.words[first - 1]))
    }

    private static let definite: Set<String> = ["the", "that", "this", "those", "these"]

    /// Words that open what a message would be about rather than the message: "message the owner about the key".
    static let aboutWords: Set<String> = ["about", "regarding", "re", "concerning"]
    /// What follows the person after "let": "let ana know I'm late"; anything else ("let ana have it") is no message.
    static let lettingKnow: Set<String> = ["know", "hear"]
    /// The place of "I'm based in berkeley now, any drills?": its own clause, with a ZIP code or state after a comma
    /// ("san francisco, 94110"), without the courtesy or "now" after it.
    /// "moved to san jose, update my location": a town or ZIP said in the clauses before the command, as typed.
    mutating func placeSaidBefore() -> String? {
        var probe = scan
        let before = probe.taken
        guard let place = probe.place() else { return nil }
        let said = probe.words.indices.filter { probe.taken[$0] && !before[$0] && !["to", "in", "at", "near", "from"].contains(probe.words[$0]) }
        guard let start = said.first, let end = said.last else { return nil }
        switch place {
        case .zip(let zip):
            scan = probe
            return zip
        case .city, .cityInState:
            scan = probe
            return String(scan.utterance.typed(start..<(end + 1))).trimmingCharacters(in: .punctuationCharacters.union(.whitespaces))
        default:
            return nil
        }
    }

    static func placeSaid(_ text: String) -> String? {
        let parts = text.prefix { !";?!".contains($0) }.split(separator: ",", omittingEmptySubsequences: false)
        let kept = parts.prefix(1) + parts.dropFirst().prefix { part in
            let part = withoutClosingCourtesies(part.trimmingCharacters(in: .whitespaces)) ?? ""
            return part.first?.isNumber == true || (1...2).contains(part.count) || RegionNames.usStatesAfterACity[part.lowercased()] != nil
        }
        return withoutClosingCourtesies(kept.joined(separator: ",")).flatMap(withoutWhenItHappened)
    }

    /// A place without the time said after it: "denver" of "denver last month", "94110" of "94110 two weeks ago".
    static func withoutWhenItHappened(_ text: String) -> String? {
        let words = text.split(separator: " ")
        let cut = words.indices.dropFirst().first { index in
            let word = words[index].lowercased()
            return happenedWords.contains(word)
                || index + 1 < words.count && happenedUnits.contains(words[index + 1].lowercased().trimmingCharacters(in: .punctuationCharacters))
                    && (word.allSatisfy(\.isNumber) || NumberWords.wordValue(word) != nil)
        }
        guard let cut else { return text }
        return cut == 0 ? nil : words[..<cut].joined(separator: " ")
    }

    private static let happenedWords: Set<String> = ["last", "recently", "yesterday", "earlier", "since", "this", "these", "a", "few", "couple", "ago"]
    private static let happenedUnits: Set<String> = ["day", "days", "week", "weeks", "month", "months", "year", "years"]

    /// A value without the "now", "please" or "thanks" that closes the sentence it was said in: "Mateo R" of "i go by
    /// Mateo R now".
    /// "Devon Price, put that on my profile": a name without the request or courtesy said after a comma.
    static func beforeALaterRequest(_ text: String) -> String {
        guard let comma = text.range(of: ", ") else { return text }
        let next = text[comma.upperBound...].split(separator: " ").first.map { $0.lowercased() } ?? ""
        return CommandRules.startsACommand(next) || ["please", "pls", "thanks", "thank", "thx"].contains(next) ? String(text[..<comma.lowerBound]) : text
    }

    static func withoutClosingCourtesies(_ text: String) -> String? {
        var words = text.split(separator: " ")
        while let last = words.last, ["now", "please", "pls", "thanks", "thx", "nowadays", "today"].contains(last.lowercased()) { words.removeLast() }
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    /// Words before a colon that only announce the new value: "update my bio please. new one: …".
    static let newValueIntroducers: Set<String> = ["new", "one", "here", "it's", "its", "version", "updated", "is", "goes"]

    /// A name without where it is to show said after it: "Priya S." of "call me Priya S. on here".
    static func withoutWhereItShows(_ text: String) -> String? {
        var words = text.split(separator: " ").map(String.init)
        while let phrase = whereANameShows.first(where: { phrase in
            words.count > phrase.count && words.suffix(phrase.count).map { $0.lowercased().trimmingCharacters(in: .punctuationCharacters) } == phrase
        }) {
            words.removeLast(phrase.count)
        }
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    private static let whereANameShows: [[String]] = [
        ["on", "here"], ["here"], ["on", "rentline"], ["on", "the", "app"], ["on", "this", "app"], ["on", "the", "site"], ["on", "this", "site"],
        ["on", "my", "profile"], ["from", "now", "on"], ["instead"], ["going", "forward"], ["please"], ["pls"], ["thanks"],
    ]

    /// What a photo used "as" names when it becomes the person's picture: "use URL as my avatar".
    static let profilePictureNames: Set<[String]> = [
        ["my", "profile", "photo"], ["my", "profile", "picture"], ["my", "profile", "pic"], ["my", "avatar"], ["my", "photo"], ["my", "picture"],
        ["my", "pic"], ["profile", "photo"], ["profile", "picture"], ["profile", "pic"], ["avatar"], ["my", "new", "avatar"],
        ["my", "new", "profile", "photo"], ["my", "new", "profile", "pic"],
    ]
    /// What follows the person after "let" when an owner lets a requester in: "let sam have the room".
    static let lettingUse: Set<String> = ["rent", "have", "book", "take", "use", "borrow", "lease", "stay", "get"]

    /// "about this one", "about it", "regarding the listing": the rest only says what a message would be about.
    func onlySaysWhatItIsAbout(from index: Int) -> Bool {
        let rest = scan.words[index...]
        return rest.first.map(Self.aboutWords.contains) == true
            && rest.dropFirst().allSatisfy { Self.whatItIsAbout.contains($0) || Self.thingsInView.contains($0) }
    }

    private static let whatItIsAbout: Set<String> = ["this", "that", "it", "one", "the", "listing", "item", "place", "please", "pls", "thing"]

    /// True when the words from `index` on are plainly what to send: after a colon, in quotes, or after "saying"
    /// or "that" ("message her: running late"), so "message the owner about the key later" sends nothing.
    static func introducesText(at index: Int, in scan: EntityScan) -> Bool {
        if index > 0, scan.utterance.raw(index - 1).hasSuffix(":") { return true }
        let raw = scan.utterance.raw(index)
        return raw.hasPrefix("\"") || raw.hasPrefix("'") || raw.hasPrefix(":") || ["saying", "that"].contains(scan.words[index])
    }
}

extension SlotReader {
    /// "approve the drill one", "decline the one for saturday", "the kayak request": the words that tell a waiting
    /// request from the others, all the free words there are.
    mutating func describedRequest() -> String? {
        let words = scan.words
        let commandStart = words.indices.first { scan.taken[$0] } ?? 0
        let clause = words.indices[..<(words.indices.dropFirst(commandStart).first { scan.utterance.clauseEnds[$0] }.map { $0 + 1 } ?? words.count)]
        let free = clause.filter { !scan.taken[$0] && !Self.describingGlue.contains(words[$0]) && !Self.requestWords.contains(words[$0]) }
        let namesOneAsked = words.contains(where: ["one", "request", "booking", "viewing", "application"].contains)
            || words.contains(where: ["lease", "rental"].contains) && !words.contains(where: ["a", "an"].contains)
        guard namesOneAsked, (1...3).contains(free.count),
            free.allSatisfy({ words[$0].contains(where: { $0.isLetter || $0.isNumber }) && !IntentParser.commandWordSet.contains(words[$0]) })
        else { return nil }
        for index in clause where !scan.taken[index] { scan.taken[index] = true }
        return free.map { words[$0] }.joined(separator: " ")
    }

    /// "ines can have the studio", "let gus lease the townhouse": the requester, and the listing's words said in the same
    /// clause, which the bot uses to tell the person's requests apart.
    mutating func readRequester(_ user: String, withListingIn clause: ClosedRange<Int>, into slots: inout Slots) {
        slots.requester = user
        scan.queryWithin = clause
        slots.query = scan.takeQuery()
    }

    /// "accept omar for the room": who asked, and for what; nil, changing nothing, unless both are said.
    mutating func requesterWithListing() -> (name: String, listing: String)? {
        var peeled = self
        guard let listing = peeled.listingRequestedAtTheEnd(), let name = peeled.requesterName() else { return nil }
        self = peeled
        return (name, listing)
    }

    /// "accept omar for the room", "decline lee on the kayak": the listing a requester asked for, after "for" or "on",
    /// in one to three words that end the line.
    private mutating func listingRequestedAtTheEnd() -> String? {
        let words = scan.words
        guard let start = scan.firstFree,
            let first = words.indices.last(where: { $0 > start && !scan.taken[$0] && ["for", "on"].contains(words[$0]) })
        else { return nil }
        let rest = ((first + 1)..<words.count).filter { !Self.describingGlue.contains(words[$0]) && words[$0] != "my" }
        guard (1...3).contains(rest.count), rest.allSatisfy({ !scan.taken[$0] && !IntentParser.commandWordSet.contains(words[$0]) }) else { return nil }
        scan.take(first..<words.count)
        return rest.map { words[$0] }.joined(separator: " ")
    }

    private static let describingGlue: Set<String> = [
        "one", "for", "on", "the", "that", "is", "its", "it's", "please", "pls", "a", "an", "sorry", "thanks", "thx", "sadly", "unfortunately",
    ]
}

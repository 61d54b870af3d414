/// Reads the slots of one command shape from the words after the command; nil when the words do not fit it.
struct SlotReader {
    static let spotKinds = PhraseTable<String>([
        ("skate", "skate"), ("skating", "skate"), ("skatepark", "skate"), ("skate park", "skate"),
        ("historical", "historical"), ("historic", "historical"), ("history", "historical"),
        ("water", "water"), ("beach", "water"), ("lake", "water"), ("swimming", "water"),
        ("nature", "nature"), ("hiking", "nature"), ("trail", "nature"),
        ("food", "food"), ("restaurant", "food"), ("eat", "food"), ("cafe", "food"),
        ("nightlife", "nightlife"), ("bar", "nightlife"), ("bars", "nightlife"), ("club", "nightlife"),
        ("activity", "activity"), ("activities", "activity"), ("fun", "activity"),
        ("viewpoint", "viewpoint"), ("view", "viewpoint"), ("views", "viewpoint"), ("lookout", "viewpoint"),
    ])
    static let listingFields: [String: String] = [
        "price": "price", "rate": "price", "cost": "price", "rent": "price", "title": "title", "name": "title",
        "description": "description", "desc": "description", "photo": "photo", "picture": "photo",
        "pic": "photo", "image": "photo", "condition": "condition", "location": "location", "zip": "location",
        "address": "address", "type": "type", "category": "category", "amenities": "amenities",
        "bedrooms": "bedrooms", "bathrooms": "bathrooms", "parking": "parking", "deposit": "deposit",
        "unit": "unit", "area": "area", "neighborhood": "area", "community": "community", "sqft": "sqft",
        "size": "sqft", "available": "available", "minimum": "minimum", "prohibited": "prohibited",
        "included": "included", "gender": "gender", "exposure": "exposure", "instant": "instant",
    ]
    static let profileFields: [String: String] = [
        "bio": "bio", "about": "bio", "location": "location", "city": "location", "photo": "photo",
        "picture": "photo", "avatar": "photo", "name": "name", "display": "name",
    ]

    var scan: EntityScan

    mutating func read(_ shape: CommandRule.Shape) -> Slots? {
        var slots = Slots()
        switch shape {
        case .bare:
            var rest = scan
            guard scan.leftoverQuery() == nil, rest.time() == nil else { return nil }
            return slots
        case .reference:
            guard let reference = scan.reference() else { return nil }
            slots.ref = reference
            scan.takeFree(ReferenceRecognizer.recordWords)
        case .request:
            if let reference = scan.reference() {
                slots.ref = reference
            } else {
                guard let name = requesterName() else { return nil }
                slots.requester = name
            }
            scan.takeFree(Self.requestWords)
        case .ownListing:
            if let reference = scan.reference() {
                slots.ref = reference
                scan.takeFree(ReferenceRecognizer.recordWords)
            } else {
                guard let name = ownThingName() else { return nil }
                slots.ownThing = name
            }
        case .booking:
            if let first = scan.firstFree, ["that", "this", "the"].contains(scan.words[first]), first + 1 < scan.words.count,
                Lexicon.featureNouns.contains(scan.words[first + 1]) || ["search", "filter", "order", "plan", "plans"].contains(scan.words[first + 1])
            {
                return nil
            }
            if let reference = scan.reference() {
                slots.ref = reference
                scan.takeFree(ReferenceRecognizer.recordWords)
            } else {
                guard scan.words.indices.contains(where: { !scan.taken[$0] && Self.bookingNouns.contains(scan.words[$0]) }) else { return nil }
                scan.take(0..<scan.words.count)
            }
        case .referenceAndText:
            slots.ref = leadingReference()
            if slots.ref == nil { slots.user = validUser(scan.user(positional: true)) }
            guard slots.ref != nil || slots.user != nil else { return nil }
            slots.text = scan.restAsTyped(droppingLeading: ["for", "because", "as", "with", "saying", "that"])
        case .referenceThenText:
            guard let reference = leadingReference() else { return nil }
            slots.ref = reference
            slots.text = scan.restAsTyped(droppingLeading: ["saying", "that", "with"])
            if let text = slots.text, Self.onlySaysWhen.contains(text.lowercased()) { return nil }
        case .user:
            guard let user = validUser(scan.user(positional: true)) else { return nil }
            slots.user = user
        case .optionalUser:
            if scan.firstFree != nil {
                guard let user = validUser(scan.user(positional: true)) else { return nil }
                slots.user = user
            }
        case .profileOwner:
            slots.user = validUser(scan.user(positional: false) ?? scan.possessiveUser())
            if slots.user == nil, let index = scan.words.indices.first(where: { !scan.taken[$0] && ["of", "for"].contains(scan.words[$0]) }),
                index + 1 < scan.words.count, let user = validUser(EntityScan.username(scan.utterance.raw(index + 1)))
            {
                slots.user = user
                scan.take(index..<(index + 2))
            }
        case .userAndText:
            var probe = self
            guard probe.leadingReference() == nil, !["me", "us"].contains(scan.firstFree.map { scan.words[$0] } ?? ""), let user = validUser(scan.user(positional: true)),
                let text = scan.restAsTyped(droppingLeading: ["that", "saying", "message"])
            else { return nil }
            (slots.user, slots.text) = (user, text)
        case .referenceAndUser:
            guard let reference = scan.reference(), let user = validUser(scan.user(positional: true)) else { return nil }
            (slots.ref, slots.user) = (reference, user)
        case .referenceOrUser:
            slots.ref = scan.reference()
            if slots.ref == nil, scan.firstFree != nil { slots.user = namedPerson() }
        case .post:
            guard !talksAboutARecord() else { return nil }
            slots.ref = leadingAttachment()
            slots.photo = scan.photo()
            takePostFrame()
            slots.text = scan.freeTextAsTyped()
            guard slots.text != nil || slots.photo != nil || slots.ref != nil else { return nil }
        case .search:
            readSearch(into: &slots)
        case .map:
            slots.ref = scan.reference()
            slots.near = scan.place()
        case .book:
            scan.readWhen(into: &slots)
            slots.near = scan.place()
            slots.ref = scan.reference()
            if slots.ref == nil {
                slots.type = scan.first(Lexicon.types)
                slots.query = scan.takeQuery()
            } else if slots.ref == .it {
                _ = scan.first(Lexicon.types)
            }
        case .create:
            readListing(into: &slots)
        case .pricedCreate:
            guard MoneyRecognizer.mayNamePerUnit(scan.words) else { return nil }
            readListing(into: &slots)
            guard slots.price?.per != nil else { return nil }
        case .editListing:
            return readEdit(fields: Self.listingFields, requireReference: true)
        case .changeListingField:
            let slots = readEdit(fields: Self.listingFields, requireReference: true, priceByDefault: true)
            return slots?.field == nil ? nil : slots
        case .editProfile(let field):
            if let field {
                slots.field = field
                slots.value = scan.restAsTyped(droppingLeading: ["to", "is", "as", "="])
                guard slots.value != nil else { return nil }
                return slots
            }
            return readEdit(fields: Self.profileFields, requireReference: false)
        case .review:
            slots.rating = rating()
            slots.user = validUser(scan.user(positional: false))
            if slots.user == nil { slots.ref = scan.reference() }
            if slots.ref == nil && slots.user == nil { slots.user = validUser(scan.user(positional: true)) }
            guard slots.ref != nil || slots.user != nil else { return nil }
            slots.rating = slots.rating ?? rating()
            slots.text = scan.restAsTyped(droppingLeading: ["and", "saying", "with"])
        case .referenceAndTime:
            scan.readWhen(into: &slots)
            slots.ref = scan.reference()
            guard slots.ref != nil else { return nil }
        case .setAvailability:
            guard readAvailability(into: &slots) else { return nil }
        case .ownAvailability:
            guard readAvailability(into: &slots, requireReference: false) else { return nil }
        case .amount:
            for index in scan.words.indices.dropFirst() where ReferenceRecognizer.recordWords.contains(scan.words[index - 1]) {
                scan.taken[index] = true
            }
            guard case .amount(let money)? = scan.money(bareNumbers: true).first else { return nil }
            slots.amount = Money(cents: money.cents)
        case .pinSpot:
            slots.near = scan.place()
            slots.category = scan.all(Self.spotKinds).first
            if scan.words.indices.contains(where: { !scan.taken[$0] && scan.words[$0] == "spot" }) {
                scan.taken[scan.words.firstIndex(of: "spot")!] = true
            }
            slots.query = scan.takeQuery()
            guard slots.query != nil else { return nil }
        case .spots:
            slots.near = scan.place()
            slots.category = scan.first(Self.spotKinds)
        case .reply:
            guard scan.firstFree.map({ scan.words[$0] }) == "that" || leadingReference() == nil else { return nil }
            if let first = scan.firstFree, scan.words[first] == "to" || scan.words[first].hasPrefix("@") || (first > 0 && scan.words[first - 1] == "to") {
                if Self.replyPronouns.contains(scan.words[first]) {
                    scan.taken[first] = true
                } else {
                    guard let user = validUser(scan.user(positional: true)) else { return nil }
                    slots.user = user
                }
            }
            guard let text = scan.restAsTyped(droppingLeading: ["that", "saying", "with"]) else { return nil }
            slots.text = text
        case .viewing:
            scan.readWhen(into: &slots)
            slots.ref = scan.reference()
            if slots.ref == nil { slots.type = scan.first(Lexicon.types) }
        case .inbox:
            if let index = scan.words.indices.first(where: { !scan.taken[$0] && ["with", "from"].contains(scan.words[$0]) }),
                index + 1 < scan.words.count
            {
                scan.taken[index] = true
                var named = scan
                named.take(0..<(index + 1))
                guard let user = validUser(named.user(positional: true)) else { return nil }
                scan.taken[index + 1] = true
                slots.user = user
            } else {
                slots.user = validUser(scan.user(positional: false))
            }
        case .surprise:
            slots.continent = scan.first(Lexicon.continents)
            slots.near = scan.place()
            slots.category = scan.first(Self.spotKinds)
        }
        return slots
    }

    /// Everything a search can carry, read in an order that keeps each recognizer off the others' words.
    mutating func readSearch(into slots: inout Slots) {
        scan.readWhen(into: &slots)
        let radius = scan.radius()
        slots.radiusKm = radius?.kilometres
        slots.near = scan.place() ?? (radius?.fromMe == true ? .me : nil)
        (slots.bedrooms, slots.bathrooms, slots.parking) = scan.counts()
        for meaning in scan.money() {
            switch meaning {
            case .atMost(let money), .amount(let money): slots.maxPrice = money
            case .atLeast(let money): slots.minPrice = money
            case .between(let low, let high): (slots.minPrice, slots.maxPrice) = (low, high)
            }
        }
        slots.amenities = amenities(onlyAfterWith: false)
        slots.sort = scan.first(Lexicon.sorts)
        slots.category = scan.first(Lexicon.categories)
        slots.type = scan.first(Lexicon.types)
        slots.query = scan.takeQuery()
    }

    /// Amenities among the free words; those that also name other things ("parking", "desk") only in a list
    /// after "with" and its kin ("with wifi, monitor, study desk and a fridge").
    mutating func amenities(onlyAfterWith: Bool) -> [String]? {
        let listed = amenityListPositions()
        let words = scan.words
        let amenities = scan.all(Lexicon.amenities) { index in
            listed.contains(index) || !(onlyAfterWith || Lexicon.amenitiesNeedingWith.contains(words[index]))
        }
        return amenities.isEmpty ? nil : amenities
    }

    private static let listStarts: Set<String> = ["with", "has", "have", "plus", "including", "w/", "featuring", "includes", "and"]
    private static let listGlue: Set<String> = ["a", "an", "the", "some", "and", "or", "&", "plus", "also", "its", "own", "free"]

    /// Where each amenity of a list after "with" starts, however the list is joined.
    func amenityListPositions() -> Set<Int> {
        let words = scan.words
        var positions: Set<Int> = []
        for start in words.indices where Self.listStarts.contains(words[start]) && !scan.taken[start] {
            var index = start + 1
            while index < words.count {
                if let match = Lexicon.amenities.match(at: index, in: words, taken: scan.taken) {
                    positions.insert(index)
                    index += match.length
                } else if Self.listGlue.contains(words[index]) {
                    index += 1
                } else {
                    break
                }
            }
        }
        return positions
    }

    /// True when a search found anything beyond plain words.
    static func hasSearchEntities(_ slots: Slots) -> Bool {
        slots.near != nil || slots.maxPrice != nil || slots.minPrice != nil || slots.type != nil
            || slots.category != nil || slots.amenities != nil || slots.bedrooms != nil || slots.radiusKm != nil
            || slots.sort != nil
    }

    /// What a post carries, named first: "post 2 look what I can rent", "post listing 42 …", or "post it" alone.
    private mutating func leadingAttachment() -> Slots.Reference? {
        guard let first = scan.firstFree else { return nil }
        let words = scan.words
        let isAlone = first == words.count - 1
        let startsWithNumber = words[first].allSatisfy(\.isASCIIDigit) && !isAlone
        let startsWithRecord = ReferenceRecognizer.recordWords.contains(words[first]) && !isAlone
            && words[first + 1].allSatisfy(\.isASCIIDigit)
        let isIt = isAlone && ["it", "this", "that"].contains(words[first])
        guard startsWithNumber || startsWithRecord || isIt else { return nil }
        return scan.reference(from: first)
    }

    /// True when the words after the command talk about a post rather than say one: "post 140 is just spam".
    private func talksAboutARecord() -> Bool {
        guard let first = scan.firstFree, first + 1 < scan.words.count, scan.words[first].allSatisfy(\.isASCIIDigit) else { return false }
        return ["is", "was", "has", "looks", "seems", "isn't", "got"].contains(scan.words[first + 1])
    }

    /// "my kayak", "the garage one", "my apartment listing": the words naming one of the person's own things,
    /// taken with the "my" or "the" before them and a "listing" or "one" after.
    mutating func ownThingName() -> String? {
        let words = scan.words
        guard let article = words.indices.first(where: { !scan.taken[$0] && ["my", "the"].contains(words[$0]) }) else { return nil }
        var end = article + 1
        while end < words.count, !scan.taken[end], !Lexicon.stopWords.contains(words[end]), !Self.ownThingEnds.contains(words[end]),
            words[end].allSatisfy({ $0.isLetter || $0 == "-" || $0 == "'" })
        {
            end += 1
            if scan.utterance.raw(end - 1).last.map({ ",.!?;:".contains($0) }) == true { break }
        }
        guard end > article + 1, !words[(article + 1)..<end].contains(where: { Lexicon.featureNouns.contains($0) || Self.notOwnThings.contains($0) })
        else { return nil }
        let name = words[(article + 1)..<end].joined(separator: " ")
        if end < words.count, !scan.taken[end], Self.ownThingEnds.contains(words[end]) { end += 1 }
        scan.take(article..<end)
        return name
    }

    /// Words that name the bot's own things, not a listing: "delete my account", "remove the parking filter".
    private static let notOwnThings: Set<String> = ["account", "filter", "filters", "search", "like", "photo", "password", "review"]

    private static let ownThingEnds: Set<String> = ["listing", "one", "ad", "post", "for", "while", "since", "because", "until", "so", "permanently", "again"]

    /// Who made a request: "@dana" or "kevin's" anywhere, or the name after "from" or "by".
    private mutating func requesterName() -> String? {
        if let user = validUser(scan.user(positional: false)) ?? validUser(scan.possessiveUser()) { return user }
        let words = scan.words
        for index in words.indices.dropLast() where !scan.taken[index] && ["from", "by"].contains(words[index]) {
            guard !scan.taken[index + 1], let user = validUser(EntityScan.username(scan.utterance.raw(index + 1))) else { continue }
            scan.take(index..<(index + 2))
            return user
        }
        return nil
    }

    private static let requestWords: Set<String> = ["request", "requests", "booking", "reservation", "the", "their", "his", "her"]

    /// Whom a turn names: "@ana" or "ana's" anywhere, the name after "for", "of", "on", "about" or "by" (past a
    /// word for the person's role: "for renter tomas"), else the word right after the command.
    private mutating func namedPerson() -> String? {
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

    /// A whole text that only says when ("i'll comment on it later"): a promise, not something to publish.
    private static let onlySaysWhen: Set<String> = ["later", "soon", "tomorrow", "tonight", "in a bit", "another time", "later on", "later today"]

    /// Words that say a description is of a booking: "the kayak booking", "my reservation for saturday".
    private static let bookingNouns: Set<String> = ["booking", "bookings", "reservation", "reservations", "rental", "rentals", "stay", "trip"]

    /// Words between "post" and what is posted: "post to the feed saying …", "post this for me: …".
    private static let postFrames = PhraseTable<Bool>(
        ["to the feed", "to my feed", "on my feed", "on the feed", "to my timeline", "on my timeline", "on my wall", "for me",
         "saying", "that says", "with the caption", "with caption", "caption", "captioned", "with photo", "with a photo",
         "with pic", "with this photo", "this for me"].map { ($0, true) })

    /// Takes the frame words at the start of a post's text, up to a colon that ends them.
    private mutating func takePostFrame() {
        while let first = scan.firstFree, first == 0 || !scan.utterance.raw(first - 1).hasSuffix(":"),
            let frame = Self.postFrames.match(at: first, in: scan.words, taken: scan.taken)
        {
            let end = first + frame.length
            guard end < scan.words.count else { return }
            scan.take(first..<end)
            if scan.utterance.raw(end - 1).hasSuffix(":") { return }
        }
    }

    /// Words before a rating that make it a story or a thought, not a review to publish: "i almost reviewed
    /// that guy one star but ill wait".
    private static let hedges: Set<String> = [
        "almost", "nearly", "maybe", "might", "would", "wait", "later", "not", "don't", "dont", "never", "thinking",
        "should", "if", "until", "reviewed", "rated", "gave", "got", "i'd", "id",
    ]

    private static let ratingWords: [String: Int] = ["one": 1, "two": 2, "three": 3, "four": 4, "five": 5]

    /// A review said by its rating, wherever it is: "4/5 for the kayak", "give mike 2 stars", "★★★★★ for listing 12".
    /// The rating's clause says what is rated (a reference, a person, or a thing the bot asks about); the clauses
    /// after it are the review's text.
    mutating func readRatedReview() -> Slots? {
        let before = scan.taken
        guard let rating = rating(), let at = scan.words.indices.first(where: { scan.taken[$0] && !before[$0] }) else { return nil }
        let words = scan.words
        let clauseStart = (0..<at).last(where: { IntentParser.endsClause(scan.utterance.raw($0)) }).map { $0 + 1 } ?? 0
        let clauseEnd = (at..<words.count).first(where: { IntentParser.endsClause(scan.utterance.raw($0)) }) ?? words.count - 1
        guard !words[...clauseEnd].contains(where: Self.hedges.contains) else { return nil }
        var clause = scan
        clause.take(0..<clauseStart)
        clause.take((clauseEnd + 1)..<words.count)
        var slots = Slots()
        slots.rating = rating
        slots.ref = clause.reference()
        if slots.ref == nil {
            slots.user = validUser(clause.user(positional: false))
            if slots.user == nil, let named = (clauseStart...clauseEnd).first(where: { !clause.taken[$0] && ["give", "rate"].contains(words[$0]) }),
                named + 1 <= clauseEnd, !clause.taken[named + 1], let user = validUser(words[named + 1])
            {
                slots.user = user
            }
        }
        scan.take(clauseStart..<(clauseEnd + 1))
        if clauseEnd + 1 < words.count {
            slots.text = scan.utterance.rawText(from: clauseEnd + 1)
            scan.take((clauseEnd + 1)..<words.count)
        }
        return slots
    }

    /// "5 stars", "4/5", "4 out of 5", "★★★", "rating 4".
    private mutating func rating() -> Int? {
        let words = scan.words
        for index in words.indices where !scan.taken[index] {
            let word = words[index]
            if !word.isEmpty, word.allSatisfy({ $0 == "★" || $0 == "*" }), (1...5).contains(word.count), word.contains("★") {
                scan.taken[index] = true
                return word.count
            }
            if word.hasSuffix("/5"), let value = Int(word.dropLast(2)), (1...5).contains(value) {
                scan.taken[index] = true
                return value
            }
            guard let value = Int(word) ?? Self.ratingWords[word], (1...5).contains(value) else { continue }
            if index + 1 < words.count, ["star", "stars", "stars!", "stars.", "star."].contains(words[index + 1]) {
                scan.take(index..<(index + 2))
                return value
            }
            if index + 2 < words.count, words[index + 1] == "out", words[index + 2] == "of" {
                scan.take(index..<min(words.count, index + 4))
                return value
            }
            if index > 0, ["rating", "rated", "score"].contains(words[index - 1]) {
                scan.take((index - 1)..<(index + 1))
                return value
            }
        }
        return nil
    }

    /// A reference that starts at the first free word: "comment 2 …", "report the first one …".
    private mutating func leadingReference() -> Slots.Reference? {
        guard let first = scan.firstFree else { return nil }
        var attempt = scan
        guard let reference = attempt.reference(from: first), attempt.taken[first] else { return nil }
        scan = attempt
        return reference
    }

    /// "reply to them …": the person of the conversation in focus, left for the bot to find.
    static let replyPronouns: Set<String> = ["them", "him", "her"]

    /// Words that name nobody in particular, so "block someone" or "message people" names no user.
    static let notUsernames: Set<String> = [
        "someone", "somebody", "anyone", "anybody", "people", "users", "user", "person", "them", "him", "her",
        "you", "me", "myself", "everyone", "everybody", "a", "an", "the", "this", "that", "it", "they", "others",
        "host", "owner", "landlord", "seller", "renter", "guy", "folks", "yes", "no", "ok", "okay", "thanks",
        "button", "feature", "option", "page", "link", "function", "thing", "tab", "menu", "screen",
        "back", "out", "up", "off", "again", "now", "later", "first",
    ]

    private func validUser(_ user: String?) -> String? {
        guard let user, (1...20).contains(user.count), !Self.notUsernames.contains(user),
            user.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }),
            !user.allSatisfy(\.isNumber)
        else { return nil }
        return user
    }

    static func droppingLeadingTo(_ text: String) -> String {
        for prefix in ["to ", "as ", ": "] where text.lowercased().hasPrefix(prefix) { return String(text.dropFirst(prefix.count)) }
        return text
    }
}

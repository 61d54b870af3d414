/// Reads the slots of one command shape from the words after the command; nil when the words do not fit it.
struct SlotReader {
    static let spotKinds = PhraseTable<String>([
        ("skate", "skate"), ("skating", "skate"), ("skatepark", "skate"), ("skate park", "skate"), ("skateparks", "skate"),
        ("skate parks", "skate"),
        ("historical", "historical"), ("historic", "historical"), ("history", "historical"),
        ("water", "water"), ("beach", "water"), ("lake", "water"), ("swimming", "water"),
        ("nature", "nature"), ("hiking", "nature"), ("hike", "nature"), ("trail", "nature"),
        ("swim", "water"), ("surf", "water"), ("surfing", "water"), ("skateboard", "skate"), ("skateboarding", "skate"),
        ("food", "food"), ("restaurant", "food"), ("eat", "food"), ("cafe", "food"),
        ("nightlife", "nightlife"), ("bar", "nightlife"), ("bars", "nightlife"), ("club", "nightlife"),
        ("activity", "activity"), ("activities", "activity"), ("fun", "activity"),
        ("viewpoint", "viewpoint"), ("view", "viewpoint"), ("views", "viewpoint"), ("lookout", "viewpoint"),
    ])
    /// Fields whose value is words, which a number among them never makes a payment: "add a description: 3000 psi".
    static let listingTextFields: Set<String> = ["description", "desc", "title", "photo", "picture", "pic", "bio", "caption", "comment"]

    static let listingFields: [String: String] = [
        "price": "price", "rate": "price", "cost": "price", "rent": "price", "title": "title", "name": "title",
        "description": "description", "desc": "description", "photo": "photo", "picture": "photo",
        "pic": "photo", "image": "photo", "condition": "condition", "location": "location", "zip": "location",
        "address": "address", "city": "location", "type": "type", "category": "category", "amenities": "amenities",
        "bedrooms": "bedrooms", "bathrooms": "bathrooms", "parking": "parking", "deposit": "deposit", "notice": "notice",
        "unit": "unit", "area": "area", "neighborhood": "area", "community": "community", "sqft": "sqft",
        "size": "sqft", "available": "available", "minimum": "minimum", "min": "minimum", "prohibited": "prohibited",
        "included": "included", "gender": "gender", "exposure": "exposure", "instant": "instant",
    ]
    static let profileFields: [String: String] = [
        "bio": "bio", "about": "bio", "location": "location", "city": "location", "photo": "photo",
        "picture": "photo", "avatar": "photo", "pfp": "photo", "img": "photo", "name": "name", "display": "name",
    ]

    var scan: EntityScan

    mutating func read(_ shape: CommandRule.Shape) -> Slots? {
        var slots = Slots()
        switch shape {
        case .bare, .alone:
            var rest = scan
            guard scan.leftoverQuery() == nil, rest.time() == nil else { return nil }
            return slots
        case .postReference:
            guard !scan.words.indices.contains(where: { !scan.taken[$0] && Self.namesAListing.contains(scan.words[$0]) }) else { return nil }
            if let described = readPostDescribed() {
                slots.postNamed = described
                return slots
            }
            guard let reference = scan.reference() else { return nil }
            slots.ref = reference
            scan.takeFree(ReferenceRecognizer.referenceNouns)
        case .reference, .savable:
            if case .savable = shape, scan.words.contains(where: Self.socialNouns.contains) { return nil }
            guard let reference = scan.reference() else {
                if case .savable = shape, scan.firstFree == nil, scan.words.contains(where: Self.favoritesNouns.contains) {
                    slots.ref = .it
                    return slots
                }
                guard case .savable = shape, readListingDescribed(into: &slots) else { return nil }
                return slots
            }
            slots.ref = reference
            scan.takeFree(ReferenceRecognizer.referenceNouns)
        case .savedListing:
            guard !scan.words.indices.contains(where: { !scan.taken[$0] && Self.postNounsOrPosting.contains(scan.words[$0]) }) else { return nil }
            if let reference = scan.reference() {
                slots.ref = reference
                scan.takeFree(ReferenceRecognizer.referenceNouns)
            } else {
                guard readListingDescribed(into: &slots, definiteOnly: false) else { return nil }
            }
        case .request:
            var byName = self
            if let reference = referenceOutsideATime(), reference != .it || byName.requesterName() == nil {
                slots.ref = reference
            } else if let asked = requesterWithListing() {
                (slots.requester, slots.query) = (asked.name, asked.listing)
            } else if let name = requesterName() {
                (slots.requester, slots.query) = (name, describedRequest())
            } else {
                guard let described = describedRequest() else { return nil }
                slots.query = described
            }
            scan.takeFree(Self.requestWords)
        case .ownListing:
            guard !objectIsAReaction(), !scan.words.indices.contains(where: { !scan.taken[$0] && Self.reservationNouns.contains(scan.words[$0]) }),
                !scan.words.indices.contains(where: { !scan.taken[$0] && Self.socialNouns.contains(scan.words[$0]) }),
                !itStandsForWriting(), photoPostedNoun().isEmpty
            else { return nil }
            if let name = nameBeforeIt() {
                slots.ownThing = name
            } else if let reference = scan.reference() {
                slots.ref = reference
                if reference == .it { slots.ownThing = nameBeforeTheCommand() }
                scan.takeFree(ReferenceRecognizer.referenceNouns)
            } else {
                guard let name = ownThingName() ?? bareOwnThingName() else { return nil }
                slots.ownThing = name
            }
            scan.takeFree(Self.howLongAndWhereFrom)
        case .booking:
            guard !objectIsAReaction() else { return nil }
            if let first = scan.firstFree, ["that", "this", "the"].contains(scan.words[first]), first + 1 < scan.words.count,
                Self.namesTheBotsOwnThing(scan.words[first + 1])
            {
                return nil
            }
            if let reference = referenceOutsideATime() {
                slots.ref = reference
                scan.takeFree(ReferenceRecognizer.referenceNouns)
            } else {
                let lead = scan.leadBeforeFirstFree
                var dated = scan
                if case .interval(let start, let end)? = dated.time(),
                    !EarlierTime.namesOnlyHours(scan.words.indices.filter { dated.taken[$0] && !scan.taken[$0] }, in: scan.words)
                {
                    slots.bookingDuring = Slots.Interval(start: start, end: end)
                } else {
                    dated = scan
                }
                let nouns = slots.bookingDuring == nil ? Self.bookingNouns : Self.bookingNouns.union(["one"])
                guard scan.words.indices.contains(where: {
                    (!scan.taken[$0] || lead.contains($0) || Self.leaseNouns.contains(scan.words[$0])) && nouns.contains(scan.words[$0])
                }) && objectNamesABooking(dated) || cancelsAThingOrADay(dated, isDated: slots.bookingDuring != nil)
                else { return nil }
                scan = dated
                let described = scan.words.indices.filter { index in
                    let word = scan.words[index]
                    return !scan.taken[index] && scan.queryWithin.map { $0.contains(index) } != false && !Lexicon.stopWords.contains(word) && !Self.bookingNouns.contains(word)
                        && !Self.bookingFrame.contains(word) && word.contains(where: { $0.isLetter || $0.isNumber })
                }
                if !described.isEmpty { slots.bookingNamed = described.map { scan.words[$0] }.joined(separator: " ") }
                scan.take(0..<scan.words.count)
            }
        case .referenceAndText:
            if let described = readPostDescribed() {
                slots.postNamed = described
                slots.text = scan.restAsTyped(droppingLeading: ["for", "because", "as", "with", "saying", "that"])
                return slots
            }
            slots.ref = leadingReference()
            if slots.ref == nil { slots.user = validUser(scan.user(positional: true)) }
            guard slots.ref != nil || slots.user != nil, slots.user == nil || !namesTheirRecord() else { return nil }
            slots.text = scan.restAsTyped(droppingLeading: ["for", "because", "as", "with", "saying", "that"])
        case .referenceThenText:
            if let quotedFirst = commentQuotedFirst() { return quotedFirst }
            if let described = readPostDescribed() {
                if let first = scan.firstFree, first > 0, Self.statementVerbs.contains(scan.words[first]),
                    !scan.utterance.raw(first - 1).hasSuffix(":")
                {
                    return nil
                }
                slots.postNamed = described
                scan.takeIntroductionBeforeColon()
                guard let text = scan.restAsTyped(droppingLeading: ["saying", "that", "with"]), !onlyPutsOffWithoutAColon(text) else { return nil }
                slots.text = text
                return slots
            }
            if let reference = leadingReference() {
                slots.ref = reference
                if let first = scan.firstFree, first > 0, Self.statementVerbs.contains(scan.words[first]),
                    !scan.utterance.raw(first - 1).hasSuffix(":")
                {
                    return nil
                }
                guard !undoesTheRecordNamed() else { return nil }
                if let first = scan.firstFree, Self.socialNouns.contains(scan.words[first]) { scan.taken[first] = true }
                scan.takeIntroductionBeforeColon()
                slots.text = scan.restAsTyped(droppingLeading: ["saying", "that", "with"])
            } else {
                guard let (reference, start) = postNamedAnywhere() else { return nil }
                slots.ref = reference
                let textComesFirst = scan.firstFree.map { $0 < start } ?? false
                slots.text = textComesFirst ? scan.freeTextAsTyped() : scan.restAsTyped(droppingLeading: ["saying", "that", "with"])
            }
            if let text = slots.text, onlyPutsOffWithoutAColon(text) { return nil }
        case .user:
            if let first = scan.firstFree, Self.namesAThingToRent(at: first, in: scan) { return nil }
            if scan.leadBeforeFirstFree.contains(where: { scan.words[$0] == "add" }),
                let to = scan.words.indices.first(where: { !scan.taken[$0] && ["to", "into", "onto"].contains(scan.words[$0]) }),
                !scan.words[to...].contains(where: Self.peopleLists.contains)
            {
                return nil
            }
            var named = self
            guard let user = named.validUser(named.scan.user(positional: true)) else {
                let pronoun = scan.firstFree ?? 0
                guard let isRole = personShownNamed() else { return nil }
                if !isRole { slots.user = personNamedBefore(pronoun) }
                return slots
            }
            self = named
            slots.user = user
        case .personNamed(let bareName):
            if let user = validUser(scan.user(positional: false)) {
                slots.user = user
            } else {
                guard bareName, let first = scan.firstFree, first == scan.words.count - 1, !Self.isAWordOfThings(scan.words[first]),
                    !Self.namesAThingToRent(at: first, in: scan), scan.reference() == nil, scan.place() == nil,
                    let user = validUser(EntityScan.username(scan.utterance.raw(first)))
                else { return nil }
                scan.taken[first] = true
                slots.user = user
            }
        case .requesterTurnedAway:
            let words = scan.words
            guard let first = scan.firstFree, first + 1 < words.count, ["away", "down"].contains(words[first + 1]),
                words[(first + 2)...].allSatisfy(Self.politeEndings.contains), !Lexicon.stopWords.contains(words[first]),
                let user = validUser(EntityScan.username(scan.utterance.raw(first)))
            else { return nil }
            scan.take(first..<words.count)
            slots.requester = user
        case .keptForLater:
            guard let reference = scan.reference() else { return nil }
            scan.takeFree(ReferenceRecognizer.referenceNouns)
            if let first = scan.firstFree, let later = Self.forLater.match(at: first, in: scan.words, taken: scan.taken) {
                scan.take(first..<(first + later.length))
            }
            guard scan.words.indices.allSatisfy({ scan.taken[$0] || Self.politeEndings.contains(scan.words[$0]) }) else { return nil }
            slots.ref = reference
        case .handleAlone:
            guard let first = scan.firstFree, first == scan.words.count - 1, scan.words[first].hasPrefix("@"),
                let user = validUser(EntityScan.username(scan.utterance.raw(first)))
            else { return nil }
            scan.taken[first] = true
            slots.user = user
        case .personMadeFriend:
            let words = scan.words
            guard let make = scan.firstFree, words[make] == "make", make + 3 < words.count, scan.taken[make + 2], scan.taken[make + 3],
                words[(make + 4)...].allSatisfy(Self.politeEndings.contains),
                let user = validUser(EntityScan.username(scan.utterance.raw(make + 1)))
            else { return nil }
            scan.take(make..<words.count)
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
            if slots.user == nil { slots.user = validUser(scan.nameBeforeProfile()) }
        case .requesterLetIn:
            guard let first = scan.firstFree, first > 0, scan.taken[first - 1], let user = validUser(scan.user(positional: true)),
                let next = scan.firstFree
            else { return nil }
            let verb = scan.words[next] == "to" && next + 1 < scan.words.count ? next + 1 : next
            guard Self.lettingUse.contains(scan.words[verb]) else { return nil }
            scan.take(next..<(verb + 1))
            readRequester(user, withListingIn: IntentParser.clause(around: verb, in: scan.utterance), into: &slots)
        case .requesterAllowed:
            guard let can = scan.words.indices.first(where: { scan.taken[$0] && scan.words[$0] == "can" }), can > 0, !scan.taken[can - 1],
                can < 2 || !Self.determiners.contains(scan.words[can - 2]), let user = validUser(String(scan.words[can - 1].drop { $0 == "@" }))
            else { return nil }
            scan.take((can - 1)..<can)
            readRequester(user, withListingIn: IntentParser.clause(around: can, in: scan.utterance), into: &slots)
        case .bookReferenced:
            let namesIt = scan.leadBeforeFirstFree.last.map { ["this", "it"].contains(scan.words[$0]) } ?? false
            var booking = self
            guard var found = booking.read(.book) else { return nil }
            if found.ref == nil, namesIt, found.query == nil { found.ref = .it }
            guard found.ref != nil else { return nil }
            self = booking
            return found
        case .locationSaid:
            let changes = ["update", "change"].contains(scan.words[scan.leadBeforeFirstFree].first ?? "")
                || scan.words.contains { ["now", "nowadays", "days"].contains($0) }
            guard changes, scan.firstFree != nil, let place = scan.place(), scan.leftoverWords().allSatisfy(Self.locationFillers.contains)
            else { return nil }
            switch place {
            case .zip(let name), .city(let name): slots.value = name
            case .cityInState(let name, let state): slots.value = name + " " + state.lowercased()
            default: return nil
            }
            scan.takeFree(Self.locationFillers)
            slots.field = "location"
        case .newHome:
            guard let slots = read(.editProfile(field: "location")), let place = slots.value.flatMap({ AnswerReader.place($0) }), place != .me
            else { return nil }
            return slots
        case .profilePhotoLink:
            guard let photo = scan.photo(), scan.leftoverIndices().isEmpty else { return nil }
            (slots.field, slots.value) = ("photo", photo)
        case .photoAsProfilePicture:
            guard let photo = scan.photo(), let first = scan.firstFree, ["as", "for"].contains(scan.words[first]),
                Self.profilePictureNames.contains(Array(scan.words[(first + 1)...]))
            else { return nil }
            scan.take(first..<scan.words.count)
            (slots.field, slots.value) = ("photo", photo)
        case .userAboutWhatIsShown:
            let lettingKnow = scan.words[scan.leadBeforeFirstFree].last == "let"
            guard let user = validUser(scan.user(positional: true)), let first = scan.firstFree else { return nil }
            if lettingKnow {
                guard Self.lettingKnow.contains(scan.words[first]), first + 1 < scan.words.count, onlySaysWhatItIsAbout(from: first + 1)
                else { return nil }
            } else {
                guard onlySaysWhatItIsAbout(from: first)
                    || !Self.introducesText(at: first, in: scan) && Self.onlyNamesWhatIsShown(scan.words[first...].joined(separator: " "))
                else { return nil }
            }
            scan.take(first..<scan.words.count)
            (slots.user, slots.ref) = (user, .it)
        case .userAndText:
            let lead = scan.words[scan.leadBeforeFirstFree].last
            var probe = self
            let first = scan.firstFree.map { scan.words[$0] } ?? ""
            guard ["him", "her", "them"].contains(first) || probe.leadingReference() == nil, !["me", "us"].contains(first), !sendsMoney()
            else { return nil }
            var named = self
            var user = named.validUser(named.scan.user(positional: false))
            if user == nil {
                var shown = self
                if let isRole = shown.personShownNamed() {
                    guard let first = shown.scan.firstFree else {
                        slots.toPersonShown = isRole
                        self = shown
                        return slots
                    }
                    if shown.onlySaysWhatItIsAbout(from: first) {
                        slots.toPersonShown = isRole
                        shown.scan.take(first..<shown.scan.words.count)
                        self = shown
                        return slots
                    }
                    if !isRole, !Self.introducesText(at: first, in: shown.scan), let earlier = named.validUser(named.scan.user(positional: true)) {
                        user = earlier
                    } else {
                        guard Self.introducesText(at: first, in: shown.scan) || !Self.aboutWords.contains(shown.scan.words[first]) else { return nil }
                        slots.toPersonShown = isRole
                        named = shown
                    }
                } else {
                    user = named.validUser(named.scan.user(positional: true))
                    guard user != nil else { return nil }
                }
            }
            self = named
            if lead == "let" {
                guard let first = scan.firstFree, Self.lettingKnow.contains(scan.words[first]) else { return nil }
                scan.take(first..<(first + 1))
                if let next = scan.firstFree, onlySaysWhatItIsAbout(from: next) { return nil }
            }
            if lead == "tell", user != nil, let first = scan.firstFree, onlySaysWhatItIsAbout(from: first) { return nil }
            scan.takeAddressBeforeColon()
            scan.takeIntroductionBeforeColon()
            let namesOnlyARecord = restOnlyNamesARecord()
            guard let text = scan.restAsTyped(droppingLeading: ["that", "saying", "message"]),
                !Self.onlyNamesWhatIsShown(text) && !namesOnlyARecord || scan.utterance.line.contains(":"), !Self.isABareAnswer(text, in: scan)
            else { return nil }
            let saysOnlyTheTopic = !scan.utterance.line.contains(":") && text.split(separator: " ").first.map { Self.aboutWords.contains($0.lowercased()) } == true
            (slots.user, slots.text) = (user, onlyPutsOffWithoutAColon(text) || reportsAQuestion(text, after: lead) || saysOnlyTheTopic ? nil : text)
        case .referenceAndUser:
            let sharesWith = scan.firstFree.map { scan.words[0] == "share" && scan.words[$0] == "with" } ?? false
            guard let reference = scan.reference() ?? (sharesWith ? .it : nil) else { return nil }
            scan.takeFree(ReferenceRecognizer.referenceNouns.union(Self.thingsInView).union(Self.passedOn))
            slots.ref = reference
            if scan.firstFree == nil, scan.words.first == "share" { return slots }
            guard let user = validUser(scan.user(positional: true)) else { return nil }
            slots.user = user
        case .userThenRecord:
            guard !scan.utterance.line.contains(":"), let user = validUser(scan.user(positional: true)), restOnlyNamesARecord(),
                let reference = scan.reference()
            else { return nil }
            scan.takeFree(Self.wordsBesideARecord)
            (slots.user, slots.ref) = (user, reference)
        case .referenceOrUser:
            slots.ref = scan.reference()
            if slots.ref == nil, scan.firstFree != nil { slots.user = namedPerson() }
            if slots.ref == nil, slots.user == nil, namesOneSeen() { slots.listingNamed = scan.takeQuery() }
        case .post:
            guard !talksAboutARecord() else { return nil }
            guard !itIsPutOff() else { return nil }
            slots.ref = leadingAttachment()
            guard slots.ref == nil || !undoesTheRecordNamed() else { return nil }
            if slots.ref != nil, let first = scan.firstFree, ["comment", "reply", "respond"].contains(scan.words[first]) { return nil }
            slots.photo = scan.photo()
            takePostFrame(Self.postFrames)
            if slots.photo != nil { takePostFrame(Self.photoFrames) }
            scan.takeIntroductionBeforeColon()
            if slots.photo != nil { takeUpToCaption() }
            scan.takeAskingAfterAQuote()
            let textStart = scan.firstFree
            slots.text = scan.freeTextAsTyped()
            if slots.photo != nil { slots.text = slots.text.flatMap { Self.quotedCaption($0) ?? Self.withoutPhotoLabel($0) } }
            guard slots.text != nil || slots.photo != nil || slots.ref != nil else { return nil }
            guard !namesAPostByNumber(slots, textStart: textStart) else { return nil }
        case .postInView:
            guard let first = scan.firstFree else { return nil }
            if itAlone(from: first) {
                scan.take(first..<scan.words.count)
                slots.ref = .it
            } else if let caption = thingInViewBeforeACaption(from: first, afterThis: false) {
                scan.take(first..<caption)
                takePostFrame(Self.postFrames)
                (slots.ref, slots.text) = (.it, scan.freeTextAsTyped())
            } else if let photo = scan.photo() {
                takePostFrame(Self.postFrames)
                (slots.photo, slots.text) = (photo, scan.freeTextAsTyped())
            } else {
                return nil
            }
        case .ownPost:
            guard readOwnWriting(Self.postNouns.union(photoPostedNoun()), into: &slots) else { return nil }
            takeWherePostsAre()
            guard !scan.hasTaken(oneOf: ["take", "get"]) || scan.hasTaken(oneOf: ["down", "off", "rid"]) else { return nil }
        case .ownComment:
            slots.onPost = postTheCommentIsOn()
            guard readOwnWriting(Self.commentNouns, into: &slots) else { return nil }
        case .nameQuery(let needsHandle):
            slots.query = nameQuery(needsHandle: needsHandle)
            guard slots.query != nil || !needsHandle && scan.firstFree == nil else { return nil }
        case .search:
            var picked = scan
            if picked.reference() != nil {
                picked.takeFree(["in", "more", "detail", "details", "info", "information", "full"])
                _ = picked.time()
                if picked.leftoverQuery() == nil { return nil }
            }
            readSearch(into: &slots)
        case .map:
            slots.ref = scan.reference()
            slots.near = scan.place()
            slots.mapOf = readWhatToMap()
        case .book:
            guard !scan.words.indices.contains(where: { Self.pausing.match(at: $0, in: scan.words, taken: scan.taken) != nil }),
                !takesSomethingAway()
            else {
                return nil
            }
            slots.months = scan.leaseMonths() ?? scan.monthsToRent()
            scan.readWhen(into: &slots)
            if let months = slots.months, let when = slots.when { slots.when = when.lasting(months: months) }
            slots.near = scan.place()
            slots.ref = scan.reference()
            let requestLeadWithoutATime = slots.when == nil && slots.months == nil && slots.ref == nil ? requestingLead() : nil
            if slots.ref == nil {
                slots.namesOneSeen = namesOneSeen()
                slots.namesAnyOne = scan.firstFree.map { ["a", "an", "any", "some", "another"].contains(scan.words[$0]) } ?? false
                if let owner = validUser(scan.possessiveUser() ?? scan.ownerAfterTheThing()) { (slots.ownerNamed, slots.namesOneSeen) = (owner, true) }
                let free = scan.taken
                slots.type = scan.first(Lexicon.types)
                if slots.type != nil {
                    slots.typeSaid = scan.words.indices.filter { scan.taken[$0] && !free[$0] }.map { scan.words[$0] }.joined(separator: " ")
                }
                slots.query = scan.takeQuery()
                if let lead = requestLeadWithoutATime {
                    guard !Self.enrolling.contains(lead), slots.namesOneSeen, slots.query != nil || slots.ownerNamed != nil
                    else { return nil }
                }
            } else if slots.ref == .it {
                _ = scan.first(Lexicon.types)
            }
        case .create:
            guard !Self.asksForThingsToRent(scan.words), !Self.namesAListingByNumber(scan.words), !Self.putsThingsAway(scan.words),
                !Self.namesWhatIDid(scan.words), !letsToSomeone()
            else { return nil }
            readListing(into: &slots)
            guard slots.category == nil || !["category", "categories", "section"].contains(slots.query ?? "") else { return nil }
        case .pricedCreate:
            guard MoneyRecognizer.mayNamePerUnit(scan.words), !Self.saysWhatAListingCosts(scan.words) else { return nil }
            readListing(into: &slots)
            guard slots.price?.per != nil else { return nil }
        case .editListing:
            if let slots = readPhotoEditIfSaid() { return slots }
            return readEdit(fields: Self.listingFields, requireReference: true, priceByDefault: Self.namesAPricePerUnit(scan))
        case .listingPhoto:
            guard let photo = scan.photo(), let reference = scan.reference() else { return nil }
            (slots.ref, slots.field, slots.value) = (reference, "photo", photo)
            scan.takeFree(ReferenceRecognizer.referenceNouns)
        case .amenityChange:
            return readParkingStatement() ?? readAmenityEdit()
        case .homeTermStatement:
            return readHomeTermStatement()
        case .priceStatement:
            return readPriceStatement()
        case .namingStatement:
            return readNamingStatement()
        case .fieldStatement:
            return readFieldStatement()
        case .changeListingField:
            if let slots = readPhotoEditIfSaid() { return slots }
            let slots = readEdit(fields: Self.listingFields, requireReference: true, priceByDefault: true)
            return slots?.field == nil ? nil : slots
        case .editProfile(let field):
            if let field {
                guard !namesTheFieldOnly() else { return nil }
                slots.field = field
                if scan.firstFree.map({ !["of", "for", "on"].contains(scan.words[$0]) && $0 > 0 && scan.taken[$0 - 1] }) == false {
                    guard field == "location", let place = placeSaidBefore() else { return nil }
                    slots.value = place
                    return slots
                }
                if let first = scan.firstFree, first > 0, ["it's", "its"].contains(scan.words[first]), IntentParser.endsClause(scan.utterance.raw(first - 1)) {
                    scan.take(first..<(first + 1))
                }
                scan.takeIntroductionBeforeColon(alsoIntroducing: Self.newValueIntroducers)
                slots.value = scan.restAsTyped(droppingLeading: ["to", "is", "as", "=", "->", "=>", "say", "says", "read", "reads", "that", "it", "should", "will", "now", "be"])
                if field == "location" { slots.value = slots.value.flatMap(Self.placeSaid) }
                if field == "name" {
                    slots.value = slots.value.map(Self.beforeALaterRequest).flatMap(Self.withoutClosingCourtesies).flatMap(Self.withoutWhereItShows)
                }
                guard slots.value != nil else { return nil }
                return slots
            }
            return readEdit(fields: Self.profileFields, requireReference: false)
        case .review:
            let ownClause = scan.firstFree.map { IntentParser.clause(around: $0, in: scan.utterance) }
            slots.rating = rating()
            slots.user = within(ownClause) { $0.validUser($0.scan.user(positional: false)) }
            if slots.user == nil { slots.ref = within(ownClause) { $0.scan.reference() } }
            if slots.ref == nil && slots.user == nil { slots.user = within(ownClause) { $0.validUser($0.scan.user(positional: true)) } }
            if slots.ref == nil { slots.bookingNamed = describedReviewedBooking() }
            slots.rating = slots.rating ?? rating()
            guard slots.ref != nil || slots.user != nil || slots.bookingNamed != nil && slots.rating != nil else { return nil }
            takeWhatIsOwnedBeforeAColon()
            slots.text = scan.restAsTyped(droppingLeading: ["and", "saying", "with"], toLastFree: true)
        case .referenceAndTime:
            scan.readWhen(into: &slots)
            slots.ref = scan.reference()
            guard slots.ref != nil else { return nil }
        case .setAvailability:
            guard readAvailability(into: &slots) else { return nil }
        case .ownAvailability:
            guard readAvailability(into: &slots, requireReference: false) else { return nil }
            let saysIt = scan.words.indices.dropLast().contains { ["it's", "its"].contains(scan.words[$0]) && ["available", "bookable"].contains(scan.words[$0 + 1]) }
            if slots.ref == nil, saysIt { slots.ref = .it }
        case .depositClaim:
            return readDepositClaim(into: &slots)
        case .amount:
            let colonClosesTheLead = scan.leadBeforeFirstFree.last.map { scan.utterance.raw($0).hasSuffix(":") } ?? false
            guard !scan.words.contains(where: Self.listingTextFields.contains), !scan.utterance.line.contains(":") || colonClosesTheLead
            else { return nil }
            for index in scan.words.indices.dropFirst() where ReferenceRecognizer.recordWords.contains(scan.words[index - 1]) {
                scan.taken[index] = true
            }
            scan.takeQuoted()
            var marked = scan
            let saysMoney = marked.money(bareNumbers: false).first != nil
            guard case .amount(let money)? = scan.money(bareNumbers: true, evenFiveDigits: true).first, money.per == nil else { return nil }
            guard saysMoney || scan.leftoverWords().allSatisfy(Self.walletWords.contains) else { return nil }
            slots.amount = Money(cents: money.cents)
        case .pinSpot, .pinSpotOfAKind:
            slots.category = kindBeforeSpot()
            slots.near = scan.place()
            if slots.category == nil { slots.category = lastSpotKind() }
            if case .pinSpotOfAKind = shape, slots.category == nil { return nil }
            if scan.words.indices.contains(where: { !scan.taken[$0] && scan.words[$0] == "spot" }) {
                scan.taken[scan.words.firstIndex(of: "spot")!] = true
            }
            takeOnTheMap()
            if let called = scan.words.indices.first(where: { !scan.taken[$0] && ["called", "named"].contains(scan.words[$0]) }) {
                scan.take(0..<(called + 1))
            } else if let call = scan.words.indices.dropLast(2).first(where: { scan.words[$0] == "call" && scan.words[$0 + 1] == "it" }) {
                scan.take(0..<(call + 2))
            }
            slots.query = scan.takeQuery()
            guard slots.query != nil else { return nil }
        case .spots:
            slots.near = scan.place()
            slots.category = scan.first(Self.spotKinds)
        case .reply:
            var probe = self, described = self
            guard scan.firstFree.map({ scan.words[$0] }) == "that" || leadingReference() == nil, probe.postNamedAnywhere() == nil,
                described.readPostDescribed() == nil
            else { return nil }
            if let first = scan.firstFree, scan.words[first] == "to" || scan.words[first].hasPrefix("@") || (first > 0 && scan.words[first - 1] == "to") {
                if Self.replyPronouns.contains(scan.words[first]) {
                    scan.taken[first] = true
                } else {
                    guard let user = validUser(scan.user(positional: true)) else { return nil }
                    slots.user = user
                }
            }
            let addressedAtTheEnd = slots.user == nil && takeAddresseeAfterSay(into: &slots)
            let said = addressedAtTheEnd ? scan.freeTextAsTyped() : scan.restAsTyped(droppingLeading: ["that", "saying", "with"])
            guard let text = said, !Self.isABareAnswer(text, in: scan) else { return nil }
            slots.text = text
        case .viewing:
            scan.readWhen(into: &slots)
            slots.ref = scan.reference()
            if slots.ref == nil { slots.type = scan.first(Lexicon.types) }
        case .inbox:
            if let index = scan.words.indices.first(where: { !scan.taken[$0] && ["with", "from", "w/"].contains(scan.words[$0]) }),
                index + 1 < scan.words.count
            {
                scan.taken[index] = true
                var named = scan
                named.take(0..<(index + 1))
                guard let user = validUser(named.user(positional: true)) else { return nil }
                scan.taken[index + 1] = true
                slots.user = user
            } else {
                slots.user = validUser(scan.user(positional: false) ?? scan.possessiveUser())
            }
        case .surprise:
            slots.continent = scan.first(Lexicon.continents, evenBesideAThing: true)
            slots.near = scan.place()
            slots.category = scan.first(Self.spotKinds)
        }
        return slots
    }

    /// "only rent out listing 7 on weekends": a listing named by its number already exists; nothing new is offered.
    private static func namesAListingByNumber(_ words: [String]) -> Bool {
        words.indices.dropLast().contains { words[$0] == "listing" && Int(words[$0 + 1].trimmingCharacters(in: ["#"])) != nil }
    }

    /// "i put my bags in the office": one's things put somewhere, not up for rent.
    private static func putsThingsAway(_ words: [String]) -> Bool {
        guard let put = words.prefix(3).firstIndex(of: "put"), put + 1 < words.count, ["my", "it", "this", "that", "them"].contains(words[put + 1])
        else { return false }
        let rest = words[(put + 2)...]
        let places: Set<String> = words[put + 1] == "my" ? ["in", "into", "inside"] : ["in", "into", "inside", "on", "onto", "to"]
        return rest.contains(where: places.contains)
            && !rest.contains(where: ["up", "for", "out", "online", "rentline", "market", "listing", "rent", "hire"].contains)
    }

    /// "list the gear i'm renting out", "list the destinations i kept": "list" and things named by what the person did
    /// with them, which asks to see them; a listing to make is priced ("list the tent i got for 5 a day").
    private static func namesWhatIDid(_ words: [String]) -> Bool {
        guard words.count > 3, words[0] == "list", ["the", "those", "these", "all"].contains(words[1]),
            !words.contains(where: { $0.contains(where: \.isNumber) || $0.hasPrefix("$") })
        else { return false }
        return words[2...].prefix(4).contains(where: ["i", "i'm", "im", "i've", "ive", "we", "we've"].contains)
    }

    /// "listing 4 is 8 a day now", "listing 4's price is 25 a day": a listing named by its number, then what it costs.
    private static func saysWhatAListingCosts(_ words: [String]) -> Bool {
        words.indices.dropLast(2).contains { index in
            guard words[index] == "listing" else { return false }
            let number = words[index + 1]
            if number.hasSuffix("'s") { return Int(number.dropLast(2)) != nil }
            return Int(number.trimmingCharacters(in: ["#"])) != nil && ["is", "should", "will", "now", "costs", "goes"].contains(words[index + 2])
        }
    }

    /// Everything a search can carry, read in an order that keeps each recognizer off the others' words.
    mutating func readSearch(into slots: inout Slots) {
        if let area = scan.floorArea() { (slots.minSqft, slots.maxSqft) = area }
        let moveIn = scan.moveInTime()
        let untimed = scan.taken
        scan.readWhen(into: &slots)
        if slots.when != nil { takeFreeSaidOfTheTime(untimed: untimed) }
        let radius = scan.radius()
        slots.radiusKm = radius?.kilometres
        slots.near = scan.place() ?? (radius?.fromMe == true ? .me : nil)
        scan.readCounts(into: &slots)
        for meaning in scan.money() {
            switch meaning {
            case .atMost(let money), .amount(let money): slots.maxPrice = money
            case .atLeast(let money): slots.minPrice = money
            case .between(let low, let high): (slots.minPrice, slots.maxPrice) = (low, high)
            }
        }
        slots.amenities = amenities(onlyAfterWith: false)
        slots.sort = scan.first(Lexicon.sorts) ?? (readNewFirst() ? "newest" : nil)
        if slots.sort == "newest", let when = slots.when, when.start.date <= scan.context.localDayAndMinute.0 {
            slots.when = nil
        }
        slots.category = scan.categoryNamedAsWhereToLook() ?? scan.categorySaidOfThings() ?? scan.first(Lexicon.categories)
        slots.type = scan.first(Lexicon.types, evenBesideAThing: true)
        slots.query = scan.takeQuery()
        if let moveIn {
            if moveIn.onlyAHome || Self.asksForAHome(slots) {
                slots.availableFrom = moveIn.interval
            } else if slots.when == nil {
                slots.when = moveIn.interval
            }
        }
    }

    /// "a quiet room free saturday afternoon", "is the kayak open on friday", "tomorrow free?": a word for free beside the
    /// time asks whether it is free then, which the time already says; "free stuff near me" keeps it as a price.
    private mutating func takeFreeSaidOfTheTime(untimed: TakenWords) {
        let words = scan.words
        let timed = scan.taken
        let isTime = { (index: Int) in words.indices.contains(index) && timed[index] && !untimed[index] }
        for index in words.indices where !scan.taken[index] && Self.freeWords.contains(words[index]) {
            let next = index + 1 < words.count && Self.timeLinks.contains(words[index + 1]) ? index + 2 : index + 1
            if isTime(next) || isTime(index - 1) { scan.taken[index] = true }
        }
    }

    private static let freeWords: Set<String> = ["free", "open", "vacant", "unbooked"]
    private static let timeLinks: Set<String> = ["on", "at", "this", "next", "from", "for", "in"]

    /// "any new listings", "new condos", "fresh house listings", "new tents listed this week": "new" or its kin right
    /// before listings or a kind of home, or before anything said to be listed, asks for the newest first; "new
    /// appliances" and "a new tent" do not.
    private mutating func readNewFirst() -> Bool {
        let words = scan.words
        let saysListed = words.contains(where: Self.listedWords.contains)
        for index in words.indices where !scan.taken[index] && Self.newWords.contains(words[index]) {
            if index > 0, Self.askingWhatIsNew.contains(words[index - 1]) || index > 1 && words[index - 2] == "what" && words[index - 1] == "is" {
                scan.taken[index] = true
                return true
            }
            guard index + 1 < words.count else { continue }
            var next = index + 1
            if words[next] == "house" || words[next] == "apartment", next + 1 < words.count, Self.listingNouns.contains(words[next + 1]) {
                next += 1
            }
            let kind = Lexicon.types.match(at: next, in: words, taken: scan.taken)?.value
            guard !scan.taken[next], saysListed || Self.listingNouns.contains(words[next]) || kind.map(Lexicon.homeTypes.contains) == true
            else { continue }
            scan.taken[index] = true
            scan.takeFree(Self.listedWords)
            return true
        }
        return false
    }

    private static let newWords: Set<String> = ["new", "fresh", "newly", "freshly"]
    private static let askingWhatIsNew: Set<String> = ["what's", "whats"]
    private static let listingNouns: Set<String> = [
        "listings", "listing", "ones", "arrivals", "postings", "rentals", "offers", "stuff", "things", "items", "gear",
    ]
    private static let listedWords: Set<String> = ["listed", "posted", "added"]

    /// True when a search's slots name a home: its kind, rooms, floor area or a monthly price.
    private static func asksForAHome(_ slots: Slots) -> Bool {
        slots.category == "homes" || slots.type.map(Lexicon.homeTypes.contains) == true || slots.bedrooms != nil
            || slots.bathrooms != nil || slots.minSqft != nil || slots.maxSqft != nil
            || [slots.maxPrice, slots.minPrice].contains { $0?.per?.rawValue == "month" }
    }

    /// Amenities among the free words; those that also name other things ("parking", "desk") only in a list
    /// after "with" and its kin ("with wifi, monitor, study desk and a fridge").
    mutating func amenities(onlyAfterWith: Bool) -> [String]? {
        takeMissingAmenities()
        let listed = amenityListPositions()
        let words = scan.words
        let amenities = scan.all(Lexicon.amenities) { index in
            listed.contains(index) || !(onlyAfterWith || Lexicon.amenitiesNeedingWith.contains(words[index]))
        }
        return amenities.isEmpty ? nil : amenities
    }

    /// "with no wifi", "without a fridge", "not pet friendly", "don't need parking": an amenity said to be missing or
    /// not wanted filters nothing; its words are read so that they are not searched for either.
    private mutating func takeMissingAmenities() {
        for words in missingAmenities() { scan.take(words) }
    }

    /// The words of each amenity said to be missing or not wanted, with the words that say so: "no pets", "without a
    /// fridge".
    func missingAmenities() -> [Range<Int>] {
        let words = scan.words
        var found: [Range<Int>] = []
        for index in words.indices where Self.lacking.contains(words[index]) && !scan.taken[index] {
            var next = index + 1
            while next < words.count, Self.lackingGlue.contains(words[next]) { next += 1 }
            guard let match = Lexicon.amenities.match(at: next, in: words, taken: scan.taken) else { continue }
            found.append(index..<(next + match.length))
        }
        return found
    }

    private static let lacking: Set<String> = ["no", "without", "w/o", "not", "non", "nor", "don't", "dont", "doesn't", "doesnt"]
    private static let lackingGlue: Set<String> = ["a", "an", "any", "need", "needed", "want", "require", "care", "about", "for", "have", "with"]

    private static let listStarts: Set<String> = ["with", "has", "have", "plus", "including", "w/", "w", "featuring", "includes", "and"]
    private static let listGlue: Set<String> = ["a", "an", "the", "some", "and", "or", "&", "+", "plus", "also", "its", "own", "free"]

    /// Where each amenity of a list starts, however the list is joined: after "with", or a list of its own ("…, $18/hr -
    /// wifi, monitor and a fridge") when one of them can only be an amenity and it is not the thing offered ("my desk and
    /// monitor").
    func amenityListPositions() -> Set<Int> {
        let words = scan.words
        var positions: Set<Int> = []
        for start in words.indices where Self.listStarts.contains(words[start]) && !scan.taken[start] {
            positions.formUnion(amenityRun(from: start + 1))
        }
        let line = scan.utterance.line
        var start = line.utf8.contains(UInt8(ascii: ",")) || line.utf8.contains(UInt8(ascii: "+")) || words.contains("and") ? 0 : words.count
        while start < words.count {
            let run = amenityRun(from: start)
            if run.count >= 2, run.contains(where: { !Lexicon.amenitiesNeedingWith.contains(words[$0]) }), !Self.namesTheThing(run[0], in: words) {
                positions.formUnion(run)
            }
            start = (run.max() ?? start) + 1
        }
        return positions
    }

    /// The amenities of the list starting at `start`, joined by `listGlue`.
    private func amenityRun(from start: Int) -> [Int] {
        let words = scan.words
        var positions: [Int] = []
        var index = start
        while index < words.count {
            if let match = Lexicon.amenities.match(at: index, in: words, taken: scan.taken) {
                positions.append(index)
                index += match.length
            } else if Self.listGlue.contains(words[index]) {
                index += 1
            } else {
                break
            }
        }
        return positions
    }

    /// True when a search found anything beyond plain words.
    static func hasSearchEntities(_ slots: Slots) -> Bool {
        slots.near != nil || slots.maxPrice != nil || slots.minPrice != nil || slots.type != nil
            || slots.category != nil || slots.amenities != nil || slots.bedrooms != nil || slots.radiusKm != nil
            || slots.sort != nil || slots.availableFrom != nil || slots.minSqft != nil || slots.maxSqft != nil
    }

    /// What a post carries, named first: "post 2 look what I can rent", "post listing 42 …", or "post it" alone.
    private mutating func leadingAttachment() -> Slots.Reference? {
        let (words, taken) = (scan.words, scan.taken)
        let leadEndsOnThis = { (end: Int) in end > 0 && taken[end - 1] && ["this", "that"].contains(words[end - 1]) }
        guard let first = scan.firstFree else { return leadEndsOnThis(words.count) ? .it : nil }
        let isAlone = first == words.count - 1
        let startsWithNumber = words[first].allSatisfy(\.isASCIIDigit) && !isAlone
        let startsWithRecord = ReferenceRecognizer.recordWords.contains(words[first]) && !isAlone
            && words[first + 1].allSatisfy(\.isASCIIDigit)
        if itAlone(from: first) {
            scan.take(first..<words.count)
            return .it
        }
        if leadEndsOnThis(first), words[first...].dropFirst(Self.thingsInView.contains(words[first]) ? 1 : 0).allSatisfy(Self.whereItIsPosted.contains) {
            scan.take(first..<words.count)
            return .it
        }
        if let named = thingInViewBeforeACaption(from: first, afterThis: leadEndsOnThis(first)) {
            scan.take(first..<named)
            return .it
        }
        guard startsWithNumber || startsWithRecord else { return nil }
        return scan.reference(from: first)
    }

    /// "post this city to my feed with caption: road trip?", "post it saying …", "post it to my followers - who's in?":
    /// where the caption's frame or words start, past the thing in view and where it is posted; nil with no caption.
    private func thingInViewBeforeACaption(from first: Int, afterThis: Bool) -> Int? {
        let words = scan.words
        var end = first
        if Self.whatAPostIsAbout.contains(words[end]), end + 1 < words.count { end += 1 }
        if afterThis, Self.thingsInView.contains(words[end]) {
            end += 1
        } else if words[end] == "it" {
            end += 1
        } else if ["the", "this", "that"].contains(words[end]), end + 1 < words.count, Self.thingsInView.contains(words[end + 1]) {
            end += 2
        } else {
            return nil
        }
        var next = end
        while next < words.count, Self.whereItIsPosted.contains(words[next]), !scan.utterance.raw(next - 1).hasSuffix(":") { next += 1 }
        if next + 1 < words.count, ["-", "--"].contains(words[next]) { return next + 1 }
        guard next < words.count, scan.utterance.raw(next - 1).hasSuffix(":") || Self.captionFrames.match(at: next, in: words, taken: scan.taken) != nil
        else { return nil }
        return next
    }

    /// "make a post about this place", "a post of this city": what a post is of, before the thing in view.
    private static let whatAPostIsAbout: Set<String> = ["about", "of", "on", "regarding"]

    private static let captionFrames = PhraseTable<Bool>(
        ["with the caption", "with caption", "caption", "captioned", "saying", "that says", "and say", "and write"].map { ($0, true) })

    /// "post it", "post it to my feed", "post that city for everyone": true when the words name the thing in view
    /// and then say nothing but where and for whom it is posted.
    private func itAlone(from first: Int) -> Bool {
        let words = scan.words
        var end = first
        if Self.whatAPostIsAbout.contains(words[end]), end + 1 < words.count { end += 1 }
        if ["it", "this", "that"].contains(words[end]) {
            end += 1
        } else if ["the", "this", "that"].contains(words[end]), end + 1 < words.count, Self.thingsInView.contains(words[end + 1]) {
            end += 2
        } else {
            return false
        }
        if end < words.count, Self.thingsInView.contains(words[end]) { end += 1 }
        return words[end...].allSatisfy(Self.whereItIsPosted.contains)
    }

    /// A reference among the words no time phrase holds: "cancel my dec 13 booking" names a day, not booking 13.
    /// A time that is nothing but the reference's own number ("the 2nd reservation") leaves it a reference.
    private mutating func referenceOutsideATime() -> Slots.Reference? {
        var dated = scan
        _ = dated.time()
        let timeWords = scan.words.indices.filter { dated.taken[$0] && !scan.taken[$0] && scan.words[$0] != "the" }
        var plain = scan
        let plainReference = plain.reference()
        if timeWords.allSatisfy({ plain.taken[$0] }) {
            scan = plain
            return plainReference
        }
        var referring = scan
        for index in timeWords { referring.taken[index] = true }
        guard let reference = referring.reference() else { return nil }
        for index in scan.words.indices where referring.taken[index] && !timeWords.contains(index) { scan.taken[index] = true }
        return reference
    }

    /// "post it later maybe", "share that eventually": the thing in view, put off.
    private func itIsPutOff() -> Bool {
        guard let first = scan.firstFree, ["it", "this", "that"].contains(scan.words[first]), first + 1 < scan.words.count else { return false }
        let rest = scan.words[(first + 1)...]
        return rest.contains(where: Self.whenOrUnsure.contains)
            && rest.allSatisfy { Self.putOffWords.contains($0) || Self.whereItIsPosted.contains($0) }
    }

    /// A post's text without the label that introduced its photo at the end: "rackets restrung! photo:".
    /// The words in quotes when a photo post's text holds one quoted caption among the words that frame it: `with the
    /// text "new mural"`, `and say "foggy bay"`, `"roses" with the photo`.
    private static func quotedCaption(_ text: String) -> String? {
        for (open, close) in [("\"", "\""), ("“", "”")] as [(Character, Character)] {
            guard let start = text.firstIndex(of: open) else { continue }
            let after = text.index(after: start)
            guard let end = text[after...].firstIndex(of: close) else { continue }
            let rest = text[text.index(after: end)...]
            guard !rest.contains(open), !rest.contains(close) else { return nil }
            let framing = (text[..<start] + " " + rest).lowercased().split(separator: " ").filter { !$0.contains("://") }
                .flatMap { $0.split(whereSeparator: { !$0.isLetter && $0 != "'" }) }
            guard framing.allSatisfy({ wordsAroundACaption.contains(String($0)) }) else { return nil }
            let quoted = text[after..<end].drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()
            return quoted.isEmpty ? nil : String(quoted)
        }
        return nil
    }

    private static let wordsAroundACaption: Set<String> = [
        "with", "the", "a", "text", "caption", "captioned", "and", "say", "saying", "says", "photo", "pic", "picture", "image", "this",
        "that", "it", "reads", "reading", "words", "add", "write", "put", "as", "quote", "like", "under", "below", "on",
    ]

    private static func withoutPhotoLabel(_ text: String) -> String? {
        guard text.hasSuffix(":") else { return text }
        var words = text.split(separator: " ")
        while let last = words.last, photoFrames.match(at: 0, in: [last.lowercased().trimmingCharacters(in: [":"])], taken: TakenWords(count: 1)) != nil {
            words.removeLast()
        }
        let kept = words.joined(separator: " ")
        return kept.isEmpty ? nil : kept
    }

    /// "report chen's listing": a possessive name before the kind of record meant, which is not the person.
    private func namesTheirRecord() -> Bool {
        guard let first = scan.firstFree, first > 0 else { return false }
        let possessive = scan.utterance.raw(first - 1).lowercased()
        return (possessive.hasSuffix("'s") || possessive.hasSuffix("’s")) && Self.recordsOfAPerson.contains(scan.words[first])
    }

    private static let recordsOfAPerson: Set<String> = [
        "listing", "listings", "post", "posts", "comment", "comments", "review", "reviews", "message", "messages", "ad", "place",
        "spot", "item", "thing", "one",
    ]

    /// What "post the … " may name that the person has in view: a drawn city, a listing, a spot.
    static let thingsInView: Set<String> = ["surprise", "city", "adventure", "place", "spot", "listing", "one", "card", "trip", "destination"]
    /// True when the free words name one record and nothing more: "the 2nd one", "listing 4", "a link to the first
    /// one". Sent to someone, that is the record shared, not a message.
    private func restOnlyNamesARecord() -> Bool {
        var probe = scan
        guard let first = probe.firstFree, probe.reference(from: first) != nil else { return false }
        probe.takeFree(Self.wordsBesideARecord)
        return probe.firstFree == nil
    }

    /// Words that go with a record sent to someone and say nothing more: "a link to", "the … one", "please".
    private static let wordsBesideARecord = thingsInView.union(["link", "to", "url", "the", "a", "an", "please", "pls", "plz", "thx", "thanks"])

    /// "this destination", "that place", "it": a message that only names the thing in view is sharing it.
    static func onlyNamesWhatIsShown(_ text: String) -> Bool {
        let words = text.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
        return words.contains { ["this", "that", "it"].contains($0) }
            && words.allSatisfy { ["this", "that", "it", "the"].contains($0) || thingsInView.contains($0) }
    }

    /// Words after the thing posted that only say where or for whom: "to my feed", "for everyone", "please".
    private static let whereItIsPosted: Set<String> = [
        "to", "on", "my", "the", "feed", "wall", "timeline", "profile", "please", "pls", "for", "me", "now", "up", "here", "everyone",
        "followers", "friends", "all", "too", "publicly", "public", "everybody", "online", "out", "there",
    ]

    /// "as a skate spot", "a skating spot": the kind said right before "spot", which outweighs a kind word in the
    /// spot's own name ("Lake Merritt Ledges").
    private mutating func kindBeforeSpot() -> String? {
        for index in scan.words.indices.dropFirst() where ["spot", "spots"].contains(scan.words[index]) {
            for start in [index - 2, index - 1] where start >= 0 {
                guard let kind = Self.spotKinds.match(at: start, in: scan.words, taken: scan.taken), start + kind.length == index else { continue }
                scan.take(start..<(index + 1))
                return kind.value
            }
        }
        return nil
    }

    /// A kind in brackets ("save spot Hidden Bank near 94107 (skate)"), else the last kind word among the free words
    /// ("pin spot lake merritt near 94612 water"): a kind said after the name leaves the name whole.
    private mutating func lastSpotKind() -> String? {
        for index in scan.words.indices.reversed() where !scan.taken[index] {
            let word = scan.words[index]
            guard word.hasPrefix("("), word.hasSuffix(")"), word.count > 2 else { continue }
            let inner = [String(word.dropFirst().dropLast())]
            guard let kind = Self.spotKinds.match(at: 0, in: inner, taken: TakenWords(count: 1)) else { continue }
            scan.taken[index] = true
            return kind.value
        }
        guard let start = scan.words.indices.last(where: { Self.spotKinds.match(at: $0, in: scan.words, taken: scan.taken) != nil }),
            let kind = Self.spotKinds.match(at: start, in: scan.words, taken: scan.taken)
        else { return nil }
        scan.take(start..<(start + kind.length))
        return kind.value
    }

    /// What `read` finds among the free words of `clause` alone (all of them when nil), keeping only the words it
    /// took when it found something.
    private mutating func within<Found>(_ clause: ClosedRange<Int>?, _ read: (inout SlotReader) -> Found?) -> Found? {
        var own = self
        if let clause { own.scan.taken = scan.taken.takingAllBut(clause) }
        guard let found = read(&own) else { return nil }
        for index in scan.words.indices where own.scan.taken[index] && (clause?.contains(index) ?? true) { scan.taken[index] = true }
        return found
    }

    /// "my bio looks weird": a lead that only names a profile field ("my bio", "about me") introduces a new value only
    /// when a colon, "is" or a wish for it follows ("my bio: …", "about me is …", "my bio should be …", "my bio to be …").
    private func namesTheFieldOnly() -> Bool {
        let lead = scan.leadBeforeFirstFree
        guard lead.count >= 2, lead.allSatisfy({ Self.profileFieldNouns.contains(scan.words[$0]) }), lead.upperBound < scan.words.count
        else { return false }
        let next = lead.upperBound
        let wished = next + 1 < scan.words.count && ["should", "will", "to"].contains(scan.words[next]) && ["be", "say", "read"].contains(scan.words[next + 1])
        return !scan.utterance.raw(next - 1).hasSuffix(":") && !["is", "=", "->", "=>", "says", "reads"].contains(scan.words[next]) && !wished
    }

    private static let profileFieldNouns: Set<String> = ["my", "bio", "about", "me", "new", "location"]

    /// True when the words after the command talk about a post rather than say one: "post 140 is just spam".
    private func talksAboutARecord() -> Bool {
        guard let first = scan.firstFree, first + 1 < scan.words.count, scan.words[first].allSatisfy(\.isASCIIDigit) else { return false }
        return ["is", "was", "has", "looks", "seems", "isn't", "got"].contains(scan.words[first + 1])
    }

    /// True for a whole text that only says when or how unsure ("i'll comment on it later", "message dana maybe??
    /// idk"): a promise or a doubt, not something to publish.
    static func onlyPutsOff(_ text: String) -> Bool {
        let words = Utterance(text).words
        return !words.isEmpty && words.allSatisfy(putOffWords.contains)
    }

    /// "comment 'nice one' on the sunset post", "write 'see you there' under post 3": the quoted words first, then the
    /// post they go on, and nothing else.
    private mutating func commentQuotedFirst() -> Slots? {
        var reader = self
        guard let text = reader.scan.takeLeadingQuote() else { return nil }
        if let first = reader.scan.firstFree, ["on", "under", "to", "below", "for", "in"].contains(reader.scan.words[first]) {
            reader.scan.take(first..<(first + 1))
        }
        var slots = Slots()
        if let described = reader.readPostDescribed() {
            slots.postNamed = described
        } else if let reference = reader.scan.reference() {
            slots.ref = reference
            reader.scan.takeFree(ReferenceRecognizer.referenceNouns)
        } else {
            return nil
        }
        guard reader.scan.leftoverWords().isEmpty else { return nil }
        slots.text = text
        self = reader
        return slots
    }

    /// Words beside a place that say only that it is where the person is now: "i'm in oakland now", "my zip is 94612".
    private static let locationFillers: Set<String> = ["now", "these", "days", "nowadays", "to", "is", "=", "currently", "actually", "pls", "please", "thanks", "thx", "btw"]

    /// "ask ana if she has a tripod", "ask the owner whether it comes with a case", "ask ana when I can pick it up",
    /// "message ana asking if …", "message chen and ask if the mic works": a question told about, not its words: sent as
    /// typed it would reach her as a fragment, so the bot asks what to say instead.
    private func reportsAQuestion(_ text: String, after lead: String?) -> Bool {
        guard !scan.words.indices.contains(where: { scan.utterance.raw($0).hasSuffix(":") }) else { return false }
        let words = text.lowercased().split(separator: " ").prefix(2)
        guard let first = words.first else { return false }
        return Self.reportedQuestionWords.contains(first) && lead == "ask"
            || first == "asking" && words.count == 2 && ["if", "whether", "about"].contains(words.last!)
            || ["and", "to"].contains(first) && words.count == 2 && ["ask", "asking"].contains(words.last!)
    }

    private static let reportedQuestionWords: Set<Substring> = ["if", "whether", "about", "when", "what", "how", "where", "why", "which"]

    /// "review ana's storage: 5/5 super easy": the thing a possessive read as the person names, up to a colon close after
    /// it, is what is reviewed, not the review.
    private mutating func takeWhatIsOwnedBeforeAColon() {
        guard let first = scan.firstFree, first > 0, scan.taken[first - 1],
            scan.utterance.raw(first - 1).hasSuffix("'s") || scan.utterance.raw(first - 1).hasSuffix("’s"),
            let colon = (first..<min(scan.words.count - 1, first + 3)).first(where: { scan.utterance.raw($0).hasSuffix(":") })
        else { return }
        scan.take(first..<(colon + 1))
    }

    /// `onlyPutsOff`, unless a colon introduced the text: "comment on 2: lol" says "lol".
    private func onlyPutsOffWithoutAColon(_ text: String) -> Bool {
        !scan.words.indices.contains { scan.utterance.raw($0).hasSuffix(":") } && Self.onlyPutsOff(text)
    }

    private static let putOffWords: Set<String> = [
        "later", "soon", "tomorrow", "tonight", "in", "a", "bit", "another", "time", "on", "today", "some", "point",
        "maybe", "perhaps", "probably", "eventually", "someday", "idk", "dunno", "i", "guess", "not", "sure", "yet",
        "lol", "haha", "hmm", "or", "something", "whatever", "then", "first", "but", "now", "stuff",
    ]

    /// The words of `putOffWords` that say the act waits or is in doubt.
    private static let whenOrUnsure: Set<String> = [
        "later", "soon", "tomorrow", "tonight", "maybe", "perhaps", "probably", "eventually", "someday", "idk", "dunno", "yet",
    ]

    /// "for good", "permanently", "from the site": how long and where from a listing is taken, which adds nothing.
    private static let howLongAndWhereFrom: Set<String> = [
        "permanently", "entirely", "completely", "forever", "good", "site", "app", "rentline", "marketplace", "platform", "website",
    ]

    /// Words that name a booking and never a listing: "scrap my 2nd reservation" cancels, it doesn't remove.
    private static let reservationNouns: Set<String> = ["booking", "bookings", "reservation", "reservations"]

    /// "send bob 20 dollars", "send ana some money for the tent": a payment asked for, which no message makes.
    private func sendsMoney() -> Bool {
        let lead = scan.leadBeforeFirstFree
        guard lead.contains(where: { Self.moneyVerbs.contains(scan.words[$0]) }) else { return false }
        let free = scan.words.indices.filter { !scan.taken[$0] }
        return free.contains { Self.moneyNouns.contains(scan.words[$0]) } || !MoneyRecognizer.matches(in: scan.words, taken: scan.taken).isEmpty
    }

    private static let moneyVerbs: Set<String> = ["send", "give", "pay", "shoot"]
    private static let moneyNouns: Set<String> = ["money", "cash", "payment", "dollars", "bucks", "funds"]

    /// Words around a booking's description that say nothing of which booking: "cancel my upcoming kayak booking please".
    private static let bookingFrame: Set<String> = [
        "upcoming", "next", "please", "pls", "actually", "now", "instead", "one", "early", "earlier", "asap", "soon", "thing", "things", "stuff",
    ]

    /// "cancel the drill", "cancel tomorrow's office", "cancel saturday": "cancel" itself with a thing or a day as its
    /// object names one of the speaker's bookings without saying "booking"; the bot asks before cancelling one so
    /// described. The thing follows "the", "my", a day or a possessive ("cancel culture aside" names none), and "cancel
    /// my plans for tonight" or "cancel my kayak listing" names none.
    private func cancelsAThingOrADay(_ dated: EntityScan, isDated: Bool) -> Bool {
        let lead = scan.leadBeforeFirstFree
        guard scan.words[lead].contains(where: Self.cancelVerbs.contains) else { return false }
        let object = objectOfTheLead(dated).filter { !Self.bookingFrame.contains(dated.words[$0]) }
        guard let first = object.first else { return isDated }
        let introduced = first > lead.upperBound
            && (Self.determiners.contains(dated.words[first - 1]) || dated.taken[first - 1] && !scan.taken[first - 1]
                || EntityScan.isPossessive(scan.utterance.raw(first - 1)))
        return introduced && !object.contains(where: { Self.recordsNotBooked.contains(dated.words[$0]) || Self.copulas.contains(dated.words[$0]) })
            && Self.couldNameAThing(dated.words[first])
    }

    /// "kill my booking for the projector", "ditch the kayak reservation": a verb that cancels only beside a word for a
    /// booking has that word in its own clause, after what could name one; "kill time before my booking" and "scratch
    /// that, my booking is fine" cancel nothing. "cancel" itself needs no more.
    private func objectNamesABooking(_ dated: EntityScan) -> Bool {
        guard !scan.words[scan.leadBeforeFirstFree].contains(where: Self.cancelVerbs.contains) else { return true }
        let object = objectOfTheLead(dated)
        guard let first = object.first, object.contains(where: { Self.bookingNouns.contains(dated.words[$0]) }) else { return false }
        return Self.bookingNouns.contains(dated.words[first]) || Self.couldNameAThing(dated.words[first])
    }

    /// The words of the lead's clause after it, but for the time `dated` read, articles and possessives.
    private func objectOfTheLead(_ dated: EntityScan) -> [Int] {
        let lead = scan.leadBeforeFirstFree
        return IntentParser.clause(around: max(lead.upperBound - 1, 0), in: scan.utterance).filter { index in
            index >= lead.upperBound && !(dated.taken[index] && !scan.taken[index]) && !Self.determiners.contains(dated.words[index])
                && !EntityScan.isPossessive(scan.utterance.raw(index))
        }
    }

    private static func couldNameAThing(_ word: String) -> Bool {
        word.contains(where: \.isLetter) && !Lexicon.stopWords.contains(word) && !Lexicon.nothingToRent.contains(word) && !namesTheBotsOwnThing(word)
    }

    private static let cancelVerbs: Set<String> = ["cancel", "cxl", "cncl", "canx"]
    /// "cancel culture is wild": "cancel" said of something, not to the bot.
    private static let copulas: Set<String> = ["is", "are", "was", "were", "isn't", "aren't", "wasn't", "be", "been", "has", "have", "gets", "got"]
    /// What else "cancel" is said of: "cancel my drill listing", "cancel the kayak search".
    private static let recordsNotBooked: Set<String> = [
        "listing", "listings", "ad", "ads", "post", "posts", "search", "searches", "message", "messages", "account", "subscription",
        "membership", "alert", "alerts", "viewing", "tour", "visit",
    ]

    /// Words that say a description is of a booking: "the kayak booking", "my reservation for saturday".
    private static let bookingNouns = Set(["booking", "bookings", "reservation", "reservations", "rental", "rentals", "stay", "trip"])
        .union(leaseNouns)
    /// A lease is named with the verb that ends it ("end my lease", "break the tenancy"), so its noun is a cue too.
    private static let leaseNouns: Set<String> = ["lease", "leases", "tenancy"]

    /// The lead when the command was a request to have something or a place on its list ("request", "put me down for"),
    /// which asks for a thing only with a time or a length said, or one thing named after a request ("request the
    /// kayak", "i'd like to request ana's drill"): "request a callback" asks for no listing.
    private func requestingLead() -> String? {
        let lead = scan.words[scan.leadBeforeFirstFree].joined(separator: " ")
        return Self.requestingLeads.contains(lead) ? lead : nil
    }

    private static let requestingLeads = Set(CommandRules.requestingLeads)
    /// Leads that put the speaker on a list, more often for something other than a thing ("sign me up for the
    /// newsletter", "put me down for the weekly deals email", "pencil me in for a call"): a thing named after them is
    /// asked for only with a time.
    private static let enrolling: Set<String> = ["sign me up for", "put me down for", "pencil me in for"]

    /// "take the fridge off the quiet room", "take the monitor out of the office": taking a thing away, not renting it
    /// ("take the kayak out this weekend" rents it).
    private func takesSomethingAway() -> Bool {
        scan.leadBeforeFirstFree.contains { scan.words[$0] == "take" }
            && scan.words.indices.contains { index in
                !scan.taken[index] && (["off", "away"].contains(scan.words[index])
                    || scan.words[index] == "out" && index + 1 < scan.words.count && scan.words[index + 1] == "of")
            }
            || takesSomeoneOn() || letsToSomeone()
    }

    /// "i'll rent the condo to gus", "lease my flat to @dana", "happy to rent to tariq": a thing let to a person, which
    /// books and lists nothing. The person is the last word of a clause, no everyday word or city.
    private func letsToSomeone() -> Bool {
        let words = scan.words
        guard scan.hasTaken(oneOf: ["rent", "lend", "lease", "sublet", "let"]) else { return false }
        return words.indices.dropLast().contains { to in
            let name = to + 1
            guard words[to] == "to", !scan.taken[name], name + 1 == words.count || IntentParser.endsClause(scan.utterance.raw(name)) else { return false }
            return words[name].hasPrefix("@")
                || !Lexicon.stopWords.contains(words[name]) && !TypoCorrector.isKnown(words[name]) && Self.isPlausibleUsername(words[name])
                    && CityNames.shared.match(at: name, in: words, taken: scan.taken) == nil
        }
    }

    /// "i'll take dev as a tenant", "take ben as the guest": a person taken on, which books nothing.
    private func takesSomeoneOn() -> Bool {
        let nothingTaken = TakenWords(count: scan.words.count)
        return scan.words.indices.contains { Self.takenOnPhrases.match(at: $0, in: scan.words, taken: nothingTaken) != nil }
    }

    private static let takenOnPhrases = PhraseTable(asPeopleTakenOn.map { ($0, true) })

    /// "as a tenant", "as my renter", "as the guest": the role a person is taken on in.
    static let asPeopleTakenOn: [String] = ["tenant", "renter", "guest", "roommate", "housemate", "flatmate", "lodger", "subletter"].flatMap { role in
        ["as " + role] + ["a", "the", "my", "our"].map { "as \($0) \(role)" }
    }

    private static let politeEndings: Set<String> = ["please", "pls", "plz", "too", "now", "already"]
    /// Particles of passing something on: "pass this along to gus", "shoot it over to omar".
    private static let passedOn: Set<String> = ["along", "over", "on"]
    /// What keeping a listing is for: "keep #5 for later".
    private static let forLater = PhraseTable<Bool>(
        ["for later", "for me", "for now", "in mind", "for another time", "for next time", "for later on", "for me for later"].map { ($0, true) })

    /// "add 50 to my wallet": the words around a bare amount that still make it a top-up; "add a monitor to number 2"
    /// adds no money.
    private static let walletWords: Set<String> = ["wallet", "balance", "account", "funds", "credit", "rn", "now", "asap"]
    /// "add ana to my friends": where a person is added, unlike a thing added to a listing.
    private static let peopleLists: Set<String> = ["friends", "friend", "buddies", "following", "follows", "contacts", "people"]

    /// "like listing 3": a listing is saved, never liked as a post is.
    private static let namesAListing: Set<String> = ["listing", "listings", "item", "items", "rental", "ad"]

    /// A word of the parser's vocabulary, or its plural ("kayaks"): no one's name.
    private static func isAWordOfThings(_ word: String) -> Bool {
        TypoCorrector.isKnown(word) || word.hasSuffix("s") && TypoCorrector.isKnown(String(word.dropLast()))
    }

    /// "cancel my like on 2", "remove the heart from it": the command's object is a reaction to a post or a
    /// person, never a listing or a booking.
    private func objectIsAReaction() -> Bool {
        guard var index = scan.firstFree else { return false }
        while index < scan.words.count - 1, Self.determiners.contains(scan.words[index]) { index += 1 }
        return Self.reactionNouns.contains(scan.words[index])
    }

    private static let determiners: Set<String> = ["my", "the", "a", "that", "this", "our", "your"]
    private static let reactionNouns: Set<String> = ["like", "likes", "heart", "hearts", "thumbs", "upvote", "follow", "friendship"]

    /// Words between "post" and what is posted: "post to the feed saying …", "post this for me: …".
    private static let socialNouns: Set<String> = ["post", "posts", "comment", "comments"]

    /// "take listing 12 offline for a bit" pauses a listing; it books nothing.
    private static let pausing = PhraseTable<Bool>(CueRules.pausePhrases.map { ($0, true) })

    /// True when the words at `index` name an amenity, a category or a type: "add wifi to my office listing"
    /// follows no one called "wifi".
    static func namesAThingToRent(at index: Int, in scan: EntityScan) -> Bool {
        [Lexicon.amenities, Lexicon.categories, Lexicon.types].contains { $0.match(at: index, in: scan.words, taken: scan.taken) != nil }
    }

    /// "comment 2 is abusive": a record said something about, not a comment to write ("comment 2 looks fun" is one).
    private static let statementVerbs: Set<String> = ["is", "was", "isn't", "wasn't"]

    private static let postFrames = PhraseTable<Bool>(
        ["to the feed", "to my feed", "on my feed", "on the feed", "to feed", "on feed", "to my timeline", "on my timeline", "on my wall", "for me",
         "saying", "that says", "with the caption", "with caption", "caption", "captioned", "with photo", "with a photo",
         "with pic", "with this photo", "this for me", "that"].map { ($0, true) })
    /// Words after "that" which make it the post's subject, not a word introducing it: "post that was fun".
    private static let verbsAfterThat: Set<String> = [
        "was", "is", "isn't", "wasn't", "looks", "looked", "seems", "sounds", "will", "would", "has", "had", "made", "makes", "felt", "went",
    ]
    /// Words that only introduce a post's photo, when it has one: "post a photo https://… sunset from the pier".
    private static let photoFrames = PhraseTable<Bool>(
        ["to the feed", "to my feed", "on my feed", "on the feed", "for me", "photo", "a photo", "this photo", "my photo", "pic",
         "a pic", "this pic", "picture", "a picture", "this picture", "the photo", "the pic", "new photo", "a new photo", "a photo of", "photo of", "a pic of", "pic of", "a picture of",
         "picture of"].map { ($0, true) })

    /// "post my new ramp pic https://… with the caption: finally done": with a photo, what comes before the word
    /// "caption" only introduces it.
    private mutating func takeUpToCaption() {
        guard let caption = scan.words.indices.first(where: { !scan.taken[$0] && ["caption", "captioned", "saying"].contains(scan.words[$0]) }),
            caption + 1 < scan.words.count
        else { return }
        scan.take(0..<(caption + 1))
    }

    /// Takes the frame words at the start of a post's text, up to a colon that ends them.
    private mutating func takePostFrame(_ frames: PhraseTable<Bool>) {
        while let first = scan.firstFree, first == 0 || !scan.utterance.raw(first - 1).hasSuffix(":"),
            let frame = frames.match(at: first, in: scan.words, taken: scan.taken),
            scan.words[first] != "that" || first + 1 >= scan.words.count || !Self.verbsAfterThat.contains(scan.words[first + 1])
        {
            let end = first + frame.length
            guard end < scan.words.count else { return }
            scan.take(first..<end)
            if scan.utterance.raw(end - 1).hasSuffix(":") { return }
        }
    }

    /// "under post 40", "on the first post", "below the last post": a post named after its text in the same sentence,
    /// with where it starts.
    private mutating func postNamedAnywhere() -> (Slots.Reference, Int)? {
        let words = scan.words
        guard let first = scan.firstFree else { return nil }
        for index in first..<(words.count - 1) {
            if index > first, IntentParser.endsSentence(scan.utterance.raw(index - 1)) { return nil }
            guard !scan.taken[index], Self.besideAPost.contains(words[index]), words[(index + 1)...].prefix(3).contains("post") else { continue }
            var attempt = scan
            guard let reference = attempt.reference(from: index + 1), attempt.taken[index + 1] else { continue }
            attempt.taken[index] = true
            scan = attempt
            return (reference, index)
        }
        return nil
    }

    private static let besideAPost: Set<String> = ["under", "on", "below", "beneath", "to"]

    private mutating func leadingReference() -> Slots.Reference? {
        guard let first = scan.firstFree else { return nil }
        var attempt = scan
        guard let reference = attempt.reference(from: first), attempt.taken[first] else { return nil }
        scan = attempt
        return reference
    }

    /// "reply to them …": the person of the conversation in focus, left for the bot to find.
    /// "on the map", "to a map", "onto the map" of "mark Potrero Ledges on the map": where a spot goes, not its name.
    private mutating func takeOnTheMap() {
        let words = scan.words
        for map in words.indices.dropFirst() where words[map] == "map" && !scan.taken[map] {
            var start = map - 1
            if start > 0, ["the", "a", "our"].contains(words[start]) { start -= 1 }
            guard ["on", "to", "onto"].contains(words[start]), (start..<map).allSatisfy({ !scan.taken[$0] }) else { continue }
            scan.take(start..<(map + 1))
        }
    }

    static let replyPronouns: Set<String> = ["them", "him", "her"]

    /// "add to favorites", "save to my faves": with nothing else said, the thing in view is saved.
    private static let favoritesNouns: Set<String> = ["favorites", "favourites", "favs", "faves", "wishlist", "saved"]

    /// "say hi to lena", "say thanks to @ana", "say congrats to her": whom "say" sends the words to, named last, read
    /// into `slots.user` (none for a pronoun) with its "to" taken. False when the line doesn't end so. A last word that
    /// is no one's name is refused by the bot, where the words would otherwise go to whoever was messaged last.
    private mutating func takeAddresseeAfterSay(into slots: inout Slots) -> Bool {
        let words = scan.words
        let to = words.count - 2
        guard to > 0, words[to] == "to", !scan.taken[to], !scan.taken[to + 1],
            scan.hasTaken(oneOf: ["say"])
        else { return false }
        let name = words[to + 1]
        if !Self.replyPronouns.contains(name) {
            guard !Lexicon.stopWords.contains(name), let user = validUser(EntityScan.username(scan.utterance.raw(to + 1)))
            else { return false }
            slots.user = user
        }
        scan.take(to..<words.count)
        return true
    }

    /// Words that name nobody in particular, so "block someone" or "message people" names no user.
    /// "chen's", "the tennis rackets", "bob's tent": a listing described by its owner or by words after "the" (any
    /// words when not `definiteOnly`), into `ownerNamed` and `listingNamed`; false when nothing describes one.
    mutating func readListingDescribed(into slots: inout Slots, definiteOnly: Bool = true) -> Bool {
        let isDefinite = namesOneSeen()
        slots.ownerNamed = scan.possessiveUser()
        scan.takeFree(Self.favoritesWords)
        guard slots.ownerNamed != nil || isDefinite || !definiteOnly else { return false }
        slots.listingNamed = scan.takeQuery()
        return slots.ownerNamed != nil || slots.listingNamed != nil
    }

    /// "$7/day", "5 an hour": a price with its unit, which an edit with no field named sets as the price ("set my
    /// tennis rackets to $7/day").
    static func namesAPricePerUnit(_ scan: EntityScan) -> Bool {
        MoneyRecognizer.matches(in: scan.words, taken: scan.taken).contains { match in
            if case .amount(let money) = match.meaning { money.per != nil } else { false }
        }
    }

    /// Words that name the favorites list itself: "drop the tent from my favorites".
    private static let favoritesWords: Set<String> = [
        "favorites", "favourites", "favorite", "favourite", "faves", "favs", "saved", "wishlist", "bookmarks", "list", "listing", "one", "ones",
    ]

    static let notUsernames: Set<String> = [
        "ugh", "um", "umm", "uh", "uhh", "hmm", "hm", "oh", "omg", "lol", "welp", "meh", "argh", "ah", "ahh", "whoa", "wow", "yikes", "oops", "one",
        "someone", "somebody", "anyone", "anybody", "people", "users", "user", "person", "them", "him", "her", "rentline",
        "my", "your", "his", "their", "our", "its", "us", "we", "i",
        "you", "me", "myself", "everyone", "everybody", "a", "an", "the", "this", "that", "it", "they", "others",
        "host", "owner", "landlord", "seller", "renter", "guy", "folks", "yes", "no", "ok", "okay", "thanks",
        "button", "feature", "option", "page", "link", "function", "thing", "tab", "menu", "screen",
        "back", "out", "up", "off", "again", "now", "later", "first", "about", "if", "whether", "around", "why", "how",
        "what", "when", "where", "who", "which", "anything", "something", "everything", "nothing", "in", "on", "at", "of", "by",
        "got", "has", "have", "had", "renting", "lending", "selling", "offering", "listing", "going", "been", "here", "there",
        "today", "tonight",
    ]

    func validUser(_ user: String?) -> String? {
        guard let user, Self.isPlausibleUsername(user) else { return nil }
        return user
    }

    /// Letters, digits and "_", up to 20, not all digits, and not a word for people in general ("someone").
    static func isPlausibleUsername(_ user: String) -> Bool {
        (1...20).contains(user.count) && !notUsernames.contains(user)
            && user.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" })
            && !user.allSatisfy(\.isNumber)
    }

    /// "say no", "tell her yes", "tell lena no": a yes or no said through "say" or "tell", which answers a request as
    /// often as it messages one, so it is never sent as a message on a guess.
    private static func isABareAnswer(_ text: String, in scan: EntityScan) -> Bool {
        guard scan.hasTaken(oneOf: ["say", "tell"]) else { return false }
        let words = text.lowercased().split { !$0.isLetter && $0 != "'" }.map(String.init)
        return words.count <= 3 && words.contains(where: answerWords.contains)
            && words.allSatisfy { answerWords.contains($0) || answerCourtesies.contains($0) }
    }

    private static let answerWords: Set<String> = ["no", "nope", "nah", "yes", "yeah", "yep", "yup", "sure", "ok", "okay"]
    private static let answerCourtesies: Set<String> = ["thanks", "thank", "you", "please", "sorry", "just"]

    static func droppingLeadingTo(_ text: String) -> String {
        for prefix in ["to ", "as ", ": "] where text.lowercased().hasPrefix(prefix) { return String(text.dropFirst(prefix.count)) }
        return text
    }
}

extension SlotReader {
    /// "bikes for rent in palo alto", "latest stuff for rent near 94110": things named in the plural or in general
    /// before "for rent", with no owner and no price, are being looked for; "my bike for rent, $10 a day" offers one.
    static func asksForThingsToRent(_ words: [String]) -> Bool {
        guard let cue = words.firstIndex(of: "for"), cue > 0, cue + 1 < words.count, words[cue + 1] == "rent" else { return false }
        let owner: Set<String> = ["my", "our", "i", "i'm", "im", "we", "mine", "i've", "ive"]
        let isZip = { (word: String) in word.utf8.count == 5 && word.allSatisfy(\.isASCIIDigit) }
        guard !words.contains(where: owner.contains), !words.contains(where: { $0.hasPrefix("$") || $0.first?.isNumber == true && !isZip($0) })
        else { return false }
        let thing = words[cue - 1]
        return thing.count > 3 && thing.hasSuffix("s") && !thing.hasSuffix("ss") || Self.thingsInGeneral.contains(thing)
            || words[..<cue].contains(where: Self.newestWords.contains)
    }

    private static let thingsInGeneral: Set<String> = ["stuff", "gear", "anything", "something", "everything", "equipment"]
    private static let newestWords: Set<String> = ["latest", "newest", "recent", "any"]
}

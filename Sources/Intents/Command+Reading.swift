import Foundation

extension Command {
    /// The command `intent` asks for. `words` are the line's words as the parser read them, for the readings that
    /// depend on how the line was put ("again" alone, the word after "report"); `line` is kept whole in a listing's
    /// offer, whose condition may be said anywhere in it. `IntentParser.understand` builds one from its own reading.
    init(_ intent: Intent, words: [String], line: String) {
        let slots = intent.slots
        switch intent.name {
        case .help: self = .help(topic: slots.topic)
        case .signup: self = .signup(user: slots.user, password: slots.text)
        case .login: self = .login(user: slots.user, password: slots.text)
        case .resume: self = .resume(token: slots.text)
        case .logout: self = .logout
        case .whoami: self = .whoami
        case .quit: self = .quit
        case .greet: self = .greet
        case .thanks: self = .thanks
        case .confirm: self = .confirm
        case .deny: self = .deny
        case .unknown:
            self = .notUnderstood(Miss(rivals: intent.rivals, isIncomplete: intent.isIncomplete, suggestions: slots.suggestions ?? []))
        case .showProfile: self = .showProfile(user: slots.user)
        case .editProfile: self = .editProfile(Self.fieldChange(slots))
        case .categories: self = .categories
        case .search: self = .search(ListingWanted(slots))
        case .refine: self = .refine(ListingWanted(slots))
        case .answer: self = .answer(Self.loneValue(slots))
        case .ask:
            self = .ask(Question(
                about: slots.ref ?? .it, topic: slots.field.flatMap(Question.Topic.init) ?? .amenities,
                amenities: slots.amenities ?? [], during: slots.when,
                words: slots.query.map { $0.split(separator: " ").map(String.init) } ?? []))
        case .more: self = .more
        case .showListing:
            if slots.ref == nil, let sort = slots.sort {
                self = .pickShown(orderedBy: sort, among: slots.amongFirst)
            } else if slots.ref == nil, let words = slots.query {
                self = .pickShownNamed(words.split(separator: " ").map(String.init))
            } else {
                self = .showListing(slots.ref)
            }
        case .map: self = .map(near: slots.near, of: slots.mapOf)
        case .availability: self = .availability(slots.ref, within: slots.when)
        case .showReviews:
            if let name = slots.user {
                self = .showReviews(.person(name))
            } else if slots.ref == nil, let words = slots.listingNamed {
                self = .showReviews(.listingNamed(words.split(separator: " ").map(String.init)))
            } else {
                self = .showReviews(slots.ref.map(ReviewsOf.listing) ?? .unnamed)
            }
        case .createListing: self = .createListing(ListingOffered(slots, said: line))
        case .myListings: self = .myListings
        case .editListing: self = .editListing(OwnListing(slots), Self.fieldChange(slots))
        case .pauseListing: self = .pauseListing(OwnListing(slots))
        case .unpauseListing: self = .unpauseListing(OwnListing(slots))
        case .removeListing: self = .removeListing(OwnListing(slots))
        case .setAvailability:
            let listing = slots.ref != nil || slots.ownThing != nil ? OwnListing(slots) : nil
            let rules = slots.text.map(AvailabilityRuleReader.readEach) ?? []
            let change: AvailabilityChange
            if slots.text == "block" {
                change = .block(slots.when)
            } else if rules.isEmpty, let day = slots.when {
                change = .firstDay(day)
            } else {
                change = .rules(rules)
            }
            self = .setAvailability(listing, change)
        case .book:
            let describesOne = slots.ref == nil && (slots.query != nil || slots.type != nil || slots.category != nil || slots.ownerNamed != nil)
            let described: BookingTarget = slots.namesOneSeen ? .shownNamed(ListingWanted(slots)) : .bestMatch(ListingWanted(slots))
            self = .book(describesOne ? described : .listing(slots.ref), during: slots.when, months: slots.months)
        case .scheduleViewing: self = .scheduleViewing(slots.ref, at: slots.when)
        case .myBookings: self = .myBookings
        case .requests: self = .requests(slots.ref != nil || slots.ownThing != nil ? OwnListing(slots) : nil)
        case .approve: self = .approve(RequestNamed(slots))
        case .decline: self = .decline(RequestNamed(slots))
        case .cancelBooking:
            self = .cancelBooking(
                slots.ref, described: slots.bookingNamed.map { $0.split(separator: " ").map(String.init) } ?? [], during: slots.bookingDuring)
        case .review:
            let target: ReviewTarget = if let reference = slots.ref { .booking(reference) } else {
                .described(person: slots.user, words: slots.bookingNamed?.split(separator: " ").map(String.init) ?? [])
            }
            self = .review(target, rating: slots.rating, text: slots.text ?? "")
        case .favorite: self = .favorite(slots.ref, described: ListingDescribed(slots))
        case .unfavorite: self = .unfavorite(slots.ref, described: ListingDescribed(slots))
        case .favorites: self = .favorites
        case .post: self = .post(text: slots.text ?? "", photo: slots.photo, attached: slots.ref)
        case .deletePost: self = .deletePost(OwnWriting(slots))
        case .feed: self = .feed
        case .like: self = Self.onPost(slots, .like(nil)) ?? .like(slots.ref)
        case .unlike: self = Self.onPost(slots, .unlike(nil)) ?? .unlike(slots.ref)
        case .comment: self = Self.onPost(slots, .comment(on: nil, text: slots.text)) ?? .comment(on: slots.ref, text: slots.text)
        case .deleteComment: self = .deleteComment(OwnWriting(slots), onPost: slots.onPost)
        case .showComments: self = Self.onPost(slots, .showComments(nil)) ?? .showComments(slots.ref)
        case .follow: self = .follow(user: slots.user)
        case .unfollow: self = .unfollow(user: slots.user)
        case .following: self = .following
        case .followers: self = .followers
        case .notifications: self = .notifications
        case .findUser: self = .findUser(slots.query)
        case .message:
            self = .message(to: slots.user, text: slots.text, personShown: slots.toPersonShown, confirmFirst: slots.saidWithoutACommand)
        case .inbox: self = .inbox(with: slots.user)
        case .share: self = .share(slots.ref, with: slots.user)
        case .pinSpot: self = .pinSpot(name: slots.query, near: slots.near, kind: slots.category)
        case .spots: self = .spots(near: slots.near, kind: slots.category)
        case .surprise: self = .surprise(Self.surpriseScope(slots, words: words))
        case .balance: self = .balance
        case .topUp: self = .topUp(slots.amount)
        case .claimDeposit: self = .claimDeposit(slots.ref, amount: slots.amount, reason: slots.text?.trimmedOfWhitespace ?? "")
        case .report:
            let reason = slots.text?.trimmedOfWhitespace ?? ""
            self = Self.onPost(slots, .report(.post(nil), reason: reason)) ?? .report(Self.reportTarget(slots, words: words), reason: reason)
        case .block: self = .block(user: slots.user)
        case .unblock: self = .unblock(user: slots.user)
        }
    }

    private static func fieldChange(_ slots: Slots) -> FieldChange? {
        guard let field = slots.field, let value = slots.value else { return nil }
        return FieldChange(field: field, value: value)
    }

    /// A position opens that item, a person their profile; a place, time or price searches, a price as the most
    /// to pay.
    private static func loneValue(_ slots: Slots) -> LoneValue {
        if let reference = slots.ref, slots.near == nil, slots.when == nil { return .reference(reference) }
        if let name = slots.user { return .person(name) }
        var wanted = ListingWanted(slots)
        if let price = slots.price { wanted.maxPrice = price }
        if let position = slots.ordinalAlone { return .dayOrPosition(position, day: wanted) }
        return .search(wanted)
    }

    private static let againWords: Set<String> = ["again", "another", "another one"]

    /// `command` on the post the slots describe ("ana's hike post"), for the bot to find; nil when none is described.
    private static func onPost(_ slots: Slots, _ command: Command) -> Command? {
        slots.postNamed.map { .onPostDescribed($0, command) }
    }

    private static func surpriseScope(_ slots: Slots, words: [String]) -> SurpriseScope {
        if againWords.contains(words.joined(separator: " ")) { return .again }
        if let continent = slots.continent { return .continent(continent) }
        if let near = slots.near { return .near(near) }
        return .anywhere
    }

    /// What the word after "report" (or "flag") says is reported.
    private static func reportTarget(_ slots: Slots, words: [String]) -> ReportTarget {
        let verb = words.firstIndex { $0 == "report" || $0 == "flag" } ?? 0
        switch words.dropFirst(verb + 1).first {
        case "review": return .reviewBy(slots.user)
        case "post": return .post(slots.ref)
        case "comment": return .comment(slots.ref)
        case "message": return .messageFrom(words.count > verb + 2 ? slots.user : nil)
        default:
            if let name = slots.user { return .person(name) }
            switch slots.referredKind {
            case "post": return .post(slots.ref)
            case "comment": return .comment(slots.ref)
            default: return .listing(slots.ref)
            }
        }
    }
}

extension Command.ListingWanted {
    init(_ slots: Slots) {
        words = slots.query.map { $0.split(separator: " ").map(String.init) } ?? []
        category = slots.category
        type = slots.type
        near = slots.near
        radiusKm = slots.radiusKm
        minPrice = slots.minPrice
        maxPrice = slots.maxPrice
        during = slots.when
        amenities = slots.amenities ?? []
        bedrooms = slots.bedrooms
        bathrooms = slots.bathrooms
        parking = slots.parking
        availableFrom = slots.availableFrom
        minSqft = slots.minSqft
        maxSqft = slots.maxSqft
        sort = slots.sort
        daysAfterLast = slots.daysAfterLast
        wordsChange = slots.wordsChange
        hoursOnly = slots.hoursOnly
        typeSaid = slots.typeSaid
        owner = slots.ownerNamed
        anyOne = slots.namesAnyOne
    }
}

extension Command.ListingDescribed {
    /// The listing the slots describe instead of referring to it; nil when they refer or describe none.
    init?(_ slots: Slots) {
        guard slots.ref == nil, slots.ownerNamed != nil || slots.listingNamed != nil else { return nil }
        self.init(owner: slots.ownerNamed, words: slots.listingNamed?.split(separator: " ").map(String.init) ?? [])
    }
}

extension Command.ListingOffered {
    init(_ slots: Slots, said line: String) {
        said = line
        title = slots.query
        category = slots.category
        type = slots.type
        price = slots.price
        priceProblem = slots.priceProblem
        typeSaid = slots.typeSaid
        near = slots.near
        address = slots.address
        description = slots.text
        photo = slots.photo
        amenities = slots.amenities ?? []
        bedrooms = slots.bedrooms
        bathrooms = slots.bathrooms.map { Double($0) + (slots.halfBathroomMore ? 0.5 : 0) }
        parking = slots.parking
        homeTerms = slots.homeTerms
    }
}

extension Command.OwnListing {
    /// A reference when there is one; else, or instead of an "it" that stands for them, the words of the title.
    init(_ slots: Slots) {
        if slots.ref == nil || slots.ref == .it, let name = slots.ownThing { self = .named(name) } else { self = .reference(slots.ref) }
    }
}

extension Command.OwnWriting {
    init(_ slots: Slots) {
        if slots.latestOwn {
            self = .latest
        } else if slots.ref == nil, let words = slots.ownThing {
            self = .described(words.split(separator: " ").map(String.init))
        } else {
            self = .reference(slots.ref)
        }
    }
}

extension Command.RequestNamed {
    init?(_ slots: Slots) {
        if let reference = slots.ref {
            self = .reference(reference)
        } else if let name = slots.requester {
            self = .from(name, listing: slots.query.map { $0.split(separator: " ").map(String.init) } ?? [])
        } else if let words = slots.query {
            self = .described(words.split(separator: " ").map(String.init))
        } else {
            return nil
        }
    }
}

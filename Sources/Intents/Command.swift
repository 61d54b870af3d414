/// What a turn asks the bot to do, each intent with its own typed values: the form the bot's handlers take.
/// `Intent` stays the contract's shape, the one `rentline parse` prints; `IntentParser.understand` gives both.
/// An optional value is one the person may leave out: the bot then asks for it or uses what is in focus.
public enum Command: Sendable, Equatable {
    public typealias Reference = Slots.Reference
    public typealias Place = Slots.Place
    public typealias Interval = Slots.Interval

    case help(topic: String?)
    case signup(user: String?, password: String?)
    case login(user: String?, password: String?)
    case resume(token: String?)
    case logout, whoami, quit
    case greet, thanks
    case confirm, deny
    case notUnderstood(Miss)

    case showProfile(user: String?)
    case editProfile(FieldChange?)

    case categories
    case search(ListingWanted)
    case refine(ListingWanted)
    case answer(LoneValue)
    case ask(Question)
    case more
    case showListing(Reference?)
    /// "the cheapest one": the first of the list shown in the contract's `sort` order.
    case pickShown(orderedBy: String, among: Int?)
    /// "the tent one": the listing of the list shown whose words these are.
    case pickShownNamed([String])
    /// A map of the last list, or of what is near a place; of one kind or of listings called something when said.
    case map(near: Place?, of: Slots.MapOf?)
    case availability(Reference?, within: Interval?)
    case showReviews(ReviewsOf)

    case createListing(ListingOffered)
    case myListings
    case editListing(OwnListing, FieldChange?)
    case pauseListing(OwnListing)
    case unpauseListing(OwnListing)
    case removeListing(OwnListing)
    case setAvailability(OwnListing?, AvailabilityChange)

    /// `months`: a lease's length, said with or without its first day (`during` then runs that long).
    case book(BookingTarget, during: Interval?, months: Int? = nil)
    case scheduleViewing(Reference?, at: Interval?)
    case myBookings
    /// Requests and bookings of the person's listings: all to answer or to come, or every one of one listing.
    case requests(OwnListing?)
    case approve(RequestNamed?)
    case decline(RequestNamed?)
    /// A booking by reference, or by the words of its listing's title or its day ("the apartment booking").
    case cancelBooking(Reference?, described: [String] = [], during: Interval? = nil)
    case review(ReviewTarget, rating: Int?, text: String)

    case favorite(Reference?, described: ListingDescribed? = nil)
    case unfavorite(Reference?, described: ListingDescribed? = nil)
    /// A command on a post described rather than numbered ("like ana's hike post"): the bot finds the post, then
    /// carries out the command with its number.
    indirect case onPostDescribed(PostDescribed, Command)
    case favorites

    case post(text: String, photo: String?, attached: Reference?)
    case deletePost(OwnWriting)
    case feed
    case like(Reference?)
    case unlike(Reference?)
    case comment(on: Reference?, text: String?)
    /// A comment to delete, and the post it is on when named ("my comment on post 2").
    case deleteComment(OwnWriting, onPost: Reference?)
    case showComments(Reference?)
    case follow(user: String?)
    case unfollow(user: String?)
    case following, followers, notifications
    /// People whose name holds these words: "find user bea", "is there someone called chen on here?".
    case findUser(String?)
    /// A message to the person named; nil is whoever "reply" answers, or with `personShown` the one shown last
    /// ("message the owner: …"). Without text the bot asks what to say; with `confirmFirst` (said to the person with no
    /// command word) it asks before sending.
    case message(to: String?, text: String?, personShown: Bool = false, confirmFirst: Bool = false)
    case inbox(with: String?)
    case share(Reference?, with: String?)
    case pinSpot(name: String?, near: Place?, kind: String?)
    case spots(near: Place?, kind: String?)
    case surprise(SurpriseScope)

    case balance
    case topUp(Money?)
    /// An owner keeping part of an ended lease's deposit: booking, amount and why.
    case claimDeposit(Reference?, amount: Money?, reason: String)
    case report(ReportTarget, reason: String)
    case block(user: String?)
    case unblock(user: String?)
}

extension Command {
    /// A post or comment of the person's own: by reference, the latest they wrote ("delete my last post"), or by
    /// words it holds ("my post about the tent").
    public enum OwnWriting: Sendable, Equatable {
        case reference(Reference?)
        case latest
        case described([String])
    }

    /// A line the bot could not act on: the readings it was torn between, or what it might have meant.
    public struct Miss: Sendable, Equatable {
        /// The intents of two readings too close to choose between, or the one command named without what it needs.
        public var rivals: [IntentName]
        /// The one rival was named as a command but without what it needs ("pause").
        public var isIncomplete: Bool
        /// Commands to suggest, as typed examples.
        public var suggestions: [String]
    }

    /// A field to change and the value typed for it, as in "set my bio to …" or "change price of 2 to 6/day".
    public struct FieldChange: Sendable, Equatable {
        public var field: String
        public var value: String
    }

    /// What a search asks for; empty values ask for nothing.
    /// A listing told by whose it is and words of its title, type or category: "chen's", "the tennis rackets".
    public struct ListingDescribed: Sendable, Equatable {
        public var owner: String?
        public var words: [String]

        public init(owner: String?, words: [String]) {
            (self.owner, self.words) = (owner, words)
        }
    }

    /// A post told by its author, words of it, or being the author's latest: "ana's hike post", "bob's last post",
    /// "the karaoke post".
    public struct PostDescribed: Sendable, Equatable {
        public var author: String?
        public var words: [String]
        public var latest: Bool
    }

    public struct ListingWanted: Sendable, Equatable {
        public var words: [String] = []
        public var category: String?
        public var type: String?
        public var near: Place?
        public var radiusKm: Double?
        public var minPrice: Money?
        public var maxPrice: Money?
        public var during: Interval?
        public var amenities: [String] = []
        public var bedrooms: Int?
        public var bathrooms: Int?
        public var parking: Int?
        /// When a home must be free to move in by: its interval's end.
        public var availableFrom: Interval?
        /// Floor area bounds of a home, in square feet.
        public var minSqft: Int?
        public var maxSqft: Int?
        /// The contract's sort name: "price", "distance", "rating" or "newest".
        public var sort: String?
        /// "the weekend after": the last search's time moved on by this many days, in place of `during`.
        public var daysAfterLast: Int?
        /// What `words` do to the last search's when this narrows it.
        public var wordsChange = Slots.WordsChange.replaceWhenGiven
        /// "9 to 5": `during` names hours only, on today for want of a day.
        public var hoursOnly = false
        /// The words `type` was said in, when they name a listing seen ("the garage one"): matched as typed.
        public var typeSaid: String?
        /// Whose listing seen it is: "book chen's on dec 20".
        public var owner: String?
        /// "a tennis racket": any that fits, not the one of the list in view the words fit.
        public var anyOne = false

        /// A search for these words and nothing else.
        public init(words: [String] = []) {
            self.words = words
        }

        /// Whose listing is wanted, and the words of the thing: the owner read, or a first word said as a possessive
        /// ("ana's karaoke machine").
        public var ownerSaid: (owner: String, words: [String])? {
            if let owner { return (owner, words) }
            guard let first = words.first, EntityScan.isPossessive(first[...]) else { return nil }
            return (EntityScan.username(first[...]), Array(words.dropFirst()))
        }

        /// True when only `during` is asked for: "sunday" typed alone.
        public var isOnlyATime: Bool {
            var time = ListingWanted()
            (time.during, time.hoursOnly) = (during, hoursOnly)
            return during != nil && self == time
        }

        /// This search with what `more` names put in its place, its amenities added to these.
        public func narrowed(by more: ListingWanted) -> ListingWanted {
            var wanted = self
            switch more.wordsChange {
            case .replaceWhenGiven where !more.words.isEmpty, .replace: wanted.words = more.words
            case .add: wanted.words = words + more.words.filter { !words.contains($0) }
            case .replaceWhenGiven: break
            }
            wanted.category = more.category ?? category
            wanted.type = more.type ?? type
            wanted.near = more.near ?? near
            wanted.radiusKm = more.radiusKm ?? radiusKm
            wanted.minPrice = more.minPrice ?? minPrice
            wanted.maxPrice = more.maxPrice ?? maxPrice
            if let days = more.daysAfterLast, let last = during {
                wanted.during = Interval(start: last.start.adding(minutes: days * 1440), end: last.end.adding(minutes: days * 1440))
            } else {
                wanted.during = more.during ?? during
            }
            wanted.amenities += more.amenities.filter { !amenities.contains($0) }
            wanted.bedrooms = more.bedrooms ?? bedrooms
            wanted.bathrooms = more.bathrooms ?? bathrooms
            wanted.parking = more.parking ?? parking
            wanted.availableFrom = more.availableFrom ?? availableFrom
            wanted.minSqft = more.minSqft ?? minSqft
            wanted.maxSqft = more.maxSqft ?? maxSqft
            wanted.sort = more.sort ?? sort
            return wanted
        }
    }

    /// A question about one listing, or about each in the list shown: "does it come furnished?", "is there wifi?".
    public struct Question: Sendable, Equatable {
        /// What the question is about, as the contract's `field` names it.
        public enum Topic: String, Sendable, Equatable {
            case price, furnished, amenities, owner, location, availability, rules, size
        }

        public var about: Reference
        public var topic: Topic
        /// The amenities asked about ("is there parking?"); empty asks for all of them.
        public var amenities: [String] = []
        /// The time an availability question names ("can I have it saturday?").
        public var during: Interval?
        /// What else it may come with, in the asker's words ("stakes rainfly"), when no amenity names it.
        public var words: [String] = []
    }

    /// A value typed with no question waiting.
    public enum LoneValue: Sendable, Equatable {
        case reference(Reference)
        case person(String)
        case search(ListingWanted)
        /// "the 3rd": the third in the list shown, or the 3rd of the month (`day`).
        case dayOrPosition(Int, day: ListingWanted)
    }

    /// Whose reviews: a person's, a listing's, or, when neither is named, the asker's own.
    public enum ReviewsOf: Sendable, Equatable {
        case person(String)
        case listing(Reference)
        /// "reviews of the tennis rackets": the listing shown whose words these are.
        case listingNamed([String])
        case unnamed
    }

    /// What a one-line listing said; the wizard asks for the rest.
    public struct ListingOffered: Sendable, Equatable {
        public var title: String?
        public var category: String?
        public var type: String?
        public var price: Money?
        /// A price said that no listing can have, instead of a price.
        public var priceProblem: PriceProblem?
        /// The words that named its type, when nothing else names it: "quiet room" for the type quiet.
        public var typeSaid: String?
        public var near: Place?
        public var address: Slots.StreetAddress?
        public var description: String?
        public var photo: String?
        public var amenities: [String] = []
        public var bedrooms: Int?
        public var bathrooms: Double?
        public var parking: Int?
        public var homeTerms: Slots.HomeTerms?
        /// The whole line as typed, where the item's condition may be said anywhere ("barely used").
        public var said: String
    }

    /// One of the person's own listings: by reference (none means the one in focus), or by words of its title.
    public enum OwnListing: Sendable, Equatable {
        case reference(Reference?)
        case named(String)
    }

    /// Blocking days, or a rule for hours and terms; nil when the words could not be read as one.
    public enum AvailabilityChange: Sendable, Equatable {
        case block(Interval?)
        /// Hours and terms to apply in turn; none when the text said none that reads.
        case rules([AvailabilityRule])
        /// "make the castro room available from jan 10": no hours or terms, only a first day, which a home is free
        /// to move into from.
        case firstDay(Interval)
    }

    /// What to book: a listing, or the nearest free one that fits a description.
    public enum BookingTarget: Sendable, Equatable {
        case listing(Reference?)
        /// "a closet near me": the nearest one free then.
        case bestMatch(ListingWanted)
        /// "the tennis rackets": the one of the listings shown whose words these are.
        case shownNamed(ListingWanted)
    }

    /// A request waiting for the owner's answer: by reference, or by who made it.
    public enum RequestNamed: Sendable, Equatable {
        case reference(Reference)
        /// Who asked, and words of the listing asked for when said ("ines can have the studio").
        case from(String, listing: [String])
        /// "the drill one", "the one for saturday": words of the listing's title or the day it starts.
        case described([String])

        /// The reference, when the request was named by one.
        public var reference: Reference? {
            if case .reference(let reference) = self { reference } else { nil }
        }
    }

    /// The booking a review is of: by reference, or described by the person and the words said, which the bot
    /// matches against the bookings still open to review (never the one merely in focus).
    public enum ReviewTarget: Sendable, Equatable {
        case booking(Reference)
        /// A booking not named by number: with the person named, and whose listing the words name, when said.
        case described(person: String?, words: [String])
    }

    /// Where a surprise may land: where the last one looked, a continent, near a place, or anywhere.
    public enum SurpriseScope: Sendable, Equatable {
        case again
        case continent(String)
        case near(Place)
        case anywhere
    }

    /// What a report is about, from the word after "report": a listing (none means the one in focus), a person,
    /// a person's review, a post or a comment, or a person's messages.
    public enum ReportTarget: Sendable, Equatable {
        case listing(Reference?)
        case person(String)
        case reviewBy(String?)
        case post(Reference?)
        case comment(Reference?)
        case messageFrom(String?)
    }
}

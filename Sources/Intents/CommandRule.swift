/// One way to say a command: the words it starts with, the intent, and how the rest of the line is read.
struct CommandRule: Sendable {
    /// How the words after the command are read into slots.
    enum Shape: Sendable {
        /// Nothing more is needed; leftover words are ignored.
        case bare
        /// The command is the request, said where it starts: "again", "another one please" (not "it's available again").
        case alone
        case reference
        /// A post by reference, or described by its author or words ("ana's hike post", "the karaoke post").
        case postReference
        /// A favorite to drop, by reference or described by its owner and words ("chen's", "the tennis rackets").
        case savedListing
        /// A listing or an adventure to keep: a post or a comment is liked, not saved ("heart the fourth post").
        case savable
        /// A request to answer, by reference or by who made it ("the request from @dana", "kevin's request").
        case request
        /// One of the person's own listings, by reference or by name ("my kayak", "the garage one").
        case ownListing
        /// A booking by reference, or only described ("the kayak booking", "my reservation for saturday"): the
        /// description is left for the bot, which asks which booking is meant.
        case booking
        case referenceAndText
        /// A reference right after the command, then free text: "comment 2 nice!".
        case referenceThenText
        case user
        case optionalUser
        /// Whose profile a sentence names anywhere: "@ana", "marco's", "of lena88"; nobody named is the person's own.
        case profileOwner
        case userAndText
        case referenceAndUser
        /// "message omar the 2nd one", "text ana listing 4": a person, then a record and nothing else, which is sent.
        case userThenRecord
        /// "let priya rent the bike", "let sam have the room": a requester, a verb of using, and what they asked for.
        case requesterLetIn
        /// "sure, chen can borrow the sleeping bag", "ok dev can move into the room": a requester, then what they may do.
        case requesterAllowed
        /// A booking of a listing named by reference only: "borrow number 5 on dec 10" (a thing named is a search).
        case bookReferenced
        /// "use URL as my profile photo": a photo's address, then what it is used as.
        case photoAsProfilePicture
        /// "my pic: URL", "new avatar URL": a photo's address and nothing else.
        case profilePhotoLink
        /// A person, then only what is in view: "tell ana about this place", "message priya this destination", "let ana know
        /// about this one" share it.
        case userAboutWhatIsShown
        case referenceOrUser
        /// A person named by handle anywhere, or, with `bareName`, by the one word after the command when it can only
        /// be a name: "tell me about @ana", "tell me more about zoe" (not "tell me about it" or "tell me about tents").
        case personNamed(bareName: Bool)
        /// "turn yara away", "turn gus down": a requester between "turn" and its particle, and nothing else.
        case requesterTurnedAway
        /// A listing and nothing else but "for later" or its kin: "keep #5 for later", "hang on to number two for me".
        case keptForLater
        /// A handle and nothing else after the command: "show @omar", "check out @omar".
        case handleAlone
        /// "make priya my friend": "make", one person, what they become, and nothing else.
        case personMadeFriend
        /// A post's words and photo, after an optional listing, spot or "it" it carries.
        case post
        /// The thing in view and nothing else, posted: "share this adventure to my feed".
        case postInView
        /// One of the person's own posts, named with the word "post": "delete post 2", "remove my last post".
        case ownPost
        /// One of the person's own comments, named with the word "comment", and the post it is on when said.
        case ownComment
        /// The words of a person's name to look for: "find user bea", "anyone called chen here?"; after a bare "find",
        /// only a handle ("find @bea").
        case nameQuery(needsHandle: Bool)
        case search
        case map
        case book
        case create
        /// A listing with a price per day, hour or month: "post my room, $900/month" is a listing, not a post.
        case pricedCreate
        /// A listing, then what to change and to what; a listing alone asks what to change.
        case editListing
        /// "raise the price of 2 to 6/day": a verb that only makes sense with the field it changes.
        case changeListingField
        /// "add a balcony to the loft", "no more parking at the garage": a thing one's own listing now has or lacks.
        case amenityChange
        /// "no pets allowed in my flat", "my flat is south facing": a home's rule or term said of one's own listing.
        case homeTermStatement
        /// "my drill is 8 a day now", "3600 a month for my condo from now on": what one's own listing costs from now on.
        case priceStatement
        /// "title of my saw: Circular saw", "the kayak should be called Sea kayak": a new title or description of one's own listing.
        case namingStatement
        /// "minimum stay for my 2br is 6 months now", "my condo has 3 bedrooms now": one of one's own listing's terms.
        case fieldStatement
        /// "add a photo to listing 12 https://…": a listing and the address of its new photo.
        case listingPhoto
        case editProfile(field: String?)
        /// "i'm in oakland now", "my zip is 94612 now", "update my city: berkeley": where the person is now, said with only
        /// a known place after it ("my zip is 94612" alone answers a question, or asks for things there).
        case locationSaid
        /// "moved to san jose", "i'm living in boston": a known place the person lives in now, said without "I" or in
        /// everyday words, so read only where the sentence starts and only of a place ("my friend moved to seattle" is
        /// someone else's move, "i'm living in a small flat" no place).
        case newHome
        case review
        case referenceAndTime
        case setAvailability
        /// An owner saying when a listing can be booked, with the listing named or left for the bot to ask.
        case ownAvailability
        case amount
        /// An amount of a deposit, the booking it is of, and why: "keep $100 of the deposit of booking 3 for a stain".
        case depositClaim
        case pinSpot
        /// A spot pinned with its kind said: "save a skating spot named …", "new skate spot …" (not "save the parking spot").
        case pinSpotOfAKind
        case spots
        case surprise
        /// "reply …": a message to the conversation in focus, or to "@ana" / "to ana" when named.
        case reply
        /// A listing and a time, each optional: the bot asks for what is missing.
        case viewing
        /// Someone's messages, when "with ana", "from ana" or "@ana" names them; else the inbox.
        case inbox

        /// True for the shapes of lists (bare ones, the inbox), whose framing words ("show me all my new …") mean nothing more.
        /// True for a shape that reads nothing but a handle: its rule applies only to a line with one.
        var needsAHandle: Bool {
            if case .handleAlone = self { true } else { false }
        }

        /// True for the shapes read from a whole statement about one's own listing, its cue anywhere in it ("my drill is
        /// 8 a day now"): the reading rests on where the statement starts.
        var readsTheWholeStatement: Bool {
            switch self {
            case .amenityChange, .homeTermStatement, .priceStatement, .namingStatement, .fieldStatement: true
            default: false
            }
        }

        var isList: Bool {
            switch self {
            case .bare, .inbox: true
            default: false
            }
        }

        /// True for the shapes of what the bot picks for the person, whose cue may come after list framing words that
        /// mean nothing more: "give me a random city", "show me good spots".
        var mayOpenWithListFrame: Bool {
            switch self {
            case .spots, .surprise: true
            default: false
            }
        }

        /// True when the shape reads a person named after `word`: "inbox with ana", "messages from bob".
        func readsUser(after word: String) -> Bool {
            guard case .inbox = self else { return false }
            return word == "with" || word == "from"
        }

        /// True when the shape's words are also everyday speech ("i'm in a hurry"): unread, they name no command.
        var isEverydaySpeech: Bool {
            switch self {
            case .locationSaid, .newHome: true
            default: false
            }
        }

        /// True when the shape takes the rest of the line as text, so commands said inside it are quoted:
        /// "reply great, I'll book it tonight" is a message.
        var quotesTheRest: Bool {
            switch self {
            case .referenceAndText, .referenceThenText, .userAndText, .post, .reply: true
            default: false
            }
        }

        /// True when the shape finds its slots wherever they are, so its command may stand inside a sentence.
        var readsAnywhere: Bool {
            switch self {
            case .bare, .reference, .postReference, .savable, .savedListing, .request, .ownListing, .booking, .search, .map, .book, .referenceAndTime, .viewing, .amount, .spots, .surprise,
                .create, .pricedCreate, .inbox, .setAvailability, .ownAvailability:
                true
            case .editProfile(let field): field == "location"
            default: false
            }
        }
    }

    let intent: IntentName
    let leads: [[String]]
    let shape: Shape
    /// Words that, right before a lead, make it a statement rather than a command: "I like it" is an opinion.
    let notAfter: Set<String>
    /// True when an owner's possessive before the lead makes it a noun as "my" does: "fern's request was declined".
    var isNotAfterAnOwner: Bool { notAfter.contains("my") }
    /// Nouns of which the line must hold one for the rule to apply: "delete" removes a post only when the line
    /// says "post".
    let needsOneOf: Set<String>
    /// True when the lead without what the rule needs is everyday speech, not a command half said: "put in a request
    /// for a new drill bit" asks for no booking. Inside a sentence such a lead is a noun: "i think dee's tent request is
    /// approved".
    let isEverydaySpeechAlone: Bool

    init(
        _ intent: IntentName, _ leads: [String], _ shape: Shape, notAfter: Set<String> = [], needsOneOf: Set<String> = [],
        isEverydaySpeechAlone: Bool = false
    ) {
        self.intent = intent
        var seen: Set<String> = []
        self.leads = leads.filter { seen.insert($0).inserted }.map { $0.split(separator: " ").map(String.init) }
        self.shape = shape
        self.notAfter = notAfter
        self.needsOneOf = needsOneOf
        self.isEverydaySpeechAlone = isEverydaySpeechAlone
    }
}

/// Evidence for an intent found anywhere in a turn, whatever it starts with: "show me my incoming
/// requests", "what did I rent", "take the first one out of my saved list".
struct CueRule: Sendable {
    let intent: IntentName
    /// Each group needs one of its phrases somewhere in the turn.
    let groups: [PhraseTable<String>]
    let shape: CommandRule.Shape
    /// Words that mean something else is asked: "edit my profile" is not a request to see it.
    let unless: Set<String>
    /// Words the cue explains too when they are there: the "take" of "take listing 3 offline".
    let alongWith: Set<String>
    /// Words that, right before a phrase, make it mean something else: the "my" of "for my son" is no owner's.
    let notAfter: Set<String>
    /// A turn that also names a place, a price or a kind of thing asks for a search instead: "what's available
    /// in 94602 under $3 an hour".
    let yieldsToSearch: Bool
    /// A turn that also names a kind or a category of things to rent asks for a search instead: "kids balance bike
    /// under 10/day".
    let yieldsToAThing: Bool
    /// The cue says what is so, which in a turn that opens as a yes-or-no question is for the bot to answer: "my kayak
    /// is available again" puts it back up, "is my kayak available again?" does not.
    let onlyInAStatement: Bool

    init(
        _ intent: IntentName, _ groups: [[String]], _ shape: CommandRule.Shape, unless: Set<String> = [], alongWith: Set<String> = [],
        notAfter: Set<String> = [], yieldsToSearch: Bool = false, yieldsToAThing: Bool = false, onlyInAStatement: Bool = false
    ) {
        self.intent = intent
        self.groups = groups.map { PhraseTable($0.map { ($0, $0) }) }
        self.shape = shape
        self.unless = unless
        self.alongWith = alongWith
        self.notAfter = notAfter
        self.yieldsToSearch = yieldsToSearch
        self.yieldsToAThing = yieldsToAThing
        self.onlyInAStatement = onlyInAStatement
    }

    /// Marks the cue phrases in `scan` and returns them with where the first of them starts, or nil when a group has none.
    func match(in scan: inout EntityScan) -> (cues: [String], start: Int)? {
        guard !scan.words.contains(where: unless.contains) else { return nil }
        var found: [String] = []
        var start = scan.words.count
        for group in groups {
            var matched = false
            for index in scan.words.indices where index == 0 || !notAfter.contains(scan.words[index - 1]) {
                guard let match = group.match(at: index, in: scan.words, taken: scan.taken) else { continue }
                scan.take(index..<(index + match.length))
                found.append(match.value)
                start = min(start, index)
                matched = true
                break
            }
            guard matched else { return nil }
        }
        for index in scan.words.indices where alongWith.contains(scan.words[index]) { scan.taken[index] = true }
        return (found, start)
    }
}

/// The cue rules, and the words that only frame a request for a list ("show me", "what are", "all").
enum CueRules {
    /// What says a listing is taken out of search for a while: "take listing 12 offline", "put it on hold".
    static let pausePhrases = ["on hold", "offline", "snooze", "freeze", "pause", "stop showing", "for a while", "for a bit", "temporarily"]
    /// A while said after taking a listing down or off the market: it comes back, so it is paused, not removed.
    static let whilePhrases = [
        "for now", "for a week", "for a few days", "for a couple of weeks", "for a couple weeks", "for the week", "for the weekend",
        "for the holidays", "for a month", "for two weeks", "for 2 weeks", "for a few weeks",
    ]
    /// Words of a while after "take down", which keep it from reading as a removal.
    /// "stop taking bookings on the office", "reopen my office for bookings": what a listing taken off for a while
    /// stops or starts taking.
    static let bookingsTaken = ["bookings", "reservations", "rentals", "requests"]

    static let forAWhile: Set<String> = ["temporarily", "bit", "while", "week", "weeks", "weekend", "holidays", "month", "days"]

    static let all: [CueRule] = [
        CueRule(.requests, [["request"]], .bare, notAfter: ["special", "quick", "small", "little", "odd", "weird", "strange", "big", "personal"]),
        CueRule(.requests, [["requests", "incoming rentals", "incoming bookings", "who wants to rent", "anyone want to rent", "anybody want to rent", "wants to rent my", "want to book my", "wants to book my", "asked to rent", "asking to rent", "rental requests", "booking requests", "requested", "asking to book my", "interested in my", "trying to book my", "trying to rent my", "wants my", "want my", "to approve", "approve or decline", "waiting for my answer", "waiting on me", "ask to rent", "ask to book", "asked to book", "ask for my", "asked for my", "who booked my", "who has booked my", "anyone booked my", "anybody booked my", "anyone rented my", "anybody rented my", "someone booked my", "who's booked my", "who rented my", "who has rented my", "who's rented my", "who is renting my", "who's renting my", "who is booking my", "bookings for my", "bookings of my", "bookings on my", "rentals of my", "booked any of my", "rented any of my", "requests people sent",
            "requests sent to me", "sent me requests", "waiting for my approval", "waiting on my approval", "need my approval", "awaiting my approval",
            "pending approval", "awaiting approval"]], .bare),
        CueRule(.myBookings, [["requests", "request", "applications", "application"], ["i sent", "i made", "i've sent", "i've made", "i have sent", "i have made", "i put in", "i submitted", "i've put in", "i asked for"]], .bare),
        CueRule(.myBookings, [whatIWillUse + ["my bookings", "my booking", "rental history", "booking history", "did i request", "have i requested", "i requested", "my reservations", "my reservation", "my rentals", "my trips", "my stays", "did i rent", "did i book", "did i reserve", "have i rented", "have i booked", "have i reserved", "i rented", "i booked", "i reserved", "i've booked", "i've rented", "am i staying", "am i renting", "i'm renting", "i'm borrowing", "am i borrowing", "i borrowed", "i've borrowed", "upcoming bookings", "upcoming rentals", "upcoming reservations", "past bookings", "past rentals", "bookings", "reservations", "my upcoming trips", "upcoming trips", "did i get", "i reserved", "have i got booked", "have booked", "i have booked", "i'm booked", "do i have coming up", "coming up", "i have reserved",
            "i have rented", "anything booked", "got anything booked", "i've got booked", "anything reserved", "have reserved", "stuff booked",
            "things booked", "stuff reserved"]], .bare),
        CueRule(.myBookings, [["when do i", "when should i", "where do i", "what time do i", "when am i", "where am i"], ["pick up", "pick it up", "collect", "return", "drop off", "give back", "bring back", "picking up", "returning"]], .bare),
        CueRule(.myListings, [["my listings", "my listing", "my items", "my stuff", "my things", "am i renting out", "i'm renting out", "im renting out", "i am renting out", "do i rent out", "have i listed", "did i list", "i listed", "i've listed", "i'm lending", "am i lending", "do i have listed", "i have listed", "i have for rent", "i have up for rent", "my offers", "my ads", "my spaces", "my properties", "my rentals out", "i own", "of my listings", "of my items", "offering for rent", "i put up for rent", "did i put up", "i'm offering", "am i offering", "listings do i have", "listings i own", "the listings i", "listings i own", "the listings i own", "things i own", "stuff i own", "got listed", "posted for rent", "of my things", "my things are", "anything of mine", "up for rent", "i have posted", "have posted", "i'm offering", "im offering", "i've put up", "ive put up", "i put up", "put up for rent"]], .bare),
        CueRule(.favorites, [["my hearts", "hearted listings", "favorites", "favourites", "saved", "bookmarks", "bookmarked", "wishlist", "wish list", "faves", "favs", "starred", "saved list", "saved listings", "i saved", "did i save", "have i saved", "i've saved", "i bookmarked", "i starred", "i hearted", "did i favorite", "did i favourite", "have i favorited", "i favorited", "i favourited", "i've favorited", "ive favorited",
            "i've favourited", "my favorite listings", "my favourite listings", "favorite listings", "favourite listings", "did i heart",
            "have i hearted", "i've hearted", "did i star", "have i starred", "did i bookmark", "my favorite cities", "my favourite cities", "my favorite places",
            "my favourite places"]], .bare),
        CueRule(.unfavorite, [["my list", "saved", "saved list", "favorites", "favourites", "wishlist", "wish list", "bookmarks", "faves", "favs"], ["take", "remove", "delete", "drop", "get rid of", "out of", "off", "from", "unsave", "clear"]], .savedListing),
        CueRule(
            .favorite, [["add", "put", "stick", "save", "keep"], ["to favorites", "to my favorites", "to favourites", "to my favourites", "to my saved", "to saved",
                "to my wishlist", "to the wishlist", "to my wish list", "to my bookmarks", "on my list", "to my list", "in my favorites", "in favorites", "to my faves", "to my favs",
                "to favs", "to faves", "to my favourite", "to my favorite", "on my wishlist", "on my wish list", "on the wishlist", "in my wishlist",
                "on my favorites", "on my saved list", "in my favs", "in my faves", "into my favs", "into my favorites", "in my favourites",
                "in my favorites", "to my favourites"]],
            .reference),
        CueRule(
            .spots, [["where do people", "where can i", "where can we", "where to", "where should i", "where should we", "places to", "place to",
                "spots to", "spots for", "where people", "good place to", "best place to", "good places to", "best places to"]],
            .spots),
        CueRule(
            .unlike, [["my like", "my likes", "the like", "my heart", "the heart", "my thumbs up"],
                ["take", "take back", "remove", "undo", "delete", "drop", "withdraw", "pull", "cancel", "retract", "revoke"]],
            .postReference, alongWith: ["off", "from", "on"]),
        CueRule(
            .unfollow, [["remove", "delete", "drop", "take"], ["from my friends", "off my friends", "from my friend list", "from my friends list", "from my following", "out of my friends", "from the people i follow", "from people i follow", "from my follows",
              "from the list of people i follow", "from my following list", "from who i follow", "from those i follow",
              "off the people i follow", "off my following", "off the list of people i follow", "off my following list"]],
            .user),
        CueRule(.like, [["heart", "hearts", "thumbs up"], ["post", "comment"]], .postReference),
        CueRule(.like, [["give", "gave", "drop", "leave"], ["a thumbs up", "a like", "a heart", "thumbs up", "some love"]], .postReference),
        CueRule(.editProfile, [["about me"]], .editProfile(field: "bio")),
        CueRule(.pinSpot, [["put", "add", "stick", "mark", "pin"], ["on the map", "on a map", "onto the map", "to the map", "to our map"], ["spot"]], .pinSpot),
        CueRule(.showComments, [["replies", "comments", "saying on", "said on", "say on", "thread"]], .reference, unless: ["reply", "comment"]),
        CueRule(.post, [["share", "post", "put", "add", "upload"], ["to my feed", "on my feed", "to the feed", "on the feed", "to my timeline", "on my timeline", "to my wall", "on my wall", "to my profile", "on my profile"]], .postInView),
        CueRule(.feed, [["anything new from", "new from the", "from the people i follow", "from people i follow", "from the folks i follow", "from folks i follow"]], .bare),
        CueRule(.feed, [["what's new", "whats new", "what is new"]], .bare, yieldsToSearch: true),
        CueRule(.feed, [["feed", "timeline", "news feed", "what are people posting", "people posted", "latest posts", "recent posts", "new posts", "been posting", "people are posting", "everyone posting", "what people posted", "the people i follow posted",
            "on my timeline", "in my timeline", "on my feed", "in my feed", "my friends posting", "my friends posted", "friends are posting",
            "friends been posting", "friends been up to", "friends are up to", "people i follow posting", "posts from my friends", "posts from friends",
            "newest posts", "people posting", "ppl posting"]], .bare),
        CueRule(.following, [["my follows", "people i'm subscribed to", "people im subscribed to", "who i'm subscribed to", "my subscriptions", "who do i follow", "who am i following", "people i follow", "i'm following", "im following", "i follow", "my friends", "my friend list", "my friends list", "do i follow", "did i follow", "follow list", "following list", "accounts i follow", "i'm following", "am i following"]], .bare, unless: ["new", "latest", "posted", "posting", "posts"]),
        CueRule(.followers, [["followers", "follows me", "following me", "my fans", "my followers", "follow me", "followed me", "following my", "subscribed to me", "my subscribers", "added me"]], .bare),
        CueRule(.notifications, [["activity on my", "my activity", "since i was gone", "while i was gone", "while i was away", "since i was away", "since i left", "my pings", "notifications", "notification", "alerts", "did i miss", "have i missed", "notifs", "anything new", "any updates", "updates", "who commented on my", "who liked my", "who's liked my", "who has liked my", "who has commented on my", "anyone liked my", "anyone commented on my",
            "any comments on my", "new comments on my", "comments on my posts", "anyone comment on my", "anybody comment on my",
            "any replies to my", "replies to my posts", "anyone reply to my", "any likes on my", "new likes on my", "likes on my posts",
            "anyone like my", "anybody like my", "any likes", "any new likes", "get any likes", "got any likes", "reacted to my",
            "liking my", "commenting on my", "my activity", "new activity", "any new comments", "any comments", "new comments", "any reactions",
            "reactions", "interact with my", "interacted with my", "engaged with my"]], .bare, yieldsToSearch: true),
        CueRule(.follow, [["my friend", "a friend", "my buddy"]], .personMadeFriend),
        CueRule(.follow, [["send", "sending"], ["a friend request", "friend request", "a follow request", "follow request"]], .user),
        CueRule(.follow, [["see", "get"], ["posts in my feed", "posts on my feed", "posts in my timeline", "posts on my timeline"]], .user),
        CueRule(.unfollow, [["stop showing me", "stop showing", "no more"], ["posts"]], .user),
        CueRule(.follow, [["add", "put"], followedListPlaces], .user),
        CueRule(.balance, [["balance", "wallet", "funds", "how much money", "how much do i have", "how much have i got", "my money", "my credit", "credit left", "money left", "money do i have", "cash", "money have i", "enough money", "enough funds", "enough credit", "enough cash", "left in my account", "in my account", "dollars have i", "dollars do i have", "earnings", "earned", "have i made",
            "payouts", "credit"]], .bare, yieldsToAThing: true),
        CueRule(.balance, [["what's", "whats", "what is"], ["account at"]], .bare),
        CueRule(.categories, [["category"]], .bare, yieldsToSearch: true, yieldsToAThing: true),
        CueRule(.categories, [["categories", "sections", "what can i rent", "what can i borrow", "what can people rent", "what do you rent", "what do you offer", "what do you have", "what is there to rent", "what's there to rent", "what's available", "what is available", "kinds", "every category", "all the categories"]], .bare, yieldsToSearch: true),
        CueRule(.categories, [kindsOf, thingsInGeneral], .bare, yieldsToSearch: true),
        CueRule(.inbox, [["messages", "message", "msgs", "msg", "inbox", "conversation", "conversations", "convo", "convos", "chat", "chats", "dms", "thread", "threads", "texts", "write back", "wrote back", "sent me", "say to me", "said to me", "replied", "reply from", "write to me", "wrote to me", "written to me", "messaged me"]], .inbox),
        CueRule(
            .createListing, [["my", "i have", "i've got", "ive got", "i got", "we have", "we've got"]], .pricedCreate,
            unless: [
                "under", "below", "less", "cheaper", "max", "maximum", "budget", "afford", "within", "find", "search", "looking", "need",
                "want", "wanna", "spend", "pay", "paid", "charged", "cost", "costs", "listed", "right", "renting", "friend's", "friend",
                "mom", "dad", "son", "daughter", "kids", "wife", "husband", "family", "boss", "partner",
            ],
            notAfter: ["for", "to", "with", "of", "about"]),
        CueRule(
            .setAvailability,
            [["unavailable", "not available", "isn't available", "won't be available", "not be available", "won't be rented", "won't be booked", "availability", "block out", "block off", "blocked", "close the calendar",
              "can only be booked", "can't be rented", "can't be booked", "only available", "is available", "it's available", "its available", "it's bookable", "available again", "as available", "mark it available", "make it available", "available from", "available between", "only open", "open only", "only bookable", "bookable only"]],
            .ownAvailability,
            unless: ["find", "search", "need", "needs", "want", "looking", "any", "anything", "book", "reserve", "borrow", "when", "does", "do", "check", "checking", "whether", "what", "which"],
            alongWith: ["make", "mark", "set", "as", "again", "only", "starting", "onwards", "those", "days", "off", "out", "calendar", "update", "i'm", "away"],
            onlyInAStatement: true),
        CueRule(
            .setAvailability, [["rent out", "rent it out", "lend out", "lend it out", "let out", "can be rented", "be rented", "can be booked"], ["only"]], .ownAvailability,
            unless: ["find", "search", "looking", "any", "anything", "book", "reserve", "borrow", "when", "does", "do", "check", "checking", "whether"],
            alongWith: ["i", "the", "on", "can", "want", "to", "it", "my"], onlyInAStatement: true),
        CueRule(
            .setAvailability, [["make", "mark", "set"], ["available", "unavailable", "bookable", "not bookable"]], .ownAvailability,
            unless: ["find", "search", "need", "want", "looking", "any", "anything", "book", "reserve", "borrow", "when", "does", "do", "check", "checking", "whether"],
            alongWith: ["as", "again", "only", "starting", "onwards", "those", "days", "off", "out"]),
        CueRule(.whoami, [["am i logged in", "am i signed in", "my username", "my user name", "which account", "what account", "logged in as", "signed in as", "who am i", "am i still logged in"]], .bare, unless: ["change", "edit", "update", "set", "rename", "new", "forgot", "reset"]),
        CueRule(
            .createListing, [["rent", "lend", "hire", "let"], ["out"]], .pricedCreate,
            unless: ["under", "below", "less", "cheaper", "max", "maximum", "budget", "afford", "within", "find", "search", "looking", "need"]),
        CueRule(
            .createListing, [["i'm renting", "im renting", "i am renting", "we're renting", "we are renting"]], .pricedCreate,
            unless: ["under", "below", "less", "cheaper", "max", "maximum", "budget", "afford", "within", "find", "search", "looking", "need", "from"],
            onlyInAStatement: true),
        CueRule(.quit, [["gotta go", "got to go", "close the connection", "signing off", "i'm off", "im off"]], .bare, unless: ["find", "book", "rent"]),
        CueRule(.createListing, [["for rent", "to rent out", "rent out", "for hire", "up for rent", "to lend", "lend out", "renting out", "to let", "for lease", "available to rent", "rent it out", "let out", "to rent to", "lend it", "rent it to", "list it", "to list"]], .create,
            unless: ["under", "below", "cheaper", "budget", "maximum", "between"]),
        CueRule(.scheduleViewing, [["viewing", "visit", "tour", "come see", "come and see", "come by", "in person", "walkthrough", "walk-through", "showing", "see it first", "see the place", "see the flat", "see the apartment", "see the house", "see the room", "look at the place", "check out the place", "drop by", "stop by", "swing by"]], .viewing),
        CueRule(.showReviews, [["reviews", "ratings", "what do people say", "what did people say", "feedback", "reputation", "saying about", "say about", "thought of", "think of", "reviewed", "rated"]], .referenceOrUser,
            notAfter: ["best", "top", "highest", "well", "most", "lowest", "worst"]),
        CueRule(.topUp, [["put", "load", "transfer", "move", "stick", "recharge", "reload", "refill"], ["wallet", "balance", "my account"]], .amount),
        CueRule(.topUp, [["top up", "topup", "top-up", "add money", "add funds", "put money", "load money", "deposit", "add credit", "put in", "add", "top my wallet up", "fund my wallet"]], .amount, unless: requestNouns),
        CueRule(.surprise, [["surprise", "random city", "random place", "random trip", "random adventure", "adventure", "somewhere random", "pick a city", "pick somewhere", "choose a city", "where should i go", "where should i travel", "anywhere fun", "feeling adventurous", "feeling lucky", "i'm bored", "im bored", "inspire me", "trip idea", "travel idea", "somewhere new", "spin the globe", "roll the dice", "lucky dip", "pick one for me", "pick for me", "choose for me", "any city in the world", "where to travel", "trip ideas", "travel ideas",
            "you choose", "you pick", "you decide"]], .surprise),
        CueRule(.surprise, [["random", "randomly", "at random"], ["city", "place", "destination", "spot", "somewhere", "trip", "country", "vacation", "getaway", "one"]], .surprise),
        CueRule(.cancelBooking, [["cancel", "scrap", "call off", "nix", "ditch", "drop", "undo"], ["booking", "reservation", "rental", "trip", "stay", "lease"]], .booking),
        CueRule(.cancelBooking, [["end", "terminate", "break", "get out of", "give notice on", "give notice to end", "give my notice on", "quit"], ["lease", "tenancy", "rental agreement"]], .booking,
            unless: ["when", "how", "long", "why", "until", "if"]),
        CueRule(
            .approve, [["can have", "can borrow", "can rent", "can take", "can use", "can book", "can move into", "can move in", "can stay in",
                "can lease"]], .requesterAllowed),
        CueRule(
            .approve, [["take", "accept", "have", "go with", "pick", "choose", "want"], SlotReader.asPeopleTakenOn], .request,
            unless: ["me", "us"], alongWith: ["i'll", "ill", "i", "will", "we'll", "let's", "lets"], onlyInAStatement: true),
        CueRule(.claimDeposit, [["claim", "keep", "deduct", "withhold", "hold back", "charge"], ["deposit", "security deposit"]], .depositClaim),
        CueRule(.map, [["map", "on a map", "map view"]], .map),
        CueRule(.showListing, [["details", "the details", "its details", "one's details", "details of", "details on", "details for", "details about",
            "more details", "full details", "deets", "specs", "the specs", "more info", "full description"]], .reference,
            unless: ["add", "edit", "change", "update", "write", "put", "set", "message", "send", "tell", "ask"],
            alongWith: ["gimme", "give", "me", "the", "of", "on", "for", "about", "see", "get", "show", "pls", "please", "its", "what", "are"]),
        CueRule(.editListing, [["add", "put", "write", "attach", "upload"], ["description", "photo", "picture", "pic", "photos", "pictures", "image"]], .changeListingField),
        CueRule(.editListing, [["now has", "now comes with", "comes with", "now with", "has", "got", "add", "added", "no longer has", "doesn't have", "does not have", "no more", "no", "remove", "take", "lost", "put", "allows", "doesn't", "does not", "furnished", "pet friendly", "pet-friendly", "install", "installed", "throw", "threw", "set up",
            "removed", "took", "rid", "drop", "dropped", "delete", "deleted", "scratch", "strike", "yank", "yanked", "gone", "no longer"]], .amenityChange),
        CueRule(.editListing, [["allowed", "permitted", "included", "facing", "faces", "only", "no", "in my", "at my", "on my", "for my", "allow", "permit", "accept", "prohibited", "banned", "forbidden", "prohibits", "bans", "forbids", "includes", "include", "welcome"]], .homeTermStatement),
        CueRule(.editListing, [SlotReader.priceChangeCues], .priceStatement),
        CueRule(.editListing, [SlotReader.namingCues], .namingStatement),
        CueRule(.editListing, [SlotReader.fieldStatementCues], .fieldStatement),
        CueRule(
            .editListing, [["remove", "delete", "take off", "take down", "get rid of", "drop"], ["photo", "picture", "pic", "photos", "pictures", "image", "images"]],
            .changeListingField, unless: ["posted", "shared"]),
        CueRule(.editListing, [["make", "move", "use", "set", "bump"], ["photo", "picture", "pic", "image"]], .changeListingField),
        CueRule(
            .pauseListing, [pausePhrases], .ownListing, alongWith: ["take", "put", "keep", "set", "go", "for", "now", "temporarily", "off", "site", "market"],
            onlyInAStatement: true),
        CueRule(.unpauseListing, [["available again", "bookable again", "rentable again", "back on the market", "open for rentals again", "be booked again",
            "be rented again", "open for bookings again", "back in action", "available for rent again", "taking bookings again", "for rent again"]], .ownListing,
            unless: ["when", "will", "if", "until", "whether"], onlyInAStatement: true),
        CueRule(.unpauseListing, [["take", "bring", "get", "put"], ["off pause", "off hold", "out of pause", "off of pause", "out of hiding"]], .ownListing),
        CueRule(.unpauseListing, [["turn", "switch", "put", "bring", "make", "start renting out", "go", "goes"], ["back on", "back online", "back up", "live again", "on again", "back", "visible", "visible again", "searchable", "public again", "active again"]], .ownListing),
        CueRule(
            .help, [["how does this work", "how does this thing work", "how does rentline work", "i'm lost", "im lost", "what can i say",
                "what can i do here", "what can i do on here", "what can i do on this", "how do i use this", "list of commands",
                "what are the commands", "i'm confused", "im confused", "i don't understand how", "i dont understand how"]],
            .bare, alongWith: ["app"]),
        CueRule(.help, [["what"], ["can i type", "do i type", "should i type"]], .bare, alongWith: ["kinds", "kind", "sort", "sorts", "things"]),
        CueRule(.removeListing, [["take"], ["down", "off the site", "off rentline", "off the market", "off for good"]], .ownListing, unless: forAWhile),
        CueRule(.pauseListing, [["take", "remove", "pull"], ["down", "off the site", "off rentline", "off the market", "off"], whilePhrases], .ownListing),
        CueRule(.pauseListing, [["stop taking", "stop accepting", "pause"], bookingsTaken], .ownListing,
            onlyInAStatement: true),
        CueRule(.unpauseListing, [["start taking", "start accepting", "reopen", "resume", "open", "taking", "accepting"], bookingsTaken], .ownListing,
            alongWith: ["again", "up"], onlyInAStatement: true),
        CueRule(.showProfile, [["profile", "page", "my bio", "my about me", "my account"] + howOthersSeeMe], .profileOwner, unless: profileEdits),
        CueRule(.showProfile, [["what", "what's", "whats", "where", "which"], profileQuestions], .profileOwner, unless: profileEdits),
        CueRule(.editProfile, [Array(profileEdits), ["profile", "bio", "about me", "display name", "avatar", "profile photo", "profile pic", "profile picture", "my name", "my location", "my city"]], .editProfile(field: nil)),
    ]

    /// For each word, the rules whose first group has a phrase starting with it: a rule none of a turn's
    /// words start a cue of cannot match, so only these are tried.
    private static let rulesByCueWord: WordTable<[Int]> = {
        var table: [String: [Int]] = [:]
        for (index, rule) in all.enumerated() {
            for word in rule.groups[0].firstWords { table[word, default: []].append(index) }
        }
        return WordTable(table)
    }()

    /// The rules that may match `words`, in table order.
    static func candidates(for words: [String]) -> [CueRule] {
        var chosen = [Bool](repeating: false, count: all.count)
        for word in words {
            for index in rulesByCueWord[word] ?? [] { chosen[index] = true }
        }
        return all.indices.compactMap { chosen[$0] ? all[$0] : nil }
    }

    /// "put in a request for the first one": nouns of asking for something, which no money is put into.
    private static let requestNouns: Set<String> = ["request", "requests", "application", "applications", "offer", "lease", "booking", "reservation", "complaint", "report", "ticket"]

    /// What a person asks of their own profile after "what" or "where": "what's my location", "where do i live".
    private static let profileQuestions = [
        "my location", "my city", "my name", "my display name", "my username", "my user name", "my avatar", "my profile picture",
        "my profile pic", "my profile photo", "am i located", "am i based", "do i live",
    ]

    private static let profileEdits: Set<String> = [
        "edit", "change", "update", "fix", "swap", "rewrite", "set", "new", "replace", "delete", "remove", "close", "deactivate", "cancel",
    ]

    /// Words that only frame a request for a list: "show me all my …", "what are my …".
    static let listFrame: WordSet = [
        "show", "me", "my", "see", "view", "open", "list", "display", "check", "get", "what", "which", "whats",
        "what's", "are", "is", "do", "did", "you", "have", "i", "all", "any", "the", "of", "there", "can", "could",
        "new", "latest", "current", "recent", "pending", "incoming", "upcoming", "past", "again", "about", "to", "at",
        "look", "let", "tell", "give", "bring", "up", "pull", "now", "in", "on", "your", "got", "so", "far", "we",
        "our", "who", "how", "many", "much", "been", "has", "had", "does", "anything", "everything", "stuff",
        "things", "a", "an", "some", "where", "am", "i'm", "im", "currently", "right", "still", "there's", "theres",
        "for", "from", "with", "just", "quick", "lookup", "please", "would", "like", "want", "need", "know", "that",
        "these", "those", "this", "it", "them", "whole", "full", "entire", "yet", "ever", "lately", "recently",
        "today", "here", "be", "were", "was", "find", "read", "browse", "go", "through", "over", "back", "people",
        "everyone", "everybody", "lately",
    ]
}

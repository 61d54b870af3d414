/// The marketplace's words: categories, listing types, amenities, sort orders and continents, with synonyms.
enum Lexicon {
    static let categories = PhraseTable<String>([
        ("tools", "tools"), ("tool", "tools"), ("power tools", "tools"), ("hand tools", "tools"),
        ("outdoors", "outdoors"), ("outdoor gear", "outdoors"), ("outdoor", "outdoors"), ("camping gear", "outdoors"),
        ("camping", "outdoors"), ("hiking gear", "outdoors"),
        ("sports", "sports"), ("sport", "sports"), ("sports gear", "sports"), ("sporting goods", "sports"),
        ("fitness gear", "sports"),
        ("electronics", "electronics"), ("electronic", "electronics"), ("gadgets", "electronics"), ("tech", "electronics"),
        ("cameras", "cameras"), ("camera gear", "cameras"), ("photography", "cameras"), ("photo gear", "cameras"),
        ("music", "music"), ("musical instruments", "music"), ("instruments", "music"), ("music gear", "music"),
        ("party", "party"), ("party supplies", "party"), ("party gear", "party"), ("event gear", "party"),
        ("vehicles", "vehicles"), ("vehicle", "vehicles"), ("cars", "vehicles"), ("transport", "vehicles"),
        ("kids", "kids"), ("kids stuff", "kids"), ("baby gear", "kids"), ("baby stuff", "kids"), ("toys", "kids"),
        ("home goods", "home"), ("household", "home"), ("appliances", "home"), ("home stuff", "home"),
        ("clothing", "clothing"), ("clothes", "clothing"), ("costumes", "clothing"), ("fashion", "clothing"),
        ("books & games", "books & games"), ("books and games", "books & games"), ("books", "books & games"),
        ("games", "books & games"), ("board games", "books & games"), ("video games", "books & games"),
        ("spaces", "spaces"), ("homes", "homes"), ("housing", "homes"), ("places to live", "homes"),
        ("somewhere to stay", "homes"), ("somewhere to live", "homes"), ("place to stay", "homes"),
        ("place to live", "homes"), ("places to stay", "homes"), ("a place to crash", "homes"),
        ("somewhere to crash", "homes"), ("accommodation", "homes"), ("accommodations", "homes"),
        ("lodging", "homes"), ("a home", "homes"), ("a stay", "homes"), ("somewhere to sleep", "homes"),
        ("place to sleep", "homes"), ("long-term rental", "homes"), ("long term rental", "homes"),
    ])

    /// Listing types of spaces and homes, each also in the plural ("studios", "parking spaces"); things are found
    /// by their words instead.
    static let types = PhraseTable<String>(withPlurals([
        ("closet", "closet"), ("closets", "closet"), ("closet space", "closet"),
        ("office", "office"), ("offices", "office"), ("office space", "office"), ("desk", "office"),
        ("coworking space", "office"), ("coworking", "office"), ("workspace", "office"),
        ("rest", "rest"), ("rest space", "rest"), ("rest room", "rest"), ("nap room", "rest"), ("nap pod", "rest"),
        ("quiet", "quiet"), ("quiet room", "quiet"), ("quiet space", "quiet"), ("study room", "quiet"),
        ("storage", "storage"), ("storage unit", "storage"), ("storage space", "storage"), ("storage units", "storage"),
        ("parking", "parking"), ("parking spot", "parking"), ("parking space", "parking"), ("garage", "parking"),
        ("parking spots", "parking"),
        ("studio", "studio"), ("studio space", "studio"), ("art studio", "studio"), ("recording studio", "studio"),
        ("studio apartment", "apartment"), ("studio apt", "apartment"), ("studio flat", "apartment"),
        ("apartment", "apartment"), ("apartments", "apartment"), ("apt", "apartment"), ("flat", "apartment"),
        ("house", "house"), ("houses", "house"),
        ("condo", "condo"), ("condos", "condo"), ("condominium", "condo"),
        ("townhouse", "townhouse"), ("townhome", "townhouse"), ("town house", "townhouse"),
        ("room", "room"), ("rooms", "room"), ("private room", "room"), ("spare room", "room"),
        ("basement", "basement"), ("basement suite", "basement"), ("basement apartment", "basement"), ("basement apt", "basement"),
        ("basement unit", "basement"), ("basement flat", "basement"),
    ]))

    /// The types of the homes category, which are let by the month.
    static let homeTypes: Set<String> = ["apartment", "house", "condo", "townhouse", "room", "basement"]

    /// `entries` and, for each whose last word is not plural already, the same phrase with it in the plural.
    private static func withPlurals(_ entries: [(String, String)]) -> [(String, String)] {
        let phrases = Set(entries.map(\.0))
        let plurals = entries.compactMap { phrase, value -> (String, String)? in
            guard let last = phrase.split(separator: " ").last, !last.hasSuffix("s"), last.allSatisfy(\.isLetter) else { return nil }
            let plural = String(phrase.dropLast(last.count)) + Self.plural(of: last)
            return phrases.contains(plural) ? nil : (plural, value)
        }
        return entries + plurals
    }

    /// "studio" → "studios", "facility" → "facilities".
    private static func plural(of word: Substring) -> String {
        guard word.hasSuffix("y"), let before = word.dropLast().last, !"aeiou".contains(before) else { return word + "s" }
        return word.dropLast() + "ies"
    }

    static let amenities = PhraseTable<String>([
        ("wifi", "wifi"), ("wi-fi", "wifi"), ("internet", "wifi"), ("wireless", "wifi"),
        ("fridge", "refrigerator"), ("refrigerator", "refrigerator"), ("mini fridge", "refrigerator"),
        ("study desk", "study desk"), ("desk", "study desk"), ("monitor", "monitor"), ("screen", "monitor"),
        ("external monitor", "monitor"), ("services", "services"), ("cleaning service", "services"),
        ("parking", "parking"), ("kitchen", "kitchen"), ("kitchenette", "kitchen"),
        ("laundry", "laundry"), ("washer", "laundry"), ("washer/dryer", "laundry"), ("in-unit laundry", "laundry"),
        ("washer and dryer", "laundry"),
        ("air conditioning", "air conditioning"), ("ac", "air conditioning"), ("a/c", "air conditioning"),
        ("aircon", "air conditioning"), ("air-conditioning", "air conditioning"),
        ("heating", "heating"), ("heat", "heating"), ("heater", "heating"),
        ("furnished", "furnished"), ("fully furnished", "furnished"),
        ("pets allowed", "pets allowed"), ("pet friendly", "pets allowed"), ("pet-friendly", "pets allowed"),
        ("pets ok", "pets allowed"), ("pets", "pets allowed"), ("dogs allowed", "pets allowed"),
        ("cats allowed", "pets allowed"),
    ])

    /// True when `said` ends with something a place comes with: "a mini fridge", "air conditioning", "two desk lamps".
    static func namesAFurnishing(_ said: [String]) -> Bool {
        guard let last = said.last else { return false }
        let singular = last.count > 3 && last.hasSuffix("s") ? String(last.dropLast()) : last
        let nothingTaken = TakenWords(count: said.count)
        return furnishings.contains(last) || furnishings.contains(singular)
            || said.indices.contains { start in amenities.match(at: start, in: said, taken: nothingTaken).map { start + $0.length == said.count } == true }
    }

    /// Things a place comes with beyond the amenities search knows: "the dishwasher's gone from my flat".
    private static let furnishings: Set<String> = [
        "dishwasher", "microwave", "oven", "stove", "freezer", "dryer", "balcony", "patio", "terrace", "deck", "garden", "yard", "pool",
        "gym", "elevator", "lift", "fireplace", "bbq", "grill", "couch", "sofa", "bed", "futon", "desk", "chair", "chairs", "lamp",
        "table", "tv", "television", "projector", "printer", "whiteboard", "locker", "shelf", "shelves", "shelving", "rack", "charger",
        "fan", "heater", "ac", "router", "speaker", "speakers", "mirror", "blinds", "curtains", "rug", "sink", "shower", "bathtub",
        "tub", "toilet", "coffee", "kettle", "toaster", "jacuzzi", "sauna", "hot", "camera", "alarm", "doorman", "concierge", "outlet",
        "outlets", "lighting", "lights", "light", "heat", "cooling", "insulation", "storage", "cabinet", "cabinets", "wardrobe", "closet",
    ]

    /// Amenity words that also name a listing type count as amenities only after "with" and its kin.
    static let amenitiesNeedingWith: Set<String> = ["parking", "desk", "screen", "services", "heat", "washer", "monitor", "internet"]

    static let sorts = PhraseTable<String>([
        ("cheapest", "price"), ("cheapest first", "price"), ("lowest price", "price"), ("least expensive", "price"),
        ("by price", "price"), ("sort by price", "price"), ("sorted by price", "price"),
        ("nearest", "distance"), ("closest", "distance"), ("by distance", "distance"), ("sort by distance", "distance"),
        ("nearest first", "distance"),
        ("best rated", "rating"), ("top rated", "rating"), ("highest rated", "rating"), ("best reviewed", "rating"),
        ("best rated first", "rating"), ("highest rated first", "rating"), ("top rated first", "rating"), ("closest first", "distance"),
        ("by rating", "rating"), ("sort by rating", "rating"), ("top-rated", "rating"), ("best-rated", "rating"),
        ("newest", "newest"), ("latest", "newest"), ("most recent", "newest"), ("newest first", "newest"),
        ("recently added", "newest"), ("sort by newest", "newest"), ("new listings", "newest"), ("new listing", "newest"),
        ("newly listed", "newest"), ("just listed", "newest"), ("recently listed", "newest"), ("new arrivals", "newest"),
        ("listed recently", "newest"), ("added recently", "newest"), ("newer listings", "newest"), ("just been listed", "newest"),
        ("freshly listed", "newest"), ("just-listed", "newest"), ("posted recently", "newest"), ("recently posted", "newest"),
        ("new on the market", "newest"), ("anything new", "newest"), ("new to the market", "newest"), ("fresh listings", "newest"), ("been listed", "newest"),
        ("most relevant", "relevance"), ("best match", "relevance"), ("by relevance", "relevance"),
    ])

    static let continents = PhraseTable<String>([
        ("africa", "africa"), ("asia", "asia"), ("europe", "europe"), ("north america", "north america"),
        ("south america", "south america"), ("latin america", "south america"), ("oceania", "oceania"),
        ("australia", "oceania"), ("antarctica", "antarctica"), ("african", "africa"), ("asian", "asia"), ("european", "europe"),
        ("north american", "north america"), ("south american", "south america"), ("latin american", "south america"),
    ])

    /// The bot's own features, and the words for what the person did with them, which are never things to rent:
    /// "show me my incoming requests", "the things I have rented".
    static let featureNouns: WordSet = [
        "requests", "request", "bookings", "reservations", "messages", "message", "inbox", "categories", "category",
        "favorites", "favourites", "notifications", "followers", "balance", "wallet", "feed", "posts", "conversation",
        "conversations", "listings", "reviews", "comments", "spots", "profile", "account", "password", "settings",
        "chats", "dms", "notifs", "alerts", "timeline", "wishlist", "bookmarks", "page", "bio", "avatar", "map", "destination", "destinations", "unavailable", "others", "results", "options", "random", "surprise", "rented", "booked",
    ]

    /// Nouns nobody rents, which a question of having or lending asks about instead of a thing: "have you got a sec",
    /// "who's got time for this", "does anyone have a clue", "can anyone lend me a hand".
    static let nothingToRent: WordSet = [
        "time", "sec", "second", "minute", "min", "moment", "clue", "idea", "ideas", "tip", "tips", "advice", "question",
        "questions", "chance", "problem", "problems", "luck", "sense", "patience", "plans", "hand", "ear", "favor", "favour",
    ]

    /// Small words dropped from what is left over as a search query.
    static let stopWords: WordSet = [
        "a", "an", "the", "some", "any", "for", "to", "me", "my", "i", "in", "on", "at", "of", "with", "w/", "w", "and", "or",
        "that's", "thats",
        "rent", "rental", "rentals", "renting", "available", "please", "that", "is", "are", "there", "it", "something",
        "everything", "anything", "grabs",
        "stuff", "one", "ones", "near", "around", "by", "from", "can", "could", "you", "find", "need", "want", "get",
        "borrow", "looking", "look", "search", "show", "where", "has", "have", "which", "who", "good", "nice", "cheap",
        "place", "places", "listing", "listings", "items", "item", "thing", "things", "within", "under", "over",
        "between", "than", "less", "more", "per", "day", "week", "month", "hour", "sort", "sorted", "price", "prices",
        "what", "do", "does", "we", "us", "this", "these", "those", "be", "will", "like", "also", "just", "now", "all",
        "about", "yet", "still", "really", "maybe", "kind", "sort", "browse",
        "should", "would", "been", "was", "were", "it's", "its", "i'm", "im", "we're", "our", "your", "their",
        "they", "he", "she", "his", "her", "him", "them", "wanted", "needs", "hoping", "trying", "gonna", "going",
        "go", "somewhere", "anywhere", "someplace", "possible", "able", "help", "know", "tell", "let", "make",
        "sure", "pretty", "very", "too", "quite", "only", "even", "ever", "though", "perhaps", "probably",
        "ideally", "preferably", "hopefully", "actually", "basically", "thanks", "thank", "hi", "hello", "hey",
        "cheers", "great", "ok", "okay", "hmm", "um", "uh", "well", "so", "then", "if", "when", "but", "because",
        "as", "into", "out", "up", "off", "through", "during", "before", "after", "while", "until", "till",
        "since", "not", "no", "yes", "got", "getting", "come", "coming", "see", "use", "using", "done", "doing",
        "did", "had", "having", "am", "i'd", "id", "i'll", "ill", "we'd", "we'll", "you're", "something",
        "someone", "anything", "anyone", "anybody", "budget", "around", "approximately", "roughly", "ish", "max", "maximum",
        "minimum", "min", "least", "most", "mostly", "currently", "right", "asap", "soon", "today's", "guys",
        "folks", "wanna", "gimme", "hire", "lend", "preferably", "somebody", "here", "there's", "theres",
        "what's", "whats", "where's", "how", "why", "who's", "whose", "whom", "many", "much", "lot", "lots",
        "bit", "little", "couple", "few", "several", "else", "other", "another", "same", "affordable", "reasonable", "reasonably",
        "priced", "cheaply", "budget-friendly", "inexpensive", "low-cost", "able", "chance", "require",
        "we've", "i've", "ive", "staying", "lemme", "what've", "whatve", "whatcha", "watcha", "lately", "recently", "list",
    ]
}

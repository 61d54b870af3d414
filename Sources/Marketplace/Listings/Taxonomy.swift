/// What can be listed: categories, the kind each belongs to, the types of spaces and homes, and the words that point at each.
public enum Taxonomy {
    /// Categories of things, in the order `categories` shows them; then spaces and homes.
    public static let thingCategories = [
        "tools", "outdoors", "sports", "electronics", "cameras", "music", "party", "vehicles", "kids", "home",
        "clothing", "books & games",
    ]
    public static let categories = thingCategories + ["spaces", "homes"]

    public static let spaceTypes = ["closet", "office", "rest", "quiet", "storage", "parking", "studio"]
    public static let homeTypes = ["apartment", "house", "condo", "townhouse", "room", "basement"]
    public static let conditions = ["new", "like new", "good", "fair"]
    public static let spaceAmenities = ["wifi", "refrigerator", "study desk", "monitor", "services"]
    public static let homeAmenities = [
        "parking", "kitchen", "laundry", "air conditioning", "heating", "furnished", "pets allowed", "wifi",
    ]

    public static func amenities(for kind: ListingKind) -> [String] {
        switch kind {
        case .thing: []
        case .space: spaceAmenities
        case .home: homeAmenities
        }
    }

    public static func kind(ofCategory category: String) -> ListingKind {
        switch category {
        case "spaces": .space
        case "homes": .home
        default: .thing
        }
    }

    /// The kind a space or home type belongs to, or nil for a word that is not such a type.
    public static func kind(ofType type: String) -> ListingKind? {
        if spaceTypes.contains(type) { return .space }
        if homeTypes.contains(type) { return .home }
        return nil
    }

    /// The category of a thing named in a title ("Cordless drill" → tools), or nil when no word is known.
    public static func category(forTitle title: String) -> String? {
        let words = searchWords(title)
        for (index, word) in words.enumerated() {
            if index + 1 < words.count, let category = thingWords[word + " " + words[index + 1]] { return category }
            if let category = thingWords[word] ?? thingWords[singular(word)] { return category }
        }
        return nil
    }

    /// True when `word` is the listing type `type` or one of its other names: "flat" and "apt" of an apartment.
    public static func word(_ word: String, names type: String) -> Bool {
        word == type || typeSynonyms[type]?.contains(word) == true
    }

    /// Other names of a thing that people title their listings with either way: "bicycle" for "bike", "sofa" for "couch";
    /// a plural is looked up as its singular ("bicycles").
    public static func otherNames(of word: String) -> [String] {
        thingSynonyms[word] ?? thingSynonyms[singular(word)] ?? []
    }

    /// The words `otherNames(of:)` knows.
    public static var wordsWithOtherNames: Dictionary<String, [String]>.Keys { thingSynonyms.keys }

    private static let thingSynonyms: [String: [String]] = {
        let groups = [
            ["bike", "bicycle", "cycle"], ["couch", "sofa", "settee"], ["tv", "television", "telly"],
            ["car", "automobile"], ["stroller", "pram", "pushchair", "buggy"], ["vacuum", "hoover"], ["drone", "quadcopter"],
            ["grill", "barbecue", "bbq"], ["mower", "lawnmower"], ["tuxedo", "tux"], ["headphones", "headset"],
            ["ladder", "stepladder"], ["suitcase", "luggage"], ["speaker", "loudspeaker"],
        ]
        var table: [String: [String]] = [:]
        for group in groups {
            for word in group { table[word] = group.filter { $0 != word } }
        }
        return table
    }()

    /// Extra words a listing is found by: its category's and type's other names.
    public static func keywords(category: String, type: String?) -> String {
        var words = categorySynonyms[category] ?? []
        if let type { words += typeSynonyms[type] ?? [] }
        return words.joined(separator: " ")
    }

    /// Lower-case words of `text`, split on anything that is not a letter or digit.
    public static func searchWords(_ text: String) -> [String] {
        text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    }

    public static func singular(_ word: String) -> String {
        if word.hasSuffix("es"), word.count > 4, ["ches", "shes", "xes", "sses"].contains(where: word.hasSuffix) {
            return String(word.dropLast(2))
        }
        if word.hasSuffix("s"), !word.hasSuffix("ss"), word.count > 3 { return String(word.dropLast()) }
        return word
    }

    static let thingWords: [String: String] = {
        let table: [(String, [String])] = [
            ("tools", [
                "drill", "saw", "circular saw", "ladder", "sander", "pressure washer", "hammer", "wrench", "toolkit",
                "jigsaw", "nail gun", "lawn mower", "mower", "leaf blower", "chainsaw", "hedge trimmer", "shovel",
                "wheelbarrow", "tile cutter", "router", "compressor", "generator", "welder", "screwdriver", "level",
                "stud finder", "paint sprayer", "carpet cleaner", "tool",
            ]),
            ("outdoors", [
                "tent", "kayak", "paddleboard", "canoe", "sleeping bag", "backpack", "camping stove", "cooler",
                "hammock", "lantern", "bike", "bicycle", "e-bike", "ebike", "fishing rod", "binoculars", "snowshoes",
                "trekking poles", "camp chair",
            ]),
            ("sports", [
                "surfboard", "skateboard", "snowboard", "skis", "ski", "golf clubs", "tennis racket", "racket",
                "wetsuit", "climbing shoes", "helmet", "dumbbells", "weights", "yoga mat", "ball", "rollerblades",
                "skates",
            ]),
            ("electronics", [
                "projector", "laptop", "tablet", "ipad", "monitor", "speaker", "drone", "vr headset", "console",
                "printer", "tv", "television", "router", "hotspot", "headphones", "charger", "power bank",
            ]),
            ("cameras", ["camera", "dslr", "lens", "tripod", "gopro", "gimbal", "flash", "mirrorless", "camcorder"]),
            ("music", [
                "guitar", "bass", "keyboard", "piano", "drum", "drums", "amp", "amplifier", "microphone", "mic",
                "violin", "ukulele", "dj controller", "mixer", "pa system", "saxophone", "trumpet",
            ]),
            ("party", [
                "tables", "chairs", "folding chairs", "canopy", "bounce house", "fog machine", "karaoke",
                "string lights", "popcorn machine", "photo booth", "punch bowl", "decorations", "disco ball",
            ]),
            ("vehicles", ["car", "van", "truck", "trailer", "scooter", "motorcycle", "moped", "pickup", "rv", "camper"]),
            ("kids", ["stroller", "car seat", "crib", "high chair", "playpen", "baby carrier", "toy", "bassinet"]),
            ("home", [
                "vacuum", "steam cleaner", "sewing machine", "air purifier", "dehumidifier", "fan", "space heater",
                "blender", "mixer", "stand mixer", "hand mixer", "kitchen mixer", "ice cream maker", "iron", "air mattress", "carpet", "rug",
            ]),
            ("clothing", ["suit", "tuxedo", "dress", "gown", "costume", "jacket", "coat", "boots", "handbag"]),
            ("books & games", [
                "book", "textbook", "board game", "puzzle", "video game", "chess set", "nintendo", "playstation",
                "xbox", "cards",
            ]),
        ]
        var words: [String: String] = [:]
        for (category, names) in table {
            for name in names where words[name] == nil { words[name] = category }
        }
        return words
    }()

    static let categorySynonyms: [String: [String]] = [
        "tools": ["tool", "power", "hardware", "diy"],
        "outdoors": ["outdoor", "camping", "hiking", "gear"],
        "sports": ["sport", "fitness", "gear"],
        "electronics": ["electronic", "gadget", "tech"],
        "cameras": ["camera", "photography", "photo"],
        "music": ["instrument", "musical", "audio"],
        "party": ["event", "celebration", "supplies"],
        "vehicles": ["vehicle", "transport", "ride"],
        "kids": ["kid", "baby", "children", "toys"],
        "home": ["household", "appliance", "house"],
        "clothing": ["clothes", "fashion", "wear"],
        "books & games": ["book", "game", "reading"],
        "spaces": ["space", "room"],
        "homes": ["home", "housing", "rent", "lease"],
    ]

    static let typeSynonyms: [String: [String]] = [
        "closet": ["storage", "wardrobe"],
        "office": ["desk", "workspace", "coworking"],
        "rest": ["nap", "lounge"],
        "quiet": ["study", "silent"],
        "storage": ["unit", "locker"],
        "parking": ["garage", "spot", "car"],
        "studio": ["art", "recording", "creative"],
        "apartment": ["apt", "flat"],
        "house": ["detached", "home"],
        "condo": ["condominium"],
        "townhouse": ["townhome"],
        "room": ["bedroom", "shared"],
        "basement": ["suite"],
    ]
}

/// Things are rented by the hour, day or week; spaces by the hour or day; homes by the month.
public enum ListingKind: String, Sendable, Codable, CaseIterable {
    case thing, space, home

    public var priceUnits: [PriceUnit] {
        switch self {
        case .thing: [.hour, .day, .week]
        case .space: [.hour, .day]
        case .home: [.month]
        }
    }
}

/// What a listing's price is per.
public enum PriceUnit: String, Sendable, Codable, CaseIterable {
    case hour, day, week, month

    /// The most a sane listing asks per unit, in cents; a price above it is taken for a typo.
    var ceilingCents: Int {
        switch self {
        case .hour: 100_000
        case .day: 500_000
        case .week: 2_000_000
        case .month: 10_000_000
        }
    }
}

/// Whether a listing can be found and booked.
public enum ListingStatus: String, Sendable, Codable {
    case active, paused, hidden, removed
}

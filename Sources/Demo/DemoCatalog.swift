/// What the demo world is made of: cities, people and the things, spaces and homes they list.
enum DemoCatalog {
    /// A city the demo lists in: a ZIP code or world-city name to resolve, and how dear rents are there.
    struct City {
        var name: String
        var zip: String?
        var priceFactor: Double
    }

    static let bayArea: [City] = [
        City(name: "San Francisco", zip: "94110", priceFactor: 1.3), City(name: "San Francisco", zip: "94103", priceFactor: 1.3),
        City(name: "San Francisco", zip: "94117", priceFactor: 1.3), City(name: "Oakland", zip: "94612", priceFactor: 1.1),
        City(name: "Berkeley", zip: "94704", priceFactor: 1.1), City(name: "San Jose", zip: "95112", priceFactor: 1.1),
        City(name: "Palo Alto", zip: "94301", priceFactor: 1.4),
    ]
    static let elsewhere: [City] = [
        City(name: "New York", zip: "10001", priceFactor: 1.4), City(name: "Chicago", zip: "60614", priceFactor: 1.0),
        City(name: "Austin", zip: "78704", priceFactor: 0.9), City(name: "Seattle", zip: "98103", priceFactor: 1.1),
        City(name: "Toronto", zip: nil, priceFactor: 1.0), City(name: "London", zip: nil, priceFactor: 1.3),
        City(name: "Paris", zip: nil, priceFactor: 1.2), City(name: "Berlin", zip: nil, priceFactor: 0.9),
        City(name: "Tokyo", zip: nil, priceFactor: 1.1), City(name: "Sydney", zip: nil, priceFactor: 1.1),
        City(name: "Mexico City", zip: nil, priceFactor: 0.6),
    ]

    static let firstNames = [
        "ana", "ben", "chen", "dara", "eli", "femi", "gus", "hana", "ines", "jay", "kofi", "lena", "mateo", "nia",
        "omar", "priya", "quinn", "rosa", "sam", "tariq", "uma", "vik", "wren", "xiu", "yara", "zane", "ari", "bea",
        "cal", "dev", "emi", "finn", "gia", "hugo", "ivy", "jonas",
    ]
    static let bioOpeners = [
        "Weekend woodworker", "Trail runner", "Film photographer", "Home cook", "Bike commuter", "Grad student",
        "Musician", "Parent of two", "Gardener", "Climber", "Teacher", "Nurse on night shifts",
    ]
    static let bioClosers = [
        "happy to lend what sits in my garage.", "I keep my gear clean and ready.", "ask me anything about it.",
        "pick-ups after 6pm work best.", "I reply fast.", "sharing beats buying.",
    ]

    /// A thing people rent: its title, category, usual day price in dollars, and a line about it.
    struct Thing {
        var title: String
        var category: String
        var dayPrice: Int
        var about: String
    }

    static let things: [Thing] = [
        Thing(title: "Cordless drill", category: "tools", dayPrice: 8, about: "18V with two batteries and a bit set."),
        Thing(title: "Hammer drill", category: "tools", dayPrice: 12, about: "Goes through brick and concrete."),
        Thing(title: "Circular saw", category: "tools", dayPrice: 12, about: "7-1/4 inch blade, sharp and true."),
        Thing(title: "Extension ladder", category: "tools", dayPrice: 10, about: "Reaches a second-floor gutter."),
        Thing(title: "Orbital sander", category: "tools", dayPrice: 7, about: "Comes with a pack of sanding discs."),
        Thing(title: "Pressure washer", category: "tools", dayPrice: 25, about: "2000 psi, great for decks and driveways."),
        Thing(title: "Lawn mower", category: "tools", dayPrice: 20, about: "Electric, quiet, with a grass bag."),
        Thing(title: "Tile cutter", category: "tools", dayPrice: 15, about: "Wet saw for bathroom and kitchen tiles."),
        Thing(title: "2-person tent", category: "outdoors", dayPrice: 12, about: "Light, sets up in five minutes."),
        Thing(title: "Family camping tent", category: "outdoors", dayPrice: 20, about: "Sleeps six, with a porch."),
        Thing(title: "Sit-on-top kayak", category: "outdoors", dayPrice: 35, about: "Paddle and life vest included."),
        Thing(title: "Inflatable paddleboard", category: "outdoors", dayPrice: 30, about: "Pump, leash and paddle included."),
        Thing(title: "Hybrid bike", category: "outdoors", dayPrice: 18, about: "Medium frame, lights and a lock."),
        Thing(title: "Sleeping bag", category: "outdoors", dayPrice: 6, about: "Rated to 30°F, freshly washed."),
        Thing(title: "Surfboard", category: "sports", dayPrice: 20, about: "7'6\" funboard, forgiving for beginners."),
        Thing(title: "Snowboard and boots", category: "sports", dayPrice: 30, about: "Board 156 cm, boots size 10."),
        Thing(title: "Golf clubs", category: "sports", dayPrice: 25, about: "Full set with a stand bag."),
        Thing(title: "Tennis rackets (pair)", category: "sports", dayPrice: 8, about: "With a can of new balls."),
        Thing(title: "Projector", category: "electronics", dayPrice: 25, about: "1080p, HDMI, with a 100\" screen."),
        Thing(title: "Bluetooth speaker", category: "electronics", dayPrice: 10, about: "Loud enough for a backyard party."),
        Thing(title: "Drone", category: "electronics", dayPrice: 40, about: "4K camera, three batteries."),
        Thing(title: "VR headset", category: "electronics", dayPrice: 20, about: "Two controllers and a few games."),
        Thing(title: "Mirrorless camera", category: "cameras", dayPrice: 45, about: "24 MP body with a kit lens."),
        Thing(title: "50mm prime lens", category: "cameras", dayPrice: 15, about: "Fast f/1.8, lovely for portraits."),
        Thing(title: "Carbon tripod", category: "cameras", dayPrice: 10, about: "Light and steady, with a ball head."),
        Thing(title: "GoPro", category: "cameras", dayPrice: 18, about: "Waterproof case and mounts."),
        Thing(title: "Acoustic guitar", category: "music", dayPrice: 15, about: "Dreadnought, new strings."),
        Thing(title: "Digital piano", category: "music", dayPrice: 30, about: "88 weighted keys and a stand."),
        Thing(title: "PA system", category: "music", dayPrice: 50, about: "Two speakers, mixer and two mics."),
        Thing(title: "DJ controller", category: "music", dayPrice: 35, about: "Two decks, works with any laptop."),
        Thing(title: "Folding tables (set of 4)", category: "party", dayPrice: 20, about: "6 ft each, seats 24."),
        Thing(title: "Party canopy", category: "party", dayPrice: 25, about: "10x10 ft pop-up, with sidewalls."),
        Thing(title: "Fog machine", category: "party", dayPrice: 12, about: "With a bottle of fluid."),
        Thing(title: "Karaoke machine", category: "party", dayPrice: 20, about: "Two wireless mics."),
        Thing(title: "Cargo van", category: "vehicles", dayPrice: 90, about: "Fits a one-bedroom move."),
        Thing(title: "Utility trailer", category: "vehicles", dayPrice: 40, about: "5x8 ft, 2-inch ball hitch."),
        Thing(title: "Electric scooter", category: "vehicles", dayPrice: 25, about: "25 km range, helmet included."),
        Thing(title: "Jogging stroller", category: "kids", dayPrice: 10, about: "Smooth on trails, folds flat."),
        Thing(title: "Car seat", category: "kids", dayPrice: 8, about: "Rear and forward facing, clean."),
        Thing(title: "Travel crib", category: "kids", dayPrice: 8, about: "With a fitted sheet."),
        Thing(title: "Carpet cleaner", category: "home", dayPrice: 25, about: "Lifts stains from rugs and stairs."),
        Thing(title: "Sewing machine", category: "home", dayPrice: 12, about: "Threads itself, with spare needles."),
        Thing(title: "Air mattress", category: "home", dayPrice: 8, about: "Queen size, built-in pump."),
        Thing(title: "Stand mixer", category: "home", dayPrice: 10, about: "With dough hook and whisk."),
        Thing(title: "Tuxedo", category: "clothing", dayPrice: 35, about: "Size 40R, freshly pressed."),
        Thing(title: "Evening gown", category: "clothing", dayPrice: 40, about: "Size 6, floor length."),
        Thing(title: "Ski jacket", category: "clothing", dayPrice: 12, about: "Men's L, waterproof."),
        Thing(title: "Board game bundle", category: "books & games", dayPrice: 6, about: "Catan, Ticket to Ride and Codenames."),
        Thing(title: "Nintendo Switch", category: "books & games", dayPrice: 15, about: "Two controllers and three games."),
        Thing(title: "Textbook: Organic Chemistry", category: "books & games", dayPrice: 3, about: "9th edition, few notes."),
    ]

    /// A space type, its usual hourly price in dollars, and how people describe one.
    static let spaces: [(type: String, title: String, hourPrice: Int, amenities: [String])] = [
        ("closet", "Walk-in closet for storage", 3, ["refrigerator"]),
        ("office", "Private office with a view", 15, ["wifi", "study desk", "monitor"]),
        ("rest", "Quiet nap room", 8, ["wifi"]),
        ("quiet", "Silent study room", 6, ["wifi", "study desk"]),
        ("storage", "Dry storage unit", 4, []),
        ("parking", "Covered parking spot", 3, []),
        ("studio", "Sunny art studio", 18, ["wifi", "services"]),
    ]

    /// A home type, its usual monthly rent in dollars, and its usual rooms.
    static let homes: [(type: String, title: String, monthPrice: Int, bedrooms: Int, bathrooms: Int)] = [
        ("apartment", "Bright 1-bedroom apartment", 2400, 1, 1),
        ("apartment", "Two-bedroom apartment near transit", 3300, 2, 1),
        ("house", "Three-bedroom house with a garden", 4800, 3, 2),
        ("condo", "Modern condo with a balcony", 3100, 2, 2),
        ("townhouse", "Townhouse with a garage", 3900, 3, 2),
        ("room", "Furnished room in a shared flat", 1200, 1, 1),
        ("basement", "Basement suite with its own entrance", 1700, 1, 1),
    ]

    static let conditions = ["new", "like new", "good", "good", "fair"]
    static let homeAmenities = ["kitchen", "laundry", "heating", "air conditioning", "furnished", "pets allowed", "parking", "wifi"]
    static let exposures = ["south", "east", "west", "north"]
    static let streets = ["Valencia St", "Mission St", "Oak St", "Market St", "Main St", "Elm Ave", "Park Rd", "High St"]
}

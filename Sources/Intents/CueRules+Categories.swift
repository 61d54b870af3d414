extension CueRules {
    /// Words that ask for kinds of something: "what types of items are there", "what kinda stuff is on here".
    static let kindsOf: [String] = ["kinds", "types", "sorts", "kind", "kinda", "sorta", "variety", "sort of", "type of"]

    /// Things to rent named in general, with no kind of their own: "items", "stuff", "rentals".
    static let thingsInGeneral: [String] = ["things", "items", "stuff", "rentals", "listings", "gear", "products", "goods", "equipment"]
}

/// "show bookings for my closet", "who booked listing 3?", "any reservations on it", "is my garage booked saturday?",
/// "who's using my nap room this week": an owner asking for the bookings of one listing, read as `requests` with the
/// listing as `ref` (or, named in words, its title's words); "bookings for my spaces" asks for all of them. A time said
/// with it is read and left to the list, which shows what is coming.
enum ListingBookingsRule {
    static func reading(_ utterance: Utterance, context: ParseContext) -> Reading? {
        let words = utterance.words
        guard let (trigger, start) = target(in: words) else { return nil }
        var scan = EntityScan(utterance, from: 0, context: context)
        scan.take(trigger..<start)
        if words[trigger] == "when" || isWords.contains(words[trigger]), let verb = words.indices.last(where: { bookingVerbs.contains(words[$0]) }), verb > start {
            scan.take(verb..<(verb + 1))
        }
        var slots = Slots()
        _ = scan.time()
        if start + 1 < words.count, words[start] == "my", everythingOwned.contains(words[start + 1]) {
            scan.take(start..<(start + 2))
        } else if let reference = scan.reference(from: start) {
            slots.ref = reference
        } else {
            var reader = SlotReader(scan: scan)
            guard let name = reader.ownThingName() else { return nil }
            slots.ownThing = name
            scan = reader.scan
        }
        scan.takeFree(ReferenceRecognizer.referenceNouns.union(glue))
        guard scan.leftoverWords().isEmpty else { return nil }
        return Reading(.requests, slots, base: 15, evidence: ["bookings of one listing"], leftover: [])
    }

    /// Where the words that ask start, and where the listing is named: after "bookings for", after "who booked", or
    /// after "when is my" when a booking word closes the question ("when is my closet booked?"; "when is the closet
    /// booked?" may be a renter's).
    private static func target(in words: [String]) -> (trigger: Int, start: Int)? {
        for index in words.indices.dropLast() {
            if bookingNouns.contains(words[index]), ["for", "of", "on"].contains(words[index + 1]), index + 2 < words.count {
                return (index, index + 2)
            }
            if words[index] == "when", ["is", "are", "'s"].contains(words[index + 1]), index + 2 < words.count, words[index + 2] == "my",
                words[(index + 2)...].contains(where: bookingVerbs.contains)
            {
                return (index, index + 2)
            }
            if whoWords.contains(words[index]) {
                var next = index + 1
                if next + 1 < words.count, ["has", "have", "got", "'s"].contains(words[next]), words[next + 1] == "my" { return (index, next + 1) }
                if next < words.count, ["has", "have", "is", "'s"].contains(words[next]) { next += 1 }
                if next + 1 < words.count, bookingVerbs.contains(words[next]) { return (index, next + 1) }
            }
            if someoneWords.contains(words[index]), index + 2 < words.count,
                someoneDid.contains(words[index + 1]), words[index + 2] == "my" || words[index + 2] == "listing"
            {
                return (index, index + 2)
            }
            if index == 0, isWords.contains(words[index]), words[index + 1] == "my",
                words[(index + 2)...].contains(where: bookingVerbs.contains)
            {
                return (index, index + 1)
            }
        }
        return nil
    }

    private static let bookingNouns: Set<String> = [
        "bookings", "booking", "reservations", "reservation", "rentals", "requests", "renters", "guests",
    ]
    private static let bookingVerbs: Set<String> = ["booked", "rented", "reserved", "booking", "renting", "requested", "using"]
    private static let whoWords: Set<String> = ["who", "who's", "whos"]
    private static let someoneWords: Set<String> = ["anyone", "anybody", "someone", "somebody"]
    private static let isWords: Set<String> = ["is", "are", "isn't", "arent", "aren't"]
    /// "did anyone book my …", "has someone reserved listing 3".
    private static let someoneDid: Set<String> = bookingVerbs.union(["book", "reserve", "rent"])
    /// "my listings", "my spaces": everything the person lists, not one listing.
    private static let everythingOwned: Set<String> = [
        "listings", "spaces", "stuff", "things", "items", "places", "homes", "rentals", "properties", "units",
    ]
    private static let glue: Set<String> = [
        "show", "me", "see", "list", "the", "all", "any", "are", "there", "what", "whats", "what's", "who", "has", "have",
        "is", "'s", "booked", "rented", "reserved", "booking", "renting", "requested", "bookings", "booking", "reservations",
        "reservation", "rentals", "requests", "renters", "guests", "for", "of", "on", "please", "pls", "can", "i", "so", "far",
        "yet", "already", "ever", "lately", "recently", "upcoming", "let", "check", "could", "you", "get", "when", "who's", "whos",
        "using", "isn't", "arent", "aren't", "anyone", "anybody", "someone", "somebody", "did", "does", "got", "rn", "now", "book",
        "reserve", "rent",
    ]
}

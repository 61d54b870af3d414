/// Listing and profile edits: what is offered, and which field changes to what.
extension SlotReader {
    /// "rent out my ladder for $3 a day in 94110, good condition": what, for how much, where; a clause after a comma describes it.
    mutating func readListing(into slots: inout Slots) {
        slots.photo = scan.photo()
        slots.near = scan.place()
        slots.price = scan.listingPrice()
        slots.category = scan.first(Lexicon.categories)
        (slots.bedrooms, slots.bathrooms, slots.parking) = scan.counts()
        slots.amenities = amenities(onlyAfterWith: true)
        let tokens = scan.utterance.tokens
        if let comma = tokens.indices.first(where: { scan.utterance.raw($0).hasSuffix(",") }),
            comma + 1 < tokens.count, scan.firstFree.map({ $0 <= comma }) == true
        {
            let descriptionStart = comma + 1
            var head = scan
            head.take(descriptionStart..<tokens.count)
            slots.type = head.first(Lexicon.types)
            slots.query = head.leftoverQuery()
            scan.take(0..<descriptionStart)
            let free = (descriptionStart..<tokens.count).filter { !scan.taken[$0] }
            if let first = free.first {
                slots.text = free.count == tokens.count - first ? scan.utterance.rawText(from: first) : free.map { String(scan.utterance.raw($0)) }.joined(separator: " ")
            }
        } else {
            slots.type = scan.first(Lexicon.types)
            slots.query = scan.takeQuery()
        }
        if let query = slots.query {
            slots.query = query.split(separator: " ").filter { $0 != "out" && $0 != "up" }.joined(separator: " ")
            if slots.query?.isEmpty == true { slots.query = nil }
        }
    }

    /// "change price of 2 to 6/day", "set 2 title to Big ladder", "rename 2 to Big ladder", "edit profile bio I hike".
    mutating func readEdit(fields: [String: String], requireReference: Bool) -> Slots? {
        var slots = Slots()
        let words = scan.words
        if requireReference, words.contains("rename") { slots.field = "title" }
        var fieldIndex: Int?
        if let index = words.indices.first(where: { !scan.taken[$0] && fields[$0 < words.count ? words[$0] : ""] != nil }),
            slots.field == nil
        {
            fieldIndex = index
            slots.field = fields[words[index]]
            scan.taken[index] = true
            if index > 0, words[index - 1] == "the" { scan.taken[index - 1] = true }
        }
        if requireReference {
            let current = scan
            let splits = words.indices.filter { !current.taken[$0] && ["to", "as", "="].contains(words[$0]) } + (fieldIndex.map { [$0] } ?? [])
            guard let (split, reference) = splits.lazy.compactMap({ split in Self.referenceOnly(in: current, before: split).map { (split, $0) } }).first
            else { return nil }
            slots.ref = reference
            slots.value = scan.utterance.rawText(from: split + 1)
        } else {
            slots.value = scan.restAsTyped(droppingLeading: ["to", "is", "as", "="])
        }
        guard slots.field != nil, slots.value != nil else { return nil }
        return slots
    }

    /// The reference named by the free words before `split`, when they name nothing else.
    private static func referenceOnly(in scan: EntityScan, before split: Int) -> Slots.Reference? {
        var head = scan
        head.take(split..<scan.words.count)
        guard let reference = head.reference() else { return nil }
        let rest = scan.words.indices.filter { !head.taken[$0] }
        return rest.allSatisfy { ["of", "the", "for", "my", "on"].contains(scan.words[$0]) } ? reference : nil
    }
}

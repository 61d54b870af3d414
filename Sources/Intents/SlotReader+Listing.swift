/// Listing and profile edits: what is offered, and which field changes to what.
extension SlotReader {
    /// "rent out my ladder for $3 a day in 94110, good condition": what, for how much, where; a clause after a comma describes it.
    mutating func readListing(into slots: inout Slots) {
        slots.photo = scan.photo()
        slots.near = scan.place()
        if case .amount(let money)? = scan.money(bareNumbers: true).first { slots.price = money }
        slots.category = scan.first(Lexicon.categories)
        let tokens = scan.utterance.tokens
        if let comma = tokens.indices.first(where: { scan.utterance.raw($0).hasSuffix(",") }),
            comma + 1 < tokens.count, scan.firstFree.map({ $0 <= comma }) == true
        {
            let descriptionStart = comma + 1
            var head = scan
            head.take(descriptionStart..<tokens.count)
            slots.type = head.first(Lexicon.types)
            slots.query = head.leftoverQuery()
            let free = (descriptionStart..<tokens.count).filter { !scan.taken[$0] }
            if let first = free.first {
                slots.text = free.count == tokens.count - first ? scan.utterance.rawText(from: first) : free.map { String(scan.utterance.raw($0)) }.joined(separator: " ")
            }
        } else {
            slots.type = scan.first(Lexicon.types)
            slots.query = scan.leftoverQuery()
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
        if requireReference, words.first == "rename" { slots.field = "title" }
        if let index = words.indices.first(where: { !scan.taken[$0] && fields[$0 < words.count ? words[$0] : ""] != nil }),
            slots.field == nil
        {
            slots.field = fields[words[index]]
            scan.taken[index] = true
            if index > 0, words[index - 1] == "the" { scan.taken[index - 1] = true }
        }
        if requireReference {
            guard let toIndex = words.indices.last(where: { !scan.taken[$0] && ["to", "as", "="].contains(words[$0]) }) else {
                return nil
            }
            scan.taken[toIndex] = true
            var head = scan
            head.take(toIndex..<words.count)
            slots.ref = head.reference()
            guard slots.ref != nil else { return nil }
            slots.value = scan.utterance.rawText(from: toIndex + 1)
        } else {
            slots.value = scan.restAsTyped(droppingLeading: ["to", "is", "as", "="])
        }
        guard slots.field != nil, slots.value != nil else { return nil }
        return slots
    }
}

/// An owner keeping part of a lease's deposit: "claim $100 of the deposit of booking 3 for a broken window",
/// "keep 250 dollars from bob's deposit because the carpet is stained".
extension SlotReader {
    /// Reads the amount, the booking if one is named, and the reason after "for", "because", "since" or a colon;
    /// nil without an amount.
    mutating func readDepositClaim(into slots: inout Slots) -> Slots? {
        let reasonStart = scan.words.indices.first { index in
            guard !scan.taken[index] else { return false }
            if index > 0, scan.utterance.raw(index - 1).hasSuffix(":") { return true }
            guard Self.reasonOpeners.contains(scan.words[index]) else { return false }
            let following = scan.words[(index + 1)..<min(index + 3, scan.words.count)]
            return !following.contains { Self.bookingWords.contains($0) || $0.hasPrefix("#") || Int($0) != nil }
        }
        var before = scan
        if let reasonStart { before.take(reasonStart..<scan.words.count) }
        var said = before.money().first
        if said == nil {
            var recordNumbers = before.taken
            for index in before.words.indices.dropFirst() where ReferenceRecognizer.recordWords.contains(before.words[index - 1]) {
                recordNumbers[index] = true
            }
            if let bare = MoneyRecognizer.matches(in: before.words, taken: recordNumbers, bareNumbers: true).first {
                before.take(bare.range)
                said = bare.meaning
            }
        }
        slots.ref = before.reference()
        guard case .amount(let money)? = said, money.per == nil else { return nil }
        slots.amount = Money(cents: money.cents)
        guard let reasonStart else {
            scan = before
            scan.take(0..<scan.words.count)
            return slots
        }
        for index in 0..<reasonStart where before.taken[index] { scan.taken[index] = true }
        scan.take(0..<reasonStart)
        slots.text = scan.restAsTyped(droppingLeading: Self.reasonOpeners.union(["to", "of", "cover"]))
        return slots
    }

    private static let reasonOpeners: Set<String> = ["for", "because", "since", "as", "due"]
    /// Words after "for" that name the booking rather than open the reason: "for booking 3", "for the lease".
    private static let bookingWords: Set<String> = ["booking", "lease", "tenancy"]
}

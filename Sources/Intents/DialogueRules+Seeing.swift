/// "can I see it saturday afternoon?", "could we view the 2nd one sunday at 3": asking to see the item shown at
/// a time asks for a viewing.
extension DialogueRules {
    static func viewingAsked(_ utterance: Utterance, discourse: Discourse, context: ParseContext) -> Reading? {
        let words = utterance.words
        guard discourse.acts.contains(.canI) || discourse.isQuestion,
            let verb = words.indices.dropLast().first(where: { index in
                seeingVerbs.contains(words[index]) && (itemStarts.contains(words[index + 1]) || words[index + 1].first == "#")
            })
        else { return nil }
        var scan = EntityScan(utterance, from: 0, context: context)
        scan.taken[verb] = true
        var slots = Slots()
        scan.readWhen(into: &slots)
        guard slots.when != nil else { return nil }
        slots.ref = scan.reference() ?? .it
        guard scan.leftoverWords().allSatisfy(seeingGlue.contains) else { return nil }
        return Reading(.scheduleViewing, slots, base: 14, evidence: ["asks to see it then"], leftover: [])
    }

    private static let seeingVerbs: Set<String> = ["see", "view", "visit", "tour"]
    private static let seeingGlue: Set<String> = ["i", "we", "come", "and", "go", "please", "on", "at", "in", "person", "the", "one"]
}

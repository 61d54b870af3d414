/// "i liked post 3 by accident, undo that", "didn't mean to follow @kim, take it back", "paused listing 2 by
/// mistake": something the person did and says was a slip, read as its opposite on the same record, never as the act
/// itself again nor as whatever "undo" or "take back" lead elsewhere.
enum UndoneByMistakeRule {
    static func reading(_ utterance: Utterance, context: ParseContext) -> Reading? {
        let words = utterance.words
        guard words.contains(where: cueWords.contains),
            let verb = words.indices.first(where: { acts[words[$0]] != nil }), let act = acts[words[verb]]
        else { return nil }
        var scan = EntityScan(utterance, from: 0, context: context)
        let cues = scan.all(Self.cues)
        guard !cues.isEmpty, (0..<verb).allSatisfy({ scan.taken[$0] || before.contains(words[$0]) }) else { return nil }
        scan.take(0..<(verb + 1))
        var reader = SlotReader(scan: scan)
        guard let slots = reader.read(act.shape) else { return nil }
        reader.scan.takeFree(ReferenceRecognizer.referenceNouns.union(after))
        guard reader.scan.leftoverWords().allSatisfy({ CommandRules.intent(namedBy: $0) == act.undone }) else { return nil }
        return Reading(act.undone, slots, base: 16, evidence: ["\"" + words[verb] + "\" " + cues.joined(separator: ", ")], leftover: [])
    }

    private struct Act {
        let undone: IntentName
        let shape: CommandRule.Shape
    }

    private static let acts: WordTable<Act> = {
        var table: [String: Act] = [:]
        let families: [([String], Act)] = [
            (["like", "liked", "upvoted", "hearted", "heart", "loved"], Act(undone: .unlike, shape: .postReference)),
            (["unliked", "unlike"], Act(undone: .like, shape: .postReference)),
            (["follow", "followed", "friended", "subscribed"], Act(undone: .unfollow, shape: .user)),
            (["unfollowed", "unfriended", "unfollow"], Act(undone: .follow, shape: .user)),
            (["favorite", "favourite", "favorited", "favourited", "faved", "fave", "saved", "bookmarked", "starred"],
             Act(undone: .unfavorite, shape: .savedListing)),
            (["unfavorited", "unfavourited", "unsaved", "unfavorite", "unfavourite"], Act(undone: .favorite, shape: .savable)),
            (["block", "blocked", "muted"], Act(undone: .unblock, shape: .user)),
            (["unblocked", "unmuted", "unblock"], Act(undone: .block, shape: .user)),
            (["pause", "paused", "deactivated", "hid"], Act(undone: .unpauseListing, shape: .ownListing)),
            (["unpaused", "reactivated", "unhid"], Act(undone: .pauseListing, shape: .ownListing)),
            (["posted"], Act(undone: .deletePost, shape: .ownPost)),
            (["commented"], Act(undone: .deleteComment, shape: .ownComment)),
        ]
        for (verbs, act) in families { for verb in verbs { table[verb] = act } }
        return WordTable(table)
    }()

    /// What says the act was a slip or asks for it to be taken back.
    private static let cues = PhraseTable<String>(
        [
            "by mistake", "by accident", "accidentally", "accidently", "accidentaly", "mistakenly", "by error", "in error", "undo",
            "undo that", "misclicked", "misclick", "was a misclick", "a misclick", "fat fingered", "fat-fingered", "fatfingered",
            "put it back",
            "undo it", "take it back", "take that back", "reverse it", "reverse that", "revert it", "revert that",
            "didn't mean to", "didnt mean to", "did not mean to", "never meant to", "wasn't supposed to", "meant not to",
        ].map { ($0, $0) })

    private static let cueWords: Set<String> = [
        "mistake", "accident", "accidentally", "accidently", "accidentaly", "mistakenly", "error", "undo", "back", "reverse",
        "revert", "mean", "meant", "supposed", "misclicked", "misclick", "fingered", "fat-fingered", "fatfingered",
    ]

    /// Words before the act that only tell how it happened: "oops, I just hit like on …".
    private static let before: Set<String> = [
        "i", "oops", "whoops", "oh", "no", "ugh", "sorry", "just", "hit", "pressed", "clicked", "tapped", "didn't", "didnt",
        "think", "somehow", "so", "um", "uh", "hmm", "damn", "dang", "the", "button", "on",
    ]

    /// Words after the record that only ask for it back: "…, can you undo that please".
    private static let after: Set<String> = [
        "can", "could", "you", "please", "pls", "that", "it", "so", "i", "want", "to", "and", "oops", "whoops", "sorry",
        "on", "the", "button", "just", "now", "for", "me", "there", "again", "oh", "no", "lol", "them", "him", "her",
    ]
}

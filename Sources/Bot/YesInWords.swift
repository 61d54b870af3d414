/// "yes, post the apartment" at "Publish it?", "yep get rid of it" at "Delete your post …?", "ok confirm the lease
/// request" at "Rent … for 6 months?", "perfect, put it live": a yes said with the question's own verb and the thing
/// it asks about, or a plain yes with words of approval around it. It answers the question; the words after the yes
/// are not a new request. A no, a second request ("and", "also") or another thing ("the other one") is no such yes.
enum YesInWords {
    /// True when `line` says yes to a question whose action `verbs` name.
    static func answers(_ line: String, verbs: [String]) -> Bool {
        let words = line.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "'" && $0 != "’" }).map {
            $0.replacingOccurrences(of: "’", with: "'")
        }
        guard !words.isEmpty, words.count <= 14, !words.contains(where: { $0.contains(where: \.isNumber) }) else { return false }
        let phrases = (verbs + sharedVerbs).map { $0.split(separator: " ").map(String.init) }.sorted { $0.count > $1.count }
        var index = 0
        var saidYes = false
        var saidYesPlainly = false
        while index < words.count {
            if let phrase = phrases.first(where: { words[index...].starts(with: $0) }) {
                let object = words[(index + phrase.count)...]
                return object.count <= 6 && !object.contains(where: notAYes.contains)
                    && (saidYes || object.allSatisfy(namingItOnly.contains))
            }
            guard fillers.contains(words[index]) || yeses.contains(words[index]) else { return false }
            saidYes = saidYes || yeses.contains(words[index])
            saidYesPlainly = saidYesPlainly || yeses.contains(words[index]) && !acknowledgements.contains(words[index])
            index += 1
        }
        return saidYesPlainly
    }

    /// Verbs that say yes to any question: "go ahead", "do it".
    private static let sharedVerbs = ["go ahead", "do it", "proceed", "go for it", "confirm", "confirmed", "good to go", "make it so"]
    private static let yeses: Set<String> = [
        "yes", "y", "yep", "yup", "yeah", "ya", "yea", "yas", "sure", "ok", "okay", "k", "kk", "mhm", "alright", "absolutely", "definitely",
        "perfect", "great", "good", "fine", "correct", "right", "cool", "awesome", "lgtm", "exactly", "excellent", "nice",
    ]
    /// Yeses that may only acknowledge ("ok thanks", "good"): a yes only with the question's verb.
    private static let acknowledgements: Set<String> = [
        "ok", "okay", "k", "kk", "alright", "sure", "perfect", "great", "good", "fine", "right", "cool", "awesome", "excellent", "nice",
    ]
    /// Words around a yes that add nothing to it: "looks right to me", "that's it", "you can".
    private static let fillers: Set<String> = [
        "please", "pls", "plz", "thanks", "thank", "thx", "looks", "look", "seems", "sounds", "all", "it's", "its", "that's", "thats", "it", "is",
        "to", "me", "you", "can", "go", "just", "now", "then", "so", "that", "this", "one", "oh", "well", "hmm", "um", "i", "think", "guess",
        "very", "really", "thing", "totally", "pretty", "much", "everything", "sir", "mate", "lol", "haha",
    ]
    /// Words after the verb that only point at what was asked about: "publish it", "delete that one please".
    private static let namingItOnly: Set<String> = ["it", "that", "this", "one", "please", "pls", "now", "thanks", "then", "for", "me"]
    /// Words that make a yes something else: a no, a condition, another thing or a second request.
    private static let notAYes: Set<String> = [
        "no", "not", "don't", "dont", "nope", "nah", "never", "wait", "hold", "stop", "cancel", "but", "and", "also", "instead",
        "other", "another", "different", "else", "if", "unless", "later", "tomorrow", "except",
    ]
}

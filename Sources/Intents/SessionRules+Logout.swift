extension SessionRules {
    /// "log out", "bye, log me out", "i'm done, log off please", "Could you sign me out? I'm on a friend's laptop.",
    /// "ok one last thing - log me out": a clause that is a way to log out with only leave-taking and courtesies around
    /// it, in a turn whose other clauses ask for nothing else. "if I log out…", "forgetting to log out" and "does logging
    /// out…" talk about it.
    static func isLogout(_ utterance: Utterance) -> Bool {
        let words = utterance.words
        guard words.contains(where: logoutFirstWords.contains) else { return false }
        let starts = words.indices.filter { startsAClause($0, in: utterance) }
        let ends = starts.dropFirst().map { $0 } + [words.count]
        let clauses = zip(starts, ends).map { $0..<$1 }
        guard let logout = clauses.firstIndex(where: { isLogoutClause($0, in: words) }) else { return false }
        return clauses.indices.allSatisfy { $0 == logout || CommandRules.match(words, at: clauses[$0].lowerBound).isEmpty }
    }

    private static func isLogoutClause(_ clause: Range<Int>, in words: [String]) -> Bool {
        let end = words[clause].lastIndex { !closingCourtesies.contains($0) }.map { $0 + 1 } ?? clause.lowerBound
        let start = words[clause.lowerBound..<end].firstIndex { !leaveTaking.contains($0) } ?? end
        return logoutPhrases.contains(Array(words[start..<end]))
    }

    /// True at the first word and after a word that ends a clause (a dash typed between words is one).
    private static func startsAClause(_ index: Int, in utterance: Utterance) -> Bool {
        index == 0 || utterance.clauseEnds[index - 1]
    }

    private static let logoutFirstWords = Set(logoutPhrases.map { $0[0] })

    private static let leaveTaking: Set<String> = [
        "ok", "okay", "k", "kk", "alright", "bye", "goodbye", "thanks", "thank", "you", "i'm", "im", "i", "am", "done", "all", "finished",
        "that's", "thats", "it", "so", "now", "please", "pls", "can", "could", "would", "just", "and", "then", "time", "to", "for", "today",
        "cheers", "leaving", "going", "gotta", "go", "heading", "need", "got", "out", "outta", "here", "signing", "off", "yeah", "um", "-", "–", "—",
    ]
    private static let closingCourtesies: Set<String> = [
        "please", "pls", "now", "thanks", "thx", "ty", "bye", "cheers", "of", "my", "account", "here", "rentline", "for", "me", "gotta", "go", "run",
        "cya", "ttyl", "goodnight", "peace", "-", "–", "—",
    ]
}

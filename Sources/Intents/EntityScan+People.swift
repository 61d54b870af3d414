import Foundation

/// People a turn names: "@bob", "the user jpark", "his username is kboateng", "my friend @giulia", "marco's", and
/// whom "him", "her" or "them" stands for.
extension EntityScan {
    /// A username: "@bob" or "username bob" anywhere, or else the first free word when `positional`; "him" or
    /// "her" there stands for the one "@name" of the turn ("@kev keeps messaging me, block him").
    mutating func user(positional: Bool) -> String? {
        if let index = words.indices.first(where: { !taken[$0] && words[$0].hasPrefix("@") && words[$0].count > 1 }) {
            taken[index] = true
            takeDescription(before: index)
            return Self.username(utterance.raw(index))
        }
        if let user = userCalledByName() { return user }
        guard positional, var index = firstFree else { return nil }
        if Self.personPronouns.contains(words[index]), let mentioned = onlyPersonMentioned() {
            taken[index] = true
            return mentioned
        }
        while index + 1 < words.count, Self.beforeAName.contains(words[index]) {
            taken[index] = true
            index += 1
        }
        if index + 2 < words.count, Self.determiners.contains(words[index]), Self.describers.contains(words[index + 1]) {
            take(index..<(index + 2))
            index += 2
        } else if index + 1 < words.count, Self.describers.contains(words[index]) {
            taken[index] = true
            index += 1
        }
        if index + 1 < words.count, words[index] == "named" || words[index] == "called" {
            taken[index] = true
            index += 1
        }
        taken[index] = true
        return Self.username(utterance.raw(index))
    }

    /// The "with my friend" of "share it with my friend @giulia": who the named person is, said before the name.
    private mutating func takeDescription(before index: Int) {
        var start = index
        if start > 0, !taken[start - 1], Self.describers.contains(words[start - 1]) { start -= 1 }
        if start > 0, !taken[start - 1], Self.determiners.contains(words[start - 1]), start < index { start -= 1 }
        if start > 0, !taken[start - 1], Self.beforeAName.contains(words[start - 1]) { start -= 1 }
        take(start..<index)
    }

    private static let beforeAName: Set<String> = ["to", "with", "for", "user", "from", "w/", "w"]
    private static let determiners: Set<String> = ["my", "our", "that", "this", "the", "a", "his", "her", "their"]
    /// Who a person is to the one typing, or what they think of them: "my friend kat_lee", "that creep mike_t".
    private static let describers: Set<String> = [
        "friend", "friends", "buddy", "pal", "mate", "brother", "sister", "bro", "sis", "mom", "mum", "dad", "mother", "father",
        "husband", "wife", "partner", "boyfriend", "girlfriend", "bf", "gf", "roommate", "flatmate", "housemate", "colleague",
        "coworker", "neighbor", "neighbour", "son", "daughter", "cousin", "aunt", "uncle", "guy", "dude", "person", "creep",
        "troll", "spammer", "jerk", "idiot", "weirdo", "scammer", "member", "renter", "guest", "host", "owner",
    ]

    /// The one person the turn names, by "@name", after "named", "called" or "username", or by a word only a
    /// username looks like ("spammer123", "mike_t"): whom "him", "her" or "them" stands for. Nil when none or several.
    private func onlyPersonMentioned() -> String? {
        var named: Set<String> = []
        for index in words.indices {
            if words[index].hasPrefix("@") && words[index].count > 1 || Self.looksLikeAUsername(words[index]) {
                named.insert(Self.username(utterance.raw(index)))
            } else if Self.nameMarkers.contains(words[index]) || Self.usernameWords.contains(words[index]),
                let name = nameIndex(after: index), SlotReader.isPlausibleUsername(Self.username(utterance.raw(name)))
            {
                named.insert(Self.username(utterance.raw(name)))
            }
        }
        return named.count == 1 ? named.first : nil
    }

    /// Where the name said after a word for one is: "username is kboateng", "named tony_b2", "user jpark".
    private func nameIndex(after marker: Int) -> Int? {
        var name = marker + 1
        while name < words.count - 1, Self.beforeAUsername.contains(words[name]) { name += 1 }
        return name < words.count && !Self.beforeAUsername.contains(words[name]) ? name : nil
    }

    private static let nameMarkers: Set<String> = ["named", "called"]

    /// Letters, then letters, digits and "_" with at least one digit or "_": "spammer123", "creepy_carl", not "2br" or "3pm".
    private static func looksLikeAUsername(_ word: String) -> Bool {
        guard let first = word.unicodeScalars.first, ("a"..."z").contains(first), word.count >= 3,
            word.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" })
        else { return false }
        return word.unicodeScalars.contains { ("0"..."9").contains($0) || $0 == "_" }
    }

    private static let personPronouns: Set<String> = ["him", "her", "them"]

    /// "username kboateng", "his username is kboateng", "the user jpark", "user named tony_b2": the name after a
    /// word for a username, anywhere, taken with that word and a "to" or "the" before it. A username phrase wins
    /// over a "user" one ("the user named Kwame, username kboateng").
    private mutating func userCalledByName() -> String? {
        for markers in [Self.usernameWords, ["user", "member"]] {
            for index in words.indices.dropLast() where !taken[index] && markers.contains(words[index]) {
                guard let name = nameIndex(after: index), !taken[name] else { continue }
                let user = Self.username(utterance.raw(name))
                guard SlotReader.isPlausibleUsername(user) else { continue }
                var start = index
                while start > 0, !taken[start - 1], ["to", "the", "his", "her", "their", "my", "with", "for"].contains(words[start - 1]) { start -= 1 }
                take(start..<(name + 1))
                return user
            }
        }
        return nil
    }

    private static let usernameWords: Set<String> = ["username", "handle", "user-name", "screenname"]
    private static let beforeAUsername: Set<String> = ["is", "named", "called", "name", "@"]

    /// "show chen profile", "bobs page": the word just before "profile" or "page", when it can be nothing but a name.
    /// It is kept as typed ("bobs"); the bot knows who exists.
    mutating func nameBeforeProfile() -> String? {
        guard let cue = words.indices.first(where: { ["profile", "page"].contains(words[$0]) }), cue > 0, !taken[cue - 1]
        else { return nil }
        let word = words[cue - 1]
        guard !Lexicon.stopWords.contains(word), !Self.notNamesBeforeProfile.contains(word), SlotReader.isPlausibleUsername(word)
        else { return nil }
        taken[cue - 1] = true
        return word
    }

    private static let notNamesBeforeProfile: Set<String> = [
        "show", "view", "see", "open", "display", "check", "pull", "public", "full", "whole", "own", "member", "account", "edit",
        "update", "change", "owners", "hosts", "renters", "persons", "sellers", "main", "home", "new", "old", "next", "last",
        "previous", "listing", "listings", "help", "web", "landing", "settings", "facebook", "instagram", "their", "his", "her",
    ]

    /// "the karaoke machine from ana", "the projector ana has": the owner of a thing, named after it as who it is from
    /// or who has it; a word read as anything else (a time, a place) or a common word is no one.
    mutating func ownerAfterTheThing() -> String? {
        for index in words.indices.dropFirst() where !taken[index] && !taken[index - 1] {
            let word = words[index]
            let isFrom = words[index - 1] == "from" && (index + 1 == words.count || taken[index + 1] || Self.afterAnOwner.contains(words[index + 1]))
            let has = index + 1 < words.count && !taken[index + 1] && ["has", "owns", "listed"].contains(words[index + 1])
                && !Lexicon.stopWords.contains(words[index - 1])
            guard isFrom || has, !Lexicon.stopWords.contains(word), SlotReader.isPlausibleUsername(word), !Lexicon.amenities.contains(word)
            else { continue }
            taken[index] = true
            taken[isFrom ? index - 1 : index + 1] = true
            return word
        }
        return nil
    }

    private static let afterAnOwner: Set<String> = ["for", "on", "from", "this", "next", "please", "pls"]

    /// The owner named by a possessive anywhere: "marco's page" → "marco".
    mutating func possessiveUser() -> String? {
        guard let index = words.indices.first(where: { !taken[$0] && Self.namesAnOwner(at: $0, in: utterance) }) else { return nil }
        taken[index] = true
        return Self.username(utterance.raw(index))
    }

    /// "tomorrow's", "saturday's", "next week's": a time's, never a person's.
    private static func isTimeWord(_ word: String) -> Bool {
        let bare = String(word.dropLast(2))
        return TimeVocabulary.weekdays[bare] != nil || ["today", "tomorrow", "tonight", "yesterday", "week", "weekend", "month", "year"].contains(bare)
    }

    /// True when the word at `index` is someone's possessive: "marco's", not "let's" or "tomorrow's".
    static func namesAnOwner(at index: Int, in utterance: Utterance) -> Bool {
        isPossessive(utterance.raw(index)) && !notOwners.contains(utterance.words[index]) && !isTimeWord(utterance.words[index])
    }

    static func isPossessive(_ raw: Substring) -> Bool {
        raw.count > 2 && (raw.hasSuffix("'s") || raw.hasSuffix("’s") || raw.hasSuffix("'S") || raw.hasSuffix("’S"))
    }

    private static let notOwners: Set<String> = ["it's", "that's", "what's", "who's", "there's", "here's", "let's", "he's", "she's", "where's", "how's"]

    /// Lower case, without leading "@", a trailing "'s", and then the punctuation in `usernameEdges` at either end.
    static func username(_ raw: Substring) -> String {
        let raw = isPossessive(raw) ? raw.dropLast(2) : raw
        guard raw.utf8.allSatisfy({ $0 < 0x80 }) else {
            return String(raw.lowercased().drop { $0 == "@" }.trimmingCharacters(in: usernameEdges))
        }
        let bytes = Array(raw.utf8.drop { $0 == UInt8(ascii: "@") })
        let isEdge = { (byte: UInt8) in usernameEdges.contains(Unicode.Scalar(byte)) }
        guard let first = bytes.firstIndex(where: { !isEdge($0) }), let last = bytes.lastIndex(where: { !isEdge($0) }) else {
            return ""
        }
        return String(decoding: bytes[first...last].map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    private static let usernameEdges: CharacterSet = [",", ":", ".", "!", "?", "'", "\""]
}

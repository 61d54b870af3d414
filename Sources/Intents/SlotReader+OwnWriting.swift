/// What a person wrote themselves and wants gone: a post or a comment.
extension SlotReader {
    static let postNouns: Set<String> = ["post", "posts"]
    /// "i regret posting 'new board day', delete it": saying one posted names a post as well as the noun does.
    static let postNounsOrPosting = postNouns.union(["posting", "posted"])
    static let commentNouns: Set<String> = ["comment", "comments"]

    /// "delete post 2", "remove my last post", "delete that comment": a post or comment named with its noun, by
    /// reference or as the person's latest (which the contract reads as the last position). False without the noun.
    mutating func readOwnWriting(_ nouns: Set<String>, into slots: inout Slots) -> Bool {
        let words = scan.words
        guard let noun = words.indices.first(where: { !scan.taken[$0] && nouns.contains(words[$0]) }) else {
            guard words[..<(scan.firstFree ?? words.count)].contains(where: nouns.contains), scan.reference() == .it else { return false }
            slots.ref = .it
            return true
        }
        guard !words[..<noun].indices.contains(where: { !scan.taken[$0] && Self.otherObjects.contains(words[$0]) }) else { return false }
        takeWhoWroteIt(after: noun)
        if let latest = latestOwn(namedAt: noun) {
            scan.take(latest)
            slots.latestOwn = true
            slots.ref = .index(-1)
        } else {
            slots.ref = scan.reference()
        }
        if slots.ref == nil, !slots.latestOwn { slots.ownThing = describedAfter(noun) ?? describedBefore(noun) }
        scan.takeFree(nouns.union(Self.ownWritingFrame))
        return true
    }

    /// "the tacos pic i posted", "my photo i shared this morning": a picture the person says they posted is one of their
    /// posts; the word for it, or none.
    func photoPostedNoun() -> Set<String> {
        let words = scan.words
        guard let noun = words.indices.first(where: { Self.photoNouns.contains(words[$0]) }), noun + 2 < words.count, words[noun + 1] == "i",
            ["posted", "shared"].contains(words[noun + 2])
        else { return [] }
        return [words[noun]]
    }

    private static let photoNouns: Set<String> = ["pic", "pics", "photo", "photos", "picture", "pictures", "image", "selfie"]

    /// "the comment I wrote on post 2", "the post I made yesterday": "I" and the verb of writing add nothing.
    private mutating func takeWhoWroteIt(after noun: Int) {
        let words = scan.words
        guard noun + 2 < words.count, !scan.taken[noun + 1], !scan.taken[noun + 2], words[noun + 1] == "i",
            Self.writingVerbs.contains(words[noun + 2])
        else { return }
        scan.take((noun + 1)..<(noun + 3))
    }

    /// "my post about the tent", "the comment saying thanks": the words that describe which one, which the bot
    /// looks for among the person's own.
    private mutating func describedAfter(_ noun: Int) -> String? {
        let words = scan.words
        guard let marker = ((noun + 1)..<words.count).first(where: { !scan.taken[$0] }), Self.describing.contains(words[marker])
        else { return nil }
        let described = ((marker + 1)..<words.count).filter {
            !scan.taken[$0] && !Lexicon.stopWords.contains(words[$0]) && !Self.postNouns.contains(words[$0])
        }
        guard !described.isEmpty else { return nil }
        scan.take(marker..<words.count)
        return described.map { words[$0] }.joined(separator: " ")
    }

    /// "my kayak post", "the rainy day post": the words between "my" or "the" and the noun, which describe which one.
    private mutating func describedBefore(_ noun: Int) -> String? {
        let words = scan.words
        var start = noun
        while start > 0, !scan.taken[start - 1], !Self.ownWritingFrame.contains(words[start - 1]),
            !Lexicon.stopWords.contains(words[start - 1]) || TimeVocabulary.units[words[start - 1]] != nil
        {
            start -= 1
        }
        guard start < noun, start > 0, ["my", "the", "that", "this"].contains(words[start - 1]) else { return nil }
        scan.take(start..<noun)
        return words[start..<noun].joined(separator: " ")
    }

    /// "take my taco post down", "delete the park post from my profile", "take it off my feed": the particle that ends a
    /// verb said around its object, and where the post is shown, which add nothing to which post it is.
    mutating func takeWherePostsAre() {
        let words = scan.words
        for index in words.indices where !scan.taken[index] {
            if ["down", "off", "away"].contains(words[index]), index == words.count - 1 || scan.utterance.clauseEnds[index]
                || ["from", "off", "my", "the"].contains(words[index + 1])
            {
                scan.taken[index] = true
            }
            guard ["from", "off", "on"].contains(words[index]), index + 2 < words.count, ["my", "the"].contains(words[index + 1]),
                Self.placesPostsAreShown.contains(words[index + 2])
            else { continue }
            scan.take(index..<(index + 3))
        }
    }

    private static let placesPostsAreShown: Set<String> = ["profile", "feed", "page", "wall", "timeline", "account"]

    /// "post 6 - remove it", "comment 4, delete it please": a record named and then a command to undo it, which is no
    /// text to post or comment. The words after the record open with a deleting command and its "it".
    func undoesTheRecordNamed() -> Bool {
        let words = scan.words
        guard let first = scan.firstFree.flatMap({ start in (start..<words.count).first { words[$0].contains(where: \.isLetter) } }) else {
            return false
        }
        return CommandRules.match(words, at: first).contains { match in
            Self.undoing.contains(match.rule.intent) && first + match.length < words.count
                && ["it", "that", "this"].contains(words[first + match.length])
        }
    }

    /// "post 3", "i like post 3": a post named by its number with nothing to say, which is no post of "3". A number typed
    /// after a colon ("post: 3") is still said.
    func namesAPostByNumber(_ slots: Slots, textStart: Int?) -> Bool {
        guard slots.ref == nil, slots.photo == nil, let text = slots.text, let start = textStart,
            text.allSatisfy({ $0.isNumber || $0 == "#" }), start > 0
        else { return false }
        return !scan.utterance.raw(start - 1).hasSuffix(":")
    }

    /// "that post, delete it": true when "it" is the command's object and a post or comment is named before the command.
    func itStandsForWriting() -> Bool {
        var trial = scan
        guard trial.reference() == .it, let it = scan.words.indices.first(where: { trial.taken[$0] && !scan.taken[$0] }) else { return false }
        return scan.words[..<it].contains { Self.postNounsOrPosting.contains($0) || Self.commentNouns.contains($0) }
    }

    private static let undoing: Set<IntentName> = [.removeListing, .deletePost, .deleteComment, .unlike, .pauseListing, .cancelBooking]

    /// "my last post", "my most recent comment", "the post I just made": the words saying the person's latest.
    private func latestOwn(namedAt noun: Int) -> Range<Int>? {
        let words = scan.words
        var start = noun
        while start > 0, Self.latestWords.contains(words[start - 1]) { start -= 1 }
        if start < noun, start > 0, words[start - 1] == "my" { return (start - 1)..<noun }
        let after = noun + 1
        if after + 2 < words.count, words[after] == "i", words[after + 1] == "just", Self.writingVerbs.contains(words[after + 2]) {
            return after..<(after + 3)
        }
        return nil
    }

    /// "my comment on post 2", "the comment under it": the post a comment is on, when a reference to a post
    /// follows "on", "under" or "from".
    mutating func postTheCommentIsOn() -> Slots.Reference? {
        let words = scan.words
        for index in words.indices.dropLast() where !scan.taken[index] && Self.onAPost.contains(words[index]) {
            var trial = scan
            trial.take(index..<(index + 1))
            guard let reference = trial.reference(from: index + 1),
                let first = trial.taken.indices.first(where: { trial.taken[$0] && !scan.taken[$0] && $0 > index })
            else { continue }
            let between = words[(index + 1)..<first]
            let namesAPost = (index + 1..<words.count).contains { trial.taken[$0] && !scan.taken[$0] && Self.postNouns.contains(words[$0]) }
            guard between.allSatisfy(Self.ownWritingFrame.contains), namesAPost || reference == .it else { continue }
            scan = trial
            scan.takeFree(Self.postNouns)
            return reference
        }
        return nil
    }

    /// Things a command may delete before a post or comment is named: "remove my like from the third post" takes
    /// back a like, "delete my comment on post 2" deletes a comment.
    private static let otherObjects: Set<String> = [
        "like", "likes", "heart", "comment", "comments", "post", "posts", "photo", "photos", "picture", "pic", "listing", "booking", "review",
        "message", "reply",
    ]
    private static let latestWords: Set<String> = ["last", "latest", "newest", "recent", "most", "previous"]
    private static let writingVerbs: Set<String> = ["made", "wrote", "posted", "put", "did", "left", "added", "shared", "sent"]
    private static let describing: Set<String> = ["about", "saying", "mentioning", "that", "which", "with", "where", "titled", "called", "on", "under"]
    private static let onAPost: Set<String> = ["on", "under", "from", "in"]
    /// Words around a post or comment that add nothing to which one it is.
    private static let ownWritingFrame: Set<String> = ["my", "the", "a", "own", "this", "that", "for", "me", "please", "pls", "now", "permanently", "forever"]
}

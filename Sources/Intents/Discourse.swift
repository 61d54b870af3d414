/// A turn with what surrounds its request set aside: greetings, thanks, yes and no, polite frames
/// ("could you help me…", "I'd like to…", "…please"), sentence by sentence.
///
/// What is left of every sentence, in order, is the request: a turn of several sentences is read as one.
struct Discourse: Sendable {
    /// What the set-aside words did.
    enum Act: Hashable, Sendable {
        case greeting, thanks, closing, yes, no
        /// "could you", "I'd like to", "help me": a polite wrapper around a request.
        case politeFrame
        /// "how do I", "how can I": a question about how something is done, not a request to do it.
        case howTo
        /// "can I", "is it possible to": a request or a question about one, told apart by what follows.
        case canI
        /// "should I", "am I allowed to": asking whether to do something, which is not asking for it to be done.
        case advice
        /// "great", "perfect", "ok so": an acknowledgement before the next thing.
        case acknowledgement
        /// "and", "how about", "what about": what follows builds on what came before.
        case followUp
        /// "don't", "do not": what follows is not to be done.
        case negation
    }

    let utterance: Utterance
    let acts: Set<Act>
    /// For each act, where in `utterance` the sentence that first said it starts: a message's "can I …?" comes
    /// after the command that quotes it.
    private let actPlaces: [Act: Int]
    /// Some sentence ended with "?".
    let isQuestion: Bool
    /// The words set aside, for `parse --explain`.
    let setAside: [String]
    /// Every word of the line, set-aside ones included.
    let lineWords: [String]
    /// For each word of `utterance`, whether a hedge comes before it in its sentence (`Hedges`): what is said there is
    /// talked about.
    let hedged: [Bool]
    /// For each word of `utterance`, whether the person says before it, in its sentence, that it is a plan of theirs
    /// ("I'll", "I'm going to"): a public or irreversible command there is talked about.
    let planned: [Bool]
    /// For each word of `utterance`, where in `utterance` a condition of the world opens in its sentence
    /// (`Hedges.conditionStart`): a command said with one waits for it.
    private let conditions: [Int?]

    init(_ line: String) {
        let all = Utterance(line)
        var kept: [Utterance.Token] = []
        var hedged: [Bool] = []
        var planned: [Bool] = []
        var conditions: [Int?] = []
        var acts: Set<Act> = []
        var actPlaces: [Act: Int] = [:]
        var setAside: [String] = []
        var isQuestion = false
        let nothingTaken = TakenWords(count: all.words.count)
        let sentences = Self.sentences(of: all)
        let body = Self.letterBody(of: all, sentences: sentences, nothingTaken: nothingTaken)
        if body.lowerBound > 0 {
            acts.insert(.greeting)
            setAside.append(all.words[..<body.lowerBound].joined(separator: " "))
        }
        if body.upperBound < all.words.count {
            acts.insert(.thanks)
            setAside.append(all.words[body.upperBound...].joined(separator: " "))
        }
        for sentence in sentences where sentence.overlaps(body) {
            let sentenceStart = kept.count
            defer { for act in acts where actPlaces[act] == nil { actPlaces[act] = sentenceStart } }
            isQuestion = isQuestion || all.raw(sentence.upperBound - 1).hasSuffix("?")
            let hedgeGoverns = Hedges.governedStart(in: all.words[sentence]) { IntentParser.endsClause(all.raw($0)) } ?? sentence.upperBound
            let planStarts = Hedges.planStart(in: all.words[sentence], turnFromHere: all.words[sentence.lowerBound...]) ?? sentence.upperBound
            let conditionWord = Hedges.conditionStart(in: all.words[sentence]) { IntentParser.endsClause(all.raw($0)) }
            var condition: Int?
            var start = max(sentence.lowerBound, body.lowerBound)
            var end = min(sentence.upperBound, body.upperBound)
            while start < end, let match = Self.opener(at: start, before: end, in: all, nothingTaken: nothingTaken),
                start + match.length <= end, !Self.framesARequest.contains(match.value) || start + match.length < end
            {
                acts.insert(match.value)
                setAside.append(all.words[start..<(start + match.length)].joined(separator: " "))
                start += match.length
            }
            while end > start, let length = Self.closerLength(endingAt: end, from: start, in: all) {
                let words = all.words[(end - length)..<end]
                acts.insert(Self.closers[words.joined(separator: " ")] ?? .thanks)
                setAside.append(words.joined(separator: " "))
                end -= length
            }
            for index in start..<end {
                let isHeart = all.raw(index).utf8.first.map { $0 >= 0x80 } == true && Self.hearts.contains(String(all.raw(index)))
                let heartAsAVerb = isHeart && index == start && index + 1 < end
                if !heartAsAVerb, isHeart || Self.politeness.contains(all.words[index]) || Self.isEmoticon(all.words[index], raw: all.raw(index)) {
                    if let act = Self.emojiActs[String(all.raw(index))] { acts.insert(act) }
                    setAside.append(all.words[index])
                } else {
                    if index == conditionWord { condition = kept.count }
                    kept.append(all.tokens[index])
                    hedged.append(index >= hedgeGoverns)
                    planned.append(index >= planStarts)
                }
            }
            conditions += Array(repeating: condition, count: kept.count - conditions.count)
        }
        self.utterance = kept.count == all.tokens.count ? all : Utterance(line: line, tokens: kept)
        self.acts = acts
        self.actPlaces = actPlaces
        self.isQuestion = isQuestion
        self.setAside = setAside
        self.hedged = hedged
        self.planned = planned
        self.conditions = conditions
        self.lineWords = all.words
    }

    /// True when this reading of a line, its misspellings corrected, asks, hedges, plans or negates where `other`,
    /// the line as typed, does not: "shoud I post it?" is advice once "should" is read.
    func weighsMore(than other: Discourse) -> Bool {
        !acts.subtracting(other.acts).isDisjoint(with: [.advice, .canI, .howTo, .negation])
            || hedged.contains(true) && !other.hedged.contains(true) || planned.contains(true) && !other.planned.contains(true)
    }

    /// The acts said before the word at `index` of `utterance` or in its sentence, leaving out those of later
    /// sentences.
    func acts(before index: Int) -> Set<Act> {
        acts.filter { (actPlaces[$0] ?? 0) <= index }
    }

    /// True when the person says, before the word at `index` of `utterance` and in its sentence, that it is a plan.
    func plans(at index: Int) -> Bool {
        planned.indices.contains(index) && planned[index]
    }

    /// True when the command whose words start at `index` of `utterance` is said with a condition of the world in its
    /// sentence: before it ("if it rains saturday, pause my kayak"), or after it when the command carries no text of the
    /// person's own that the condition could belong to ("pause it once the tenant moves out").
    func waitsForACondition(at index: Int, carriesText: Bool) -> Bool {
        guard conditions.indices.contains(index), let condition = conditions[index] else { return false }
        return condition < index || !carriesText
    }

    /// Where the condition said after the command at `index` opens, if one is: "pause my kayak" of "pause my kayak if
    /// it rains".
    func conditionAfter(_ index: Int) -> Int? {
        guard conditions.indices.contains(index), let condition = conditions[index], condition > index else { return nil }
        return condition
    }

    /// True when a hedge comes before the word at `index` of `utterance`, in its sentence.
    func hedges(at index: Int) -> Bool {
        hedged.indices.contains(index) && hedged[index]
    }

    /// The intent of a turn that was nothing but discourse: "hi", "thanks, that's everything", "no, leave it".
    var intentWithoutRequest: IntentName? {
        guard utterance.tokens.isEmpty else { return nil }
        if acts.contains(.no) || acts.contains(.negation) { return .deny }
        if acts.contains(.yes), acts.contains(.thanks), saysYesOnlyInPassing { return .thanks }
        if acts.contains(.yes) { return .confirm }
        if acts.contains(.thanks) || acts.contains(.closing) || acts.contains(.acknowledgement) { return .thanks }
        if acts.contains(.greeting) { return .greet }
        if !acts.isDisjoint(with: Self.framesARequest) { return .help }
        return nil
    }

    private static let yesPhrases: [String] = [
        "yes", "yeah", "yep", "yup", "ya", "yea", "yess", "sure", "ok", "okay", "k", "absolutely",
        "definitely", "of course", "correct", "that's right", "that's fine", "that is fine", "fine", "that works",
        "sounds good", "sounds great", "sounds perfect", "go ahead", "do it", "please do", "go for it",
        "let's do it", "lets do it", "yes please", "sure thing", "ok do it", "that's correct", "please go ahead",
        "works for me", "that works for me", "alright then", "why not", "i'm sure", "im sure", "yes i'm sure",
        "fine by me", "that's fine by me", "oui", "si", "sí", "ja", "claro", "yessir", "yes sir", "that is correct",
        "yes that is correct", "yes it is correct", "it is correct", "proceed", "please proceed", "okey dokey", "okie dokie", "uh huh",
        "yes that's the one", "that's the one", "confirmed", "confirm", "i confirm", "yes confirm", "looks good", "looks great",
        "looks fine", "looks right", "all good", "looks good to me",
    ]

    private static let yesWords = Set(yesPhrases)

    /// Words that say yes to a question but, beside a thank-you, only close the conversation: "ok thanks".
    private static let mereAcknowledgements: Set<String> = ["ok", "okay", "k", "kk", "alright", "alright then", "cool", "fine", "sure"]

    /// The opener at `start`, in a sentence ending before `end`; a closing, a yes or a no only when no longer command
    /// starts there ("i'm done following finn", "no longer follow nia", "ok to the first request"), a no only when no
    /// command of its words goes on in the sentence ("pass this along to gus"), and a no never before
    /// a colon ("pass: …"). "What if I …" asks how something works only when a command follows ("what if I
    /// decline by accident?"), else it builds on the last search ("what if I go up to 2500 a month"); a closing takes
    /// what was needed with it ("that's all I needed").
    private static func opener(at start: Int, before end: Int, in typed: Utterance, nothingTaken: TakenWords) -> (value: Act, length: Int)? {
        let words = typed.words
        guard let match = openers.match(at: start, in: words, taken: nothingTaken) else {
            return judgement(at: start, before: end, in: words)
        }
        if let holiday = Holidays.match(words, at: start, taken: nothingTaken), holiday.1 > match.length { return nil }
        let mayOpenACommand = match.value == .closing
            || [.no, .yes].contains(match.value) && !typed.raw(start + match.length - 1).contains(where: \.isPunctuation)
        let continues = match.value == .no && start + match.length < end
        if mayOpenACommand, CommandRules.match(words, at: start).contains(where: { $0.length > match.length || continues && $0.length == match.length }) {
            return nil
        }
        if match.value == .no, typed.raw(start + match.length - 1).hasSuffix(":") { return nil }
        if endsWithNow(from: start, before: end, in: words) { return nil }
        if match.value == .no, match.length == 1, !typed.raw(start).contains(where: \.isPunctuation),
            opensANoun(at: start + 1, before: end, in: words, nothingTaken: nothingTaken)
        {
            return nil
        }
        if match.value == .closing, let tail = closingTails.first(where: { words[(start + match.length)..<end].starts(with: $0) }) {
            return (.closing, match.length + tail.count)
        }
        guard match.value == .howTo, words[start] == "what", start + 1 < words.count, words[start + 1] == "if" else { return match }
        let next = start + match.length
        return next < words.count && CommandRules.startsACommand(words[next]) ? match : (.followUp, 2)
    }

    /// "no pets in my house", "no more parking at the garage", "no wifi please", "no smoking in listing 4", "no dishwasher
    /// at my flat anymore": a "no" that says a thing is missing, gone or not allowed, not a refusal.
    private static func opensANoun(at index: Int, before end: Int, in words: [String], nothingTaken: TakenWords) -> Bool {
        let thing = index < end && words[index] == "more" ? index + 1 : index
        return thing < end
            && ((Lexicon.amenities.match(at: thing, in: words, taken: nothingTaken) ?? HomeRuleWords.ruleThings.match(at: thing, in: words, taken: nothingTaken)) != nil
                || (1...2).contains { length in thing + length <= end && Lexicon.namesAFurnishing(Array(words[thing..<(thing + length)])) })
    }

    /// "now" or "right now" ending a sentence: the time it names, not a word that moves the talk on.
    private static func endsWithNow(from start: Int, before end: Int, in words: [String]) -> Bool {
        words[start] == "now" && start + 1 == end || words[start] == "right" && start + 2 == end && words[start + 1] == "now"
    }

    /// "is it smart to", "would it be rude to", "is it normal to", "are people allowed to": asking whether to do
    /// something, whatever the word that judges it or whoever it is asked of.
    private static func judgement(at start: Int, before end: Int, in words: [String]) -> (value: Act, length: Int)? {
        guard judgementOpeners.contains(words[start]) else { return nil }
        if words[start] != "would", start + 3 < end,
            let allowed = (start + 2..<min(end - 1, start + 5)).first(where: { words[$0] == "allowed" }), words[allowed + 1] == "to"
        {
            return (.advice, allowed + 2 - start)
        }
        let lead = words[start] == "would" ? ["would", "it", "be"] : ["is", "it"]
        let judging = start + lead.count
        guard judging + 1 < end, words[start..<judging].elementsEqual(lead), words[judging + 1] == "to" else { return nil }
        return (.advice, lead.count + 2)
    }

    private static let judgementOpeners: Set<String> = ["is", "are", "am", "would"]

    /// What a closing may end with: "that's everything I needed".
    private static let closingTails = [["i", "needed"], ["i", "need"], ["i", "wanted"]]

    /// The words between a letter's salutation and its sign-off: "Dear Rentline, … Kind regards, Helen". A
    /// salutation is "dear" and up to three words ending in a comma; a sign-off starts the last sentence, not the
    /// first, with at most three words, names, after it.
    private static func letterBody(of utterance: Utterance, sentences: [Range<Int>], nothingTaken: TakenWords) -> Range<Int> {
        let words = utterance.words
        var start = 0
        if words.first == "dear", let comma = (0..<min(words.count - 1, 4)).first(where: { utterance.raw($0).hasSuffix(",") }) {
            start = comma + 1
        }
        guard let last = sentences.last, last.lowerBound > start,
            let signOff = signOffs.match(at: last.lowerBound, in: words, taken: nothingTaken),
            words.count - (last.lowerBound + signOff.length) <= 3
        else { return start..<words.count }
        return start..<last.lowerBound
    }

    private static let signOffs = PhraseTable<Bool>(
        ["kind regards", "best regards", "warm regards", "regards", "best wishes", "sincerely", "yours sincerely",
         "yours truly", "yours faithfully", "many thanks", "thanks again", "thank you", "thanks", "cheers", "best",
         "all the best", "with thanks"].map { ($0, true) })

    /// Acts that wrap a request and are set aside only with words after them: "could you" alone is not a request.
    private static let framesARequest: Set<Act> = [.politeFrame, .howTo, .canI, .advice]

    /// Thanks or a greeting, for a turn whose other words make no request: "Hey hey. Just saying hi".
    var smallTalk: IntentName? {
        if acts.contains(.thanks) { return .thanks }
        return acts.contains(.greeting) ? .greet : nil
    }

    /// Deny or confirm when the turn said no or yes, for a turn whose other words don't make a request.
    /// The yes or no of a turn whose other words were not understood: "yes, sounds good to me". "ok" or "alright"
    /// before words that say nothing ("ok i'll think about it") is no yes.
    var yesOrNo: IntentName? {
        if acts.contains(.no) || acts.contains(.negation) { return .deny }
        return acts.contains(.yes) && !saysYesOnlyInPassing ? .confirm : nil
    }

    /// True when every yes said is an "ok" that may only acknowledge.
    private var saysYesOnlyInPassing: Bool {
        setAside.allSatisfy { !Self.yesWords.contains($0) || Self.mereAcknowledgements.contains($0) }
    }

    /// Word ranges of the sentences: a token ending in ".", "!", "?" or ";" ends one, unless it is an abbreviation.
    private static func sentences(of utterance: Utterance) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        let bytes = Array(utterance.line.utf8)
        for (index, token) in utterance.tokens.enumerated() {
            guard let last = bytes[token.range].last(where: { !closingMarks.contains($0) }), sentenceEnds.contains(last),
                !(last == UInt8(ascii: ".") && abbreviations.contains(utterance.words[index]))
            else { continue }
            ranges.append(start..<(index + 1))
            start = index + 1
        }
        if start < utterance.tokens.count { ranges.append(start..<utterance.tokens.count) }
        return ranges
    }

    private static let closingMarks: [UInt8] = [UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: ")")]
    private static let sentenceEnds: [UInt8] = [UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: ";")]

    /// How many words at the end of a sentence are thanks or a closing said after a comma, or "please" alone.
    private static func closerLength(endingAt end: Int, from start: Int, in utterance: Utterance) -> Int? {
        guard closerEndings.contains(utterance.words[end - 1]) else { return nil }
        for length in stride(from: min(6, end - start - 1), through: 1, by: -1) {
            let phrase = utterance.words[(end - length)..<end].joined(separator: " ")
            guard closers[phrase] != nil else { continue }
            let before = utterance.raw(end - length - 1)
            if before.hasSuffix(",") || before.hasSuffix("-") || trailingAlways.contains(phrase) { return length }
            if sequenceWords.contains(phrase), !wordsBeforeAPositionalFirst.contains(utterance.words[end - length - 1]) { return length }
        }
        return nil
    }

    /// A heart that opens a request is its verb, read as "heart": "❤️ the third one" likes or saves it. Anywhere else
    /// it is thanks.
    private static let hearts: Set<String> = ["❤️", "❤", "♥️", "♥"]

    /// Pictographs that say something on their own: 🙏 thanks, 👍 yes.
    private static let emojiActs: [String: Act] = [
        "🙏": .thanks, "❤️": .thanks, "😊": .thanks, "🥰": .thanks, "👍": .yes, "👌": .yes, "✅": .yes, "👎": .no, "❌": .no,
    ]

    private static let abbreviations: Set<String> = [
        "st", "ave", "dr", "mr", "mrs", "ms", "no", "apt", "e.g", "i.e", "etc", "vs", "a.m", "p.m", "u.s", "sq",
        "ft", "approx", "jr", "sr", "mt", "blvd", "rd", "ste", "hr", "hrs", "min", "mins",
    ]

    /// ":)", ";-)", "<3", "xD" and pictographs: tone, not request.
    private static func isEmoticon(_ word: String, raw: Substring) -> Bool {
        if emoticons.contains(String(raw)) { return true }
        return !raw.isEmpty && !raw.utf8.allSatisfy({ $0 < 0x80 })
            && raw.unicodeScalars.allSatisfy { $0.properties.isEmojiPresentation || $0.value == 0xFE0F || $0.value == 0x200D }
    }

    private static let emoticons: WordSet = [
        ":)", ":-)", ":(", ":-(", ";)", ";-)", ":d", ":D", ":-D", ":p", ":P", ":-P", "xD", "XD", "<3", ":/", ":-/",
        "^^", "^_^", ":o", ":O", "=)", "(:", "):", ":')", ":3", "lol", "haha", "hahaha", "lmao",
    ]

    private static let politeness: Set<String> = ["please", "pls", "plz", "kindly", "pleeease", "pleease"]

    /// Phrases said at the end of a sentence after a comma ("…, thanks"); those in `trailingAlways` need no comma.
    private static let closers: [String: Act] = [
        "thanks": .thanks, "thank you": .thanks, "thx": .thanks, "cheers": .thanks, "thanks a lot": .thanks,
        "thank you so much": .thanks, "thanks so much": .thanks, "thanks in advance": .thanks, "ty": .thanks,
        "if you can": .politeFrame, "if possible": .politeFrame, "if you could": .politeFrame,
        "if you were me": .advice, "if i were you": .advice, "in my shoes": .advice, "if you were in my shoes": .advice,
        "if that's possible": .politeFrame, "please and thank you": .thanks, "thank you very much": .thanks,
        "that's all": .closing, "that's everything": .closing, "that's it": .closing, "thats all": .closing,
        "thats everything": .closing, "thats it": .closing, "that is all": .closing, "that is everything": .closing,
        "that's all for today": .closing, "that is everything for today": .closing, "that's everything for today": .closing,
        "that's all for now": .closing, "thats all for now": .closing, "done for now": .closing,
        "first": .politeFrame, "beforehand": .politeFrame,
    ]
    /// The last words of closers: a sentence ending in any other word has none.
    private static let closerEndings = WordSet(closers.keys.compactMap { $0.split(separator: " ").last.map(String.init) })

    /// "show me my listings first": a word that orders the request among others, closing a sentence.
    private static let sequenceWords: Set<String> = ["first", "beforehand"]

    /// Words after which a closing "first" is a position or a subject ("the first", "which came first"), not the order of
    /// the request.
    private static let wordsBeforeAPositionalFirst: Set<String> = [
        "the", "a", "an", "one", "my", "your", "their", "his", "her", "its", "our", "this", "that", "very", "come", "came",
        "comes", "go", "goes", "went", "is", "was", "be", "are", "were", "pick", "choose", "take", "do", "rank", "list",
    ]

    private static let trailingAlways: Set<String> = [
        "thanks in advance", "if possible", "if you can", "if that's possible", "please and thank you", "if you were me",
        "if i were you", "in my shoes", "if you were in my shoes",
    ]

    private static let openers = PhraseTable<Act>(withoutApostrophes(
        [
            "hi", "hello", "hey", "hiya", "howdy", "yo", "hi there", "hello there", "hey there", "good morning",
            "good afternoon", "good evening", "greetings", "hey bot", "hi bot", "hello bot", "sup",
            "what's up", "whats up", "hey hey", "heya", "hullo", "hola", "hi again", "hello again", "hey again",
            "it's me", "its me", "it's me again", "hey rentline", "hi rentline", "hello rentline", "yo bot", "oi",
            "good day", "g'day", "morning all", "hey you", "hiya bot", "ahoy", "helo", "hii", "heyy", "heyyy", "hallo",
            "helloo", "hellooo",
        ].map { ($0, Act.greeting) }
            + [
                "thanks", "thank you", "thx", "ty", "cheers", "thanks a lot", "thank you so much", "thanks so much",
                "many thanks", "much appreciated", "appreciate it", "thanks again", "thank u", "tysm", "thanks a ton",
                "thank you very much", "i appreciate it", "that's helpful", "that's very helpful", "that helps",
                "that's great", "that's perfect", "that's awesome", "that was helpful", "ta", "thanks mate",
                "cheers mate", "cheers bot", "thanks bot", "thank you bot", "nice one", "thanks a bunch", "thanks for that",
                "thanks for the help", "thanks for your help", "thank you for your help", "thank you for the help",
                "you've been super helpful", "you've been very helpful", "you've been helpful", "you've been a great help",
                "you were very helpful", "you were a big help", "great help", "big help", "thank you kindly", "ty so much",
                "thanks heaps", "thanks loads", "thanks a million", "much obliged", "thanks for everything", "thnx", "thnks",
                "thanx", "tanks a lot", "thankyou", "thanku", "tnx", "you've been a big help", "you have been a big help",
                "danke", "danke schön", "gracias", "muchas gracias", "merci", "merci beaucoup", "grazie", "obrigado", "obrigada",
                "arigato", "happy thanksgiving", "happy holidays", "merry christmas", "happy new year",
            ].map { ($0, Act.thanks) }
            + [
                "that's everything", "that's all", "that is all", "that is everything", "that's it", "that'll be all",
                "nothing else", "i'm done", "im done", "all done", "i'm all set", "im all set", "i'm good", "im good",
                "all good", "that's all for now", "i'm all good",
                "have a good day", "have a nice day", "have a great day", "have a good one", "i think that's it",
                "i think that's all", "that's everything for now", "nothing more", "that will be all",
                "that's it for today", "that's all for today", "i think that's everything", "have a nice evening", "have a good evening",
                "have a good night", "good night", "goodnight", "bye for now", "see you", "see ya", "catch you later",
                "that's me done", "i'm sorted", "im sorted", "all sorted", "done", "ok done", "done for now", "ok done for now", "all done for now", "that is everything for today",
                "that's everything for today",
            ].map { ($0, Act.closing) }
            + yesPhrases.map { ($0, Act.yes) }
            + [
                "no", "nope", "nah", "na", "negative", "no no", "not now", "not really", "never mind", "nevermind", "nvm",
                "forget it", "leave it", "leave it as it is", "no thanks", "not right now", "don't bother", "dont bother",
                "not that one", "not this one", "wrong one", "the wrong one", "no wait", "wait no", "maybe later", "not interested",
                "no thank you", "not anymore", "leave it be", "keep it", "not today",
                "i changed my mind", "changed my mind", "scratch that", "don't do it", "dont do it", "no way",
                "not yet", "hold off", "let's not", "lets not", "no need", "i'll pass", "ill pass", "pass", "nein", "non",
            ].map { ($0, Act.no) }
            + ["don't", "dont", "do not", "please don't", "please do not", "never", "no need to", "there's no need to", "theres no need to"]
                .map { ($0, Act.negation) }
            + [
                "great", "perfect", "awesome", "cool", "nice", "alright", "all right", "so", "well", "um", "uh", "umm",
                "hmm", "oh", "ah", "btw", "by the way", "anyway", "anyways", "actually", "heads up", "fyi", "just fyi", "just a heads up",
                "right", "wow", "excellent", "lovely", "brilliant", "sweet", "ok so", "okay so", "got it", "i see",
                "understood", "noted", "one more thing", "another thing", "besides", "in addition", "aside from that",
                "apart from that", "other than that", "good", "amazing",
                "wonderful", "fantastic", "neat", "gotcha", "okey", "kk", "ok cool", "ok great", "oh nice", "oops", "whoops",
                "oopsie", "my bad", "oh wait", "wait", "finally", "quick question", "a quick question", "question", "one question",
            ].map { ($0, Act.acknowledgement) }
            + [
                "and", "also", "oh and", "and also", "plus", "or", "how about", "what about", "and what about",
                "ok how about", "ok what about", "what if", "instead", "maybe", "or maybe", "then", "now", "let's try", "lets try",
                "how bout", "how 'bout", "how abt", "what bout", "what abt", "wat about", "wht about", "redo that", "redo it", "redo the search",
                "same search", "same thing but", "same but",
            ].map { ($0, Act.followUp) }
            + [
                "could you", "can you", "would you", "will you", "could you please", "would you mind",
                "are you able to", "would you be able to", "could you be able to", "is it possible for you to",
                "do you think you could", "i was wondering if you could", "i wonder if you could", "help me",
                "i was wondering if", "i was wondering whether", "i'm wondering if", "im wondering if", "wondering if",
                "wondering whether", "i wonder if", "i wonder whether", "i think i want to", "i think i need",
                "i think i'd like", "i guess i need", "i guess i want",
                "please help me", "could you help me", "can you help me", "would you help me", "will you help me",
                "i'd like to", "i would like to", "id like to", "i'd love to", "i would love to", "i want to",
                "i wanna", "i need to", "we need to", "let me", "i'm trying to", "im trying to", "i am trying to",
                "i'm looking to", "im looking to", "we'd like to", "we would like to", "we want to", "go ahead and",
                "i'd like you to", "i want you to", "i need you to", "i'd really like to", "i really want to",
                "i really need to", "i just want to", "i just need to", "i'd just like to", "i also want to",
                "i also need to", "i also would like to", "i also", "i'd also like to", "we also need to",
                "i'm hoping to", "im hoping to", "i hope to", "i was hoping to", "i was hoping you could",
                "i'd like you to help me", "help me to", "could you help me to", "can you help me to",
                "i need help to", "i need some help to", "i'm going to", "im going to", "i'm gonna", "im gonna",
                "i gotta", "i have to", "i must", "i'll need to", "we'll need to", "try to", "just", "quickly",
                "could you kindly", "would you kindly", "can u", "could u", "pls", "please",
            ].map { ($0, Act.politeFrame) }
            + [
                "how do i", "how can i", "how to", "how would i", "how should i", "how do you", "how does one",
                "what happens if i", "what happens when i", "how do we", "how can we", "is there a way to",
                "is there any way to", "what's the way to", "explain how to", "tell me how to", "show me how to",
                "explain how", "can you explain how", "can you explain", "explain",
                "what do i type to", "what do i type for", "what do i say to", "what should i type to", "what if i",
                "what do i do to", "what do i need to do to", "what should i do to", "what do i have to do to", "how would i go about",
                "how do i go about", "what's the best way to", "whats the best way to", "what is the best way to",
                "what if you", "what if someone",
                "what command do i use to", "which command", "what's the command to", "what is the command to",
            ].map { ($0, Act.howTo) }
            + [
                "can i", "could i", "may i", "can we", "could we", "is it possible to", "is it possible for me to",
                "would it be possible to", "am i able to",
            ].map { ($0, Act.canI) }
            + [
                "should i", "should we", "do you think i should", "do you think we should", "would you recommend i",
                "am i allowed to", "are we allowed to", "is it allowed to", "is it ok to", "is it okay to", "is it alright to",
                "is it fine to", "is it ok if i", "is it okay if i", "would it be ok to", "would it be okay to",
                "is it a good idea to", "is it wise to", "do i need to", "do i have to",
            ].map { ($0, Act.advice) }))

    /// The phrases, and those with an apostrophe also as typed without one ("thats it", "im done").
    private static func withoutApostrophes(_ phrases: [(String, Act)]) -> [(String, Act)] {
        let typed = Set(phrases.map(\.0))
        return phrases + phrases.compactMap { phrase, act in
            let bare = phrase.replacingOccurrences(of: "'", with: "")
            return bare != phrase && !typed.contains(bare) ? (bare, act) : nil
        }
    }
}

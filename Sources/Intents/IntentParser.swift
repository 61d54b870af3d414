/// Turns one line of user input into an `Intent` by weighing the evidence of the whole turn.
///
/// The turn's greetings, thanks and polite frames are set aside (`Discourse`); then every reading the rules
/// support is scored: a command's words where the request starts (`CommandRules`) or further in, cue phrases
/// anywhere (`CueRules`), a lone value, filters or a question (`DialogueRules`), and the entities of a search.
/// Slots add to a reading and unexplained words count against it. The best reading wins; an action others
/// see or that can't be undone wins only with no close rival, or the person is asked which was meant.
public struct IntentParser: Sendable {
    public init() {}

    public func parse(_ line: String, context: ParseContext = ParseContext()) -> Intent {
        explain(line, context: context).intent
    }

    /// The intent of `line` in the contract's shape and the typed command the bot carries out, both from one reading.
    public func understand(_ line: String, context: ParseContext = ParseContext()) -> (intent: Intent, command: Command) {
        let explanation = explain(line, context: context)
        return (explanation.intent, Command(explanation.intent, words: explanation.words, line: line))
    }

    /// The intent with the readings behind it, for `rentline parse --explain`.
    public func explain(_ line: String, context: ParseContext = ParseContext()) -> Explanation {
        let discourse = Discourse(line)
        let utterance = discourse.utterance
        guard !utterance.tokens.isEmpty else {
            let name = line.trimmedOfWhitespace == "?" ? .help : discourse.intentWithoutRequest
            return Explanation(discourse: discourse, readings: [], intent: name.map { Intent($0) } ?? unknown(utterance))
        }
        if let signup = SessionRules.signupWithLabelledCredentials(utterance) {
            return Explanation(discourse: discourse, readings: [], intent: signup)
        }
        if discourse.acts.contains(.howTo) {
            let topic = utterance.words.joined(separator: " ")
            return Explanation(discourse: discourse, readings: [], intent: Intent(.help, Slots(topic: topic)))
        }
        if let intent = SessionRules.match(utterance) {
            let negated = discourse.acts.contains(.negation) && [.logout, .quit, .signup, .login].contains(intent.name)
            return Explanation(discourse: discourse, readings: [], intent: negated ? Intent(.deny) : intent)
        }
        if let topic = DialogueRules.meaningQuestion(utterance.words) ?? DialogueRules.howItWorks(utterance.words) {
            return Explanation(discourse: discourse, readings: [], intent: Intent(.help, Slots(topic: topic)))
        }
        if DialogueRules.isAboutTheBot(utterance.words) {
            return Explanation(discourse: discourse, readings: [], intent: Intent(discourse.acts.contains(.thanks) ? .thanks : .greet))
        }
        var readings = self.readings(of: utterance, discourse: discourse, context: context)
        if let (corrected, fixes) = TypoCorrector.corrected(utterance) {
            if let intent = SessionRules.match(corrected) {
                return Explanation(discourse: discourse, readings: [], intent: intent)
            }
            let correctedLine = utterance.line(spelledAs: corrected)
            if Discourse(correctedLine).weighsMore(than: discourse) { return explain(correctedLine, context: context) }
            let saidAlone = Discourse(corrected.words.joined(separator: " "))
            if saidAlone.utterance.tokens.isEmpty, let name = saidAlone.intentWithoutRequest {
                return Explanation(discourse: saidAlone, readings: [], intent: Intent(name))
            }
            let misspelt = Set(fixes.compactMap { $0.split(separator: "→").first.map(String.init) })
            readings = readings.map { $0.leavingQueryWords(in: misspelt) }
            readings += self.readings(of: corrected, discourse: discourse, context: context).map { reading in
                reading.correcting(fixes)
            }
        }
        readings = readings.enumerated().sorted {
            ($0.element.score, $0.element.isIncomplete ? 0 : 1, -$0.offset) > ($1.element.score, $1.element.isIncomplete ? 0 : 1, -$1.offset)
        }.map(\.element)
        if let first = readings.first, first.intent == .answer, first.slots.timeProblem?.isUnread == true,
            let understood = readings.firstIndex(where: { $0.intent != .answer && !$0.isIncomplete })
        {
            readings.insert(readings.remove(at: understood), at: 0)
        }
        let restsOutsideHedges = { (reading: Reading) in reading.at.map { !discourse.hedges(at: $0) } == true }
        if let first = readings.first, Self.isTalkedAbout(first, in: discourse), readings.contains(where: restsOutsideHedges) {
            readings.removeAll { !restsOutsideHedges($0) }
        }
        var intent = choose(from: readings, discourse: discourse, utterance: utterance, context: context)
        if intent.name == .unknown || intent.name == .help, intent.slots.when == nil, intent.slots.timeProblem == nil {
            var scan = EntityScan(utterance, from: 0, context: context)
            if case .problem(let problem)? = scan.time() { intent.slots.timeProblem = problem }
        }
        return Explanation(discourse: discourse, readings: readings, intent: intent)
    }

    private func choose(from readings: [Reading], discourse: Discourse, utterance: Utterance, context: ParseContext) -> Intent {
        if readings.first?.isIncomplete != false, let answer = discourse.yesOrNo, answer == .deny || !Self.qualifiesItsYes(utterance.words) {
            return Intent(answer)
        }
        let acts = readings.first.flatMap { $0.quotesTheRest ? $0.at : nil }.map(discourse.acts(before:)) ?? discourse.acts
        let asksWhetherTheyCan = (acts.contains(.canI) || acts.contains(.advice)) && discourse.isQuestion
        let asksInGeneral = { (reading: Reading) in
            reading.isIncomplete || !reading.intent.onlyShows && reading.slots.filledCount == 0
                || reading.intent == .createListing && reading.slots.price == nil && reading.slots.near == nil
        }
        guard let best = readings.first, !(asksWhetherTheyCan && asksInGeneral(best)) else {
            if readings.isEmpty, let smallTalk = discourse.smallTalk { return Intent(smallTalk) }
            guard asksWhetherTheyCan else { return unknown(utterance) }
            return Intent(.help, Slots(topic: utterance.words.joined(separator: " ")))
        }
        if best.isIncomplete {
            if let other = readings.first(where: { $0.intent != best.intent && $0.score == best.score }) {
                return Intent(.unknown, Slots(suggestions: [best.intent.example, other.intent.example]), rivals: [best.intent, other.intent])
            }
            return Intent(.unknown, Slots(suggestions: [best.intent.example]), rivals: [best.intent], isIncomplete: true)
        }
        if best.score < Self.leastEvidence, !best.intent.onlyShows {
            return Intent(.unknown, Slots(suggestions: [best.intent.example]), rivals: [best.intent])
        }
        let rival = readings.first { $0.intent != best.intent && !$0.isIncomplete }
        if !best.isARefusal, acts.contains(.negation) && best.intent != .search || Self.negatedIntents(in: utterance.words).contains(best.intent) {
            if let undoing = Self.undoing(best, in: utterance.words), !Self.isTalkedAbout(best, in: discourse) { return Intent(undoing, best.slots) }
            return Intent(.deny)
        }
        if Self.isTalkedAbout(best, in: discourse) || Self.isPutOff(best, in: discourse, context: context), let at = best.at {
            return Intent(.unknown, Slots(suggestions: [Self.withoutQuestionMark(Self.sentence(from: at, in: utterance))]), rivals: [best.intent])
        }
        if best.intent.changesWithoutAQuote, let at = best.at, discourse.waitsForACondition(at: at, carriesText: best.slots.text != nil) {
            let command = discourse.conditionAfter(at).map { String(utterance.typed(at..<$0)) } ?? Self.sentence(from: at, in: utterance)
            return Intent(.unknown, Slots(suggestions: [Self.withoutQuestionMark(command.trimmingCharacters(in: [",", " "]))]), rivals: [best.intent])
        }
        let asksWhether = acts.contains(.canI) || acts.contains(.advice)
        if asksWhether && best.intent.isPublicOrIrreversible || acts.contains(.advice) && !best.intent.onlyShows {
            return Intent(.unknown, Slots(suggestions: [utterance.rawText(from: 0).map(Self.withoutQuestionMark) ?? best.intent.example]), rivals: [best.intent])
        }
        if best.intent.isPublicOrIrreversible {
            if let rival, rival.score >= best.score - Self.closeCall {
                return Intent(.unknown, Slots(suggestions: [best.intent.example, rival.intent.example]), rivals: [best.intent, rival.intent])
            }
            if best.leftover.count > best.asides || acts.contains(.no) && best.intent != .decline {
                return Intent(.unknown, Slots(suggestions: [best.at.map { Self.command(from: $0, in: utterance) } ?? best.intent.example]), rivals: [best.intent])
            }
        }
        return Intent(best.intent, best.slots)
    }

    /// True for a yes said with a "but", "instead" or "the other one": "yes, but delete the other one" is no plain yes.
    private static func qualifiesItsYes(_ words: [String]) -> Bool {
        words.contains { ["but", "instead", "other", "except", "unless", "different"].contains($0) }
    }

    /// The commands a "don't", "do not", "didn't", "can't", "won't" or "never" comes right before, or before a wish to do
    /// them: "wait, don't book anything yet", "I don't want to rent out my bike after all", "sorry, can't lend it to hugo".
    static func negatedIntents(in words: [String]) -> Set<IntentName> {
        var negated: Set<IntentName> = []
        for index in words.indices.dropLast() where negates(at: index, in: words) {
            var next = auxiliaries.contains(words[index]) || words[index] == "no" ? index + 2 : index + 1
            guard next < words.count else { continue }
            while next < words.count - 1, wishes.contains(words[next]) { next += 1 }
            for (rule, _) in CommandRules.match(words, at: next) { negated.insert(rule.intent) }
            let nothingTaken = TakenWords(count: words.count)
            for rule in CueRules.all where rule.groups.count == 1 && rule.groups[0].match(at: next, in: words, taken: nothingTaken) != nil {
                negated.insert(rule.intent)
            }
        }
        return negated
    }

    /// "don't follow kofi2 anymore", "i don't wanna like that post any more", "do not save the kayak any longer": a command
    /// negated and said to hold no more asks for its opposite.
    private static func undoing(_ reading: Reading, in words: [String]) -> IntentName? {
        guard let opposite = opposites[reading.intent], words.contains(where: { ["anymore", "longer"].contains($0) })
            || zip(words, words.dropFirst()).contains(where: { $0 == ("any", "more") })
        else { return nil }
        return opposite
    }

    private static let opposites: [IntentName: IntentName] = [.follow: .unfollow, .like: .unlike, .favorite: .unfavorite, .block: .unblock]

    /// Words that open a question about what may be or will be: "can listing 3 be booked again?".
    private static let modals: Set<String> = ["can", "could", "will", "would", "should", "may", "might", "has", "have"]

    /// True when a "don't", "didn't", "never" or "I'm not" comes before `index`: "i didnt mean to leave a 1 star review".
    static func saysNot(before index: Int, in words: [String]) -> Bool {
        words.indices.prefix(index).contains { negates(at: $0, in: words) }
    }

    /// True for a "don't", "didn't", "never", a "do" or "did" before "not", the "not" of "I'm not", or "no longer" before
    /// a wish ("i no longer want to list it").
    static func negates(at index: Int, in words: [String]) -> Bool {
        negators.contains(words[index]) && (!auxiliaries.contains(words[index]) || index + 1 < words.count && words[index + 1] == "not")
            || saysINot(at: index, in: words) || words[index] == "no" && index + 2 < words.count && words[index + 1] == "longer"
                && ["want", "wanna", "need", "plan", "intend", "wish"].contains(words[index + 2])
    }

    private static let negators: Set<String> = [
        "don't", "dont", "never", "do", "didn't", "didnt", "did", "wasn't", "wasnt", "weren't", "werent", "can't", "cant", "cannot", "won't",
        "wont",
    ]
    private static let auxiliaries: Set<String> = ["do", "did"]

    /// True for the "not" of "I'm not renting out my tent", "we are not cancelling" or "I'd rather not rent to lena":
    /// the person says they won't.
    private static func saysINot(at index: Int, in words: [String]) -> Bool {
        guard words[index] == "not", index > 0 else { return false }
        let before = words[index - 1]
        return ["i'm", "im", "we're", "rather", "prefer"].contains(before)
            || index > 1 && ["am", "are"].contains(before) && ["i", "we"].contains(words[index - 2])
    }

    /// Words between a "don't" and the command it negates: "I don't want to rent out my bike after all".
    private static let wishes: Set<String> = [
        "want", "wanna", "need", "to", "really", "even", "plan", "mean", "meant", "going", "gonna", "planning", "trying", "intend", "intending",
    ]

    /// A reading that changes something and scores below this explains too little of the turn to act on:
    /// the person is shown its example instead.
    static let leastEvidence = 1

    /// Scores within this many points of the best are a close call.
    static let closeCall = 1

    /// True when `reading` would change something on the strength of a command a hedge governs ("maybe I'll cancel
    /// 3"), or would act in public or for good on one the person calls a plan ("I'll message dana tomorrow"): it is
    /// not acted on. When another command or cue in the turn is not hedged ("I might cancel next week. Can
    /// you show me my bookings?"), the turn is read from those; otherwise the person is asked.
    private static func isTalkedAbout(_ reading: Reading, in discourse: Discourse) -> Bool {
        guard !reading.intent.onlyShows, let at = reading.at else { return false }
        return discourse.hedges(at: at) || reading.intent.isPublicOrIrreversible && discourse.plans(at: at)
            || reading.slots.text == nil && putsOff(from: at, in: discourse.utterance)
    }

    /// True when "later" or its kin ends the command's own words, not a purpose after them: "I'll top up 20 bucks later",
    /// but not "save it for later" or "fave the 3rd one so I can find it later".
    private static func putsOff(from start: Int, in utterance: Utterance) -> Bool {
        let words = utterance.words
        var index = start
        while index < words.count {
            if putOff.contains(words[index]) { return index == 0 || !["for", "til", "till", "until"].contains(words[index - 1]) }
            if purposeWords.contains(words[index]) || endsClause(utterance.raw(index)) { return false }
            index += 1
        }
        return false
    }

    private static let purposeWords: Set<String> = ["so", "to", "and", "then", "can", "could", "when", "if", "decide", "until", "till"]

    /// True when a command that takes no time is said with one still to come in its own clause, in words the reading
    /// left over: "gonna pause listing 3 next week", "PAUSE IT AFTER XMAS", "gonna add 50 bucks after payday". It is to
    /// be done then, not now. An edit's new value may name a time ("starting next month", "pickup only after 6pm"), so
    /// an edit is put off only when the person also calls it a plan ("gonna change the tent price to 8/day next month").
    private static func isPutOff(_ reading: Reading, in discourse: Discourse, context: ParseContext) -> Bool {
        guard reading.intent.actsAtOnceWithoutATime, reading.slots.text == nil, reading.slots.when == nil, reading.slots.field != "available",
            let at = reading.at
        else {
            return false
        }
        let utterance = discourse.utterance
        let edits = reading.intent == .editListing || reading.intent == .editProfile
        if edits && !discourse.plans(at: at) { return false }
        let clause = clause(around: at, in: utterance)
        let words = utterance.words
        let afterSomething = ((at + 1)..<max(at + 1, clause.upperBound)).contains { index in
            words[index] == "after" && !["that", "this", "it", "all"].contains(words[index + 1])
                && !TimePhraseReader.untilWords.contains(words[index - 1])
        }
        if afterSomething && !edits { return true }
        var scan = EntityScan(utterance, from: 0, context: context)
        let free = scan.taken
        guard case .interval(let start, _)? = scan.time() else { return false }
        let (today, minutes) = context.localDayAndMinute
        let timeWords = words.indices.filter { free[$0] != scan.taken[$0] }
        return start > LocalDateTime(date: today, minutes: minutes) && timeWords.allSatisfy(clause.contains)
            && (edits || timeWords.contains { reading.leftover.contains(words[$0]) })
    }

    /// Words beside a command that move it to another time than now: "I'll top up 20 bucks later".
    private static let putOff: Set<String> = ["later", "eventually", "someday", "laterr", "l8r"]

    /// The words from `start` to the end of their sentence, as typed: "decline the first one" of "maybe decline the
    /// first one? not sure".
    private static func sentence(from start: Int, in utterance: Utterance) -> String {
        let start = utterance.words[start] == "to" && start + 1 < utterance.words.count ? start + 1 : start
        var end = (start..<utterance.words.count).first { endsSentence(utterance.raw($0)) } ?? utterance.words.count - 1
        while end > start, putOff.contains(utterance.words[end]) { end -= 1 }
        return String(utterance.typed(start..<(end + 1)))
    }

    /// The command's own clause from `start`, as typed, without the softeners that close it: "cancel booking 2" of
    /// "cancel booking 2 please, I probably can't make it", "decline booking 6" of "decline booking 6 I guess".
    private static func command(from start: Int, in utterance: Utterance) -> String {
        var end = clause(around: start, in: utterance).upperBound
        while end > start, softeners.contains(utterance.words[end]) { end -= 1 }
        return String(utterance.typed(start..<(end + 1))).trimmingCharacters(in: [",", ".", "!", "?", ";", ":"])
    }

    private static let softeners: Set<String> = ["i", "suppose", "guess", "think", "maybe", "probably", "perhaps", "please", "pls", "plz", "then"]

    private static func withoutQuestionMark(_ text: String) -> String {
        String(text.reversed().drop { $0 == "?" || $0 == " " }.reversed())
    }

    private func readings(of utterance: Utterance, discourse: Discourse, context: ParseContext) -> [Reading] {
        var (readings, notThings) = commandReadings(of: utterance, context: context)
        let (cued, phraseWords) = cueReadings(of: utterance, context: context)
        readings += cued
        notThings.formUnion(phraseWords.filter { !Lexicon.stopWords.contains($0) })
        if !discourse.acts.contains(.followUp), let answer = DialogueRules.answer(utterance, context: context) {
            readings.append(answer)
        }
        var search = Slots()
        var reader = SlotReader(scan: EntityScan(utterance, from: 0, context: context))
        reader.readSearch(into: &search)
        if let refine = DialogueRules.refine(utterance, search: search, followsUp: discourse.acts.contains(.followUp), context: context) {
            readings.append(refine)
        }
        let asks = discourse.isQuestion || discourse.acts.contains(.canI)
        if let ask = DialogueRules.ask(utterance, isQuestion: asks, context: context) { readings.append(ask) }
        if let pick = DialogueRules.pick(utterance, context: context) { readings.append(pick) }
        if let named = DialogueRules.pickNamed(utterance) { readings.append(named) }
        if let words = DialogueRules.refineWords(utterance, discourse: discourse) { readings.append(words) }
        if let viewing = DialogueRules.viewingAsked(utterance, discourse: discourse, context: context) { readings.append(viewing) }
        if let bookings = ListingBookingsRule.reading(utterance, context: context) { readings.append(bookings) }
        if let photo = PhotoLinkRule.reading(utterance, context: context) { readings.append(photo) }
        if let said = WordsFromSomeoneRule.reading(utterance) { readings.append(said) }
        if let addressed = AddressedMessageRule.reading(utterance, context: context) { readings.append(addressed) }
        if let undone = UndoneByMistakeRule.reading(utterance, context: context) { readings.append(undone) }
        if let verdict = RequestVerdictRule.reading(utterance, discourse: discourse) { readings.append(verdict) }
        if let refusal = RefusalStatementRule.reading(utterance, discourse: discourse) { readings.append(refusal) }
        var rated = SlotReader(scan: EntityScan(utterance, from: 0, context: context))
        if !discourse.isQuestion, let slots = rated.readRatedReview() {
            var reading = Reading(.review, slots, base: 9, evidence: ["a rating"], leftover: rated.scan.leftoverWords())
            reading.at = rated.scan.taken.firstIndex(of: true)
            readings.append(reading)
        }
        readings += readingsWithoutCommand(of: utterance, search: search, context: context)
        if let quoted = readings.filter(\.quotesTheRest).compactMap(\.at).min() {
            readings.removeAll { reading in reading.at.map { $0 > quoted } == true }
        }
        guard !notThings.isEmpty else { return readings }
        return readings.map { $0.leavingQueryWords(in: notThings) }
    }

    /// Each command whose words start anywhere in the turn: at the start of a clause (after frame words) it weighs most;
    /// further in it counts only for commands that read their slots wherever they are and act on nobody. A command
    /// opening a later clause is read a second time with the places, times and prices of the clauses before it.
    /// Also returns the first words of the commands that open clauses: a reading that searches for one has missed
    /// the request.
    private func commandReadings(of utterance: Utterance, context: ParseContext) -> (readings: [Reading], clauseLeads: Set<String>) {
        let words = utterance.words
        var readings: [Reading] = []
        var clauseLeads: Set<String> = []
        var prefixIsFrame = true
        var isLaterClause = false
        var isQuoted = false
        for start in words.indices {
            if start > 0 {
                let clauseStarts = Self.endsClause(utterance.raw(start - 1)) || Self.opensAClause(start, in: words)
                let framed = Self.isFrameWord(at: start - 1, in: words)
                isLaterClause = clauseStarts || (isLaterClause && prefixIsFrame && framed)
                prefixIsFrame = !isQuoted && (clauseStarts || (prefixIsFrame && framed))
            }
            let matches = CommandRules.match(words, at: start) { utterance.raw($0).hasSuffix(":") }
            guard let longest = matches.first?.length else { continue }
            if prefixIsFrame, isLaterClause || start == 0 { clauseLeads.insert(words[start]) }
            guard !Self.isHypothetical(at: start, in: utterance) else { continue }
            let clause = Self.clause(around: start, in: utterance)
            let insideAQuestion = !prefixIsFrame && (Self.asksYesOrNo(clause, in: words) || Self.asksWhenOrHow(clause, in: words))
            for (rule, length) in matches {
                guard prefixIsFrame || (rule.shape.readsAnywhere && !rule.intent.isPublicOrIrreversible && !rule.isEverydaySpeechAlone) else { continue }
                guard !insideAQuestion || rule.intent.onlyShows else { continue }
                guard rule.intent.onlyShows || !Self.saysAStateAskedAbout(at: start, in: utterance) else { continue }
                if start > 0, rule.notAfter.contains(words[start - 1]) || rule.isNotAfterAnOwner && EntityScan.namesAnOwner(at: start - 1, in: utterance) {
                    continue
                }
                if length == 1, !rule.shape.isList, start + 1 < words.count, utterance.raw(start).hasSuffix(",") { continue }
                if rule.intent == .search, Self.wantsToDoSomething(words, leadEnd: start + length) { continue }
                let lead = words[start..<(start + length)].joined(separator: " ")
                let gathersEarlierClauses = prefixIsFrame && isLaterClause && rule.shape.readsAnywhere
                for from in gathersEarlierClauses ? [0, start] : [prefixIsFrame ? start : 0] {
                    var scan = EntityScan(utterance, from: from, context: context)
                    scan.take(start..<(start + length))
                    if from < start { scan.queryWithin = Self.thingAlone(before: clause.lowerBound, in: utterance) != nil ? 0...clause.upperBound : clause }
                    var reader = SlotReader(scan: scan)
                    guard var slots = reader.read(rule.shape) else {
                        if prefixIsFrame, length == longest, from == start, !rule.shape.isEverydaySpeech, !rule.isEverydaySpeechAlone {
                            readings.append(.incomplete(rule.intent, lead: lead, length: length))
                        }
                        continue
                    }
                    if slots.ref == .it, let named = Antecedent.reference(before: clause.lowerBound, in: utterance, for: rule.intent) {
                        (slots.ref, slots.referredKind) = named
                    } else if slots.ref == .it, rule.intent == .book, words[clause].contains("it"),
                        let thing = Self.thingAlone(before: clause.lowerBound, in: utterance)
                    {
                        (slots.ref, slots.query) = (nil, thing)
                    }
                    let quotes = prefixIsFrame && rule.shape.quotesTheRest && slots.text != nil
                    if quotes { isQuoted = true }
                    let unexplained = Self.featureWords(in: slots.query)
                    if rule.intent == .search, !unexplained.isEmpty,
                        slots.filledCount == 1 || unexplained.contains(where: { $0.hasPrefix("@") })
                            || slots.category == nil && slots.type == nil && unexplained.last.map(Lexicon.featureNouns.contains) == true
                    {
                        continue
                    }
                    if rule.intent == .message, let text = slots.text, Self.isAFriendRequest(text) { continue }
                    if rule.intent == .search || rule.intent == .createListing, slots.filledCount == 1, let query = slots.query,
                        query.split(separator: " ").allSatisfy({ Lexicon.nothingToRent.contains(String($0)) }) || Self.isOnlyAPlaceInTheList(query)
                    {
                        continue
                    }
                    if rule.intent == .createListing,
                        Self.namesOnlyOwnThings(slots.query, in: words) || Self.listsEverything(after: start + length, in: words)
                            || Self.namesAListOfMine(slots.query)
                    {
                        continue
                    }
                    if rule.intent == .book, start + length < words.count, ["my", "out"].contains(words[start + length])
                        || Self.namesTheRentOf(at: start, in: words)
                    {
                        continue
                    }
                    let leftover = reader.scan.leftoverIndices()
                    let searchesForNothing = rule.intent == .search && slots.filledCount == 0 ? 1 : 0
                    var reading = Reading(
                        rule.intent, slots, base: (prefixIsFrame ? 10 : 5) + length - 2 * (longest - length) - searchesForNothing,
                        evidence: [(prefixIsFrame ? "command \"" : "command inside \"") + lead + "\"" + (gathersEarlierClauses && from == 0 ? " with the turn's earlier words" : "")],
                        leftover: leftover.map { words[$0] } + unexplained)
                    reading.at = start
                    reading.quotesTheRest = quotes
                    if prefixIsFrame {
                        let asides = leftover.filter { !clause.contains($0) }
                        let corrects = asides.contains(where: { Self.correctionWords.contains(words[$0]) })
                        let readsOnlyItsClause = (start..<words.count).allSatisfy {
                            clause.contains($0) || !reader.scan.taken[$0] || Self.determiners.contains(words[$0])
                        }
                        if !corrects { reading.asides = asides.count }
                        let earlier = asides.filter { $0 < clause.lowerBound }.count
                        if from < start {
                            reading.score += Reading.perLeftover * earlier + Reading.perLeftover / 2 * (asides.count - earlier)
                        } else if !corrects && readsOnlyItsClause {
                            reading.score += Reading.perLeftover / 2 * asides.count
                        }
                    }
                    readings.append(reading)
                    if rule.intent == .post, Self.readsAsASearch(from: start + length, in: utterance, context: context) {
                        readings.append(Reading(.search, Slots(), base: reading.score, evidence: ["the post's words read as a search"], leftover: []))
                    }
                }
            }
        }
        return (readings, clauseLeads)
    }

    /// "rent for my apt is 2800 now", "rent on my flat should be 3100": the rent of one's own place, a noun, not a request to rent.
    private static func namesTheRentOf(at start: Int, in words: [String]) -> Bool {
        words[start] == "rent" && start + 2 < words.count && ["for", "on", "of"].contains(words[start + 1]) && words[start + 2] == "my"
    }

    /// Words a reading may take in any clause without reading it: "the" of "decline it, the dates don't work".
    private static let determiners: Set<String> = ["the", "a", "an", "my", "their", "his", "her", "our"]

    /// True when the words from `start`, not quoted or after a colon, name a place with a time or a price, as a
    /// search does: "post hole digger near 55105 this weekend" may be a search for a post hole digger, so the bot asks.
    private static func readsAsASearch(from start: Int, in utterance: Utterance, context: ParseContext) -> Bool {
        guard start < utterance.words.count, start == 0 || !utterance.raw(start - 1).hasSuffix(":"),
            let first = utterance.raw(start).first, !"\"“'".contains(first)
        else { return false }
        var reader = SlotReader(scan: EntityScan(utterance, from: start, context: context))
        guard reader.scan.photo() == nil else { return false }
        var slots = Slots()
        reader.readSearch(into: &slots)
        return slots.near != nil && (slots.when != nil || slots.maxPrice != nil)
    }

    /// True when the turn names the person's own records ("list my items", "list my favs", "list the pinned spots",
    /// misspelt or not) and a listing's title would end with one of them: that is a request to see them, not to list
    /// something.
    private static func namesOnlyOwnThings(_ title: String?, in words: [String]) -> Bool {
        let isOwnThing = { (word: String) in ownThings.contains(TypoCorrector.correction(of: word) ?? word) }
        guard words.contains(where: isOwnThing) else { return false }
        return title?.split(separator: " ").last.map { isOwnThing(String($0)) || detailsOfRecords.contains(String($0)) } ?? true
    }

    /// What a list of one's records shows of each: "list my rentals + totals", "list my bookings with dates".
    private static let detailsOfRecords: Set<String> = ["totals", "total", "dates", "prices", "costs", "details", "amounts", "times"]

    /// "I need to cancel …": a want followed by "to" and a verb is a want to do something, not a thing to find.
    private static func wantsToDoSomething(_ words: [String], leadEnd: Int) -> Bool {
        leadEnd < words.count && words[leadEnd] == "to" && ["need", "want", "like"].contains(words[leadEnd - 1])
            || wantsALease(words, leadEnd: leadEnd)
    }

    /// "i'd like a 4-month lease on #1", "i want a lease on the condo": a lease on something wanted is one asked for,
    /// not looked for; "a 12 month lease in oakland" is still looked for.
    private static func wantsALease(_ words: [String], leadEnd: Int) -> Bool {
        guard let lease = words[leadEnd...].prefix(4).firstIndex(of: "lease"), lease + 1 < words.count, ["on", "of"].contains(words[lease + 1])
        else { return false }
        return words[leadEnd..<lease].allSatisfy { ["a", "an", "the", "new"].contains($0) || EntityScan.isAWordOfALength($0) }
    }

    private static let ownThings: Set<String> = [
        "items", "things", "stuff", "listings", "favs", "faves", "favorites", "reservations", "bookings", "rentals",
        "requests", "messages", "posts", "everything", "spots", "borrowing", "renting", "borrowed", "adventures", "saved",
    ]

    /// "closets for rent in brooklyn?": a question about what is for rent, with nothing of the asker's own in it.
    /// "Anyone renting out a snow blower in Toronto?", "is anybody lending a drill": asking who has one to rent,
    /// with no owner named, looks for it.
    private static func asksWhatIsForRent(_ utterance: Utterance) -> Bool {
        let words = utterance.words
        let asks = words.indices.contains { utterance.raw($0).hasSuffix("?") } || words.prefix(2).contains(where: seekers.contains)
        return asks && !words.contains(where: ownerWords.contains)
    }

    private static let seekers: Set<String> = ["anyone", "anybody", "someone", "somebody", "who"]

    /// "cheap rooms for rent near 94102", "townhouse for rent san jose": things for rent named in the plural, or "for
    /// rent" said of a kind with no verb of offering, with no owner and no price of their own, are looked for, not offered.
    private static func wantsThingsForRent(_ utterance: Utterance, context: ParseContext) -> Bool {
        let words = utterance.words
        guard !words.contains(where: ownerWords.contains) else { return false }
        var scan = EntityScan(utterance, from: 0, context: context)
        guard scan.money().isEmpty, let type = scan.first(Lexicon.types, evenBesideAThing: true) else { return false }
        let saysForRent = words.indices.dropLast().contains { words[$0] == "for" && words[$0 + 1] == "rent" }
        if saysForRent, !words.contains(where: offeringWords.contains) { return true }
        return words.contains { $0 != type && $0.hasSuffix("s") && Lexicon.types.match(at: 0, in: [$0], taken: TakenWords(count: 1))?.value == type }
    }

    /// Words that offer what is for rent: "put my townhouse up for rent", "listing a room for rent".
    private static let offeringWords: Set<String> = ["out", "list", "listing", "post", "posting", "offer", "offering", "put", "advertise", "up"]

    private static let ownerWords: Set<String> = ["my", "mine", "our", "i", "i've", "ive", "we", "we've"]

    /// True when the free words name a place, a price or a kind of thing.
    private static func namesSearchEntities(_ scan: EntityScan) -> Bool {
        var probe = scan
        return probe.place() != nil || !probe.money().isEmpty || probe.first(Lexicon.types, evenBesideAThing: true) != nil
    }

    /// True when the free words name a kind or a category of things to rent.
    private static func namesAThing(_ scan: EntityScan) -> Bool {
        var probe = scan
        return probe.first(Lexicon.types, evenBesideAThing: true) != nil || probe.first(Lexicon.categories) != nil
    }

    /// "send omar a friend request": a request to follow, which no message makes.
    private static func isAFriendRequest(_ text: String) -> Bool {
        let words = text.lowercased().split(separator: " ").filter { !["a", "an", "my"].contains($0) }
        return words.count == 2 && ["friend", "follow", "follower"].contains(words[0]) && ["request", "req"].contains(words[1])
    }

    /// "result number 1", "option #2": a query that only says which of the shown listings is meant, which is no
    /// thing to find.
    private static func isOnlyAPlaceInTheList(_ query: String) -> Bool {
        let words = query.split(separator: " ").map(String.init)
        var taken = TakenWords(count: words.count)
        guard case .index? = ReferenceRecognizer.reference(in: words, taken: &taken) else { return false }
        return words.indices.allSatisfy { taken[$0] || ReferenceRecognizer.referenceNouns.contains(words[$0]) }
    }

    /// "list my travel bookmarks", "list my faves": one of the person's lists, which is shown; nothing is offered.
    private static func namesAListOfMine(_ query: String?) -> Bool {
        query?.split(separator: " ").contains { listsOfMine.contains(String($0)) } == true
    }

    private static let listsOfMine: Set<String> = ["bookmarks", "favorites", "favourites", "faves", "favs", "wishlist", "saved"]

    /// "list all the bikes in berkeley", "list everything in tools": "list" before "all" or "everything" asks to see
    /// what is there; it offers nothing.
    private static func listsEverything(after lead: Int, in words: [String]) -> Bool {
        lead > 0 && words[lead - 1] == "list" && lead < words.count && ["all", "everything", "every", "them", "those"].contains(words[lead])
    }

    /// True when the turn opens by asking to see something: "show me my stuff that's up for rent" lists nothing new.
    private static func asksToSee(_ words: [String]) -> Bool {
        guard let first = words.first else { return false }
        return ["show", "what", "which", "see", "view", "display", "where", "whats", "what's"].contains(first)
    }

    /// Each cue rule whose phrases are all in the turn, and the cue words of the readings that explain the whole
    /// turn without naming a thing: a thing to find or list is never named by those ("put my canoe on hold",
    /// "take the red kayak offline").
    private func cueReadings(of utterance: Utterance, context: ParseContext) -> (readings: [Reading], phraseWords: Set<String>) {
        var readings: [Reading] = []
        var phraseWords: Set<String> = []
        for rule in CueRules.candidates(for: utterance.words) {
            var scan = EntityScan(utterance, from: 0, context: context)
            guard let (cues, start) = rule.match(in: &scan), rule.intent.onlyShows || !Self.isHypothetical(at: start, in: utterance),
                !rule.onlyInAStatement || !Self.asksYesOrNo(0...0, in: utterance.words) && !Self.modals.contains(utterance.words[0]),
                rule.intent != .createListing || !Self.asksToSee(utterance.words) && !Self.asksWhatIsForRent(utterance)
                    && !utterance.words.indices.contains(where: { EntityScan.peopleDoing(at: $0, in: utterance.words) })
                    && !Self.wantsThingsForRent(utterance, context: context) && !SlotReader.asksForThingsToRent(utterance.words),
                !rule.yieldsToSearch || !Self.namesSearchEntities(scan), !rule.yieldsToAThing || !Self.namesAThing(scan)
            else { continue }
            if rule.shape.isList {
                for index in scan.words.indices
                where CueRules.listFrame.contains(scan.words[index]) && !rule.shape.readsUser(after: scan.words[index]) {
                    scan.taken[index] = true
                }
                Self.takeWhoseThings(in: &scan)
            } else if rule.shape.mayOpenWithListFrame {
                for index in 0..<start where CueRules.listFrame.contains(scan.words[index]) { scan.taken[index] = true }
            }
            var timeLeftOver: [String] = []
            var reader: SlotReader
            var slots: Slots
            if case .bare = rule.shape {
                if scan.time() != nil { timeLeftOver = ["(a time)"] }
                (reader, slots) = (SlotReader(scan: scan), Slots())
            } else {
                reader = SlotReader(scan: scan)
                guard let read = reader.read(rule.shape) else { continue }
                slots = read
            }
            let clause = Self.clause(around: start, in: utterance)
            if slots.ref == .it {
                var own = reader.scan
                if let reference = own.reference(within: clause), reference != .it {
                    (slots.ref, reader.scan) = (reference, own)
                } else if let named = Antecedent.reference(before: clause.lowerBound, in: utterance, for: rule.intent) {
                    (slots.ref, slots.referredKind) = named
                }
            }
            var weight = cues.reduce(0) { $0 + $1.split(separator: " ").count }
            if case .bare = rule.shape, utterance.words.contains(where: { $0 == "my" || $0 == "i" }) { weight += 1 }
            var reading = Reading(
                rule.intent, slots, base: 9 + weight, evidence: cues.map { "cue \"" + $0 + "\"" },
                leftover: reader.scan.leftoverWords() + timeLeftOver)
            let sentenceStart = (0..<start).last(where: { Self.endsSentence(utterance.raw($0)) }).map { $0 + 1 } ?? 0
            reading.at = rule.shape.readsTheWholeStatement ? (sentenceStart..<start).first { reader.scan.taken[$0] } ?? start : start
            let asides = reader.scan.leftoverIndices().filter { !clause.contains($0) }
            if !asides.contains(where: { Self.correctionWords.contains(utterance.words[$0]) }) { reading.asides = asides.count }
            reading.score += Reading.perLeftover * asides.filter { $0 < sentenceStart }.count
            if reading.leftover.isEmpty, ![.search, .createListing, .book].contains(rule.intent) {
                for cue in cues { phraseWords.formUnion(cue.split(separator: " ").map(String.init)) }
            }
            readings.append(reading)
        }
        return (readings, phraseWords)
    }

    /// Words that only approve of what a reference names: "the second one looks suitable".
    private static let approving: Set<String> = ["looks", "look", "seems", "sounds", "good", "great", "suitable", "perfect", "nice", "fine", "ok", "okay", "best", "interesting", "promising"]

    /// "spots", "skateparks", "skate parks": places people pin, named in the plural.
    private static func namesSpots(at index: Int, in words: [String]) -> Bool {
        ["spots", "skateparks"].contains(words[index]) || words[index] == "parks" && index > 0 && words[index - 1] == "skate"
    }

    /// Words that make the "spots" after them spaces to rent: "parking spots", "study spots", "quiet spots".
    private static let spacesCalledSpots: Set<String> = ["parking", "study", "quiet", "work", "working", "office", "storage", "nap", "rest", "coworking"]

    /// A line with no command word: a bare reference opens a listing, "… spots …" lists spots,
    /// and anything with a place, price, type or category (`search`, the line read as one) is a search.
    private func readingsWithoutCommand(of utterance: Utterance, search slots: Slots, context: ParseContext) -> [Reading] {
        var scan = EntityScan(utterance, from: 0, context: context)
        if let reference = scan.reference(), scan.leftoverWords().allSatisfy(Self.approving.contains) {
            var slots = Slots()
            slots.ref = reference
            let namesAPost = utterance.words.contains(where: SlotReader.postNouns.contains)
            return [Reading(namesAPost ? .showComments : .showListing, slots, base: 9, evidence: ["a reference alone"], leftover: [])]
        }
        let words = utterance.words
        if let spots = words.indices.first(where: { Self.namesSpots(at: $0, in: words) }), spots == 0 || !Self.spacesCalledSpots.contains(words[spots - 1]) {
            var reader = SlotReader(scan: EntityScan(utterance, from: 0, context: context))
            if let slots = reader.read(.spots) { return [Reading(.spots, slots, base: 8, evidence: ["cue \"spots\""], leftover: [])] }
        }
        if SlotReader.hasSearchEntities(slots) {
            return [Reading(.search, slots, base: 4, evidence: ["search entities"], leftover: Self.featureWords(in: slots.query))]
        }
        if Self.asksAroundFor(utterance), let query = slots.query, Self.featureWords(in: query).isEmpty,
            !query.split(separator: " ").allSatisfy({ Lexicon.nothingToRent.contains(String($0)) })
        {
            return [Reading(.search, slots, base: 4, evidence: ["a thing, then who has one"], leftover: [])]
        }
        guard slots.when != nil, let query = slots.query, query.split(separator: " ").count <= 2 else { return [] }
        return [Reading(.search, slots, base: 2, evidence: ["a thing and a time"], leftover: [])]
    }

    /// True for a turn that names a thing and ends by asking who has one: "tile saw anyone?", "kayak, anybody?", "a
    /// ladder, anyone here?" (not "talk to someone?" or "i need to call someone").
    private static func asksAroundFor(_ utterance: Utterance) -> Bool {
        let words = utterance.words
        var asker = words.count - 1
        if asker > 0, words[asker] == "here" { asker -= 1 }
        guard asker > 0, ["anyone", "anybody", "someone", "somebody"].contains(words[asker]) else { return false }
        if utterance.raw(asker - 1).hasSuffix(",") { return true }
        return utterance.raw(words.count - 1).hasSuffix("?") && !Lexicon.stopWords.contains(words[asker - 1])
    }

    /// "for my parking spot", "on my studio": which of the person's own things a list is about, to the end of the clause.
    private static func takeWhoseThings(in scan: inout EntityScan) {
        let words = scan.words
        for my in words.indices.dropLast() where words[my] == "my" && scan.taken[my] && !scan.taken[my + 1] {
            let taken = scan.taken
            if let kind = [Lexicon.categories, Lexicon.types].lazy.compactMap({ $0.match(at: my + 1, in: words, taken: taken) }).first {
                scan.take((my + 1)..<(my + 1 + kind.length))
            }
        }
        guard let my = words.indices.dropFirst().first(where: { words[$0] == "my" && ["for", "on", "of", "about", "to"].contains(words[$0 - 1]) })
        else { return }
        var index = my + 1
        while index < words.count {
            scan.taken[index] = true
            if scan.utterance.raw(index).hasSuffix(",") { break }
            index += 1
        }
    }

    /// Words of a query that name the bot's own features ("requests", "messages") or a person ("@marcus_l"): nobody
    /// rents those, so a reading that takes them for things to find has left them unexplained.
    private static func featureWords(in query: String?) -> [String] {
        guard let query else { return [] }
        let words = query.split(separator: " ").map(String.init)
        return words.contains(where: { Lexicon.featureNouns.contains($0) || $0.hasPrefix("@") }) ? words : []
    }

    private func unknown(_ utterance: Utterance) -> Intent {
        Intent(.unknown, Slots(suggestions: suggestions(for: utterance)))
    }

    /// Every single word that starts a command, for typo fixing and suggestions.
    static let commandWords: [String] = {
        var seen: Set<String> = []
        return (SessionRules.keywords.map(\.word) + CommandRules.keywords).filter { seen.insert($0).inserted }
    }()

    static let commandWordSet = WordSet(commandWords)

    /// Command words, for finding those a typo is near.
    private static let nearCommandWords = NearWords(commandWords)

    /// The commands closest to what was typed: typos of a command word first (a small word such as "anyone" is no typo),
    /// then commands whose words appear in the line; the three most asked-for commands when nothing is close.
    func suggestions(for utterance: Utterance) -> [String] {
        var suggestions: [String] = []
        var seen: Set<String> = []
        for word in utterance.words.prefix(3) where word.count >= 5 && (!Lexicon.stopWords.contains(word) || Self.commandWordSet.contains(word)) {
            for (candidate, _) in Self.nearCommandWords.near(word, limit: 2).sorted(by: { $0.distance < $1.distance }) {
                let suggestion = SessionRules.suggestion(for: candidate)
                if seen.insert(suggestion).inserted { suggestions.append(suggestion) }
            }
        }
        for word in utterance.words where suggestions.count < 3 && word.count >= 4 && !Lexicon.stopWords.contains(word) {
            guard let intent = CommandRules.intent(namedBy: word) else { continue }
            if seen.insert(intent.example).inserted { suggestions.append(intent.example) }
        }
        return suggestions.isEmpty ? Self.fallbackSuggestions : Array(suggestions.prefix(3))
    }

    /// What is suggested when nothing typed is close to a command.
    public static let fallbackSuggestions = [
        IntentName.search.example, IntentName.createListing.example, IntentName.surprise.example,
    ]
}

/// The intent chosen for a turn, with the readings that competed and the words set aside.
public struct Explanation: Sendable {
    public let intent: Intent
    /// "greeting \"hi\"", "polite frame \"could you\"": what was set aside before reading.
    public let setAside: [String]
    let scored: [Reading]
    /// Every word of the line as read, set-aside ones included.
    let words: [String]

    init(discourse: Discourse, readings: [Reading], intent: Intent) {
        self.intent = intent
        self.setAside = discourse.setAside
        self.scored = readings
        self.words = discourse.lineWords
    }

    /// Each reading as `intent score: evidence; left over: words`, best first.
    public var readings: [String] {
        scored.map { reading in
            "\(reading.intent.rawValue) \(reading.score): " + reading.evidence.joined(separator: ", ")
                + (reading.leftover.isEmpty ? "" : "; left over: " + reading.leftover.joined(separator: " "))
        }
    }

    /// `{"intent":…, "slots":…, "explain": {"set_aside": […], "readings": […]}}`.
    public var json: JSONValue {
        .object([
            ("intent", .string(intent.name.rawValue)), ("slots", intent.slots.json),
            ("explain", .object([
                ("set_aside", .array(setAside.map(JSONValue.string))),
                ("readings", .array(readings.map(JSONValue.string))),
            ])),
        ])
    }
}

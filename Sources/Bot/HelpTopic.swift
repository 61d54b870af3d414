/// One part of the help: its name, a one-line summary, the words that ask for it, and its lines.
struct HelpTopic: Sendable {
    let name: String
    let summary: String
    /// Words and phrases a question about this topic uses: "cancel", "rent out", "password".
    let words: [String]
    let lines: [String]

    /// The topic a free-text topic asks about: named outright ("bookings", "book"), or the one whose
    /// words it uses most, longer phrases counting more; ties go to the topic listed first.
    static func best(for text: String, among topics: [HelpTopic]) -> HelpTopic? {
        let padded = " " + text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "@" && $0 != "/" })
            .joined(separator: " ") + " "
        if let named = topics.first(where: { padded.hasPrefix(" " + $0.name.dropLast()) }) { return named }
        var best: (topic: HelpTopic, score: Int)?
        for topic in topics {
            let score = topic.words.reduce(0) { total, phrase in
                padded.contains(" " + phrase + " ") ? total + phrase.split(separator: " ").count : total
            }
            if score > 0, score > (best?.score ?? 0) { best = (topic, score) }
        }
        return best?.topic
    }
}

/// Words joined as a sentence lists them: "a, b or c".
enum ConsoleList {
    static func or(_ words: [String]) -> String {
        guard let last = words.last, words.count > 1 else { return words.joined() }
        return words.dropLast().joined(separator: ", ") + " or " + last
    }
}

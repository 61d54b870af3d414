/// Words compared without case, punctuation or a plural "s", so "stakes" finds "stake" and "Tents" finds "tent".
enum WordStems {
    static func of(_ text: String) -> Set<String> {
        Set(text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { stem(String($0)) })
    }

    static func stem(_ word: String) -> String {
        let word = word.lowercased()
        return word.count > 3 && word.hasSuffix("s") && !word.hasSuffix("ss") ? String(word.dropLast()) : word
    }
}

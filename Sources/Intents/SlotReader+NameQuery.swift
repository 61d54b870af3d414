/// The name of a person looked for: "find user bea", "is there someone called chen on here?".
extension SlotReader {
    /// "find user bea", "anyone called chen on here?": the words of the name looked for, an "@" dropped, or nil
    /// when no name-like word follows the command (any framing words taken). With `needsHandle`, the one word must
    /// be a handle: "find @bea".
    mutating func nameQuery(needsHandle: Bool) -> String? {
        if needsHandle {
            let free = scan.words.indices.filter { !scan.taken[$0] }
            guard free.count == 1, scan.words[free[0]].hasPrefix("@") else { return nil }
        }
        scan.takeFree(Self.nameQueryFrame)
        let free = scan.words.indices.filter { !scan.taken[$0] }
        let names = free.map { String(scan.words[$0].drop { $0 == "@" }) }
        guard !names.isEmpty, names.count <= 3,
            names.allSatisfy({ name in !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || "_.-'".contains($0) } })
        else { return nil }
        scan.take(0..<scan.words.count)
        return names.joined(separator: " ")
    }

    private static let nameQueryFrame: Set<String> = [
        "named", "called", "name", "username", "user", "here", "on", "in", "rentline", "this", "the", "app", "site", "please", "pls",
        "by", "with", "handle", "anyone", "someone", "somebody", "anybody", "person", "people", "member", "there", "for",
    ]
}

/// The characters that user-written text may never carry to someone's terminal, and their neutralising.
///
/// Forbidden are the C0 controls (tab aside), DEL, the C1 controls (U+0080–U+009F, which include the
/// 8-bit CSI U+009B), the bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069),
/// which make text read differently from what it holds, the line and paragraph separators (U+2028, U+2029),
/// which many programs take for line breaks, the byte order mark (U+FEFF) and the tag characters
/// (U+E0000–U+E007F), which hide text, but in an emoji flag's tag sequence (U+1F3F4, tags, U+E007F: 🏴󠁧󠁢󠁳󠁣󠁴󠁿).
public enum TerminalText {
    /// What forbidden characters become wherever text is shown.
    public static let replacement: Character = "\u{FFFD}"

    /// True for a character no text may carry; a tag character is allowed only inside an emoji flag's tag sequence,
    /// which `firstForbidden(in:)` and `neutralised(_:)` tell apart.
    public static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09: false
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029, 0xFEFF, 0xE0000...0xE007F: true
        default: false
        }
    }

    public static func containsForbidden(_ text: String) -> Bool {
        firstForbidden(in: text) != nil
    }

    /// The first character of `text` that is forbidden where it stands, if any.
    public static func firstForbidden(in text: String) -> Unicode.Scalar? {
        guard mayContainForbidden(text) else { return nil }
        guard mayHoldTags(text) else { return text.unicodeScalars.first(where: isForbidden) }
        return marked(text).first(where: \.forbidden)?.scalar
    }

    /// `text` with each forbidden character replaced by `replacement`; `text` itself when it has none.
    public static func neutralised(_ text: String) -> String {
        guard containsForbidden(text) else { return text }
        var result = String.UnicodeScalarView()
        forEachMarked(text) { scalar, forbidden in
            if forbidden {
                result.append(contentsOf: replacement.unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Calls `body` with each character of `text` and whether it is forbidden where it stands; only text that may hold
    /// tag characters pays for looking around them.
    static func forEachMarked(_ text: String, _ body: (Unicode.Scalar, Bool) -> Void) {
        guard mayHoldTags(text) else {
            for scalar in text.unicodeScalars { body(scalar, isForbidden(scalar)) }
            return
        }
        for (scalar, forbidden) in marked(text) { body(scalar, forbidden) }
    }

    /// False when no UTF-8 byte of `text` can begin a tag character (U+E0000–U+E007F all start with 0xF3).
    private static func mayHoldTags(_ text: String) -> Bool {
        text.utf8.contains(0xF3)
    }

    /// Each character of `text` with whether it is forbidden where it stands.
    private static func marked(_ text: String) -> [(scalar: Unicode.Scalar, forbidden: Bool)] {
        let scalars = Array(text.unicodeScalars)
        var flagTagsEnd = 0
        return scalars.indices.map { index in
            let scalar = scalars[index]
            if scalar.value == 0x1F3F4 { flagTagsEnd = endOfFlagTags(in: scalars, from: index + 1) }
            let isTag = (0xE0000...0xE007F).contains(scalar.value)
            return (scalar, isTag ? index >= flagTagsEnd : isForbidden(scalar))
        }
    }

    /// Where the tag sequence starting at `start` ends, past its cancel tag: one or more tags U+E0020–U+E007E, then
    /// U+E007F. `start` itself when no such sequence starts there.
    private static func endOfFlagTags(in scalars: [Unicode.Scalar], from start: Int) -> Int {
        var end = start
        while end < scalars.count, (0xE0020...0xE007E).contains(scalars[end].value) { end += 1 }
        return end > start && end < scalars.count && scalars[end].value == 0xE007F ? end + 1 : start
    }

    /// False when no UTF-8 byte of `text` can begin a forbidden character: the quick answer for ordinary text.
    static func mayContainForbidden(_ text: String) -> Bool {
        text.utf8.contains { byte in
            (byte < 0x20 && byte != 0x09) || byte == 0x7F || byte == 0xC2 || byte == 0xE2 || byte == 0xEF || byte == 0xF3
        }
    }
}

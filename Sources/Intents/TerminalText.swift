/// The characters that user-written text may never carry to someone's terminal, and their neutralising.
///
/// Forbidden are the C0 controls (tab aside), DEL, the C1 controls (U+0080–U+009F, which include the
/// 8-bit CSI U+009B) and the bidirectional embeddings, overrides and isolates (U+202A–U+202E,
/// U+2066–U+2069), which make text read differently from what it holds.
public enum TerminalText {
    /// What forbidden characters become wherever text is shown.
    public static let replacement: Character = "\u{FFFD}"

    public static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09: false
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    public static func containsForbidden(_ text: String) -> Bool {
        mayContainForbidden(text) && text.unicodeScalars.contains(where: isForbidden)
    }

    /// `text` with each forbidden character replaced by `replacement`; `text` itself when it has none.
    public static func neutralised(_ text: String) -> String {
        guard containsForbidden(text) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isForbidden(scalar) {
                result.append(contentsOf: replacement.unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// False when no UTF-8 byte of `text` can begin a forbidden character: the quick answer for ordinary text.
    static func mayContainForbidden(_ text: String) -> Bool {
        text.utf8.contains { byte in
            (byte < 0x20 && byte != 0x09) || byte == 0x7F || byte == 0xC2 || byte == 0xE2
        }
    }
}

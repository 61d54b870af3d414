import CReadline
import Testing

/// The admin console's line editor comes from the system's GNU readline through `CReadline`.
struct ReadlineLinkTests {
    @Test func callsIntoGNUReadlinesHistory() {
        using_history()
        clear_history()
        add_history("stats")
        add_history("ban bob")
        #expect(history_total_bytes() == 12)
        clear_history()
        #expect(history_total_bytes() == 0)
    }
}

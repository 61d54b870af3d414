import AdminConsole
import Testing

/// Which lines reach the history file, and where that file is.
struct HistoryPolicyTests {
    @Test(arguments: ["stats", "ban bob", "show listing 42", "stats"])
    func recordsOrdinaryCommands(line: String) {
        #expect(HistoryPolicy.shouldRecord(line))
    }

    @Test(arguments: ["", "   ", "\t", " ban bob", "  stats"])
    func skipsBlankAndSpaceLedLines(line: String) {
        #expect(!HistoryPolicy.shouldRecord(line))
    }

    @Test(arguments: ["login admin password hunter2", "set PASSWD x", "api Token abc", "rotate-secret", "MySecretKey"])
    func skipsLinesThatLookLikeSecrets(line: String) {
        #expect(!HistoryPolicy.shouldRecord(line))
    }

    @Test func prefersRentlineHistoryVariable() {
        #expect(HistoryPolicy.path(environment: ["RENTLINE_HISTORY": "/tmp/h", "HOME": "/home/a"]) == "/tmp/h")
    }

    @Test func fallsBackToHomeWhenVariableIsUnsetOrEmpty() {
        #expect(HistoryPolicy.path(environment: ["HOME": "/home/a"]) == "/home/a/.rentline_history")
        #expect(HistoryPolicy.path(environment: ["RENTLINE_HISTORY": "", "HOME": "/home/a/"]) == "/home/a/.rentline_history")
    }

    @Test func hasNoPathWithoutVariableOrHome() {
        #expect(HistoryPolicy.path(environment: [:]) == nil)
        #expect(HistoryPolicy.path(environment: ["HOME": ""]) == nil)
    }
}

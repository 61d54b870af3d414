import Foundation
import GRDB
import Marketplace
import RentlineTesting
import Testing

/// `rentline admin` at a real pseudo-terminal, as an admin would use it: help, Tab, arrow-key editing,
/// history recall, a moderation action and quit.
@Suite(.timeLimit(.minutes(1)))
struct AdminTerminalTests {
    @Test func anAdminEditsRecallsCompletesAndHidesAListing() async throws {
        try await MarketFixture.with { market in
            let ana = try await market.user("ana")
            _ = try await market.user("bob")
            try await market.list("Drill", by: ana, cents: 500, northKm: 1)
            let history = FileManager.default.temporaryDirectory.appendingPathComponent("rentline-history-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: history) }
            let path = market.database.path
            try await PseudoTerminal.onThread {
                let terminal = try PseudoTerminal(
                    executable: RentlineProcess.executable,
                    arguments: ["admin", "--db", path, "--as", "mod", "--tz", "America/Los_Angeles", "--no-pager"],
                    environment: ["RENTLINE_HISTORY": history.path])
                try terminal.waitFor("Rentline admin on")
                try terminal.waitFor("\(path), as")
                try terminal.waitFor("mod.")
                try terminal.waitFor("Type help for the commands, quit to leave.")
                try terminal.waitFor("admin> ")

                try terminal.send("help\r")
                try terminal.waitFor("  hide listing ID REASON            Take a listing out of search;\n                                    its owner is told why.")
                try terminal.waitFor("admin> ")

                try terminal.send("lis\t")
                try terminal.waitFor("listings ")
                try terminal.send("--limit 1\r")
                try terminal.waitFor(" 1 | Drill | ana   | tools    | $5/day | active |       0\n(1 row)")
                try terminal.waitFor("admin> ")

                try terminal.send("hide listing 1 sapm\u{1B}[D\u{1B}[D\u{7F}\u{1B}[Ca\r")
                try terminal.waitFor("Hid listing 1 \"Drill\"; its owner was told.")
                try terminal.waitFor("admin> ")

                try terminal.send("\u{1B}[A\r")
                try terminal.waitFor("error: Listing 1 is already hidden.")
                try terminal.waitFor("admin> ")

                try terminal.send("ban b\t")
                try terminal.waitFor("ban bob ")
                try terminal.send("spam\r")
                try terminal.waitFor("Banned bob:")
                try terminal.waitFor("admin> ")

                try terminal.send("quit\r")
                #expect(try terminal.waitForExit() == 0)
            }
            let audit = try AuditLog.entries(since: 0, limit: 10, in: market.database).map { "\($0.actor) \($0.action) \($0.reason)" }
            #expect(audit == ["mod hide listing spam", "mod ban spam"])
            let recorded = try String(contentsOf: history, encoding: .utf8).split(separator: "\n")
            #expect(recorded == ["help", "listings --limit 1", "hide listing 1 spam", "hide listing 1 spam", "ban bob spam", "quit"])
        }
    }
}

/// Keys at the prompt: Ctrl-C drops the line and the console goes on; Tab completes report numbers and --status values.
extension AdminTerminalTests {
    /// The console on `path` as moderator "mod", without history, once it prompts.
    func moderatorConsole(on path: String) throws -> PseudoTerminal {
        let terminal = try PseudoTerminal(
            executable: RentlineProcess.executable, arguments: ["admin", "--db", path, "--as", "mod"],
            environment: ["RENTLINE_HISTORY": "/dev/null"])
        try terminal.waitFor("admin> ")
        return terminal
    }

    @Test func ctrlCDropsTheLineTypedSoFarAndPromptsAgain() async throws {
        try await MarketFixture.with { market in
            let ana = try await market.user("ana")
            try await market.list("Drill", by: ana, cents: 500, northKm: 1)
            let path = market.database.path
            try await PseudoTerminal.onThread {
                let terminal = try moderatorConsole(on: path)
                try terminal.send("hide listing 1 sp")
                try terminal.waitFor("hide listing 1 sp")
                try terminal.send("\u{3}")
                try terminal.waitFor("^C")
                try terminal.waitFor("admin> ")
                try terminal.send("users\r")
                try terminal.waitFor("username ")
                try terminal.waitFor("(1 row)")
                try terminal.waitFor("admin> ")
                try terminal.send("\u{3}")
                try terminal.waitFor("admin> ")
                try terminal.send("quit\r")
                #expect(try terminal.waitForExit() == 0)
            }
            #expect(try AuditLog.entries(since: 0, limit: 10, in: market.database).isEmpty)
        }
    }

    @Test func tabCompletesReportNumbersAndStatuses() async throws {
        try await MarketFixture.with { market in
            let ana = try await market.user("ana")
            let bob = try await market.user("bob")
            try await market.list("Drill", by: ana, cents: 500, northKm: 1)
            _ = try await Reports(database: market.database, clock: market.clock).file(by: bob, about: .listing(1), reason: "fake")
            let path = market.database.path
            try await PseudoTerminal.onThread {
                let terminal = try moderatorConsole(on: path)
                try terminal.send("dismiss \t")
                try terminal.waitFor("dismiss 1 ")
                try terminal.send("not a fake\r")
                try terminal.waitFor("Dismissed report 1.")
                try terminal.waitFor("admin> ")
                try terminal.send("listings --status pa\t")
                try terminal.waitFor("listings --status paused ")
                try terminal.send("\r")
                try terminal.waitFor("(0 rows)")
                try terminal.send("quit\r")
                #expect(try terminal.waitForExit() == 0)
            }
        }
    }
}

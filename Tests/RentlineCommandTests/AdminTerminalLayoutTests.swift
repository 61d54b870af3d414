import Foundation
import Marketplace
import RentlineTesting
import Testing

/// What the console prints at a real 80×24 terminal: wide titles lined up and cut to fit, \x blocks, and output
/// taller than the screen through $PAGER unless \pager off or --no-pager.
extension AdminTerminalTests {
    /// ana's listings with Japanese and emoji titles, one too long for 80 columns, in a console at a terminal.
    func withWideListings(arguments: [String] = [], _ body: @escaping @Sendable (PseudoTerminal) throws -> Void) async throws {
        try await MarketFixture.with { market in
            let ana = try await market.user("ana")
            try await market.list("電動ドリル", by: ana, cents: 500, northKm: 1)
            try await market.list("🚲 Bike", by: ana, cents: 1250, northKm: 1)
            try await market.list("木製の折りたたみ式はしご、ほぼ新品、週末だけ貸します", by: ana, cents: 300, northKm: 1)
            let path = market.database.path
            try await PseudoTerminal.onThread {
                let terminal = try PseudoTerminal(
                    executable: RentlineProcess.executable, arguments: ["admin", "--db", path, "--as", "mod"] + arguments,
                    environment: ["RENTLINE_HISTORY": "/dev/null", "PAGER": "sed s/^/PAGED:/"])
                try terminal.waitFor("admin> ")
                try body(terminal)
                try terminal.send("quit\r")
                #expect(try terminal.waitForExit() == 0)
            }
        }
    }

    @Test func wideTitlesLineUpInDisplayColumnsAtEightyColumns() async throws {
        try await withWideListings { terminal in
            try terminal.send("listings\r")
            try terminal.waitFor("""
                id | title                    | owner | category | price      | status | reports
                ---+--------------------------+-------+----------+------------+--------+--------
                 3 | 木製の折りたたみ式はし…  | ana   | tools    | $3/day     | active |       0
                 2 | 🚲 Bike                  | ana   | tools    | $12.50/day | active |       0
                 1 | 電動ドリル               | ana   | tools    | $5/day     | active |       0
                (3 rows)
                """)
            try terminal.send("\\x\r")
            try terminal.waitFor("Expanded display is on.")
            try terminal.send("listings --limit 1\r")
            try terminal.waitFor("-[ RECORD 1 ]")
            try terminal.waitFor("title    | 木製の折りたたみ式はしご、ほぼ新品、週末だけ貸します\n")
            try terminal.waitFor("admin> ")
        }
    }

    @Test func outputTallerThanTheScreenGoesThroughThePagerUntilItIsSwitchedOff() async throws {
        try await withWideListings { terminal in
            try terminal.send("listings\r")
            let short = try terminal.waitFor("(3 rows)")
            #expect(!short.contains("PAGED:"))
            try terminal.send("stats\r")
            try terminal.waitFor("PAGED:figure ")
            try terminal.waitFor("PAGED:(39 rows)")
            try terminal.send("\\pager off\r")
            try terminal.waitFor("The pager is off.")
            try terminal.send("stats\r")
            let unpaged = try terminal.waitFor("(39 rows)")
            #expect(!unpaged.contains("PAGED:"))
            try terminal.waitFor("admin> ")
        }
    }

    @Test func noPagerKeepsTallOutputOffThePager() async throws {
        try await withWideListings(arguments: ["--no-pager"]) { terminal in
            try terminal.send("stats\r")
            let output = try terminal.waitFor("(39 rows)")
            #expect(!output.contains("PAGED:"))
            try terminal.waitFor("admin> ")
        }
    }
}

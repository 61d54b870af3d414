@testable import AdminConsole
import Marketplace
import RentlineTesting
import Testing

struct AdminShellTests {
    /// Ana with a drill and a saw, and a console in `format` on the same database.
    func withConsole(_ format: OutputFormat, _ body: (inout AdminShell, MarketFixture) async throws -> Void) async throws {
        try await MarketFixture.with { market in
            let ana = try await market.user("ana")
            try await market.list("Cordless drill", by: ana, cents: 500, northKm: 1)
            try await market.list("Saw, circular", by: ana, cents: 1250, northKm: 1)
            let context = AdminContext(database: market.database, actor: "mod", clock: market.clock, timeZone: TestServer.timeZone)
            var shell = AdminShell(context: context, format: format)
            try await body(&shell, market)
        }
    }

    @Test func listsAsAnAlignedTable() async throws {
        try await withConsole(.table) { shell, _ in
            #expect(shell.run("listings").output == """
                id | title          | owner | category | price      | status | reports
                ---+----------------+-------+----------+------------+--------+--------
                 2 | Saw, circular  | ana   | tools    | $12.50/day | active |       0
                 1 | Cordless drill | ana   | tools    | $5/day     | active |       0
                (2 rows)

                """)
        }
    }

    @Test func listsAsCSVWithQuotedCommas() async throws {
        try await withConsole(.csv) { shell, _ in
            #expect(shell.run("listings --owner ANA").output == """
                id,title,owner,category,price,per,status,reports\r
                2,"Saw, circular",ana,tools,12.50,day,active,0\r
                1,Cordless drill,ana,tools,5.00,day,active,0\r

                """)
        }
    }

    @Test func printsOneJSONObjectPerCommand() async throws {
        try await withConsole(.json) { shell, _ in
            #expect(shell.run("listings --text drill").output == """
                {"ok":true,"listings":[{"id":1,"title":"Cordless drill","owner":"ana","category":"tools","price":{"cents":500,"currency":"USD"},"per":"day","status":"active","reports":0}]}

                """)
            #expect(shell.run("hide listing 1 'stock photos'").output == """
                {"ok":true,"message":"Hid listing 1 \\"Cordless drill\\"; its owner was told."}

                """)
            let refused = shell.run("hide listing 9 spam")
            #expect(refused == AdminShell.Result(outcome: .failed, output: "{\"ok\":false,\"error\":\"There is no listing 9: list them with listings.\"}\n", errors: ""))
        }
    }

    @Test func actionsAreAuditedWithTheirReason() async throws {
        try await withConsole(.table) { shell, _ in
            #expect(shell.run("hide listing 2 \"blurry photos\"").output == "Hid listing 2 \"Saw, circular\"; its owner was told.\n")
            #expect(shell.run("set platform-fee 12.5").output == "platform-fee is now 12.5%.\n")
            #expect(shell.run("audit --since 1h").output == """
                id | at               | actor | action       | target                       | reason
                ---+------------------+-------+--------------+------------------------------+--------------
                 1 | 2026-11-21 09:00 | mod   | hide listing | listing 2 "Saw, circular"    | blurry photos
                 2 | 2026-11-21 09:00 | mod   | set          | setting platform-fee = 12.5% |
                (2 rows)

                """)
            #expect(shell.run("listings --status hidden").output.contains("| hidden |"))
        }
    }

    @Test(arguments: [
        ("bogus", AdminShell.Outcome.usageError, "error: There is no command bogus: type help to list them.\n"),
        ("hide", .usageError, "error: hide needs what to act on: hide listing, review, post or comment; type help hide for more.\n"),
        ("hide listing x spam", .usageError, "error: The value 'x' is invalid for '<id>'; type help hide to see how it's used.\n"),
        ("hide listing 1", .failed, "error: Give a reason, as in: hide listing 1 misleading photos\n"),
        ("ban nobody spam", .failed, "error: There is no user called nobody: list them with users --text nob.\n"),
        ("hide listing 1 \"spam", .usageError, "error: A quote is not closed: close it, as in: hide listing 3 \"misleading photos\"\n"),
        ("set platform-fee 60", .failed, "error: platform-fee takes a percent from 0 to 50 with at most two decimals, like 12.5.\n"),
        ("set pre-approval maybe", .failed, "error: pre-approval takes on or off.\n"),
        ("set max-line-length 10", .failed, "error: max-line-length takes a whole number from 64 to 65536.\n"),
        ("set commands-per-second 0.01", .failed, "error: commands-per-second takes a number from 0.1 to 1000.\n"),
        ("set colour blue", .usageError, "error: There is no setting colour: use one of pre-approval, platform-fee, max-connections, max-line-length, commands-per-second, command-burst; type help set to see how it's used.\n"),
        ("resolve 1 --hide --ban x", .usageError, "error: Use --hide or --ban, not both; type help resolve to see how it's used.\n"),
        ("audit --since yesterday", .usageError, "error: --since takes 30m, 24h, 7d, or a date like 2026-11-20 or 2026-11-20T09:00, not yesterday.\n"),
    ])
    func badLinesGetOneSentenceOnStandardError(_ line: String, _ outcome: AdminShell.Outcome, _ errors: String) async throws {
        try await withConsole(.table) { shell, _ in
            #expect(shell.run(line) == AdminShell.Result(outcome: outcome, output: "", errors: errors))
        }
    }

    @Test func helpListsEveryCommandAndExplainsOne() async throws {
        try await withConsole(.table) { shell, _ in
            let all = shell.run("help").output
            for usage in ["stats", "hide listing ID REASON", "ban NAME REASON", "resolve ID [--hide | --ban] NOTE", "set SETTING VALUE", "quit"] {
                #expect(all.contains("\n  \(usage)"), "help lacks \(usage)")
            }
            #expect(shell.run("help ban").output == """
                usage: ban NAME REASON
                  Ban a user: their sessions end, listings leave search and connections close.

                """)
            #expect(shell.run("help frobnicate").outcome == .usageError)
        }
    }

    @Test func quitAndCommentsAndBlankLines() async throws {
        try await withConsole(.table) { shell, _ in
            #expect(shell.run("quit").outcome == .quit)
            #expect(shell.run("\\q").outcome == .quit)
            #expect(shell.run("  # a note").outcome == .succeeded)
            #expect(shell.run("").output == "")
        }
    }

    @Test func resolveReadsItsFlagsBeforeTheNote() async throws {
        try await withConsole(.table) { shell, market in
            let carl = try await market.user("carl")
            _ = try await Reports(database: market.database, clock: market.clock).file(by: carl, about: .listing(1), reason: "fake")
            #expect(shell.run("resolve 1 --hide looks --ban like a fake").errors == "error: Use --hide or --ban, not both; type help resolve to see how it's used.\n")
            #expect(shell.run("resolve 1 --hide looks like a fake").output == "Resolved report 1. Hid listing 1 \"Cordless drill\"; its owner was told.\n")
            #expect(shell.run("reports --all").output.contains("| resolved | looks like a fake"))
        }
    }
}

@testable import AdminConsole
import Marketplace
import RentlineTesting
import Testing

/// The console's posts and comments: listing, showing, hiding, and the reports of them and of messages.
struct SocialConsoleTests {
    /// Bob's two posts, the first with comments by carl and ana, and a message from carl to ana; a console in
    /// `format` on the same database.
    func withConsole(_ format: OutputFormat = .table, _ body: (inout AdminShell, MarketFixture) async throws -> Void) async throws {
        try await MarketFixture.with { market in
            let ana = try await market.user("ana")
            let bob = try await market.user("bob")
            let carl = try await market.user("carl")
            let posts = Posts(database: market.database, clock: market.clock)
            let first = try await posts.create(by: bob, text: "First ride of the season", photo: nil, card: nil)
            _ = try await posts.comment(on: first, by: carl, text: "nobody cares")
            _ = try await posts.comment(on: first, by: ana, text: "looks great!")
            _ = try await posts.create(by: bob, text: "Looking for a riding buddy this weekend, anyone near the park?", photo: nil, card: nil)
            _ = try await Messages(database: market.database, clock: market.clock).send(from: carl, to: "ana", text: "buy my crypto")
            let context = AdminContext(database: market.database, actor: "mod", clock: market.clock, timeZone: TestServer.timeZone)
            var shell = AdminShell(context: context, format: format)
            try await body(&shell, market)
        }
    }

    @Test func listsPostsWithTheStartOfTheirTextAtEightyColumns() async throws {
        try await withConsole { shell, _ in
            shell.settings.width = 80
            #expect(shell.run("posts").output == """
                id | author | posted           | text       | likes | comments | state | reports
                ---+--------+------------------+------------+-------+----------+-------+--------
                 2 | bob    | 2026-11-21 09:00 | Looking f… |     0 |        0 | shown |       0
                 1 | bob    | 2026-11-21 09:00 | First rid… |     0 |        2 | shown |       0
                (2 rows)

                """)
            #expect(shell.run("posts --author @BOB --text ride").output.contains("(1 row)"))
            #expect(shell.run("posts --hidden").output.hasSuffix("(0 rows)\n"))
        }
    }

    @Test func showsAPostWithItsCommentsAndTheirNumbers() async throws {
        try await withConsole { shell, _ in
            #expect(shell.run("hide comment 1 insults").output == "Hid comment 1 by carl on post 1; its author was told.\n")
            #expect(shell.run("show post 1").output == """
                id       | 1
                author   | bob
                posted   | 2026-11-21 09:00
                state    | shown
                likes    | 0
                comments | 1
                text     | First ride of the season

                id | author | written          | state  | reports | text
                ---+--------+------------------+--------+---------+-------------
                 1 | carl   | 2026-11-21 09:00 | hidden |       0 | nobody cares
                 2 | ana    | 2026-11-21 09:00 | shown  |       0 | looks great!
                (2 rows)

                id | filed | reporter | subject | reason | state | note
                ---+-------+----------+---------+--------+-------+-----
                (0 rows)

                """)
        }
    }

    @Test func hidesAndUnhidesPostsAndCommentsAndSaysWhenThereIsNothingToChange() async throws {
        try await withConsole { shell, _ in
            #expect(shell.run("hide post 1 spam").output == "Hid post 1 by bob \"First ride of the season\"; its author was told.\n")
            #expect(shell.run("show post 1").output.hasPrefix("id       | 1\nauthor   | bob\nposted   | 2026-11-21 09:00\nstate    | hidden\nreason   | spam\n"))
            #expect(shell.run("posts --hidden").output.hasSuffix("(1 row)\n"))
            #expect(shell.run("unhide post 1").output == "Restored post 1 by bob \"First ride of the season\"; its author was told.\n")
            #expect(shell.run("hide comment 2 off topic").output == "Hid comment 2 by ana on post 1; its author was told.\n")
            #expect(shell.run("unhide comment 2 mistake").output == "Restored comment 2 by ana on post 1; its author was told.\n")
            #expect(shell.run("audit").output == """
                id | at               | actor | action         | target                                   | reason
                ---+------------------+-------+----------------+------------------------------------------+----------
                 1 | 2026-11-21 09:00 | mod   | hide post      | post 1 by bob "First ride of the season" | spam
                 2 | 2026-11-21 09:00 | mod   | unhide post    | post 1 by bob "First ride of the season" |
                 3 | 2026-11-21 09:00 | mod   | hide comment   | comment 2 by ana on post 1               | off topic
                 4 | 2026-11-21 09:00 | mod   | unhide comment | comment 2 by ana on post 1               | mistake
                (4 rows)

                """)
        }
    }

    @Test(arguments: [
        ("hide post 9 spam", AdminShell.Outcome.failed, "error: There is no post 9: list them with posts.\n"),
        ("hide comment 9 rude", .failed, "error: There is no comment 9: show post N lists a post's comments with their numbers.\n"),
        ("hide post 1", .failed, "error: Give a reason, as in: hide post 1 spam\n"),
        ("hide comment 1", .failed, "error: Give a reason, as in: hide comment 1 insults\n"),
        ("unhide post 1", .failed, "error: Post 1 isn't hidden.\n"),
        ("unhide comment 1", .failed, "error: Comment 1 isn't hidden.\n"),
        ("show post 9", .failed, "error: There is no post 9: list them with posts.\n"),
        ("hide", .usageError, "error: hide needs what to act on: hide listing, review, post or comment; type help hide for more.\n"),
        ("posts --limit 0", .usageError, "error: --limit takes a number from 1 to 1000; type help posts to see how it's used.\n"),
    ])
    func refusesWithOneSentence(_ line: String, _ outcome: AdminShell.Outcome, _ errors: String) async throws {
        try await withConsole { shell, _ in
            #expect(shell.run(line) == AdminShell.Result(outcome: outcome, output: "", errors: errors))
        }
    }

    @Test func refusesToHideWhatIsHiddenAlready() async throws {
        try await withConsole { shell, _ in
            _ = shell.run("hide post 1 spam")
            _ = shell.run("hide comment 1 rude")
            #expect(shell.run("hide post 1 again").errors == "error: Post 1 is already hidden.\n")
            #expect(shell.run("hide comment 1 again").errors == "error: Comment 1 is already hidden.\n")
        }
    }

    @Test func theQueueNamesReportedPostsCommentsAndMessagesAndResolveActsOnThem() async throws {
        try await withConsole { shell, market in
            let reports = Reports(database: market.database, clock: market.clock)
            let ana: Int64 = 1, carl: Int64 = 3
            _ = try await reports.file(by: carl, about: .post(2), reason: "spam")
            _ = try await reports.file(by: ana, about: .comment(1), reason: "rude")
            _ = try await reports.file(by: ana, about: .messageFrom(sender: "carl"), reason: "crypto spam")
            #expect(shell.run("reports").output == """
                id | filed            | reporter | subject                                                  | reason      | state | note
                ---+------------------+----------+----------------------------------------------------------+-------------+-------+-----
                 1 | 2026-11-21 09:00 | carl     | post 2 by bob "Looking for a riding buddy this weekend…" | spam        | open  |
                 2 | 2026-11-21 09:00 | ana      | comment 1 by carl on post 1                              | rude        | open  |
                 3 | 2026-11-21 09:00 | ana      | message from carl "buy my crypto"                        | crypto spam | open  |
                (3 rows)

                """)
            #expect(shell.run("resolve 3 --hide spam").errors
                == "error: --hide doesn't apply to a reported message: use --ban, or leave it out.\n")
            #expect(shell.run("resolve 2 --hide insults").output
                == "Resolved report 2. Hid comment 1 by carl on post 1; its author was told.\n")
            #expect(shell.run("resolve 1 --hide advertising").output
                == "Resolved report 1. Hid post 2 by bob \"Looking for a riding buddy this weekend…\"; its author was told.\n")
            #expect(shell.run("resolve 3 --ban crypto spam").output
                == "Resolved report 3. Banned carl: their sessions are revoked, 0 listings left search and their connections are closing.\n")
            #expect(shell.run("posts").output == """
                id | author | posted           | text                                                           | likes | comments | state  | reports
                ---+--------+------------------+----------------------------------------------------------------+-------+----------+--------+--------
                 2 | bob    | 2026-11-21 09:00 | Looking for a riding buddy this weekend, anyone near the park? |     0 |        0 | hidden |       0
                 1 | bob    | 2026-11-21 09:00 | First ride of the season                                       |     0 |        1 | shown  |       0
                (2 rows)

                """)
        }
    }

    @Test func helpAndCompletionKnowPostsAndComments() async throws {
        try await withConsole { shell, market in
            let all = shell.run("help").output
            for usage in ["posts [--author NAME] [--text WORDS] [--hidden] [--limit N]", "show post ID", "hide post ID REASON",
                          "unhide post ID [REASON]", "hide comment ID REASON", "unhide comment ID [REASON]"] {
                #expect(all.contains("\n  \(usage)"), "help lacks \(usage)")
            }
            #expect(shell.run("help hide comment").output == """
                usage: hide comment ID REASON
                  Hide a comment from its post; its author is told why.

                """)
            let completer = AdminCompleter(database: market.database)
            #expect(completer.candidates(line: "hide ", word: "") == ["listing", "review", "post", "comment"])
            #expect(completer.candidates(line: "show p", word: "p") == ["post"])
            #expect(completer.candidates(line: "hide post ", word: "") == ["2", "1"])
            #expect(completer.candidates(line: "unhide comment ", word: "") == ["2", "1"])
            #expect(completer.candidates(line: "posts --author b", word: "b") == ["bob"])
            #expect(completer.candidates(line: "posts --h", word: "--h") == ["--hidden"])
        }
    }
}

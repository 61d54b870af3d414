@testable import AdminConsole
import Foundation
import GRDB
@testable import Marketplace
import RentlineTesting
import Testing

/// How the console reads what is typed: any case, psql's backslash commands, the moderation verbs over their
/// kinds, and --read-only refusing what writes.
struct AdminShellInputTests {
    func withConsole(readOnly: Bool = false, _ body: (inout AdminShell, MarketFixture) async throws -> Void) async throws {
        try await MarketFixture.with { market in
            let ana = try await market.user("ana")
            try await market.list("Drill", by: ana, cents: 500, northKm: 1)
            let context = AdminContext(
                database: market.database, actor: "mod", clock: market.clock, timeZone: TestServer.timeZone, readOnly: readOnly)
            var shell = AdminShell(context: context, format: .table)
            try await body(&shell, market)
        }
    }

    @Test func commandsAndKindsAreReadInAnyCase() async throws {
        try await withConsole { shell, _ in
            #expect(shell.run("Stats").outcome == .succeeded)
            #expect(shell.run("HELP Ban").output.hasPrefix("usage: ban NAME REASON\n"))
            #expect(shell.run("Hide LISTING 1 stock photos").output == "Hid listing 1 \"Drill\"; its owner was told.\n")
            #expect(shell.run("QUIT").outcome == .quit)
            #expect(shell.run("\\Q").outcome == .quit)
        }
    }

    @Test(arguments: [
        ("remove review 1 spam", "error: A review is deleted, not removed: type delete review 1 REASON\n"),
        ("delete listing 1 spam", "error: A listing is removed, not deleted: type remove listing 1 REASON\n"),
        ("hide user 1 spam", "error: hide takes listing, review, post or comment, not user, as in: hide listing 3 REASON; type help hide to see how it's used.\n"),
        ("remove post 1 spam", "error: A post can only be hidden: type hide post 1 REASON\n"),
        ("delete frobs 1 spam", "error: delete takes review, not frobs, as in: delete review 3 REASON; type help delete to see how it's used.\n"),
        ("\\frobnicate", "error: There is no command \\frobnicate: type \\? or help to list them.\n"),
    ])
    func eachVerbNamesTheKindsItTakes(_ line: String, _ errors: String) async throws {
        try await withConsole { shell, _ in
            #expect(shell.run(line).errors == errors)
        }
    }

    @Test func helpShowsAVerbsFormsAndOneForm() async throws {
        try await withConsole { shell, _ in
            #expect(shell.run("help delete").output == """
                usage: delete review ID REASON
                  Delete a review.
                forms:
                  delete review ID REASON           Delete a review for good; the reviewer and the reviewed are told why.

                """)
            #expect(shell.run("help unhide comment").output == """
                usage: unhide comment ID [REASON]
                  Show a hidden comment again; its author is told.

                """)
            #expect(shell.run("help listings").output.contains("options:\n  --status <status>"))
        }
    }

    @Test func readOnlyRefusesWhatWritesAndShowsTheRest() async throws {
        try await withConsole(readOnly: true) { shell, market in
            for line in ["hide listing 1 spam", "approve listing 1", "ban ana spam", "set pre-approval on", "dismiss 1 fine"] {
                let result = shell.run(line)
                #expect(result.outcome == .failed, "\(line)")
                #expect(result.errors.hasPrefix("error: This console was opened with --read-only, so "), "\(line)")
            }
            #expect(shell.run("listings").outcome == .succeeded)
            #expect(shell.run("show user ana").outcome == .succeeded)
            let audit = try AuditLog.entries(since: 0, limit: 10, in: market.database)
            #expect(audit.isEmpty)
        }
    }

    @Test func usersAreListedNewestFirstByWhenTheyJoined() async throws {
        try await withConsole { shell, market in
            _ = try await market.user("bob")
            let dayBefore = market.clock.now().addingTimeInterval(-86_400)
            try await market.database.writer.write { db in
                try db.execute(sql: "UPDATE users SET created_at = ? WHERE username = 'bob'", arguments: [dayBefore])
            }
            #expect(shell.run("users").output.split(separator: "\n").dropFirst(2).map { $0.prefix(3) } == ["ana", "bob", "(2 "])
        }
    }
}

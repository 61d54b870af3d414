@testable import AdminConsole
import Marketplace
import RentlineTesting
import Testing

/// Tables at a terminal's width: measured in display columns so CJK and emoji line up, the widest text column cut
/// with "…" until the table fits, and \x's one-record blocks; help wrapped at spaces.
struct ConsoleLayoutTests {
    /// Listings with wide titles, by ana, and a console at `width` columns.
    func withConsole(width: Int?, _ body: (inout AdminShell) async throws -> Void) async throws {
        try await MarketFixture.with { market in
            let ana = try await market.user("ana")
            try await market.list("電動ドリル", by: ana, cents: 500, northKm: 1)
            try await market.list("🚲 Bike", by: ana, cents: 1250, northKm: 1)
            try await market.list("木製の折りたたみ式はしご、ほぼ新品、週末だけ貸します", by: ana, cents: 300, northKm: 1)
            let context = AdminContext(database: market.database, actor: "mod", clock: market.clock, timeZone: TestServer.timeZone)
            var shell = AdminShell(context: context, format: .table, settings: ConsoleSettings(width: width))
            try await body(&shell)
        }
    }

    @Test func wideCharactersLineUpAndTheWidestColumnIsCutToFitEightyColumns() async throws {
        try await withConsole(width: 80) { shell in
            #expect(shell.run("listings").output == """
                id | title                    | owner | category | price      | status | reports
                ---+--------------------------+-------+----------+------------+--------+--------
                 3 | 木製の折りたたみ式はし…  | ana   | tools    | $3/day     | active |       0
                 2 | 🚲 Bike                  | ana   | tools    | $12.50/day | active |       0
                 1 | 電動ドリル               | ana   | tools    | $5/day     | active |       0
                (3 rows)

                """)
        }
    }

    @Test func withoutAWidthNothingIsCut() async throws {
        try await withConsole(width: nil) { shell in
            #expect(shell.run("listings").output.contains("| 木製の折りたたみ式はしご、ほぼ新品、週末だけ貸します | ana "))
        }
    }

    @Test func expandedShowsEachRowAsABlockAndBackslashXSwitches() async throws {
        try await withConsole(width: 40) { shell in
            #expect(shell.run("\\x").output == "Expanded display is on.\n")
            #expect(shell.run("listings --limit 2").output == """
                -[ RECORD 1 ]---------------------------
                id       | 3
                title    | 木製の折りたたみ式はしご、ほぼ新品、週末だけ貸します
                owner    | ana
                category | tools
                price    | $3/day
                status   | active
                reports  | 0
                -[ RECORD 2 ]---------------------------
                id       | 2
                title    | 🚲 Bike
                owner    | ana
                category | tools
                price    | $12.50/day
                status   | active
                reports  | 0

                """)
            #expect(shell.run("\\X off").output == "Expanded display is off.\n")
            #expect(shell.run("listings --limit 1").output.hasPrefix("id | title"))
            #expect(shell.run("\\x maybe").errors == "error: \\x takes on, off or nothing (to switch), not maybe.\n")
        }
    }

    @Test func longValuesInARecordWrapAtSpacesBesideTheirNames() async throws {
        try await withConsole(width: 40) { shell in
            let output = shell.run("\\x on").output + shell.run("audit").output
            #expect(output.hasSuffix("(0 rows)\n"))
            _ = shell.run("hide listing 2 the photos are of a different bike than the one offered")
            #expect(shell.run("audit").output.hasSuffix("""
                reason | the photos are of a different
                       | bike than the one offered

                """))
        }
    }

    @Test(arguments: [1, 10, 24, 40, 79])
    func columnsNeverGrowAndNarrowOnlyToTheirFloors(width: Int) {
        let fitted = ColumnFit.widths([2, 50, 5, 16, 30], floors: [2, 6, 5, 16, 6], within: width)
        #expect(zip(fitted, [2, 50, 5, 16, 30]).allSatisfy { $0 <= $1 })
        #expect(zip(fitted, [2, 6, 5, 16, 6]).allSatisfy { $0 >= $1 })
        let total = fitted.reduce(0, +) + 3 * 4
        #expect(total <= max(width, 2 + 6 + 5 + 16 + 6 + 12))
    }

    @Test func theWidestColumnGivesWayFirst() {
        #expect(ColumnFit.widths([2, 50, 5, 30], floors: [2, 6, 5, 6], within: 60) == [2, 22, 5, 22])
        #expect(ColumnFit.widths([2, 10, 5], floors: [2, 6, 5], within: 80) == [2, 10, 5])
    }

    @Test func helpWrapsAtSpacesToTheWidth() async throws {
        try await withConsole(width: 60) { shell in
            let lines = shell.run("help").output.split(separator: "\n")
            #expect(lines.allSatisfy { $0.count <= 60 })
            #expect(lines.contains("  hide listing ID REASON            Take a listing out of"))
            #expect(lines.contains("                                    search; its owner is"))
            #expect(lines.contains("                                    told why."))
            #expect(shell.run("\\?").output == shell.run("help").output)
        }
    }
}

import Foundation
import GRDB
@testable import Marketplace
import RentlineTesting
import Testing

/// `rentline admin` from scripts: -c, piped commands, --bail, the exit statuses and each format, checked exactly.
@Suite(.timeLimit(.minutes(1)))
struct AdminCommandTests {
    /// Runs `rentline admin` on a database holding ana and her drill.
    func admin(_ arguments: [String], input: String = "") async throws -> RentlineProcess.Result {
        try await MarketFixture.with { market in
            let ana = try await market.user("ana")
            try await market.list("Drill", by: ana, cents: 500, northKm: 1)
            let result = try await RentlineProcess.run(
                ["admin", "--db", market.database.path, "--as", "ci", "--tz", "America/Los_Angeles", "--clock", "2026-11-21T09:00"]
                    + arguments,
                input: input)
            try await market.database.writer.read { db in
                let hidden = try Int.fetchOne(db, sql: "SELECT count(*) FROM listings WHERE status = 'hidden'")!
                try #require(hidden == (result.output.contains("Hid listing 1") ? 1 : 0))
            }
            return result
        }
    }

    @Test func runsEachDashCInOrderAsJSONLines() async throws {
        let result = try await admin(["--format", "json", "-c", "listings", "-c", "hide listing 1 stock photos", "-c", "users"])
        #expect(result.status == 0)
        #expect(result.errors == "")
        #expect(result.output == """
            {"ok":true,"listings":[{"id":1,"title":"Drill","owner":"ana","category":"tools","price":{"cents":500,"currency":"USD"},"per":"day","status":"active","reports":0}]}
            {"ok":true,"message":"Hid listing 1 \\"Drill\\"; its owner was told."}
            {"ok":true,"users":[{"username":"ana","joined":"2026-11-21T17:00:00Z","last_login":"2026-11-21T17:00:00Z","listings":1,"reports":0,"banned":false}]}

            """)
    }

    @Test func readsPipedCommandsAndGoesOnPastAFailureToExitOne() async throws {
        let result = try await admin(["--format", "csv"], input: "# a script\nreports\nfrobnicate\nlistings --status active\n")
        #expect(result.status == 1)
        #expect(result.errors == "rentline admin: line 3: There is no command frobnicate: type help to list them.\n")
        #expect(result.output == "id,filed,reporter,subject,reason,state,note\r\nid,title,owner,category,price,per,status,reports\r\n1,Drill,ana,tools,5.00,day,active,0\r\n")
    }

    @Test func bailStopsAtTheFirstFailureWithExitThree() async throws {
        let result = try await admin(["--bail"], input: "hide listing 7 spam\nhide listing 1 spam\n")
        #expect(result.status == 3)
        #expect(result.errors == "rentline admin: line 1: There is no listing 7: list them with listings.\n")
        #expect(result.output == "")
    }

    @Test func aUsageErrorWithBailAlsoStopsWithExitThree() async throws {
        let result = try await admin(["--bail", "-c", "hide listing one spam", "-c", "hide listing 1 spam"])
        #expect(result.status == 3)
        #expect(result.output == "")
    }

    @Test func tablesAreTheDefaultAndQuitEndsAScript() async throws {
        let result = try await admin([], input: "stats\nquit\nhide listing 1 spam\n")
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("figure              | value\n--------------------+------\nusers               |     1\n"))
        #expect(result.output.hasSuffix("last_hour.reports   |     0\n(39 rows)\n"))
    }
}

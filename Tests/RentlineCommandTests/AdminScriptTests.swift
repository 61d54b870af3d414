import Foundation
import Marketplace
import RentlineTesting
import Testing

/// `rentline admin` in scripts: the failing line named as psql names it, documented exit statuses for wrong flags,
/// --version, no pager when standard output isn't a terminal, and help as JSON.
@Suite(.timeLimit(.minutes(1)))
struct AdminScriptTests {
    func admin(_ arguments: [String], input: String = "", environment: [String: String] = [:]) async throws -> RentlineProcess.Result {
        try await MarketFixture.with { market in
            let ana = try await market.user("ana")
            try await market.list("Drill", by: ana, cents: 500, northKm: 1)
            return try await RentlineProcess.run(
                ["admin", "--db", market.database.path, "--as", "ci", "--tz", "America/Los_Angeles", "--clock", "2026-11-21T09:00"]
                    + arguments,
                input: input, environment: environment)
        }
    }

    @Test func aFailingLineIsNamedByItsNumberOnStandardInput() async throws {
        let result = try await admin([], input: "listings --limit 1\n\n# hide the drill\nhide listing 99 spam\nStats\n")
        #expect(result.status == 1)
        #expect(result.errors == "rentline admin: line 4: There is no listing 99: list them with listings.\n")
        #expect(result.output.contains("figure "))
    }

    @Test func aFailingDashCIsNamedByItsPlaceAndJSONSaysWhere() async throws {
        let result = try await admin(["--format", "json", "-c", "stats", "-c", "hide listing 99 spam"])
        #expect(result.status == 1)
        #expect(result.output.hasSuffix("{\"ok\":false,\"command\":2,\"error\":\"There is no listing 99: list them with listings.\"}\n"))
        let piped = try await admin(["--format", "json"], input: "frobnicate\n")
        #expect(piped.output == "{\"ok\":false,\"line\":1,\"error\":\"There is no command frobnicate: type help to list them.\"}\n")
    }

    @Test(arguments: [["admin", "--frobnicate"], ["admin", "--format", "xml"], ["serve", "--port", "many"]])
    func wrongFlagsExitTwo(_ arguments: [String]) async throws {
        let result = try await RentlineProcess.run(arguments)
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("Error: "))
    }

    @Test(arguments: [["--version"], ["admin", "--version"]])
    func printsItsVersion(_ arguments: [String]) async throws {
        let result = try await RentlineProcess.run(arguments)
        #expect(result.status == 0)
        #expect(result.output == "0.1.0\n")
    }

    @Test func thePagerStaysOffWhenStandardOutputIsNotATerminal() async throws {
        let result = try await admin(["-c", "stats"], environment: ["PAGER": "sed s/^/PAGED:/"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("figure "))
        #expect(!result.output.contains("PAGED:"))
    }

    @Test func helpInJSONIsJSON() async throws {
        let result = try await admin(["--format", "json", "-c", "help", "-c", "help ban"])
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix(#"{"ok":true,"commands":[{"usage":"stats","summary":"#))
        #expect(lines[0].contains(#"{"usage":"hide listing ID REASON","summary":"Take a listing out of search; its owner is told why."}"#))
        #expect(lines[1] == #"{"ok":true,"command":{"usage":"ban NAME REASON","summary":"Ban a user: their sessions end, listings leave search and connections close."}}"#)
    }
}

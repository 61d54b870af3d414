@testable import AdminConsole
import GRDB
import Intents
@testable import Marketplace
import RentlineTesting
import Testing

/// The console never crashes on a line, never shows a raw database error, and never passes a stored row's
/// control characters to the admin's terminal.
struct AdminShellSafetyTests {
    static let attack = "Drill \u{1B}[2J\u{1B}]52;c;ZWNobyBoaQ==\u{7}\u{9B}31m\u{202E}gnp.exe\tx"

    func withConsole(_ format: OutputFormat, _ body: (inout AdminShell, MarketFixture) async throws -> Void) async throws {
        try await MarketFixture.with { market in
            let ana = try await market.user("ana")
            try await market.list("Cordless drill", by: ana, cents: 500, northKm: 1)
            try await market.database.writer.write { db in
                try db.execute(sql: "UPDATE listings SET title = ?, description = ? WHERE id = 1", arguments: [Self.attack, Self.attack])
            }
            let context = AdminContext(database: market.database, actor: "mod", clock: market.clock, timeZone: TestServer.timeZone)
            var shell = AdminShell(context: context, format: format)
            try await body(&shell, market)
        }
    }

    /// Every C0 control and each Unicode space or separator alone on a line, then seeded random lines.
    static var oddLines: [String] {
        var lines = (0..<0x20).map { String(Character(Unicode.Scalar(UInt8($0)))) }
        lines += ["\u{7F}", "\u{85}", "\u{A0}", "\u{2028}", "\u{2029}", "\u{3000}", "\u{FEFF}", " \u{B} \u{C} ", "\r\n", "\"", "'", "\\"]
        lines += ["listings \u{B}", "help \u{2028}", "listings --limit", "hide", "ban", "\"unclosed", "listings --text \u{0}"]
        var random = SeededGenerator(seed: 14)
        let alphabet = Array("ab hide listing ban 1 -- \" ' \\ \t\u{B}\u{C}\r\u{85}\u{2028}é\u{301}🙂#")
        for _ in 0..<500 {
            let length = Int.random(in: 0...24, using: &random)
            lines.append(String((0..<length).map { _ in alphabet.randomElement(using: &random)! }))
        }
        return lines
    }

    @Test func noLineCrashesTheConsoleAndEachGetsAnOutcome() async throws {
        try await withConsole(.table) { shell, _ in
            for line in Self.oddLines {
                let result = shell.run(line)
                #expect([.succeeded, .usageError, .failed].contains(result.outcome), "\(line.debugDescription)")
                #expect(!result.errors.contains("SQLite") && !result.errors.contains("SQL error"), "\(line.debugDescription)")
            }
            #expect(shell.run("listings --limit 1").output.contains("(1 row)"))
        }
    }

    @Test func linesWithControlCharactersAreRefusedAndNothingIsStored() async throws {
        try await withConsole(.table) { shell, market in
            let refused = shell.run("hide listing 1 \"spam \u{1B}[2J\"")
            #expect(refused.outcome == .usageError)
            #expect(refused.errors.hasPrefix("error: That line has a control character in it"))
            let held = try await market.database.writer.read { db in
                try Int.fetchOne(db, sql: "SELECT count(*) FROM listing_moderation")
            }
            #expect(held == 0)
            #expect(shell.run("\u{B}").outcome == .succeeded)
        }
    }

    @Test func aTextFilterPastItsBoundGetsASentenceNotTheDatabasesError() async throws {
        try await withConsole(.table) { shell, _ in
            for command in ["listings", "posts", "users"] {
                let result = shell.run("\(command) --text " + String(repeating: "%_", count: 100_000))
                #expect(result.outcome == .usageError)
                #expect(result.errors == "error: --text takes at most 200 characters, as in: --text drill; type help \(command) to see how it's used.\n")
            }
        }
    }

    @Test(arguments: [OutputFormat.table, .csv])
    func storedControlCharactersNeverReachTheTerminal(format: OutputFormat) async throws {
        try await withConsole(format) { shell, _ in
            for command in ["listings", "show listing 1", "hide listing 1 spam"] {
                let result = shell.run(command)
                #expect(result.outcome == .succeeded, "\(command)")
                #expect(!result.output.unicodeScalars.contains { $0 != "\n" && $0 != "\r" && TerminalText.isForbidden($0) }, "\(command)")
                #expect(result.output.contains("Drill \u{FFFD}[2J\u{FFFD}]52;c;"), "\(command)")
            }
        }
    }

    @Test func jsonOutputEscapesThem() async throws {
        try await withConsole(.json) { shell, _ in
            let output = shell.run("show listing 1").output
            #expect(output.contains(#"Drill \u001b[2J\u001b]52;c;ZWNobyBoaQ==\u0007\u009b31m\u202egnp.exe\tx"#))
        }
    }
}

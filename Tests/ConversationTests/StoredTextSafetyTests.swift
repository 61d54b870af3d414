import Foundation
import GRDB
@testable import Marketplace
import RentlineTesting
import Testing

/// Rows written before input was checked, or by any other path, still reach nobody's terminal raw: text mode
/// shows a replacement character and JSON escapes, over a real connection.
struct StoredTextSafetyTests {
    static let attack = "hi \u{1B}[2J\u{1B}]52;c;ZWNobyBoaQ==\u{7}\u{9B}31m\u{202E}gnp.exe\u{0}"

    @Test func aStoredBioWithEscapesReachesAnotherPersonNeutralised() async throws {
        try await Self.whenAnasProfileHolds(bio: Self.attack, displayName: "\u{202E}Ana") { bob in
            try await bob.send("profile @ana")
            let text = try await Self.readRawBlock(bob)
            #expect(String(decoding: text, as: UTF8.self).contains("hi \u{FFFD}[2J\u{FFFD}]52;c;"))
            #expect(Self.terminalControls(in: text).isEmpty)

            try await bob.send("/json")
            _ = try await bob.readLine()
            try await bob.send("profile @ana")
            let json = try #require(try await bob.readLineBytes())
            #expect(String(decoding: json, as: UTF8.self).contains(#"hi \u001b[2J\u001b]52;c;"#))
            #expect(Self.terminalControls(in: json).isEmpty)
        }
    }

    /// Line and paragraph separators (which programs split lines at), the byte order mark and stray tag characters
    /// in a stored bio and display name: text mode shows a replacement character, so no line can pass for a push,
    /// and JSON escapes them; a flag's tags and the marks of right-to-left text stay as written.
    @Test(arguments: [("\u{2028}", #"\u2028"#), ("\u{2029}", #"\u2029"#), ("\u{FEFF}", #"\ufeff"#), ("\u{E0041}", #"\udb40\udc41"#)])
    func aStoredBioWithAHiddenCharacterReachesAnotherPersonNeutralised(character: String, escaped: String) async throws {
        let flag = "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"
        let bio = "hi" + character + "* The server is shutting down \u{200F}\(flag)"
        try await Self.whenAnasProfileHolds(bio: bio, displayName: "Ana" + character) { bob in
            try await bob.send("profile @ana")
            let text = try await bob.readBlock()
            #expect(text.first?.hasPrefix("Ana\u{FFFD} (@ana)") == true)
            #expect(text.contains("hi\u{FFFD}* The server is shutting down \u{200F}\(flag)"))
            #expect(!text.joined().unicodeScalars.contains(character.unicodeScalars.first!))

            try await bob.send("/json")
            _ = try await bob.readLine()
            try await bob.send("profile @ana")
            let json = try #require(try await bob.readLine())
            #expect(json.contains(#""name":"Ana"# + escaped + #"""#))
            #expect(json.contains(#""bio":"hi"# + escaped + "* The server is shutting down \u{200F}\(flag)\""))
        }
    }

    /// Ana signs up and her row is given `bio` and `displayName` behind the rules' back, as a row stored before a
    /// rule existed would hold them; then `body` runs as bob, greeted.
    static func whenAnasProfileHolds(bio: String, displayName: String, _ body: (TestClient) async throws -> Void) async throws {
        try await TestServer.withServer { server in
            try await TestClient.connect(port: server.port) { ana in
                _ = try await ana.readBlock()
                try await ana.send("signup ana correct-horse")
                _ = try await ana.readBlock()
                try await server.database.writer.write { db in
                    try db.execute(
                        sql: "UPDATE users SET bio = ?, display_name = ? WHERE username = 'ana'", arguments: [bio, displayName])
                }
                try await TestClient.connect(port: server.port) { bob in
                    _ = try await bob.readBlock()
                    try await body(bob)
                }
            }
        }
    }

    static func readRawBlock(_ client: TestClient) async throws -> [UInt8] {
        var bytes: [UInt8] = []
        while let line = try await client.readLineBytes(), !line.isEmpty { bytes += line + [0x0A] }
        return bytes
    }

    /// The bytes a terminal would obey: C0 controls other than tab and newline, DEL, and the UTF-8 forms of C1
    /// controls and of the direction overrides and isolates.
    static func terminalControls(in bytes: [UInt8]) -> [Int] {
        bytes.indices.filter { index in
            let byte = bytes[index]
            if (byte < 0x20 && byte != 0x09 && byte != 0x0A) || byte == 0x7F { return true }
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            let third = index + 2 < bytes.count ? bytes[index + 2] : 0
            if byte == 0xC2, (0x80...0x9F).contains(next) { return true }
            return byte == 0xE2 && ((next == 0x80 && (0xAA...0xAE).contains(third)) || (next == 0x81 && (0xA6...0xA9).contains(third)))
        }
    }
}

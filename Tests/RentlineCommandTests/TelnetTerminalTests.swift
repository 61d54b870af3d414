import Foundation
import RentlineTesting
import Testing

/// Debian's stock telnet in a pseudo-terminal, against a real server: what a person at a terminal sees.
@Suite(.timeLimit(.minutes(1)))
struct TelnetTerminalTests {
    static let telnet = URL(fileURLWithPath: "/usr/bin/telnet")

    func connect(to server: TestServer, columns: UInt16 = 80) throws -> PseudoTerminal {
        let terminal = try PseudoTerminal(executable: Self.telnet, arguments: ["127.0.0.1", "\(server.port)"], columns: columns)
        try terminal.waitFor("to log in, or \"help\".")
        return terminal
    }

    @Test func aPasswordIsHiddenAndJapaneseAndEmojiArriveWhole() async throws {
        try await TestServer.withServer { server in
            try await PseudoTerminal.onThread {
                let terminal = try connect(to: server)
                try terminal.send("signup zed\r")
                try terminal.waitFor("(Type \"cancel\" to stop.)")
                try terminal.send("hunter22pass\r")
                let welcome = try terminal.waitFor("type this there:")
                #expect(!welcome.contains("hunter22pass"))
                try terminal.send("post 東京の夜 ✨ 🙂 café\r")
                try terminal.waitFor("Posted!")
                try terminal.send("feed\r")
                let feed = try terminal.waitFor("東京の夜 ✨ 🙂 café")
                #expect(!feed.contains("telnet>"))
            }
        }
    }

    @Test func ctrlCCancelsThePasswordPromptAndEveryLaterReplyStillShows() async throws {
        try await TestServer.withServer { server in
            try await PseudoTerminal.onThread {
                let terminal = try connect(to: server)
                try terminal.send("signup amy\r")
                try terminal.waitFor("(Type \"cancel\" to stop.)")
                try terminal.send("\u{3}")
                try terminal.waitFor("Ctrl-C: sign-up stopped; no account was made.")
                try terminal.send("\u{3}")
                try terminal.waitFor("Ctrl-C: nothing was waiting for an answer.")
                try terminal.send("\u{3}")
                try terminal.waitFor("Ctrl-C: nothing was waiting for an answer.")
                try terminal.send("whoami\r")
                let shown = try terminal.waitFor("You're not logged in")
                #expect(shown.contains("whoami"))
            }
        }
    }

    @Test func repliesWrapToTheWindowTheClientReports() async throws {
        try await TestServer.withServer { server in
            try await PseudoTerminal.onThread {
                let terminal = try connect(to: server, columns: 50)
                try terminal.send("hi\r")
                try terminal.waitFor("hi\n")
                try terminal.waitFor("\n\n")
                try terminal.send("help\r")
                let help = try terminal.waitFor("quit\n")
                let lines = help.split(separator: "\n")
                #expect(lines.count > 14, "\(lines)")
                #expect(lines.allSatisfy { $0.count <= 50 }, "\(lines.filter { $0.count > 50 })")
                try terminal.send("/width 30\r")
                try terminal.waitFor("Replies now wrap at 30")
                try terminal.send("categories\r")
                let categories = try terminal.waitFor("3/day in 94110")
                #expect(categories.split(separator: "\n").count > 3)
                #expect(categories.split(separator: "\n").allSatisfy { $0.count <= 30 })
            }
        }
    }

    @Test func aMessageArrivingMidLineStartsOnAFreshLine() async throws {
        try await TestServer.withServer { server in
            try await TestClient.connect(port: server.port) { bob in
                _ = try await bob.readBlock()
                try await bob.send("signup bob correct-horse")
                _ = try await bob.readBlock()
                let terminal = try connect(to: server)
                try await PseudoTerminal.onThread {
                    try terminal.send("signup zed hunter22pass\r")
                    try terminal.waitFor("type this there:")
                    try terminal.send("find tent near 941")
                    try terminal.waitFor("find tent near 941")
                }
                try await bob.send("message @zed are you around?")
                #expect(try await bob.readBlock() == ["Sent to zed."])
                try await PseudoTerminal.onThread {
                    let shown = try terminal.waitFor("are you around?")
                    #expect(shown.hasPrefix("\n* Message from bob"), "\(shown)")
                }
            }
        }
    }
}

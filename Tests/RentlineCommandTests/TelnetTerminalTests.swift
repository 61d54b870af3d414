import Foundation
import RentlineTesting
import Testing

/// Debian's stock telnet in a pseudo-terminal, against a real server: what a person at a terminal sees.
///
/// telnet runs under `setsid -c`, so the pseudo-terminal is its controlling terminal and Ctrl-C is a signal
/// telnet turns into Interrupt Process, as at a real terminal.
@Suite(.timeLimit(.minutes(1)))
struct TelnetTerminalTests {
    static let setsid = URL(fileURLWithPath: "/usr/bin/setsid")

    /// Runs a blocking stretch of the terminal session on a thread of its own, away from the test pool's few threads.
    func onThread(_ body: @escaping @Sendable () throws -> Void) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            Thread {
                do {
                    try body()
                    continuation.resume()
                } catch {
                    continuation.resume(throwing: error)
                }
            }.start()
        }
    }

    func connect(to server: TestServer, columns: UInt16 = 80) throws -> PseudoTerminal {
        let terminal = try PseudoTerminal(
            executable: Self.setsid, arguments: ["-c", "/usr/bin/telnet", "127.0.0.1", "\(server.port)"], columns: columns)
        try terminal.waitFor("to log in, or \"help\".")
        return terminal
    }

    @Test func aPasswordIsHiddenAndJapaneseAndEmojiArriveWhole() async throws {
        try await TestServer.withServer { server in
            try await onThread {
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
            try await onThread {
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
            try await onThread {
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
                try await onThread {
                    try terminal.send("signup zed hunter22pass\r")
                    try terminal.waitFor("type this there:")
                    try terminal.send("find tent near 941")
                    try terminal.waitFor("find tent near 941")
                }
                try await bob.send("message @zed are you around?")
                #expect(try await bob.readBlock() == ["Sent to zed."])
                try await onThread {
                    let shown = try terminal.waitFor("are you around?")
                    #expect(shown.hasPrefix("\n* Message from bob"), "\(shown)")
                }
            }
        }
    }
}

extension PseudoTerminal: @unchecked Sendable {}

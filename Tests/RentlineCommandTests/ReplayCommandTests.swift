import Foundation
import RentlineTesting
import Testing
import Transcripts

@Suite(.timeLimit(.minutes(1)))
struct ReplayCommandTests {
    /// Writes `transcript` to a file and replays it with `rentline replay` against a fresh test server.
    func replay(_ transcript: String) async throws -> (file: String, result: RentlineProcess.Result) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID().uuidString).convo").path
        try transcript.write(toFile: file, atomically: true, encoding: .utf8)
        let result = try await TestServer.withServer { server in
            try await RentlineProcess.run(["replay", file, "--port", "\(server.port)"])
        }
        return (file, result)
    }

    @Test func passesAMatchingTranscript() async throws {
        let (file, result) = try await replay("ana> PING\n< PONG\n\nana> whoami\n< You're not logged in: {{*}}\n")
        #expect(result.status == 0)
        #expect(result.output == "\(file): ok, 4 steps\n")
    }

    @Test func reportsTheFirstDifference() async throws {
        let (file, result) = try await replay("ana> PING\n< PANG\n")
        #expect(result.status == 1)
        #expect(result.output == "\(file): line 2: ana got something else\n  expected:\n    < PANG\n  actual:\n    < PONG\n")
    }

    @Test func failsOnOutputLeftUnreadAtTheEnd() async throws {
        let (file, result) = try await replay("ana> PING\\u{D}\\u{A}PING\n< PONG\n")
        #expect(result.status == 1)
        #expect(result.output == "\(file): line 2: ana has output that no step read by the end of the transcript\n  actual:\n    < PONG\n    < \n")
    }

    @Test func refusesATypedLineWithoutExpectedLinesUnderIt() {
        #expect {
            try Transcript(parsing: "ana> PING\n< PONG\n\nana> whoami\n\nana> PING\n< PONG\n")
        } throws: { error in
            (error as? Transcript.SyntaxError)?.description
                == "line 4: ana> whoami has no expected lines under it: write its reply's < lines before the next typed line"
        }
    }
}

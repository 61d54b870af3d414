import Foundation
import RentlineTesting
import Testing

@Suite(.timeLimit(.minutes(1)))
struct ReplayCommandTests {
    func write(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID().uuidString).convo").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func passesAMatchingTranscript() async throws {
        let file = try write("ana> PING\n< PONG\n\nana> whoami\n< You're not logged in: {{*}}\n")
        try await TestServer.withServer { server in
            let result = try await RentlineProcess.run(["replay", file, "--port", "\(server.port)"])
            #expect(result.status == 0)
            #expect(result.output == "\(file): ok, 4 steps\n")
        }
    }

    @Test func reportsTheFirstDifference() async throws {
        let file = try write("ana> PING\n< PANG\n")
        try await TestServer.withServer { server in
            let result = try await RentlineProcess.run(["replay", file, "--port", "\(server.port)"])
            #expect(result.status == 1)
            #expect(result.output == "\(file): line 2: ana got something else\n  expected:\n    < PANG\n  actual:\n    < PONG\n")
        }
    }
}

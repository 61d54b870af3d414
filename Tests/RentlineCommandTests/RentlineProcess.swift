import Foundation

/// Runs the built `rentline` executable, as a person or a script would.
struct RentlineProcess {
    static let executable = URL(fileURLWithPath: CommandLine.arguments[0])
        .deletingLastPathComponent().appendingPathComponent("rentline")

    struct Result: Sendable {
        let status: Int32
        let output: String
        let errors: String
    }

    /// Runs `rentline ARGUMENTS` to completion with `input` on standard input; `environment` adds to the test's own.
    /// The pipes are read to their ends on a thread of its own: a task blocked there would hold one of the few
    /// threads every other test's servers need.
    static func run(_ arguments: [String], input: String = "", environment: [String: String] = [:]) async throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let (stdin, stdout, stderr) = (Pipe(), Pipe(), Pipe())
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        return await withCheckedContinuation { continuation in
            Thread {
                stdin.fileHandleForWriting.write(Data(input.utf8))
                try? stdin.fileHandleForWriting.close()
                let output = stdout.fileHandleForReading.readDataToEndOfFile()
                let errors = stderr.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                continuation.resume(
                    returning: Result(
                        status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
                        errors: String(decoding: errors, as: UTF8.self)))
            }.start()
        }
    }

    /// Starts `rentline serve` on port 0 with a fixed clock (and `extra` arguments), and returns the process with the
    /// port it reports on standard error.
    static func startServer(database: String, _ extra: [String] = []) async throws -> (Process, Int) {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["serve", "--port", "0", "--db", database, "--clock", "2026-11-21T09:00"] + extra
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        let reported = AsyncStream<Int>.makeStream()
        let log = errors.fileHandleForReading
        Thread {
            var text = ""
            while case let chunk = log.availableData, !chunk.isEmpty {
                text += String(decoding: chunk, as: UTF8.self)
                if let range = text.range(of: #"port=(\d+)"#, options: .regularExpression),
                    let port = Int(text[range].dropFirst("port=".count))
                {
                    reported.continuation.yield(port)
                    reported.continuation.finish()
                }
            }
            reported.continuation.finish()
        }.start()
        try process.run()
        for await port in reported.stream { return (process, port) }
        process.terminate()
        throw CocoaError(.fileReadUnknown)
    }
}

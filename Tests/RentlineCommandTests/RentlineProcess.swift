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
    static func run(_ arguments: [String], input: String = "", environment: [String: String] = [:]) async throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let (stdin, stdout, stderr) = (Pipe(), Pipe(), Pipe())
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        let exited = AsyncStream<Int32>.makeStream()
        process.terminationHandler = { exited.continuation.yield($0.terminationStatus) }
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        var status: Int32 = -1
        for await value in exited.stream {
            status = value
            break
        }
        return Result(
            status: status, output: String(decoding: output, as: UTF8.self), errors: String(decoding: errors, as: UTF8.self))
    }
}

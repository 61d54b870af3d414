import Foundation
import Synchronization
import Testing

/// Runs the built `rentline` executable, as a person or a script would.
struct RentlineProcess {
    static let executable = URL(fileURLWithPath: CommandLine.arguments[0])
        .deletingLastPathComponent().appendingPathComponent("rentline")

    struct Result: Sendable {
        let status: Int32
        let output: String
        let errors: String
    }

    /// How long a run may take before it is killed and the test fails: a hang then costs minutes, not the CI run.
    static let runLimit = DispatchTimeInterval.seconds(120)

    /// Runs `rentline ARGUMENTS` to completion with `input` on standard input; `environment` adds to the test's own.
    /// The pipes are read to their ends on a thread of its own: a task blocked there would hold one of the few
    /// threads every other test's servers need.
    static func run(_ arguments: [String], input: String = "", environment: [String: String] = [:]) async throws -> Result {
        let (stdin, stdout, stderr) = (try ChildPipe(), try ChildPipe(), try ChildPipe())
        let process = try ChildProcess(
            path: executable.path, arguments: arguments,
            environment: ProcessInfo.processInfo.environment.merging(environment) { $1 },
            input: stdin.readEnd, output: stdout.writeEnd, errors: stderr.writeEnd)
        [stdin.readEnd, stdout.writeEnd, stderr.writeEnd].forEach { close($0) }
        let watchdog = Watchdog()
        DispatchQueue.global().asyncAfter(deadline: .now() + runLimit) {
            guard process.isRunning else { return }
            watchdog.hasKilled.store(true, ordering: .relaxed)
            kill(process.processIdentifier, SIGKILL)
        }
        let result = await withCheckedContinuation { continuation in
            Thread {
                let writing = FileHandle(fileDescriptor: stdin.writeEnd, closeOnDealloc: true)
                writing.write(Data(input.utf8))
                try? writing.close()
                let output = FileHandle(fileDescriptor: stdout.readEnd, closeOnDealloc: true).readDataToEndOfFile()
                let errors = FileHandle(fileDescriptor: stderr.readEnd, closeOnDealloc: true).readDataToEndOfFile()
                process.waitUntilExit()
                continuation.resume(
                    returning: Result(
                        status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
                        errors: String(decoding: errors, as: UTF8.self)))
            }.start()
        }
        if watchdog.hasKilled.load(ordering: .relaxed) {
            Issue.record("rentline \(arguments.joined(separator: " ")) ran past \(runLimit) and was killed; it wrote: \(result.errors)")
        }
        return result
    }

    /// Starts `rentline serve` on port 0 with a fixed clock (and `extra` arguments), and returns the process with the
    /// port it reports on standard error.
    static func startServer(database: String, _ extra: [String] = []) async throws -> (ChildProcess, Int) {
        let errors = try ChildPipe()
        let nothing = open("/dev/null", O_RDWR | O_CLOEXEC)
        defer { close(nothing) }
        let process = try ChildProcess(
            path: executable.path,
            arguments: ["serve", "--port", "0", "--db", database, "--clock", "2026-11-21T09:00"] + extra,
            environment: ProcessInfo.processInfo.environment, input: nothing, output: nothing, errors: errors.writeEnd)
        close(errors.writeEnd)
        let reported = AsyncStream<Int>.makeStream()
        let log = FileHandle(fileDescriptor: errors.readEnd, closeOnDealloc: true)
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
        for await port in reported.stream { return (process, port) }
        process.terminate()
        throw CocoaError(.fileReadUnknown)
    }
}

/// Whether a run was killed for taking too long.
private final class Watchdog: Sendable {
    let hasKilled = Atomic(false)
}

import Dispatch
import Foundation
import Transcripts

/// A client on a thread of its own that logs in, then reads nothing until told to read everything.
final class StalledReader: Sendable {
    let port: Int
    private let resume = DispatchSemaphore(value: 0)

    init(port: Int) {
        self.port = port
    }

    private let pending = PendingResult()

    /// Connects and signs up, then returns while the thread waits without reading.
    func signUpThenStall() async throws {
        try await withCheckedThrowingContinuation { (signedUp: CheckedContinuation<Void, any Error>) in
            Thread { [self] in
                do {
                    let socket = try LineSocket(port: port)
                    while try socket.readLine(timeoutMilliseconds: 10_000)?.isEmpty == false {}
                    try socket.send("signup ana correct-horse\r\n")
                    while try socket.readLine(timeoutMilliseconds: 10_000)?.isEmpty == false {}
                    signedUp.resume()
                    resume.wait()
                    var bytes = 0
                    while let line = try? socket.readLine(timeoutMilliseconds: 10_000) { bytes += line.utf8.count + 2 }
                    pending.finish(bytes)
                } catch {
                    signedUp.resume(throwing: error)
                }
            }.start()
        }
    }

    /// Lets the thread read until the server closes, and returns how many bytes arrived.
    func readEverything() async throws -> Int {
        resume.signal()
        return await pending.value()
    }
}

/// The byte count the reader thread reports once, awaited by the test.
final class PendingResult: Sendable {
    private let stream: AsyncStream<Int>
    private let continuation: AsyncStream<Int>.Continuation

    init() {
        (stream, continuation) = AsyncStream<Int>.makeStream()
    }

    func finish(_ value: Int) {
        continuation.yield(value)
        continuation.finish()
    }

    func value() async -> Int {
        for await value in stream { return value }
        return 0
    }
}

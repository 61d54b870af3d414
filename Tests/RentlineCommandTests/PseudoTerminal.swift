import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs an executable on the slave side of a pseudo-terminal and drives it through the master side like a person at a keyboard.
final class PseudoTerminal {
    /// Why a terminal session could not be set up or did not behave as expected.
    enum Failure: Error, CustomStringConvertible {
        case system(call: String, errno: Int32)
        case timedOut(waitingFor: String, output: String)
        case closed(waitingFor: String, output: String)

        var description: String {
            switch self {
            case .system(let call, let code): "\(call) failed: \(String(cString: strerror(code)))"
            case .timedOut(let text, let output): "timed out waiting for \(text.debugDescription); saw \(output.debugDescription)"
            case .closed(let text, let output): "terminal closed while waiting for \(text.debugDescription); saw \(output.debugDescription)"
            }
        }
    }

    private let master: Int32
    private let process: ChildProcess
    private var unread: [UInt8] = []
    private var isClosed = false

    /// Starts `executable` with a `columns`x24 `xterm` as its stdin, stdout and stderr, and as the controlling terminal
    /// of a session of its own (util-linux `setsid --ctty`), so Ctrl-C reaches it as SIGINT; `environment` adds to a
    /// minimal, predictable one.
    init(executable: URL, arguments: [String] = [], environment: [String: String] = [:], columns: UInt16 = 80) throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: 24, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw Failure.system(call: "openpty", errno: errno) }
        self.master = master
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
        defer { close(slave) }
        process = try ChildProcess(
            path: "/usr/bin/setsid", arguments: ["--ctty", "--wait", executable.path] + arguments,
            environment: ["TERM": "xterm", "COLUMNS": "\(columns)", "LINES": "24", "INPUTRC": "/dev/null"].merging(environment) { $1 },
            input: slave, output: slave, errors: slave)
    }

    deinit {
        process.terminate()
        close(master)
    }

    /// Types `text` as raw bytes: "\r" is Enter, "\t" Tab, "\u{7F}" Backspace, "\u{1B}[A" the up arrow.
    func send(_ text: String) throws {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw Failure.system(call: "write", errno: errno)
            }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Reads until the screen text (escape sequences and "\r" removed) shows `text`; returns that text from the previous wait up to and including `text`.
    @discardableResult
    func waitFor(_ text: String, timeoutSeconds: Double = 10) throws -> String {
        precondition(!text.isEmpty, "waitFor needs text to look for")
        let deadline = Self.deadline(after: timeoutSeconds)
        let wanted = Array(text.utf8)
        while true {
            let (visible, ends) = Self.screenText(unread)
            if let end = Self.endOfFirstMatch(of: wanted, in: visible) {
                unread.removeFirst(ends[end - 1])
                return String(decoding: visible[..<end], as: UTF8.self)
            }
            if isClosed { throw Failure.closed(waitingFor: text, output: String(decoding: visible, as: UTF8.self)) }
            guard try readAvailable(until: deadline) else {
                throw Failure.timedOut(waitingFor: text, output: String(decoding: visible, as: UTF8.self))
            }
        }
    }

    /// Drains output until the child closes the terminal, then waits for it to exit and returns its exit status.
    func waitForExit(timeoutSeconds: Double = 10) throws -> Int32 {
        let deadline = Self.deadline(after: timeoutSeconds)
        var inTime = true
        while !isClosed && inTime {
            inTime = try readAvailable(until: deadline)
        }
        guard inTime, process.waitUntilExit(before: DispatchTime(uptimeNanoseconds: deadline)) else {
            throw Failure.timedOut(waitingFor: "exit", output: String(decoding: Self.screenText(unread).text, as: UTF8.self))
        }
        return process.terminationStatus
    }

    private static func deadline(after seconds: Double) -> UInt64 {
        DispatchTime.now().uptimeNanoseconds + UInt64(seconds * 1e9)
    }

    /// Polls until output arrives or `deadline` passes, appending what arrives; false once the deadline has passed. A hang-up or EIO marks the terminal closed.
    private func readAvailable(until deadline: UInt64) throws -> Bool {
        let now = DispatchTime.now().uptimeNanoseconds
        guard now < deadline else { return false }
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, Int32(min((deadline - now + 999_999) / 1_000_000, UInt64(Int32.max))))
        if ready < 0 && errno != EINTR { throw Failure.system(call: "poll", errno: errno) }
        guard ready > 0 else { return true }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let (count, error) = buffer.withUnsafeMutableBytes { (read(master, $0.baseAddress, $0.count), errno) }
        if count > 0 {
            unread.append(contentsOf: buffer[..<count])
        } else if count == 0 || error == EIO {
            isClosed = true
        } else if error != EINTR && error != EAGAIN {
            throw Failure.system(call: "read", errno: error)
        }
        return true
    }

    /// `raw` without escape sequences and "\r", each kept byte paired with the count of raw bytes up to and including it; stops before an unfinished escape sequence.
    private static func screenText(_ raw: [UInt8]) -> (text: [UInt8], ends: [Int]) {
        var text: [UInt8] = []
        var ends: [Int] = []
        var index = 0
        while index < raw.count {
            let byte = raw[index]
            if byte == 0x1B {
                guard let next = endOfEscape(raw, from: index) else { break }
                index = next
            } else {
                index += 1
                if byte != UInt8(ascii: "\r") {
                    text.append(byte)
                    ends.append(index)
                }
            }
        }
        return (text, ends)
    }

    /// The index just past the escape sequence starting at `start` (CSI, OSC or a two-byte escape), or nil if it is not complete yet.
    private static func endOfEscape(_ raw: [UInt8], from start: Int) -> Int? {
        guard start + 1 < raw.count else { return nil }
        switch raw[start + 1] {
        case UInt8(ascii: "["):
            return raw[(start + 2)...].firstIndex { (0x40...0x7E).contains($0) }.map { $0 + 1 }
        case UInt8(ascii: "]"):
            guard let terminator = raw[(start + 2)...].firstIndex(where: { $0 == 0x07 || $0 == 0x1B }) else { return nil }
            if raw[terminator] == 0x07 { return terminator + 1 }
            return terminator + 1 < raw.count ? terminator + 2 : nil
        default:
            return start + 2
        }
    }

    /// The index just past the first occurrence of `wanted` in `text`.
    private static func endOfFirstMatch(of wanted: [UInt8], in text: [UInt8]) -> Int? {
        guard wanted.count <= text.count else { return nil }
        for start in 0...(text.count - wanted.count) where text[start..<(start + wanted.count)].elementsEqual(wanted) {
            return start + wanted.count
        }
        return nil
    }
}

extension PseudoTerminal: @unchecked Sendable {
    /// Runs a blocking stretch of a terminal session on a thread of its own, away from the test pool's few threads.
    static func onThread(_ body: @escaping @Sendable () throws -> Void) async throws {
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
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A blocking TCP client that reads CRLF lines with a time limit, dropping telnet commands as nc would show them.
///
/// Meant for a thread of its own (transcripts, replay), never for a cooperative task.
public final class LineSocket {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var isClosedByPeer = false

    public init(host: String = "127.0.0.1", port: Int) throws {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var results: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &results) == 0, let first = results else {
            throw Failure(description: "cannot resolve \(host)")
        }
        defer { freeaddrinfo(results) }
        descriptor = socket(first.pointee.ai_family, first.pointee.ai_socktype, first.pointee.ai_protocol)
        guard descriptor >= 0 else { throw Failure(description: "cannot open a socket") }
        guard connect(descriptor, first.pointee.ai_addr, first.pointee.ai_addrlen) == 0 else {
            close(descriptor)
            throw Failure(description: "cannot connect to \(host):\(port)")
        }
    }

    deinit {
        close(descriptor)
    }

    public func send(_ text: String) throws {
        try send(bytes: Array(text.utf8))
    }

    public func send(bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            guard written > 0 else { throw Failure(description: "the server stopped taking input") }
            offset += written
        }
    }

    /// The next line without its CRLF, or nil once the server has closed the connection.
    public func readLine(timeoutMilliseconds: Int32) throws -> String? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                var line = Array(buffer[..<newline])
                buffer.removeSubrange(...newline)
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                return String(decoding: Self.removingTelnetCommands(line), as: UTF8.self)
            }
            if isClosedByPeer { return nil }
            try fill(timeoutMilliseconds: timeoutMilliseconds)
        }
    }

    /// What the server sent that no `readLine` returned, as lines (the last may be unfinished), after waiting at most
    /// `timeoutMilliseconds` for something to arrive: empty when nothing is left to read.
    public func unreadLines(timeoutMilliseconds: Int32) -> [String] {
        var timeout = buffer.isEmpty ? timeoutMilliseconds : 0
        while !isClosedByPeer, receive(timeoutMilliseconds: timeout) { timeout = 0 }
        guard !buffer.isEmpty else { return [] }
        var lines = buffer.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            String(decoding: Self.removingTelnetCommands(Array(line.last == UInt8(ascii: "\r") ? line.dropLast() : line)), as: UTF8.self)
        }
        if buffer.last == UInt8(ascii: "\n") { lines.removeLast() }
        buffer.removeAll()
        return lines
    }

    private func fill(timeoutMilliseconds: Int32) throws {
        guard receive(timeoutMilliseconds: timeoutMilliseconds) || isClosedByPeer else {
            throw Failure(description: "no answer within \(timeoutMilliseconds / 1000) s")
        }
    }

    /// Appends what arrives within `timeoutMilliseconds` to the buffer; false when nothing did.
    private func receive(timeoutMilliseconds: Int32) -> Bool {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, timeoutMilliseconds) > 0 else { return false }
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count <= 0 {
            isClosedByPeer = true
            return false
        }
        buffer.append(contentsOf: chunk[..<count])
        return true
    }

    private static func removingTelnetCommands(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == 255, index + 1 < bytes.count {
                index += (251...254).contains(bytes[index + 1]) ? 3 : 2
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return output
    }
}

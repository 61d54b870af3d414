#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard input split into lines exactly as `readLine()` splits it, read in large chunks.
struct StandardInputLines: Sequence, IteratorProtocol {
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false

    /// The next line without its "\n" or "\r\n", with invalid UTF-8 repaired; nil at the end of input.
    mutating func next() -> String? {
        while true {
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                let end = newline > start && buffer[newline - 1] == UInt8(ascii: "\r") ? newline - 1 : newline
                defer { start = newline + 1 }
                return String(decoding: buffer[start..<end], as: UTF8.self)
            }
            if atEnd {
                guard start < buffer.count else { return nil }
                defer { start = buffer.count }
                return String(decoding: buffer[start...], as: UTF8.self)
            }
            readChunk()
        }
    }

    private mutating func readChunk() {
        buffer.removeSubrange(0..<start)
        start = 0
        let chunk = 1 << 16
        let kept = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: chunk))
        var count = -1
        while count < 0 {
            count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress! + kept, chunk) }
            if count < 0, errno != EINTR { count = 0 }
        }
        buffer.removeLast(chunk - count)
        atEnd = count == 0
    }
}

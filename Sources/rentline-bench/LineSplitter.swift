import NIOCore

/// Cuts what a connection reads into lines, without their CR LF, keeping a line's start until its end arrives.
struct LineSplitter {
    private var pending: [UInt8] = []

    /// Appends `buffer` and calls `each` with every line it completes, in order.
    mutating func append(_ buffer: ByteBuffer, _ each: (ArraySlice<UInt8>) -> Void) {
        pending.append(contentsOf: buffer.readableBytesView)
        var start = 0
        while let newline = pending[start...].firstIndex(of: UInt8(ascii: "\n")) {
            var end = newline
            if end > start, pending[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            each(pending[start..<end])
            start = newline + 1
        }
        pending.removeFirst(start)
    }
}

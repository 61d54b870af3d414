import Foundation

/// Output taller than the screen shown through a pager, as psql does: `$PAGER`, else `less -FRX`, else `more`;
/// only when standard output is a terminal, and never when `$PAGER` is set but empty.
public struct Pager: Sendable {
    /// The shell command that pages.
    public let command: String

    /// The pager to use for standard output, or nil when output should go straight out.
    public static func forStandardOutput(environment: [String: String] = ProcessInfo.processInfo.environment) -> Pager? {
        guard isatty(STDOUT_FILENO) == 1 else { return nil }
        if let chosen = environment["PAGER"] { return chosen.trimmingCharacters(in: .whitespaces).isEmpty ? nil : Pager(command: chosen) }
        let path = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for (program, command) in [("less", "less -FRX"), ("more", "more")]
        where path.contains(where: { FileManager.default.isExecutableFile(atPath: "\($0)/\(program)") }) {
            return Pager(command: command)
        }
        return nil
    }

    /// Whether `text` is too tall to show without paging on a screen of `rows` rows (one is kept for the prompt).
    public static func needed(for text: String, rows: Int) -> Bool {
        text.utf8.lazy.filter { $0 == UInt8(ascii: "\n") }.count >= rows
    }

    /// Pipes `text` to the pager and waits for it to end; false when the pager could not be started.
    public func show(_ text: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        let pipe = Pipe()
        process.standardInput = pipe
        do {
            try process.run()
        } catch {
            return false
        }
        let previous = signal(SIGPIPE, SIG_IGN)
        var bytes = Array(text.utf8)[...]
        let descriptor = pipe.fileHandleForWriting.fileDescriptor
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { break }
            bytes = bytes.dropFirst(written)
        }
        try? pipe.fileHandleForWriting.close()
        process.waitUntilExit()
        signal(SIGPIPE, previous)
        return true
    }
}

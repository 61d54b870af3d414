@preconcurrency import CReadline
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The admin console's prompt: GNU readline with tab completion and a history file that is written line by line.
public struct LineEditor {
    /// Offers completions for `word`, the word being completed, given `line`, the text up to the cursor (which ends with `word`).
    public typealias Completer = @Sendable (_ line: String, _ word: String) -> [String]

    private static let historyLimit: Int32 = 1000
    private static let completer = Mutex<Completer?>(nil)
    private static let candidates = Mutex<[String]>([])

    let historyPath: String?

    /// Loads `historyPath` if it exists and makes `completer` readline's only source of tab completions.
    public init(historyPath: String?, completer: @escaping Completer) {
        self.historyPath = historyPath
        using_history()
        stifle_history(Self.historyLimit)
        if let historyPath { _ = read_history(historyPath) }
        rl_readline_name = UnsafePointer(strdup("rentline"))
        Self.completer.withLock { $0 = completer }
        rl_attempted_completion_function = { text, _, end in
            rl_attempted_completion_over = 1
            let word = text.map { String(cString: $0) } ?? ""
            let line = String(decoding: UnsafeRawBufferPointer(start: rl_line_buffer, count: Int(end)), as: UTF8.self)
            let offered = LineEditor.completer.withLock { $0 }?(line, word) ?? []
            LineEditor.candidates.withLock { $0 = offered.filter { $0.hasPrefix(word) } }
            return rl_completion_matches(text) { _, state in
                LineEditor.candidates.withLock { state < $0.count ? strdup($0[Int(state)]) : nil }
            }
        }
    }

    /// Prompts for one line; nil at end of input (Ctrl-D). Lines `HistoryPolicy` accepts are saved to the history file at once.
    public func readLine(prompt: String) -> String? {
        guard let raw = readline(prompt) else { return nil }
        defer { free(raw) }
        let line = String(cString: raw)
        if HistoryPolicy.shouldRecord(line) { record(line) }
        return line
    }

    private func record(_ line: String) {
        add_history(line)
        guard let historyPath else { return }
        let fd = open(historyPath, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return }
        close(fd)
        _ = append_history(1, historyPath)
        _ = history_truncate_file(historyPath, Self.historyLimit)
    }
}

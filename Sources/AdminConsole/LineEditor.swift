@preconcurrency import CReadline
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The admin console's prompt: GNU readline with tab completion, a history file that is written line by line, and
/// Ctrl-C as psql has it: the line typed so far is dropped, a fresh prompt appears and the console keeps running.
///
/// Readline runs through its callback interface, which leaves signals to the application: the SIGINT handler only
/// writes a byte to a pipe that the wait for the next key also watches (whichever thread the signal lands on), and
/// the line is cleared outside the handler, so no key is read late and none is swallowed.
public struct LineEditor {
    /// Offers completions for `word`, the word being completed, given `line`, the text up to the cursor (which ends with `word`).
    public typealias Completer = @Sendable (_ line: String, _ word: String) -> [String]

    /// Where reading the current line stands.
    private enum Reading {
        case typing
        case entered(String)
        case ended
    }

    private static let historyLimit: Int32 = 1000
    private static let completer = Mutex<Completer?>(nil)
    private static let candidates = Mutex<[String]>([])
    private static let reading = Mutex<Reading>(.typing)
    /// The pipe the SIGINT handler writes to: its read end, then its write end; -1 until the first editor sets it up.
    private static let interruptReader = Atomic<Int32>(-1)
    private static let interruptWriter = Atomic<Int32>(-1)

    let historyPath: String?

    /// Loads `historyPath` if it exists, makes `completer` readline's only source of tab completions and takes over Ctrl-C.
    public init(historyPath: String?, completer: @escaping Completer) {
        self.historyPath = historyPath
        using_history()
        stifle_history(Self.historyLimit)
        if let historyPath { _ = read_history(historyPath) }
        rl_readline_name = UnsafePointer(strdup("rentline"))
        rl_catch_signals = 0
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
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        Self.interruptReader.store(ends[0], ordering: .relaxed)
        Self.interruptWriter.store(ends[1], ordering: .relaxed)
        var action = sigaction()
        let noteInterrupt: @convention(c) (Int32) -> Void = { _ in
            var byte: UInt8 = 1
            _ = write(LineEditor.interruptWriter.load(ordering: .relaxed), &byte, 1)
        }
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = noteInterrupt
        #else
        action.__sigaction_u.__sa_handler = noteInterrupt
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        sigaction(SIGINT, &action, nil)
        var interrupt = sigset_t()
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &interrupt, nil)
    }

    /// Prompts for one line; nil at end of input (Ctrl-D). Lines `HistoryPolicy` accepts are saved to the history file at once.
    public func readLine(prompt: String) -> String? {
        let interrupts = Self.interruptReader.load(ordering: .relaxed)
        Self.drain(interrupts)
        Self.reading.withLock { $0 = .typing }
        rl_callback_handler_install(prompt) { raw in
            rl_callback_handler_remove()
            LineEditor.reading.withLock { $0 = raw.map { .entered(String(cString: $0)) } ?? .ended }
            free(raw)
        }
        while true {
            switch Self.reading.withLock({ $0 }) {
            case .entered(let line):
                if HistoryPolicy.shouldRecord(line) { record(line) }
                return line
            case .ended:
                return nil
            case .typing:
                break
            }
            var waits = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0), pollfd(fd: interrupts, events: Int16(POLLIN), revents: 0)]
            if poll(&waits, 2, -1) < 0 {
                guard errno == EINTR else {
                    rl_callback_handler_remove()
                    return nil
                }
                continue
            }
            if waits[1].revents != 0 {
                Self.drain(interrupts)
                abandonLine()
            } else if waits[0].revents != 0 {
                rl_callback_read_char()
            }
        }
    }

    /// Empties the interrupt pipe, so Ctrl-C pressed while a command ran doesn't clear the next line.
    private static func drain(_ descriptor: Int32) {
        var bytes = [UInt8](repeating: 0, count: 64)
        while read(descriptor, &bytes, bytes.count) > 0 {}
    }

    /// Drops what was typed, shows ^C and prompts again on a new line.
    private func abandonLine() {
        rl_free_line_state()
        rl_callback_sigcleanup()
        rl_echo_signal_char(SIGINT)
        rl_replace_line("", 0)
        rl_point = 0
        rl_mark = 0
        rl_crlf()
        rl_on_new_line()
        rl_redisplay()
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

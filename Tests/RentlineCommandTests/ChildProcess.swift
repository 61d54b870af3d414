import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// A program the tests start with `posix_spawn`. Foundation's `Process.run()` on Linux copies whole `dirent` names
/// while it lists `/proc/self/fd` and, when one ends a page, reads past it and crashes the test run
/// (swift-corelibs-foundation pull request 5472; it hit this suite in about one full run in five). This starts the
/// program with every descriptor but 0, 1 and 2 closed and every signal unblocked and at its default, as a shell
/// would, and a thread of its own waits for it to end.
final class ChildProcess: Sendable {
    /// Why a program could not be started.
    struct SpawnFailure: Error, CustomStringConvertible {
        let path: String
        let code: Int32
        var description: String { "posix_spawn \(path) failed: \(String(cString: strerror(code)))" }
    }

    let processIdentifier: pid_t
    private let status = Mutex<Int32?>(nil)
    private let exited = DispatchSemaphore(value: 0)

    /// Starts `path` with `arguments` and exactly `environment`; the child's standard input, output and error are
    /// `input`, `output` and `errors`, descriptors of this process that it may close once this returns.
    init(path: String, arguments: [String], environment: [String: String], input: Int32, output: Int32, errors: Int32) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input, 0)
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_adddup2(&actions, errors, 2)
        guard let closeFrom = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else {
            throw SpawnFailure(path: path, code: ENOSYS)
        }
        _ = unsafeBitCast(closeFrom, to: CloseFrom.self)(&actions, 3)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        var all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard result == 0 else { throw SpawnFailure(path: path, code: result) }
        processIdentifier = pid
        Thread { [self] in
            var code: Int32 = 0
            while waitpid(processIdentifier, &code, 0) == -1, errno == EINTR {}
            status.withLock { $0 = code }
            exited.signal()
        }.start()
    }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np`, which Swift's Glibc module doesn't declare.
    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    var isRunning: Bool { status.withLock { $0 } == nil }

    /// Asks the program to end with SIGTERM.
    func terminate() {
        if isRunning { kill(processIdentifier, SIGTERM) }
    }

    /// Waits for the program to end, at most until `deadline`; false when it is still running then.
    @discardableResult
    func waitUntilExit(before deadline: DispatchTime = .distantFuture) -> Bool {
        guard exited.wait(timeout: deadline) == .success else { return false }
        exited.signal()
        return true
    }

    /// Waits on a thread of its own for the program to end, and gives its `terminationStatus`.
    func exitStatus() async -> Int32 {
        await withCheckedContinuation { continuation in
            Thread {
                self.waitUntilExit()
                continuation.resume(returning: self.terminationStatus)
            }.start()
        }
    }

    /// The exit status, or the signal that ended it (as Foundation's `Process` gives it), once it has ended.
    var terminationStatus: Int32 {
        let code = status.withLock { $0 } ?? 0
        let signal = code & 0x7f
        return signal == 0 ? (code >> 8) & 0xff : signal
    }
}

/// A pipe for a child's standard input, output or error, its ends closed on exec.
struct ChildPipe {
    let readEnd: Int32
    let writeEnd: Int32

    init() throws {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw ChildProcess.SpawnFailure(path: "pipe", code: errno) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        (readEnd, writeEnd) = (ends[0], ends[1])
    }
}

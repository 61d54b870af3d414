#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file beside the database that the admin console touches after each committed action, so the server can
/// tell with one `stat` whether any signal may be new, instead of reading the database on every line.
///
/// The server also reads the signals on a timer, so a console that dies between its commit and the touch
/// is still heard within that interval. A database on PostgreSQL has no file beside it: until its signals travel by
/// NOTIFY, the timer alone brings them.
public struct SignalDoorbell: Sendable {
    /// What `stat` said of the file; equal stamps mean no touch came between them.
    public struct Stamp: Sendable, Equatable {
        var size: Int64
        var seconds: Int
        var nanoseconds: Int
    }

    let path: String?

    public init(database: AppDatabase) {
        path = database.filePath.map { $0 + "-signals" }
    }

    /// Appends one byte, which changes the file's size and time.
    func ring() {
        guard let path else { return }
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        var byte = UInt8(ascii: "\n")
        _ = write(descriptor, &byte, 1)
    }

    /// The file's current stamp; nil while no console has touched it.
    public func stamp() -> Stamp? {
        var info = stat()
        guard let path, stat(path, &info) == 0 else { return nil }
        return Stamp(size: Int64(info.st_size), seconds: info.st_mtim.tv_sec, nanoseconds: info.st_mtim.tv_nsec)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a server learns that the admin console left signals, without reading the database on every line.
///
/// On SQLite, a file beside the database that the console touches after each committed action, so one `stat`
/// tells whether any signal may be new. On PostgreSQL, a notification sent as the console's transaction commits,
/// which the servers count as they hear it. Either way the server also reads the signals on a timer, so a console
/// that dies between its commit and the touch is still heard within that interval.
public struct SignalDoorbell: Sendable {
    /// What the doorbell looked like; equal stamps mean it didn't ring between them.
    public enum Stamp: Sendable, Equatable {
        /// What `stat` said of the file.
        case file(size: Int64, seconds: Int, nanoseconds: Int)
        /// How many rings the server had heard.
        case heard(Int)
    }

    private enum Bell {
        case file(String)
        case channel(ServerChannel)
    }

    private let bell: Bell

    public init(database: AppDatabase) {
        if let channel = database.serverChannel {
            bell = .channel(channel)
        } else {
            bell = .file(database.path + "-signals")
        }
    }

    /// Rings inside the console's write transaction on PostgreSQL, where the servers hear it at commit.
    static func ring(in db: SQLSession) throws {
        if case .postgres = db.connection { try ServerChannel.ringSignals(in: db) }
    }

    /// Rings after the console's commit on SQLite: appends one byte, which changes the file's size and time.
    func ring() {
        guard case .file(let path) = bell else { return }
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        var byte = UInt8(ascii: "\n")
        _ = write(descriptor, &byte, 1)
    }

    /// The doorbell's current stamp; nil while no console has touched the file.
    public func stamp() -> Stamp? {
        switch bell {
        case .channel(let channel):
            return .heard(channel.signalsHeard)
        case .file(let path):
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            return .file(size: Int64(info.st_size), seconds: info.st_mtim.tv_sec, nanoseconds: info.st_mtim.tv_nsec)
        }
    }
}

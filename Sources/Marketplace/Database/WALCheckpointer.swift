import Dispatch
import GRDB
import GRDBSQLite
import Synchronization

/// Copies the write-ahead log back into the database file mostly on a connection of its own, so commits seldom
/// wait for it.
///
/// SQLite's default has the committing connection copy the whole log once it passes 1,000 pages, fsyncing the
/// database file while the requests of the next batch wait: under light load that put 20–40 ms into the slowest
/// message deliveries. Here the writer only notes the log's length after each commit (`sqlite3_wal_hook`, which also
/// turns the built-in checkpoint off), and a passive checkpoint, which never blocks a writer, copies it beside the
/// writer. The log can only start over once a checkpoint has copied all of it, which one running beside a busy
/// writer never does, so the writer then copies the few pages committed meanwhile itself (`takeWritersTurn`).
final class WALCheckpointer: Sendable {
    static let pagesBeforeCheckpoint: Int32 = 1_000

    private struct State {
        var isRunning = false
        var writerShouldFinish = false
        var connection: DatabaseQueue?
        var completed = 0
    }

    private let path: String
    private let state = Mutex(State())
    private let queue = DispatchQueue(label: "rentline.checkpoint")

    init(path: String) {
        self.path = path
    }

    /// Hooks this checkpointer to the writer connection `db`; it must outlive the connection's last commit.
    func install(on db: Database) {
        sqlite3_wal_hook(db.sqliteConnection, { context, _, _, pages in
            Unmanaged<WALCheckpointer>.fromOpaque(context!).takeUnretainedValue().logHolds(pages)
            return SQLITE_OK
        }, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Passive checkpoints that have finished, for tests.
    var completedCheckpoints: Int { state.withLock { $0.completed } }

    /// Returns once the checkpoint under way, if any, has finished.
    func waitUntilIdle() {
        queue.sync {}
    }

    private func logHolds(_ pages: Int32) {
        guard pages >= Self.pagesBeforeCheckpoint else { return }
        let starts = state.withLock { state in
            defer { state.isRunning = true }
            return !state.isRunning
        }
        if starts { queue.async { self.checkpoint() } }
    }

    private func checkpoint() {
        let connection = state.withLock { $0.connection } ?? (try? openConnection())
        _ = try? connection?.writeWithoutTransaction { try $0.checkpoint(.passive) }
        state.withLock { state in
            state.connection = connection
            state.isRunning = false
            state.writerShouldFinish = true
            state.completed += 1
        }
    }

    /// Whether a checkpoint beside the writer has finished since the writer last copied what was committed
    /// meanwhile; asking clears it. The writer then runs a passive checkpoint itself, between transactions, so that
    /// the next commit starts the log over.
    func takeWritersTurn() -> Bool {
        state.withLock { state in
            defer { state.writerShouldFinish = false }
            return state.writerShouldFinish
        }
    }

    private func openConnection() throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        configuration.label = "rentline.checkpoint"
        return try DatabaseQueue(path: path, configuration: configuration)
    }
}

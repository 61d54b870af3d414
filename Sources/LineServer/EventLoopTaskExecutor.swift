import NIOCore

/// Runs a task's jobs on one event loop, so a connection's task and its channel share a thread
/// and reading a line, answering it and writing the reply need no hop between threads.
///
/// Work that blocks (password hashing, SQLite's writes) already runs on threads of its own; on PostgreSQL, whose
/// reads wait on the network, whole requests do (`Bot.requestExecutor`).
final class EventLoopTaskExecutor: TaskExecutor {
    let eventLoop: any EventLoop

    init(_ eventLoop: any EventLoop) {
        self.eventLoop = eventLoop
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        eventLoop.execute {
            job.runSynchronously(on: self.asUnownedTaskExecutor())
        }
    }
}

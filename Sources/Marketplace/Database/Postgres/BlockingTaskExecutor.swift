import NIOPosix

/// Runs tasks on threads of their own, where waiting on the network is allowed.
///
/// A PostgreSQL read blocks its thread for its round trips, so requests on a PostgreSQL store run here rather than
/// on the server's event loops, where a blocked thread would stall every connection of the loop. The pool's size
/// bounds the reads in flight, and so the connections they hold.
final class BlockingTaskExecutor: TaskExecutor {
    private let threads: NIOThreadPool

    init(numberOfThreads: Int) {
        threads = NIOThreadPool(numberOfThreads: numberOfThreads)
        threads.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        threads.submit { _ in job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }

    /// Stops the threads once the jobs already submitted have run.
    func shutdown() async throws {
        try await threads.shutdownGracefully()
    }
}

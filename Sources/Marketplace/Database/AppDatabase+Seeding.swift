import GRDB

extension AppDatabase {
    /// Runs `body` in a write transaction of its own, past the batcher that groups the stores' commits: for the
    /// seeders, which load many rows in few large transactions. On PostgreSQL it runs on the store's request threads,
    /// since it waits on the network.
    @_spi(Seeding) public func seed<T: Sendable>(_ body: @escaping @Sendable (SQLSession) throws -> T) async throws -> T {
        switch store {
        case .sqlite(let pool):
            return try await pool.write { try body(SQLSession($0)) }
        case .postgres(let postgres):
            return try await withTaskExecutorPreference(postgres.requestExecutor) {
                try postgres.writeSynchronously(body)
            }
        }
    }
}

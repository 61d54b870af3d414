import GRDB

extension AppDatabase {
    /// Runs `body` in a write transaction of its own, past the batcher that groups the stores' commits: for the
    /// seeders, which load many rows in few large transactions.
    @_spi(Seeding) public func seed<T: Sendable>(_ body: @escaping @Sendable (SQLSession) throws -> T) async throws -> T {
        try await writer.write { try body(SQLSession($0)) }
    }
}

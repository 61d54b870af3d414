@testable import Marketplace
import RentlineTesting

extension TestStore {
    /// A fresh database on this store, and `body` run in one write of it.
    func withSession<T: Sendable>(_ body: @escaping @Sendable (SQLSession) throws -> T) async throws -> T {
        try await TestDatabase.withFresh(on: self) { database in try await database.write(body) }
    }
}

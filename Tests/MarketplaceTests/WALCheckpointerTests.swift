import Foundation
import GRDB
@testable import Marketplace
import RentlineTesting
import Testing

struct WALCheckpointerTests {
    /// About 2,400 pages are committed in batches of 200: the log is copied back by the checkpointer's own
    /// connection, so it restarts instead of growing with everything written, and nothing is lost.
    @Test func theLogIsCopiedBackBesideTheWriterAndStaysBounded() async throws {
        try await TestDatabase.withFresh { database in
            try await database.write { try $0.execute(sql: "CREATE TABLE scratch (text TEXT NOT NULL)") }
            let pageSize = try database.read { try Int.fetchOne($0, sql: "PRAGMA page_size")! }
            let row = String(repeating: "x", count: pageSize * 3 / 4)
            for _ in 0..<12 {
                try await database.write { db in
                    for _ in 0..<200 { try db.execute(sql: "INSERT INTO scratch (text) VALUES (?)", arguments: [row]) }
                }
                database.checkpointer.waitUntilIdle()
            }
            let log = try FileManager.default.attributesOfItem(atPath: database.path + "-wal")[.size] as! Int
            #expect(database.checkpointer.completedCheckpoints >= 2)
            #expect(log < (Int(WALCheckpointer.pagesBeforeCheckpoint) + 400) * (pageSize + 24), "log of \(log) bytes")
            #expect(try database.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM scratch") } == 2_400)
        }
    }
}

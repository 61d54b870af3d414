import Foundation
import GRDB
@testable import Marketplace
import RentlineTesting
import Testing

/// Notices are stored as facts in JSON, and notices stored as sentences before that stay readable.
struct NoticeStorageTests {
    static let closet = BookingFacts(
        id: 7, kind: .rental, title: "Closet", startAt: 1_795_903_200, endAt: 1_795_917_600, timeZone: "America/Los_Angeles",
        totalCents: 1200, renter: "bob", owner: "ana")

    /// The JSON these events were first stored as; reading it back must give the same events in every later version.
    static let shipped: [(String, NoticeEvent)] = [
        (#"{"booking":{"_0":{"id":7,"kind":"rental","title":"Closet","startAt":1795903200,"endAt":1795917600,"timeZone":"America\/Los_Angeles","totalCents":1200,"renter":"bob","owner":"ana"},"_1":{"completed":{"paidCents":1080}},"to":"owner"}}"#,
         .booking(closet, .completed(paidCents: 1080), to: .owner)),
        (#"{"booking":{"_0":{"id":7,"kind":"rental","title":"Closet","startAt":1795903200,"endAt":1795917600,"timeZone":"America\/Los_Angeles","totalCents":1200,"renter":"bob","owner":"ana"},"_1":{"requested":{}},"to":"owner"}}"#,
         .booking(closet, .requested, to: .owner)),
        (#"{"moderated":{"_0":{"comment":{"postAuthor":"bob","on":{"words":{"_0":"first ride"}}}},"_1":"hide","reason":"rude"}}"#,
         .moderated(.comment(postAuthor: "bob", on: .words("first ride")), .hide, reason: "rude")),
        (#"{"liked":{"_0":{"card":{"title":"Drill"}},"by":"ana"}}"#, .liked(.card(title: "Drill"), by: "ana")),
        (#"{"reportClosed":{"subject":"user","actedOn":false}}"#, .reportClosed(subject: "user", actedOn: false)),
        (#"{"unbanned":{}}"#, .unbanned),
    ]

    @Test(arguments: shipped)
    func readsEventsAsTheyWereFirstStored(json: String, event: NoticeEvent) throws {
        #expect(NoticeEvent(json: json) == event)
        #expect(NoticeEvent(json: try event.json()) == event)
    }

    @Test func aNoticeStoredAsASentenceBeforeFactsKeepsItsSentence() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rentline-notices-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("old.sqlite").path
        let old = try DatabaseQueue(path: path)
        try Migrations.migrator.migrate(old, upTo: "v6 password attempts by name and signups by address")
        try await old.write { db in
            try db.execute(sql: "INSERT INTO users (id, username, password_hash, created_at) VALUES (1, 'ana', 'x', 0)")
            try db.execute(sql: "INSERT INTO notifications (user_id, kind, text, created_at) VALUES (1, 'follow', 'bob started following you.', 10)")
        }
        try old.close()
        let database = try AppDatabase.open(path: path)
        let clock = ManualWallClock(TestServer.startTime)
        _ = try await database.write { db in try Notice(userID: 1, event: .followed(by: "carl")).insert(at: 20, in: db) }
        try await database.write { db in
            try db.execute(sql: "INSERT INTO notifications (user_id, kind, text, facts, created_at) VALUES (1, 'gift', '', '{\"gift\":{}}', 30)")
        }
        let entries = try await Notifications(database: database, clock: clock).read(by: 1)
        #expect(entries.map(\.kind) == ["gift", "follow", "follow"])
        #expect(entries.map(\.event) == [nil, .followed(by: "carl"), nil])
        #expect(entries.map(\.storedText) == ["", "", "bob started following you."])
    }
}

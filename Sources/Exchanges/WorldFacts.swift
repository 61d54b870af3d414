import Foundation
import GRDB

/// What exists in a Rentline database that a person could have changed by talking: bookings, listings, posts,
/// comments, messages, reports, blocks, follows, likes, favorites and reviews, each as a line a person can read.
public struct WorldFacts: Sendable, Equatable {
    /// One record's identity and how it reads.
    struct Fact: Sendable, Equatable {
        /// How the record reads when it is new.
        var added: String
        /// How it reads when it is gone.
        var removed: String
        /// Its fields that can change, by name, with how each reads.
        var fields: [String: String] = [:]
    }

    var facts: [String: Fact]

    /// Reads the facts of the SQLite database at `path`.
    public static func read(path: String) throws -> WorldFacts {
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        return try queue.read { db in try WorldFacts(db) }
    }

    /// Every record, as it reads when new, with its key and its fields: the stage described.
    public var lines: [String] {
        facts.map { key, fact in
            let named = fact.added.hasPrefix(key) ? fact.added : "\(key): \(fact.added)"
            return fact.fields.isEmpty ? named : "\(named) (\(fact.fields.values.sorted().joined(separator: ", ")))"
        }.sorted()
    }

    /// What happened between `before` and `self`: a line per record added, deleted, or field changed.
    public func changes(since before: WorldFacts) -> Set<String> {
        var changes: Set<String> = []
        for (key, fact) in facts {
            guard let old = before.facts[key] else {
                changes.insert(fact.added)
                continue
            }
            for (field, value) in fact.fields where old.fields[field] != value { changes.insert("\(key) \(value)") }
        }
        for (key, fact) in before.facts where facts[key] == nil { changes.insert(fact.removed) }
        return changes
    }

    private init(_ db: Database) throws {
        let names = try Dictionary(
            uniqueKeysWithValues: Row.fetchAll(db, sql: "SELECT id, username FROM users").map { ($0["id"] as Int64, $0["username"] as String) })
        func name(_ id: Int64?) -> String { id.flatMap { names[$0] } ?? "someone" }
        func quoted(_ text: String?) -> String { "\"\(text ?? "")\"" }
        var facts: [String: Fact] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT id, listing_id, renter_id, state FROM bookings") {
            let key = "booking #\(row["id"] as Int64)"
            let state: String = row["state"]
            facts[key] = Fact(
                added: "\(key) by \(name(row["renter_id"])) of listing #\(row["listing_id"] as Int64): \(state)",
                removed: "\(key) deleted", fields: ["state": state])
        }
        let hours = try Dictionary(
            uniqueKeysWithValues: Row.fetchAll(db, sql: "SELECT listing_id, weekly_hours FROM availability_rules").map {
                ($0["listing_id"] as Int64, $0["weekly_hours"] as String)
            })
        for row in try Row.fetchAll(
            db, sql: "SELECT id, owner_id, title, description, status, price_cents, price_unit FROM listings")
        {
            let id: Int64 = row["id"]
            let key = "listing #\(id)"
            let cents: Int = row["price_cents"]
            let price = cents % 100 == 0 ? "$\(cents / 100)" : String(format: "$%d.%02d", cents / 100, cents % 100)
            facts[key] = Fact(
                added: "\(key) by \(name(row["owner_id"])): \(quoted(row["title"]))", removed: "\(key) deleted",
                fields: [
                    "title": "title \(quoted(row["title"]))", "about": "about \(quoted(row["description"]))",
                    "status": "status \(row["status"] as String)", "price": "price \(price)/\(row["price_unit"] as String)",
                    "hours": "hours \(quoted(hours[id]))",
                ])
        }
        for row in try Row.fetchAll(
            db, sql: "SELECT id, author_id, text, photo_url, listing_id, spot_id, adventure_id, hidden_at FROM posts")
        {
            let key = "post #\(row["id"] as Int64)"
            var added = "post by \(name(row["author_id"])): \(quoted(row["text"]))"
            if let photo = row["photo_url"] as String? { added += " with photo \(photo)" }
            for card in ["listing", "spot", "adventure"] {
                if let id = row["\(card)_id"] as Int64? { added += " with \(card) #\(id)" }
            }
            let hidden = (row["hidden_at"] as Int64?) != nil
            facts[key] = Fact(added: added, removed: "\(key) deleted", fields: ["hidden": hidden ? "hidden" : "shown"])
        }
        for row in try Row.fetchAll(db, sql: "SELECT id, post_id, author_id, text FROM comments") {
            let key = "comment #\(row["id"] as Int64)"
            facts[key] = Fact(
                added: "comment by \(name(row["author_id"])) on post #\(row["post_id"] as Int64): \(quoted(row["text"]))",
                removed: "\(key) deleted")
        }
        for row in try Row.fetchAll(db, sql: "SELECT id, sender_id, recipient_id, text, card_kind, card_id FROM messages") {
            var added = "message \(name(row["sender_id"])) -> \(name(row["recipient_id"])): \(quoted(row["text"]))"
            if let kind = row["card_kind"] as String?, let card = row["card_id"] as Int64? { added += " with \(kind) #\(card)" }
            facts["message #\(row["id"] as Int64)"] = Fact(added: added, removed: "message #\(row["id"] as Int64) deleted")
        }
        for row in try Row.fetchAll(db, sql: "SELECT id, reporter_id, subject_kind, subject_id FROM reports") {
            let kind: String = row["subject_kind"]
            let subject = kind == "user" ? name(row["subject_id"]) : "#\(row["subject_id"] as Int64)"
            let added = "report by \(name(row["reporter_id"])) on \(kind) \(subject)"
            facts["report #\(row["id"] as Int64)"] = Fact(added: added, removed: "report #\(row["id"] as Int64) deleted")
        }
        for row in try Row.fetchAll(db, sql: "SELECT id, booking_id, author_id, rating, text FROM reviews") {
            let added = "review by \(name(row["author_id"])) of booking #\(row["booking_id"] as Int64): \(row["rating"] as Int) stars \(quoted(row["text"]))"
            facts["review #\(row["id"] as Int64)"] = Fact(added: added, removed: "review #\(row["id"] as Int64) deleted")
        }
        let pairs: [(sql: String, added: String, removed: String)] = [
            ("SELECT blocker_id AS a, blocked_id AS b FROM blocks", "block", "unblock"),
            ("SELECT follower_id AS a, followee_id AS b FROM follows", "follow", "unfollow"),
        ]
        for pair in pairs {
            for row in try Row.fetchAll(db, sql: pair.sql) {
                let who = "\(name(row["a"])) -> \(name(row["b"]))"
                facts["\(pair.added) \(who)"] = Fact(added: "\(pair.added) \(who)", removed: "\(pair.removed) \(who)")
            }
        }
        let marks: [(sql: String, added: String, removed: String, record: String)] = [
            ("SELECT user_id AS a, post_id AS b FROM post_likes", "like", "unlike", "post"),
            ("SELECT user_id AS a, listing_id AS b FROM favorites", "favorite", "unfavorite", "listing"),
        ]
        for mark in marks {
            for row in try Row.fetchAll(db, sql: mark.sql) {
                let what = "\(name(row["a"])) \(mark.record) #\(row["b"] as Int64)"
                facts["\(mark.added) \(what)"] = Fact(added: "\(mark.added) \(what)", removed: "\(mark.removed) \(what)")
            }
        }
        self.facts = facts
    }
}

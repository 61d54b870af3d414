import Foundation
import GRDB
import LineServer
@testable import Marketplace
import RentlineTesting
import Testing

/// Many people say "yes" to the same instant-book slot at the same moment, over real TCP: one gets it, every other
/// is told it is taken, and the wallet ledger still balances to the cent. On one SQLite server, and on three servers
/// sharing PostgreSQL with the renters spread over them.
struct ConcurrentBookingTests {

    /// 200 clients from one address each type several lines in a burst: the command rate limit and the cap on
    /// connections per address have their own tests.
    static let limits = {
        var limits = ServerLimits()
        limits.maximumConnectionsPerAddress = 1_000
        limits.commandBurst = 100_000
        limits.commandsPerSecond = 100_000
        return limits
    }()

    @Test(.timeLimit(.minutes(2)))
    func twoHundredYesesForOneSlotBookItOnce() async throws {
        try await TestServer.withServer(limits: Self.limits) { server in
            try await Self.raceForOneSlot(on: [server], renters: 200)
        }
    }

    /// Three servers and PostgreSQL on two cores: about 170–190 s beside the rest of the suite, so its hang guard is five
    /// minutes.
    @Test(.timeLimit(.minutes(5)))
    func sixtyYesesFromThreeServersOnPostgreSQLBookItOnce() async throws {
        try await TestServer.withServers(3, on: .postgres, limits: Self.limits) { servers in
            try await Self.raceForOneSlot(on: servers, renters: 60)
        }
    }

    /// The owner lists a closet on the first server; `renters` people, spread over `servers`, race for one slot.
    static func raceForOneSlot(on servers: [TestServer], renters: Int) async throws {
        try await TestClient.connect(port: servers[0].port) { owner in
            _ = try await owner.readBlock()
            try await owner.send("signup ana correct-horse")
            #expect(try await owner.readBlock().first == "Welcome to Rentline, ana! Your account is ready and you're logged in.")
            try await owner.send("rent out my closet for 3/hour in 94105")
            #expect(try await owner.readBlock().last == "Publish it? Type yes to publish, or cancel.")
            try await owner.send("yes")
            #expect(try await owner.readBlock().first == "Published! \"Closet\" is listing 1, in search from now on.")

            let answers = try await Self.race(ports: servers.map(\.port), renters: renters)
            Self.checkAnswers(answers, renters: renters)
            let winner = try #require(answers.first { $0.yes.ok })
            let bookingID = try #require(winner.yes.bookingID)

            // The owner, online, is told of the one booking, by the winner's name, whichever server took it.
            #expect(
                try await owner.readBlock()
                    == ["* \(winner.renter) booked \"Closet\" on Sat Nov 21, 2:00–6:00 pm PST for $12.00."])

            try Self.checkStore(servers[0].database, renters: renters, winner: winner.renter, bookingID: bookingID)
        }
    }

    /// What one renter was told: the quote and the answer to "yes".
    struct Answer: Sendable {
        let renter: String
        let quote: JSONReply
        let yes: JSONReply
    }

    /// The fields of a machine-mode reply the checks read.
    struct JSONReply: Sendable, CustomStringConvertible {
        let line: String
        let ok: Bool
        let intent: String?
        let code: String?
        let bookingID: Int64?
        let totalCents: Int?

        init(_ line: String) throws {
            self.line = line
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "not a JSON object: \(line)")
            ok = object["ok"] as? Bool ?? false
            intent = object["intent"] as? String
            code = (object["error"] as? [String: Any])?["code"] as? String
            let data = object["data"] as? [String: Any]
            bookingID = (data?["booking"] as? NSNumber)?.int64Value
            totalCents = (data?["total_cents"] as? NSNumber)?.intValue
        }

        var description: String { line }
    }

    /// Every renter signs up, tops up, switches to JSON and gets the quote on a connection of their own; once all
    /// hold their quote, all send "yes" together.
    static func race(ports: [Int], renters: Int) async throws -> [Answer] {
        let barrier = Barrier(parties: renters)
        return try await withThrowingTaskGroup(of: Answer.self) { group in
            for index in 1...renters {
                group.addTask {
                    try await TestClient.connect(port: ports[index % ports.count]) { client in
                        let renter = "renter\(index)"
                        let quote: JSONReply
                        do {
                            _ = try await client.readBlock()
                            try await client.send("signup \(renter) password-\(index)")
                            let welcome = try await client.readBlock()
                            try #require(welcome.first?.hasPrefix("Welcome to Rentline, \(renter)!") == true, "\(welcome)")
                            try await client.send("top up $40")
                            let added = try await client.readBlock()
                            try #require(added == ["Added $40.00 (a simulated payment). Your balance is $40.00."], "\(added)")
                            try await client.send("/json")
                            _ = try JSONReply(try #require(try await client.readLine()))
                            try await client.send("book listing 1 sat 2-6pm")
                            quote = try JSONReply(try #require(try await client.readLine()))
                            try #require(quote.ok && quote.intent == "book" && quote.totalCents == 1200, "\(quote)")
                        } catch {
                            await barrier.abandon()
                            throw error
                        }
                        try await barrier.arriveAndWait()
                        try await client.send("yes")
                        let yes = try JSONReply(try #require(try await client.readLine()))
                        return Answer(renter: renter, quote: quote, yes: yes)
                    }
                }
            }
            var answers: [Answer] = []
            for try await answer in group { answers.append(answer) }
            return answers
        }
    }

    static func checkAnswers(_ answers: [Answer], renters: Int) {
        #expect(answers.count == renters)
        let internalErrors = answers.filter { $0.yes.code == "internal" || $0.quote.code == "internal" }
        #expect(internalErrors.isEmpty, "internal errors: \(internalErrors.map(\.yes))")
        let booked = answers.filter { $0.yes.ok }
        #expect(booked.count == 1, "\(booked.count) yeses booked: \(booked.map(\.yes))")
        #expect(booked.allSatisfy { $0.yes.intent == "book" && $0.yes.bookingID != nil }, "\(booked.map(\.yes))")
        let refused = answers.filter { !$0.yes.ok }
        #expect(refused.count == renters - 1)
        let odd = refused.filter { $0.yes.code != "slot_taken" || $0.yes.intent != "book" }
        #expect(odd.isEmpty, "refusals other than slot_taken: \(odd.map(\.yes))")
    }

    /// The store after the race: one booking for the slot, the winner's money held, every other renter's untouched,
    /// and every wallet account equal to its ledger.
    static func checkStore(_ database: AppDatabase, renters: Int, winner: String, bookingID: Int64) throws {
        let slotStart = Int64(TestServer.startTime.timeIntervalSince1970) + 5 * 3600  // Sat Nov 21, 2:00 pm PST
        let slotEnd = slotStart + 4 * 3600
        try database.read { db in
            let topUps = try Int.fetchOne(db, sql: "SELECT SUM(amount_cents) FROM ledger_transfers WHERE kind = 'top_up'")
            #expect(topUps == renters * 4000)
            let userMoney = try Int.fetchOne(db, sql: "SELECT SUM(balance_cents) FROM wallet_accounts WHERE user_id IS NOT NULL")
            #expect(userMoney == topUps)
            let unbalanced = try Row.fetchAll(
                db,
                sql: """
                    SELECT * FROM (
                        SELECT a.id, a.kind, a.balance_cents,
                            (SELECT COALESCE(SUM(amount_cents), 0) FROM ledger_transfers WHERE credit_account = a.id)
                            - (SELECT COALESCE(SUM(amount_cents), 0) FROM ledger_transfers WHERE debit_account = a.id) AS ledger
                        FROM wallet_accounts a) AS accounts
                    WHERE balance_cents <> ledger
                    """)
            #expect(unbalanced.isEmpty, "accounts whose balance is not their credits minus debits: \(unbalanced)")

            let bookings = try Row.fetchAll(
                db,
                sql: """
                    SELECT b.id, u.username, b.state, b.total_cents FROM bookings b JOIN users u ON u.id = b.renter_id
                    WHERE b.listing_id = 1 AND b.start_at < ? AND b.end_at > ?
                    """,
                arguments: [slotEnd, slotStart])
            #expect(bookings.count == 1, "\(bookings)")
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM bookings") == 1)
            if let booking = bookings.first {
                #expect(booking["id"] as Int64 == bookingID)
                #expect(booking["username"] as String == winner)
                #expect(booking["state"] as String == "approved")
                #expect(booking["total_cents"] as Int == 1200)
            }
            let holds = try Row.fetchAll(db, sql: "SELECT booking_id, amount_cents FROM ledger_transfers WHERE kind = 'hold'")
            #expect(holds.count == 1, "\(holds)")
            if let hold = holds.first {
                #expect(hold["booking_id"] as Int64? == bookingID && hold["amount_cents"] as Int == 1200, "\(hold)")
            }

            let pockets = try Row.fetchAll(
                db,
                sql: """
                    SELECT u.username,
                        COALESCE(SUM(CASE a.kind WHEN 'available' THEN a.balance_cents END), 0) AS available,
                        COALESCE(SUM(CASE a.kind WHEN 'held' THEN a.balance_cents END), 0) AS held
                    FROM users u LEFT JOIN wallet_accounts a ON a.user_id = u.id
                    WHERE substr(u.username, 1, 6) = 'renter' GROUP BY u.id
                    """)
            #expect(pockets.count == renters)
            for pocket in pockets {
                let name: String = pocket["username"]
                let expected = name == winner ? (available: 2800, held: 1200) : (available: 4000, held: 0)
                #expect(
                    pocket["available"] as Int == expected.available && pocket["held"] as Int == expected.held,
                    "\(name): \(pocket)")
            }
        }
    }
}

import Foundation
import Marketplace
import Transcripts

/// One person of the crash test, typing top-ups, messages and bookings as fast as the server answers, on a blocking
/// socket of its own, until the server dies. Its counters carry over from one server life to the next; it is used
/// by one thread at a time.
final class CrashClient: @unchecked Sendable {
    let username: String
    let password: String
    private var random: SeededGenerator
    private var nextSlot = 0
    private var nextTopUpCents = 100
    private var nextMessage = 0
    private var socket: LineSocket?

    init(index: Int, seed: UInt64) {
        username = "crash\(index)"
        password = "crash-password-\(index)"
        random = SeededGenerator(seed: seed &+ UInt64(index))
    }

    /// Signs up, tops up and lists a $1/hour closet; returns its listing id.
    func setUp(port: Int) throws -> Int64 {
        try connect(port: port)
        for line in ["signup \(username) \(password)", "top up $1000", "rent out my closet for 1/hour in 94105"] {
            guard let reply = request(line) else { throw Failure("\(line) had no answer within \(Self.patienceSeconds) s") }
            guard reply.hasPrefix(Self.ok) else { throw Failure("\(line) was refused: \(reply)") }
        }
        guard let published = request("yes"), let id = Self.number("id", in: published) else {
            throw Failure("the closet was not published")
        }
        socket = nil
        return id
    }

    /// Logs in and writes until the connection ends or `limit` requests were answered: a top-up, a message to
    /// `peer` or a one-hour booking of `listing`, by turns at random. Every ok reply is added to `writes`, and the
    /// client whose write reaches the armed count runs `kill`.
    func write(port: Int, listing: Int64, peer: String, into writes: AcknowledgedWrites, limit: Int, kill: () -> Void) {
        guard (try? connect(port: port)) != nil, request("login \(username) \(password)")?.hasPrefix(Self.ok) == true else { return }
        for _ in 0..<limit {
            let acknowledged: ((inout AcknowledgedWrites.Record) -> Void)?
            switch Int.random(in: 0..<3, using: &random) {
            case 0:
                let cents = nextTopUpCents
                nextTopUpCents += 1
                guard let reply = request("top up $\(cents / 100).\(String(format: "%02d", cents % 100))") else { return }
                let topUp = AcknowledgedWrites.TopUp(username: username, cents: cents)
                acknowledged = reply.hasPrefix(Self.ok) ? { $0.topUps.insert(topUp) } : nil
            case 1:
                let text = "note \(nextMessage) from \(username)"
                nextMessage += 1
                guard let reply = request("message @\(peer) \(text)") else { return }
                acknowledged = reply.hasPrefix(Self.ok) ? { $0.messages.insert(text) } : nil
            default:
                let slot = nextSlot
                nextSlot += 1
                guard let quote = request("book listing \(listing) \(Self.slotPhrase(slot))") else { return }
                guard quote.hasPrefix(Self.ok) else { continue }
                guard let booked = request("yes") else { return }
                let renter = username
                acknowledged = Self.number("booking", in: booked).map { id in { $0.bookings[id] = renter } }
            }
            if let acknowledged, writes.add(acknowledged) { kill() }
        }
    }

    private static let ok = #"{"ok":true"#
    /// How long a reply may take before the server counts as gone. A killed server closes the socket at once, so
    /// this only bounds a hang; it is generous because the whole suite shares two cores with this test.
    private static let patienceSeconds: Int32 = 60

    /// One-hour slots from 8 am to 8 pm, day after day from 23 November 2026 (the test server's clock reads the 21st).
    private static func slotPhrase(_ slot: Int) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let day = calendar.date(byAdding: .day, value: slot / 12, to: calendar.date(from: DateComponents(year: 2026, month: 11, day: 23))!)!
        let date = calendar.dateComponents([.year, .month, .day], from: day)
        let hour = 8 + slot % 12
        return "\(date.month!)/\(date.day!)/\(date.year!) \(hour):00-\(hour + 1):00"
    }

    private static func number(_ key: String, in reply: String) -> Int64? {
        let object = try? JSONSerialization.jsonObject(with: Data(reply.utf8)) as? [String: Any]
        return ((object?["data"] as? [String: Any])?[key] as? NSNumber)?.int64Value
    }

    private func connect(port: Int) throws {
        let socket = try LineSocket(port: port)
        while let line = try socket.readLine(timeoutMilliseconds: Self.patienceSeconds * 1_000), !line.isEmpty {}
        self.socket = socket
        guard request("/json")?.hasPrefix(Self.ok) == true else { throw Failure("/json was refused") }
    }

    /// Sends `line` and returns its reply, skipping pushed events; nil once the server is gone.
    private func request(_ line: String) -> String? {
        guard let socket, (try? socket.send(line + "\n")) != nil else { return nil }
        while let reply = try? socket.readLine(timeoutMilliseconds: Self.patienceSeconds * 1_000) {
            if !reply.hasPrefix(#"{"event""#) { return reply }
        }
        return nil
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}

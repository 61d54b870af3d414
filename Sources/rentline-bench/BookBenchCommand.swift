import ArgumentParser
import Foundation
import LineServer
import NIOCore
import NIOPosix

/// `rentline-bench book`: N clients book instant-book closets over TCP, each its own slots, and report committed
/// bookings per second and the latency of "yes" (the write) and of quote plus "yes".
struct BookBenchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "book",
        abstract: "Book closets over N connections (quote, then yes), each client its own slots, and report bookings/s and latency.",
        discussion: """
            Against a running server with the command rate limit raised (--command-burst, --commands-per-second). \
            Each client signs up (the server's real password hashing, before the clock starts), tops up, switches \
            to /json and lists a $1/hour closet in 94105; then client i books the closet of client i+1, one-hour \
            slots from 8 am to 8 pm day after day from the day after tomorrow, so no two bookings ever compete. \
            The owner of each closet is online and is told of every booking, as a real owner would be.
            """)

    @Option(help: "The server's address.") var host = "127.0.0.1"
    @Option(help: "The server's port.") var port = 4000
    @Option(help: "Clients, each with one booking (quote, then yes) in flight.") var clients = 50
    @Option(help: "How long to measure, once every client is set up.") var seconds = 10.0
    @Option(help: "Prefix of the bench accounts' names (letters and digits); random by default, so runs can share a server.")
    var prefix: String?
    @Option(help: "The IANA time zone of the closets (94105 is in San Francisco).") var tz = "America/Los_Angeles"

    func validate() throws {
        guard (2...9_999).contains(clients) else { throw ValidationError("--clients takes 2 to 9999: each books another's closet.") }
        guard seconds > 0 else { throw ValidationError("--seconds must be positive.") }
        if let prefix, prefix.isEmpty || prefix.count > 12 || !prefix.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber) }) {
            throw ValidationError("--prefix takes 1 to 12 lower-case letters and digits.")
        }
        guard TimeZone(identifier: tz) != nil else { throw ValidationError("\(tz) is not an IANA time zone.") }
    }

    func run() async throws {
        FileDescriptorLimit.raiseToMaximum()
        let prefix = self.prefix ?? "bk" + String(UInt32.random(in: 0...UInt32.max), radix: 36)
        let slots = SlotPhrases(timeZone: TimeZone(identifier: tz)!)
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let setupStarted = NIODeadline.now()
        var channels: [any Channel] = []
        var listings: [EventLoopFuture<Int>] = []
        var tallies: [EventLoopFuture<BookingTally>] = []
        for index in 0..<clients {
            let loop = group.next()
            let listed = loop.makePromise(of: Int.self)
            let finished = loop.makePromise(of: BookingTally.self)
            let channel = try await ClientBootstrap(group: loop)
                .channelOption(.socketOption(.tcp_nodelay), value: 1)
                .channelInitializer { channel in
                    channel.eventLoop.makeCompletedFuture {
                        try channel.pipeline.syncOperations.addHandler(
                            BookingLoop(
                                username: "\(prefix)_\(index)", password: "bench-password-\(index)", slots: slots,
                                listed: listed, finished: finished))
                    }
                }
                .connect(host: host, port: port).get()
            channels.append(channel)
            listings.append(listed.futureResult)
            tallies.append(finished.futureResult)
        }
        var listingIDs: [Int] = []
        for listing in listings { listingIDs.append(try await listing.get()) }
        let setupSeconds = Double((NIODeadline.now() - setupStarted).nanoseconds) / 1e9

        let started = NIODeadline.now()
        let deadline = started + .nanoseconds(Int64(seconds * 1e9))
        for (index, channel) in channels.enumerated() {
            channel.pipeline.fireUserInboundEventTriggered(
                BookingLoop.Start(listing: listingIDs[(index + 1) % clients], deadline: deadline))
        }
        var tally = BookingTally()
        for finished in tallies { tally.merge(try await finished.get()) }
        let elapsed = Double((tally.lastReplyAt - started).nanoseconds) / 1e9
        for channel in channels { try? await channel.close() }
        try await group.shutdownGracefully()

        let yes = Percentiles(tally.yesNanoseconds)
        let booking = Percentiles(tally.bookingNanoseconds)
        let quote = Percentiles(tally.quoteNanoseconds)
        let failures = tally.failures.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(separator: ",")
        print(String(
            format: "clients=%d seconds=%.1f bookings=%d bookings_per_s=%.0f yes_p50_us=%.0f yes_p99_us=%.0f booking_p50_us=%.0f booking_p99_us=%.0f quote_p50_us=%.0f quote_p99_us=%.0f failures=%d%@ pushes=%d setup_s=%.1f",
            clients, elapsed, tally.booked, Double(tally.booked) / elapsed, yes.p50, yes.p99, booking.p50, booking.p99,
            quote.p50, quote.p99, tally.failures.values.reduce(0, +), failures.isEmpty ? "" : " (\(failures))", tally.pushes,
            setupSeconds))
        if tally.booked == 0 { throw ExitCode.failure }
    }
}

/// p50 and p99 of a set of durations, in microseconds.
struct Percentiles {
    let p50: Double
    let p99: Double

    init(_ nanoseconds: [UInt64]) {
        let sorted = nanoseconds.sorted()
        func at(_ p: Double) -> Double {
            sorted.isEmpty ? 0 : Double(sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]) / 1000
        }
        p50 = at(0.50)
        p99 = at(0.99)
    }
}

/// One-hour slots, 8 am to 8 pm, day after day from the day after tomorrow in the closets' zone, as typed:
/// "12/3/2026 14:00-15:00". Slot k of every client is the same time, on a different closet.
struct SlotPhrases: Sendable {
    static let perDay = 12
    let firstDay: DateComponents
    let calendar: Calendar

    init(timeZone: TimeZone, now: Date = Date()) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
        firstDay = calendar.dateComponents([.year, .month, .day], from: calendar.date(byAdding: .day, value: 2, to: now)!)
    }

    func phrase(_ slot: Int) -> String {
        let day = calendar.date(byAdding: .day, value: slot / Self.perDay, to: calendar.date(from: firstDay)!)!
        let date = calendar.dateComponents([.year, .month, .day], from: day)
        let hour = 8 + slot % Self.perDay
        return "\(date.month!)/\(date.day!)/\(date.year!) \(hour):00-\(hour + 1):00"
    }
}

/// What the clients of a run saw: committed bookings, latencies, refusals by code, and pushed events.
struct BookingTally: Sendable {
    var booked = 0
    var yesNanoseconds: [UInt64] = []
    var bookingNanoseconds: [UInt64] = []
    var quoteNanoseconds: [UInt64] = []
    var failures: [String: Int] = [:]
    var pushes = 0
    var lastReplyAt = NIODeadline.uptimeNanoseconds(0)

    mutating func merge(_ other: BookingTally) {
        booked += other.booked
        yesNanoseconds += other.yesNanoseconds
        bookingNanoseconds += other.bookingNanoseconds
        quoteNanoseconds += other.quoteNanoseconds
        failures.merge(other.failures, uniquingKeysWith: +)
        pushes += other.pushes
        lastReplyAt = max(lastReplyAt, other.lastReplyAt)
    }
}

/// One client: sets itself up (JSON mode, account, money, a closet to be booked), reports its closet, then on `Start`
/// books the given listing slot after slot, quote then yes, until the deadline.
final class BookingLoop: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    struct Start {
        let listing: Int
        let deadline: NIODeadline
    }

    struct SetupFailure: Error, CustomStringConvertible {
        let description: String
    }

    private enum State {
        case greeting
        case setup(step: Int)
        case ready
        case toppingUp
        case quoting(sentAt: NIODeadline)
        case confirming(quoteSentAt: NIODeadline, sentAt: NIODeadline)
        case done
    }

    /// $1,000 of top-up pays for 1,000 one-hour bookings at $1/hour.
    private static let topUp = "top up $1000"
    private static let bookingsPerTopUp = 1_000
    private static let bookReply = Array(#"{"ok":true,"intent":"book""#.utf8)
    private static let okReply = Array(#"{"ok":true"#.utf8)
    private static let event = Array(#"{"event""#.utf8)

    private let setup: [String]
    private let slots: SlotPhrases
    private let listed: EventLoopPromise<Int>
    private let finished: EventLoopPromise<BookingTally>
    private var state = State.greeting
    private var lines = LineSplitter()
    private var target = 0
    private var deadline = NIODeadline.now()
    private var nextSlot = 0
    private var paidBookingsLeft = 0
    private var tally = BookingTally()

    init(
        username: String, password: String, slots: SlotPhrases, listed: EventLoopPromise<Int>,
        finished: EventLoopPromise<BookingTally>
    ) {
        setup = [
            "/json", "signup \(username) \(password)", Self.topUp, "rent out my closet for 1/hour in 94105", "yes",
        ]
        self.slots = slots
        self.listed = listed
        self.finished = finished
        paidBookingsLeft = Self.bookingsPerTopUp
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        lines.append(unwrapInboundIn(data)) { line($0, context: context) }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        guard let start = event as? Start else { return context.fireUserInboundEventTriggered(event) }
        target = start.listing
        deadline = start.deadline
        quote(context: context)
    }

    func channelInactive(context: ChannelHandlerContext) {
        let closed = SetupFailure(description: "the server closed the connection")
        listed.fail(closed)
        finished.fail(closed)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        listed.fail(error)
        finished.fail(error)
        context.close(promise: nil)
    }

    private func line(_ bytes: ArraySlice<UInt8>, context: ChannelHandlerContext) {
        if case .greeting = state {
            // The greeting is a text-mode reply: lines up to an empty one.
            guard bytes.isEmpty else { return }
            state = .setup(step: 0)
            return send(setup[0], context: context)
        }
        if bytes.starts(with: Self.event) {
            tally.pushes += 1
            return
        }
        let now = NIODeadline.now()
        switch state {
        case .greeting, .ready, .done:
            break
        case .setup(let step):
            guard bytes.starts(with: Self.okReply) else {
                return fail("\(setup[step]) was refused: \(String(decoding: bytes, as: UTF8.self))", context: context)
            }
            if step + 1 < setup.count {
                state = .setup(step: step + 1)
                send(setup[step + 1], context: context)
            } else {
                guard let id = Self.listingID(bytes) else {
                    return fail("no listing id in \(String(decoding: bytes, as: UTF8.self))", context: context)
                }
                state = .ready
                listed.succeed(id)
            }
        case .toppingUp:
            guard bytes.starts(with: Self.okReply) else {
                return fail("top-up refused: \(String(decoding: bytes, as: UTF8.self))", context: context)
            }
            paidBookingsLeft = Self.bookingsPerTopUp
            quote(context: context)
        case .quoting(let sentAt):
            tally.quoteNanoseconds.append(UInt64((now - sentAt).nanoseconds))
            guard bytes.starts(with: Self.bookReply) else {
                refused(bytes, step: "quote")
                return next(at: now, context: context)
            }
            state = .confirming(quoteSentAt: sentAt, sentAt: now)
            send("yes", context: context)
        case .confirming(let quoteSentAt, let sentAt):
            if bytes.starts(with: Self.bookReply) {
                tally.booked += 1
                paidBookingsLeft -= 1
                tally.yesNanoseconds.append(UInt64((now - sentAt).nanoseconds))
                tally.bookingNanoseconds.append(UInt64((now - quoteSentAt).nanoseconds))
            } else {
                refused(bytes, step: "yes")
            }
            next(at: now, context: context)
        }
    }

    private func next(at now: NIODeadline, context: ChannelHandlerContext) {
        tally.lastReplyAt = now
        guard now < deadline else {
            state = .done
            finished.succeed(tally)
            return
        }
        if paidBookingsLeft == 0 {
            state = .toppingUp
            send(Self.topUp, context: context)
        } else {
            quote(context: context)
        }
    }

    private func quote(context: ChannelHandlerContext) {
        let phrase = slots.phrase(nextSlot)
        nextSlot += 1
        state = .quoting(sentAt: .now())
        send("book listing \(target) \(phrase)", context: context)
    }

    private func refused(_ bytes: ArraySlice<UInt8>, step: String) {
        let code = JSONReply.errorCode(bytes) ?? "unreadable"
        tally.failures["\(step)_\(code)", default: 0] += 1
    }

    private func send(_ line: String, context: ChannelHandlerContext) {
        context.writeAndFlush(wrapOutboundOut(context.channel.allocator.buffer(string: line + "\n")), promise: nil)
    }

    private func fail(_ message: String, context: ChannelHandlerContext) {
        state = .done
        let failure = SetupFailure(description: message)
        listed.fail(failure)
        finished.fail(failure)
        context.close(promise: nil)
    }

    private static func listingID(_ bytes: ArraySlice<UInt8>) -> Int? {
        let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
        return ((object?["data"] as? [String: Any])?["id"] as? NSNumber)?.intValue
    }
}

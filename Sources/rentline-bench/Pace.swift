import NIOCore

/// When a paced client sends: once every `interval`, the clients' schedules spread evenly over one interval so they
/// do not all send at once; a request whose time has passed goes at once.
struct Pace {
    let interval: TimeAmount
    private var due: NIODeadline

    init(perSecond rate: Double, client: Int, of clients: Int, from start: NIODeadline) {
        interval = .nanoseconds(Int64(1e9 / rate))
        due = start + .nanoseconds(Int64(1e9 / rate * Double(client) / Double(clients))) - interval
    }

    /// The time of the next request, sent no earlier than `now`.
    mutating func next(after now: NIODeadline) -> NIODeadline {
        due = max(due + interval, now)
        return due
    }
}

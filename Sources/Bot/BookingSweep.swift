import Logging
import Marketplace

/// Moves bookings on to the current time and tells whom it concerns; a failure is logged, never shown.
struct BookingSweep: Sendable {
    let bookings: Bookings
    let hub: EventHub
    let clock: any WallClock
    let logger: Logger

    func callAsFunction() async {
        do {
            hub.tell(try await bookings.sweep(), now: clock.now().unixSeconds)
        } catch {
            logger.error("booking sweep failed", metadata: ["error": "\(error)"])
        }
    }
}

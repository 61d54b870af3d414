@testable import Marketplace
import Testing

struct BookingStateTests {
    /// Every allowed transition; every other (state, event) pair must be refused.
    static let allowed: [BookingState: [BookingState.Event: BookingState]] = [
        .requested: [.approve: .approved, .decline: .declined, .expire: .expired, .cancelByRenter: .cancelled],
        .approved: [.start: .active, .cancelByRenter: .cancelled, .cancelByOwner: .cancelled],
        .active: [.complete: .completed],
    ]

    @Test(arguments: BookingState.allCases)
    func everyTransitionIsAllowedOrRefused(_ state: BookingState) {
        for event in BookingState.Event.allCases {
            #expect(state.after(event) == Self.allowed[state]?[event], "\(state) on \(event)")
        }
    }

}

import Intents
import Testing

/// `IntentName.access`, the one table the login rule and the rule against acting on a guess read.
struct AccessTableTests {
    @Test func onlyMembersActInPublicOrForGood() {
        for intent in IntentName.allCases where intent.isPublicOrIrreversible {
            #expect(intent.access.audience == .members, "\(intent.rawValue)")
        }
    }

    @Test func guestsMayFindLookAndLogInButNotChangeListings() {
        let guests = Set(IntentName.allCases.filter { $0.access.audience == .anyone })
        #expect(guests.isSuperset(of: [.help, .signup, .login, .search, .showListing, .availability, .showProfile, .unknown]))
        #expect(guests.isDisjoint(with: [.createListing, .book, .topUp, .message, .myBookings, .feed]))
    }

    @Test func whatShowsNeverActs() {
        let showing = IntentName.allCases.filter(\.onlyShows)
        #expect(showing.allSatisfy { !$0.isPublicOrIrreversible })
        #expect(Set(showing).isSuperset(of: [.search, .myBookings, .feed, .balance, .unknown]))
        #expect(!IntentName.book.onlyShows && !IntentName.cancelBooking.onlyShows)
    }
}

@testable import Bot
import Intents
import Marketplace
import Testing

/// A number alone is a position, or a booking or listing number the person was shown; when it could be both, the
/// bot asks.
struct NumberReferenceTests {
    func session(bookings ids: [Int64], focus: Int64? = nil) -> Session {
        var session = Session(connectionID: 1)
        session.bookings = ShownBookings(ids: ids, focus: focus)
        return session
    }

    @Test func aNumberNoBookingShowsIsAPosition() throws {
        #expect(try session(bookings: [7, 9]).bookingID(.number(2)) == 9)
    }

    @Test func aNumberJustNamedInAReplyIsThatBookingWhenNoListIsShown() throws {
        #expect(try session(bookings: [], focus: 5).bookingID(.number(5)) == 5)
    }

    @Test func aNumberThatIsBothABookingShownAndAnotherPositionIsAsked() {
        #expect(throws: Refusal.twoMeanings(2, record: 2, atPosition: 1, in: .bookings)) {
            try session(bookings: [2, 1]).bookingID(.number(2))
        }
    }

    @Test func aNumberWhosePositionHoldsThatSameBookingIsIt() throws {
        #expect(try session(bookings: [1, 2]).bookingID(.number(2)) == 2)
    }

    @Test func anOrdinalIsAlwaysAPosition() throws {
        #expect(try session(bookings: [2, 1]).bookingID(.index(2)) == 1)
    }

    @Test func aNoticeAboutABookingPutsItInFocus() throws {
        var session = session(bookings: [])
        session.noticed(PushedEvent(name: "request", text: "bob asked to book", bookingID: 12))
        #expect(try session.bookingID(.it) == 12)
        #expect(try session.bookingID(.number(12)) == 12)
    }

    @Test func aNoticeAfterThePersonsOwnFocusIsKeptAsideNotPutInFocus() throws {
        var session = session(bookings: [], focus: 3)
        session.noticed(PushedEvent(name: "request", text: "carol asked to book", bookingID: 12))
        #expect(session.bookings.focus == 3 && session.bookings.pushed == 12)
        #expect(try session.bookingID(.number(12)) == 12)
        session.bookings.focus = 12
        #expect(session.bookings.pushed == nil)
    }

    @Test func onlyANumberFromTheListInViewOrTheBookingJustNamedActsWithoutAQuestion() {
        var shown = ShownBookings(ids: [7, 9], focus: 5)
        shown.startLine()
        #expect(shown.typedFromList(.index(2), inView: true))
        #expect(!shown.typedFromList(.index(2), inView: false))
        #expect(shown.typedFromList(.number(5), inView: false))
        #expect(shown.typedFromList(.id(9), inView: true))
        #expect(!shown.typedFromList(.id(8), inView: true))
        #expect(!shown.typedFromList(.it, inView: true))
    }

    @Test func theLastOfNoListNamesNoNumber() {
        #expect(Refusal.noSuchPosition(-1, count: 0, in: .posts).message == "There's no post list to pick from: type feed first.")
        #expect(Refusal.noSuchPosition(3, count: 0, in: .posts).message == "There's no post list to pick 3 from: type feed first.")
    }

    @Test func aListShownBeforeTheLastReplyIsNoLongerInView() {
        var shown = ShownBookings(ids: [7, 9], focus: 5)
        shown.startLine()
        shown.startLine()
        #expect(!shown.typedFromList(.index(2), inView: true))
        #expect(!shown.typedFromList(.number(5), inView: true))
        shown.focus = 9
        shown.startLine()
        #expect(shown.typedFromList(.number(9), inView: false))
        shown.keepInView()
        shown.startLine()
        #expect(shown.typedFromList(.index(1), inView: true))
    }

    @Test func aListingNumberCountsOnlyOnceItsNumberWasShown() throws {
        var session = Session(connectionID: 1)
        session.shown = ShownListings(ids: [4, 1], focus: 1)
        #expect(try session.listingID(.number(1)) == 4)
        session.shown.numberSeen = 1
        #expect(throws: Refusal.twoMeanings(1, record: 1, atPosition: 4, in: .listings)) { try session.listingID(.number(1)) }
    }
}

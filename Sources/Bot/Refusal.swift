import Marketplace

/// A request the bot turns down, with a stable code for programs and the sentence people read.
struct Refusal: UserFacingError, Equatable {
    var code: String
    var message: String

    static let notLoggedIn = Refusal(
        code: "not_logged_in", message: "You need to log in first: type login NAME, or signup NAME PASSWORD to join.")
    static let whichListing = Refusal(
        code: "which_listing", message: "Which listing? Search or type my listings, then use its number, as in: show 2")
    static let noLocation = Refusal(
        code: "no_location",
        message: "I don't know where you are yet: add a place, as in \"near 94105\", or set yours with: edit profile location 94105")

    static let whichBooking = Refusal(
        code: "which_booking", message: "Which booking? Type my bookings or requests, then use its number, as in: cancel 1")

    /// A list a position is picked from: what it holds and how to get one.
    enum ShownList {
        case listings, bookings

        var noun: String { self == .listings ? "listing" : "booking" }
        var emptyName: String { self == .listings ? "list" : "booking list" }
        var howToList: String { self == .listings ? "search or type my listings" : "type my bookings or requests" }
    }

    static func noSuchPosition(_ index: Int, count: Int, in list: ShownList) -> Refusal {
        Refusal(
            code: "no_such_position",
            message: count == 0
                ? "There's no \(list.emptyName) to pick \(index) from: \(list.howToList) first."
                : "The last list has \(count) \(list.noun)\(count == 1 ? "" : "s"): pick a number from 1 to \(count).")
    }
}

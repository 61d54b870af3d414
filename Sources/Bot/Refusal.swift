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

    static func noSuchBookingPosition(_ index: Int, count: Int) -> Refusal {
        Refusal(
            code: "no_such_position",
            message: count == 0
                ? "There's no booking list to pick \(index) from: type my bookings or requests first."
                : "The last list has \(count == 1 ? "1 booking" : "\(count) bookings"): pick a number from 1 to \(count).")
    }

    static func noSuchPosition(_ index: Int, count: Int) -> Refusal {
        Refusal(
            code: "no_such_position",
            message: count == 0
                ? "There's no list to pick \(index) from: search or type my listings first."
                : "The last list has \(count == 1 ? "1 listing" : "\(count) listings"): pick a number from 1 to \(count).")
    }
}

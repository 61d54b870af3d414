import Marketplace
import Intents

/// A refusal the bot can word: the sentence people read, saying what was wrong and what to type instead.
protocol ChatRefusal: UserFacingError {
    var message: String { get }
}

/// A request the bot turns down, with a stable code for programs and the sentence people read.
struct Refusal: ChatRefusal, Equatable {
    var code: String
    var message: String

    static let notLoggedIn = Refusal(
        code: "not_logged_in", message: "You need to log in first: type login NAME, or signup NAME PASSWORD to join.")
    static let whichListing = Refusal(
        code: "which_listing", message: "Which listing? Search or type my listings, then use its number, as in: show 2")
    static let noLocation = Refusal(
        code: "no_location",
        message: "I don't know where you are yet: add a place, as in \"near 94105\", or set yours with: edit profile location 94105")

    static let noListToPickFrom = Refusal(
        code: "no_list", message: "There's no list to pick from yet: search first, as in: find a tent near 94110")

    static let notYourListing = Refusal(
        code: "not_owner", message: "Only a listing's owner sees its bookings: type my listings to see yours.")

    static let noneRated = Refusal(
        code: "none_rated", message: "None of the listings shown has a review yet: pick one by its number, as in: show 1")

    static let whichPost = Refusal(
        code: "which_post", message: "Which post? Type feed, then use its number, as in: like 2")
    static let whichComment = Refusal(
        code: "which_comment", message: "Which comment? Type comments on 1, then use its number, as in: report comment 2 REASON")
    static let whichSpot = Refusal(
        code: "which_spot", message: "Which spot? Type spots near a place, then use its number, as in: share 2 with @ana")

    static let shareABooking = Refusal(
        code: "share_booking", message: "A booking isn't shared itself: open its listing with show 2, then type share it with @NAME.")

    static let whichCard = Refusal(
        code: "which_card", message: "Which shared item? Open a conversation with inbox @NAME, then use its number, as in: show 1")

    static let claimNeeds = Refusal(
        code: "claim_needs_amount_and_reason",
        message: "Say how much of the deposit to keep and why, as in: claim $100 of the deposit of booking 1 for a broken window")
    static let whichBooking = Refusal(
        code: "which_booking", message: "Which booking? Type my bookings or requests, then use its number, as in: cancel 1")

    /// A typed day that can't be: no such date, or a range that ends before it starts.
    static func time(_ problem: TimeProblem) -> Refusal {
        func name(_ month: Int, _ day: Int) -> String { "\(DateText.monthNames[month - 1]) \(day)" }
        switch problem {
        case .noSuchDate(let month, let day):
            let lastDay = min(day, [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1])
            let when = month == 2 && day == 29 ? " in the coming year" : ""
            return Refusal(
                code: "no_such_date",
                message: "There is no \(name(month, day))\(when): type a day that exists, as in: \(name(month, lastDay).lowercased())")
        case .endsBeforeStart(let first, let last):
            return Refusal(
                code: "range_reversed",
                message: "\(name(first.month, first.day)) to \(name(last.month, last.day)) ends before it starts: type the earlier day first, as in: \(name(last.month, last.day).lowercased()) to \(name(first.month, first.day).lowercased())")
        case .hoursEndBeforeStart(let start, let end):
            let (from, to) = (TimeSpanText.clock(start), TimeSpanText.clock(end))
            return Refusal(
                code: "range_reversed",
                message: "\(from) to \(to) ends before it starts: type the earlier hour first, as in: \(to) to \(from), or name both days, as in: sat \(from) to sun \(to)")
        case .noEarlierTime(let words):
            return Refusal(
                code: "unclear_time",
                message: "No time has been said yet for '\(words)' to repeat: type the time itself, as in: next sat 2-6pm")
        case .noSuchDay(let words):
            return Refusal(
                code: "no_such_date",
                message: "There is no \(words): type a day that exists, as in: the last monday of next month")
        case .noStartTime(let words):
            return Refusal(
                code: "unclear_time",
                message: "'\(words)' says how long but not when to start: add the hour, as in: friday 2pm for 2 hours")
        case .unread(let words):
            return Refusal(
                code: "unclear_time",
                message: "I didn't catch the time in '\(words)': try 'sat 2-6pm' or 'dec 1 to dec 3'")
        }
    }

    /// A time that has already ended, named as the bot read it.
    static func pastTime(_ when: String) -> Refusal {
        Refusal(code: "past_time", message: "\(when) has already passed: type a time from now on, as in: tomorrow 2-6pm")
    }

    /// A line holding a character no text may carry (`TerminalText`), named.
    static func forbiddenCharacter(_ scalar: Unicode.Scalar) -> Refusal {
        Refusal(
            code: "control_character",
            message: "That line has a control or invisible character in it (\(CharacterName.of(scalar))), so nothing was done: type it again without it.")
    }

    /// A command that needs a username, without one.
    static func whichUser(_ command: String) -> Refusal {
        Refusal(code: "which_user", message: "Whom? Add a username, as in: \(command) @ana")
    }

    static func noOwnListing(named name: String) -> Refusal {
        Refusal(code: "which_listing", message: "None of your listings is called \"\(name)\": type my listings to see yours, then use its number.")
    }

    static func severalOwnListings(named name: String, count: Int) -> Refusal {
        Refusal(code: "which_listing", message: "\(count) of your listings fit \"\(name)\": type my listings, then use its number, as in: pause 2")
    }

    static func noRequest(from name: String) -> Refusal {
        Refusal(code: "which_booking", message: "No request from \(name) is waiting for your answer: type requests to see them.")
    }

    static func noRequest(from name: String, for words: String) -> Refusal {
        Refusal(code: "which_booking", message: "No request from \(name) for \"\(words)\" is waiting for your answer: type requests to see them.")
    }

    static func severalRequests(from name: String, count: Int) -> Refusal {
        Refusal(code: "which_booking", message: "\(name) has \(count) requests waiting: type requests, then use its number, as in: approve 2")
    }

    static func whomToReply(_ one: String, _ other: String) -> Refusal {
        Refusal(code: "which_user", message: "Reply to \(one) or to \(other)? Type message @\(one) TEXT or message @\(other) TEXT.")
    }

    /// A list a position is picked from: what it holds and how to get one.
    enum ShownList {
        case listings, bookings, posts, comments, spots, cards

        var noun: String {
            switch self {
            case .listings: "listing"
            case .bookings: "booking"
            case .posts: "post"
            case .comments: "comment"
            case .spots: "spot"
            case .cards: "shared item"
            }
        }

        var emptyName: String { self == .listings ? "list" : "\(noun) list" }

        var howToList: String {
            switch self {
            case .listings: "search or type my listings"
            case .bookings: "type my bookings or requests"
            case .posts: "type feed"
            case .comments: "type comments on 1, for the first post in your feed"
            case .spots: "type spots near a place"
            case .cards: "open a conversation with inbox @NAME"
            }
        }
    }

    static let ambiguousNumberCode = "ambiguous_number"

    /// "approve 3" when a list shows booking #3 at another position than 3.
    static func twoMeanings(_ number: Int, record: Int64, atPosition: Int64, in list: ShownList) -> Refusal {
        Refusal(
            code: ambiguousNumberCode,
            message: "\(number) could be \(list.noun) #\(record) or the \(Ordinal.text(number)) in the list (\(list.noun) #\(atPosition)): "
                + "say \(list.noun) \(record), or the \(Ordinal.text(number)) one.")
    }

    static func noSuchPosition(_ index: Int, count: Int, in list: ShownList) -> Refusal {
        Refusal(
            code: "no_such_position",
            message: count == 0
                ? "There's no \(list.emptyName) to pick \(index > 0 ? "\(index) " : "")from: \(list.howToList) first."
                : "The last list has \(count) \(list.noun)\(count == 1 ? "" : "s"): pick a number from 1 to \(count).")
    }
}

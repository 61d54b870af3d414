import ArgumentParser
import Marketplace

struct ListUsers: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "users", abstract: "List users, newest first.", usage: "[--text PART] [--banned] [--limit N]")

    @Option(help: "Part of the username.") var text: String?
    @Flag(help: "Only banned users.") var banned = false
    @Option(help: "At most this many.") var limit = 50

    func validate() throws {
        guard (1...1000).contains(limit) else { throw ValidationError("--limit takes a number from 1 to 1000.") }
        try TextFilter.validate(text)
    }

    func run(in context: AdminContext) throws -> AdminOutput {
        .table("users", UserRows.columns, try context.views.users(text: text, bannedOnly: banned, limit: limit).map(UserRows.cells))
    }
}

/// How users print in the console.
enum UserRows {
    static let columns = ["username", "joined", "last_login", "listings", "reports", "banned"]

    static func cells(_ row: AdminViews.UserRow) -> [AdminOutput.Cell] {
        [.text(row.username), .time(row.joined), .time(row.lastLogin), .number(Int64(row.listings)),
         .number(Int64(row.openReports)), .flag(row.banned)]
    }
}

struct ShowUser: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "user", abstract: "Show a user: listings, bookings, reviews, reports against them, last login.",
        usage: "NAME")

    @Argument var name: String

    func run(in context: AdminContext) throws -> AdminOutput {
        let name = name.lowercased().trimmingPrefix("@")
        guard let details = try context.views.user(String(name)) else { throw ModerationError.noUser(String(name)) }
        var fields = zip(UserRows.columns, UserRows.cells(details.user)).map { ($0, $1) }
        if let reason = details.banReason { fields.append(("ban_reason", .text(reason))) }
        fields += [
            ("bookings_as_renter", .number(Int64(details.bookingsAsRenter))),
            ("bookings_as_owner", .number(Int64(details.bookingsAsOwner))),
            ("reviews_received", .number(Int64(details.reviewsReceived))),
            ("rating", details.averageRating.map { .decimal($0) } ?? .missing),
        ]
        return AdminOutput(sections: [
            .record(.init(name: "user", fields: fields)),
            .table(.init(name: "listings", columns: ListingRows.columns, rows: details.listings.map(ListingRows.cells))),
            .table(.init(name: "reports", columns: ReportRows.columns, rows: details.reports.map(ReportRows.cells))),
        ])
    }
}

struct Ban: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "ban",
        abstract: "Ban a user: their sessions end, listings leave search and connections close.", usage: "NAME REASON")
    static let writes = true

    @Argument var name: String
    @Argument(parsing: .remaining) var reason: [String] = []

    func run(in context: AdminContext) throws -> AdminOutput {
        AdminOutput(message: try context.moderation.ban(String(name.trimmingPrefix("@")), reason: ReasonWords.sentence(reason)).message)
    }
}

struct Unban: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "unban",
        abstract: "Lift a ban; the user's listings go back as they were.", usage: "NAME [REASON]")
    static let writes = true

    @Argument var name: String
    @Argument(parsing: .remaining) var reason: [String] = []

    func run(in context: AdminContext) throws -> AdminOutput {
        AdminOutput(message: try context.moderation.unban(String(name.trimmingPrefix("@")), reason: ReasonWords.sentence(reason)).message)
    }
}

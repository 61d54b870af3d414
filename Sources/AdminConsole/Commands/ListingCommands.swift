import ArgumentParser
import Marketplace

struct ListListings: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "listings", abstract: "List listings, newest first.",
        usage: "[--status S] [--owner NAME] [--category C] [--text WORDS] [--limit N]")

    static let statuses = ["active", "paused", "hidden", "pending", "removed"]

    @Option(help: "active, paused, hidden, pending or removed.") var status: String?
    @Option(help: "The owner's username.") var owner: String?
    @Option(help: "A category, such as tools.") var category: String?
    @Option(help: "Words in the title or description.") var text: String?
    @Option(help: "At most this many.") var limit = 50

    func validate() throws {
        if let status, !Self.statuses.contains(status) {
            throw ValidationError("--status takes active, paused, hidden, pending or removed, not \(status).")
        }
        guard (1...1000).contains(limit) else { throw ValidationError("--limit takes a number from 1 to 1000.") }
        try TextFilter.validate(text)
    }

    func run(in context: AdminContext) throws -> AdminOutput {
        var filter = AdminViews.ListingFilter()
        filter.status = status
        filter.owner = owner?.lowercased()
        filter.category = category?.lowercased()
        filter.text = text
        filter.limit = limit
        return .table("listings", ListingRows.columns, try context.views.listings(filter).map(ListingRows.cells))
    }
}

/// How listings print in the console.
enum ListingRows {
    static let columns = ["id", "title", "owner", "category", "price", "per", "status", "reports"]

    static func cells(_ row: AdminViews.ListingRow) -> [AdminOutput.Cell] {
        [.number(row.id), .text(row.title), .text(row.owner), .text(row.category), .money(cents: row.priceCents),
         .text(row.priceUnit), .text(row.status), .number(Int64(row.openReports))]
    }
}

struct ShowListing: ConsoleCommand {
    static let configuration = CommandConfiguration(commandName: "listing", abstract: "Show one listing and its reports.", usage: "ID")

    @Argument var id: Int64

    func run(in context: AdminContext) throws -> AdminOutput {
        guard let found = try context.views.listing(id) else { throw ModerationError.noListing(id) }
        let row = found.row
        var fields: [(String, AdminOutput.Cell)] = [
            ("id", .number(row.id)), ("title", .text(row.title)), ("owner", .text(row.owner)),
            ("category", .text(row.category)), ("price", .money(cents: row.priceCents)), ("per", .text(row.priceUnit)),
            ("status", .text(row.status)),
        ]
        if !row.reason.isEmpty { fields.append(("reason", .text(row.reason))) }
        fields.append(("description", .text(found.description)))
        return AdminOutput(sections: [
            .record(.init(name: "listing", fields: fields)),
            .table(.init(name: "reports", columns: ReportRows.columns, rows: found.reports.map(ReportRows.cells))),
        ])
    }
}

struct ApproveListing: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "listing", abstract: "Let a listing waiting for approval into search.", usage: "ID")
    static let writes = true

    @Argument var id: Int64

    func run(in context: AdminContext) throws -> AdminOutput {
        AdminOutput(message: try context.moderation.approveListing(id).message)
    }
}

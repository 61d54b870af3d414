import ArgumentParser
import Marketplace

struct ListReports: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "reports", abstract: "List open reports, oldest first (--all: every report, newest first).",
        usage: "[--all] [--limit N]")

    @Flag(help: "Closed reports too.") var all = false
    @Option(help: "At most this many.") var limit = 50

    func validate() throws {
        guard (1...1000).contains(limit) else { throw ValidationError("--limit takes a number from 1 to 1000.") }
    }

    func run(in context: AdminContext) throws -> AdminOutput {
        .table("reports", ReportRows.columns, try context.views.reports(includeClosed: all, limit: limit).map(ReportRows.cells))
    }
}

/// How reports print in the console.
enum ReportRows {
    static let columns = ["id", "filed", "reporter", "subject", "reason", "state", "note"]

    static func cells(_ row: AdminViews.ReportRow) -> [AdminOutput.Cell] {
        [.number(row.id), .time(row.at), .text(row.reporter), .text(row.subject), .text(row.reason), .text(row.state),
         .text(row.note ?? "")]
    }
}

struct Resolve: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Close a report as acted on, optionally hiding its subject or banning whoever is behind it.",
        usage: "ID [--hide | --ban] NOTE")
    static let writes = true

    @Argument var id: Int64
    @Flag(help: "Hide the reported listing, review, post or comment.") var hide = false
    @Flag(help: "Ban the reported user, or whoever owns, wrote or sent what was reported.") var ban = false
    @Argument(parsing: .remaining) var note: [String] = []

    func validate() throws {
        guard !(hide && ban) else { throw ValidationError("Use --hide or --ban, not both.") }
    }

    func run(in context: AdminContext) throws -> AdminOutput {
        let action: Moderation.ReportAction? = hide ? .hide : (ban ? .ban : nil)
        return AdminOutput(message: try context.moderation.resolveReport(id, note: ReasonWords.sentence(note), action: action).message)
    }
}

struct Dismiss: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "dismiss",
        abstract: "Close a report as not against the rules.", usage: "ID NOTE")
    static let writes = true

    @OptionGroup var target: NumberAndReason

    func run(in context: AdminContext) throws -> AdminOutput {
        AdminOutput(message: try context.moderation.dismissReport(target.id, note: target.reason).message)
    }
}

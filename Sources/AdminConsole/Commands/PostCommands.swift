import ArgumentParser
import Marketplace

struct ListPosts: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "posts", abstract: "List posts, newest first.", usage: "[--author NAME] [--text WORDS] [--hidden] [--limit N]")

    @Option(help: "The author's username.") var author: String?
    @Option(help: "Words in the text.") var text: String?
    @Flag(help: "Only posts hidden by a moderator or by their author's ban.") var hidden = false
    @Option(help: "At most this many.") var limit = 50

    func validate() throws {
        guard (1...1000).contains(limit) else { throw ValidationError("--limit takes a number from 1 to 1000.") }
        try TextFilter.validate(text)
    }

    func run(in context: AdminContext) throws -> AdminOutput {
        var filter = AdminViews.PostFilter()
        filter.author = author.map { String($0.lowercased().trimmingPrefix("@")) }
        filter.text = text
        filter.hiddenOnly = hidden
        filter.limit = limit
        return .table("posts", PostRows.columns, try context.views.posts(filter).map(PostRows.cells))
    }
}

/// How posts print in the console.
enum PostRows {
    static let columns = ["id", "author", "posted", "text", "likes", "comments", "state", "reports"]

    static func cells(_ row: AdminViews.PostRow) -> [AdminOutput.Cell] {
        [.number(row.id), .text(row.author), .time(row.at), .text(row.text), .number(Int64(row.likes)),
         .number(Int64(row.comments)), .text(row.state), .number(Int64(row.openReports))]
    }
}

struct ShowPost: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "post", abstract: "Show one post, its comments with their numbers, and its reports.", usage: "ID")

    @Argument var id: Int64

    func run(in context: AdminContext) throws -> AdminOutput {
        guard let found = try context.views.post(id) else { throw ModerationError.noPost(id) }
        let row = found.row
        var fields: [(String, AdminOutput.Cell)] = [
            ("id", .number(row.id)), ("author", .text(row.author)), ("posted", .time(row.at)), ("state", .text(row.state)),
        ]
        if !row.reason.isEmpty { fields.append(("reason", .text(row.reason))) }
        fields += [("likes", .number(Int64(row.likes))), ("comments", .number(Int64(row.comments)))]
        if let photo = found.photo { fields.append(("photo", .text(photo))) }
        if let card = found.card { fields.append(("card", .text(card))) }
        fields.append(("text", .text(row.text)))
        return AdminOutput(sections: [
            .record(.init(name: "post", fields: fields)),
            .table(.init(name: "comments", columns: CommentRows.columns, rows: found.comments.map(CommentRows.cells))),
            .table(.init(name: "reports", columns: ReportRows.columns, rows: found.reports.map(ReportRows.cells))),
        ])
    }
}

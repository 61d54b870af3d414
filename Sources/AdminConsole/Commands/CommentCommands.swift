import ArgumentParser
import Marketplace

/// How comments print under `show post`.
enum CommentRows {
    static let columns = ["id", "author", "written", "state", "reports", "text"]

    static func cells(_ row: AdminViews.CommentRow) -> [AdminOutput.Cell] {
        [.number(row.id), .text(row.author), .time(row.at), .text(row.state), .number(Int64(row.openReports)), .text(row.text)]
    }
}

struct HideComment: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "comment", abstract: "Hide a comment from its post; its author is told why.", usage: "ID REASON")

    @OptionGroup var target: NumberAndReason

    func run(in context: AdminContext) throws -> AdminOutput {
        AdminOutput(message: try context.moderation.hideComment(target.id, reason: target.reason))
    }
}

struct UnhideComment: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "comment", abstract: "Show a hidden comment again; its author is told.", usage: "ID [REASON]")

    @OptionGroup var target: NumberAndReason

    func run(in context: AdminContext) throws -> AdminOutput {
        AdminOutput(message: try context.moderation.unhideComment(target.id, reason: target.reason))
    }
}

import Marketplace

/// How comments print under `show post`.
enum CommentRows {
    static let columns = ["id", "author", "written", "state", "reports", "text"]

    static func cells(_ row: AdminViews.CommentRow) -> [AdminOutput.Cell] {
        [.number(row.id), .text(row.author), .time(row.at), .text(row.state), .number(Int64(row.openReports)), .text(row.text)]
    }
}

import ArgumentParser
import Marketplace

struct ListReviews: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "reviews", abstract: "List reviews: recent, lowest-rated or reported.",
        usage: "[--recent | --lowest | --reported] [--limit N]")

    @Flag var order: AdminViews.ReviewOrder = .recent
    @Option(help: "At most this many.") var limit = 50

    func validate() throws {
        guard (1...1000).contains(limit) else { throw ValidationError("--limit takes a number from 1 to 1000.") }
    }

    func run(in context: AdminContext) throws -> AdminOutput {
        .table(
            "reviews", ["id", "author", "about", "rating", "state", "reports", "written", "text"],
            try context.views.reviews(order, limit: limit).map {
                [.number($0.id), .text($0.author), .text($0.subject), .number(Int64($0.rating)), .text($0.state),
                 .number(Int64($0.openReports)), .time($0.at), .text($0.text)]
            })
    }
}

extension AdminViews.ReviewOrder: EnumerableFlag {}

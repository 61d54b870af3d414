import ArgumentParser

struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show one listing, user or report.", subcommands: [ShowListing.self, ShowUser.self])
}

struct Hide: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hide",
        abstract: "Hide a listing or a review.", subcommands: [HideListing.self, HideReview.self])
}

struct Unhide: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unhide",
        abstract: "Show a hidden listing or review again.", subcommands: [UnhideListing.self, UnhideReview.self])
}

struct Remove: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove", abstract: "Remove a listing.", subcommands: [RemoveListing.self])
}

struct Approve: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "approve", abstract: "Approve a listing.", subcommands: [ApproveListing.self])
}

struct Delete: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: "Delete a review.", subcommands: [DeleteReview.self])
}

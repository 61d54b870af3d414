import ArgumentParser

struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show one listing, user or post.", subcommands: [ShowListing.self, ShowUser.self, ShowPost.self])
}

struct Hide: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hide",
        abstract: "Hide a listing, a review, a post or a comment.",
        subcommands: [HideListing.self, HideReview.self, HidePost.self, HideComment.self])
}

struct Unhide: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unhide",
        abstract: "Show a hidden listing, review, post or comment again.",
        subcommands: [UnhideListing.self, UnhideReview.self, UnhidePost.self, UnhideComment.self])
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

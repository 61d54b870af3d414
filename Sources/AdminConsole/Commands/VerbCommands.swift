import ArgumentParser

struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show one listing, user or post.", subcommands: [ShowListing.self, ShowUser.self, ShowPost.self])
}

struct Approve: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "approve", abstract: "Approve a listing.", subcommands: [ApproveListing.self])
}

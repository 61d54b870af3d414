import ArgumentParser

/// Every console command, parsed from one line's words with `parseAsRoot`.
struct AdminCommands: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "",
        abstract: "Moderate Rentline: listings, reviews, posts, comments, users, reports, deposit claims, settings and the audit log.",
        subcommands: [
            Stats.self, ListListings.self, Show.self, ModerationCommand<HideVerb>.self, ModerationCommand<UnhideVerb>.self,
            ModerationCommand<RemoveVerb>.self, Approve.self, ListReviews.self, ModerationCommand<DeleteVerb>.self, ListPosts.self,
            ListUsers.self, Ban.self, Unban.self, ListReports.self, Resolve.self, Dismiss.self, ListDepositClaims.self,
            AllowClaim.self, RefuseClaim.self, Audit.self, ListSettings.self, SetSetting.self,
        ])

    /// Each command as typed, with what it does, for `help`.
    static var summaries: [(usage: String, abstract: String)] {
        configuration.subcommands.flatMap { command -> [(String, String)] in
            if let kinded = command as? any KindedCommand.Type { return kinded.forms }
            let name = command.configuration.commandName ?? ""
            let children = command.configuration.subcommands
            guard !children.isEmpty else { return [(name + usageTail(command), command.configuration.abstract)] }
            return children.map { child in
                ("\(name) \(child.configuration.commandName ?? "")" + usageTail(child), child.configuration.abstract)
            }
        }
    }

    private static func usageTail(_ command: ParsableCommand.Type) -> String {
        let usage = command.configuration.usage ?? ""
        return usage.isEmpty ? "" : " " + usage
    }

    /// The command `path` names, such as ["show", "listing"].
    static func command(at path: [String]) -> ParsableCommand.Type? {
        var command: ParsableCommand.Type = AdminCommands.self
        for word in path {
            guard let match = command.configuration.subcommands.first(where: { $0.configuration.commandName == word })
            else { return nil }
            command = match
        }
        return command
    }

    /// The words that may follow `path` (a command and its subcommand so far): subcommands, or the kinds of thing
    /// a moderation verb acts on.
    static func subcommandNames(after path: [String]) -> [String] {
        guard let command = command(at: path) else { return [] }
        if let kinded = command as? any KindedCommand.Type { return kinded.kinds }
        return command.configuration.subcommands.compactMap { $0.configuration.commandName }
    }
}

import ArgumentParser
import Foundation

/// The `rentline` command: the chat server and the tools around it.
@main
struct Rentline: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Rentline: a peer-to-peer rental marketplace you use by chatting over TCP.",
        version: RentlineVersion.number,
        subcommands: [ServeCommand.self, AdminCommand.self, SeedCommand.self, ParseCommand.self, ReplayCommand.self]
    )

    /// Exit status 2 for a wrong flag or value, as most Unix tools use, instead of ArgumentParser's 64.
    static let usageStatus: Int32 = 2

    /// Runs the command the arguments name, as ArgumentParser's own `main` does, but exits with `usageStatus` when
    /// the arguments are wrong.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(usageStatus)
        }
    }
}

import ArgumentParser

/// The `rentline` command: the chat server and the tools around it.
@main
struct Rentline: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Rentline: a peer-to-peer rental marketplace you use by chatting over TCP.",
        subcommands: [ServeCommand.self, AdminCommand.self, SeedCommand.self, ParseCommand.self, ReplayCommand.self, BenchCommand.self]
    )
}

import ArgumentParser

/// `rentline-bench`: load and timing tools whose figures go into BENCHMARKS.md, kept out of the product binary.
@main
struct RentlineBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rentline-bench", abstract: "Measure a running Rentline server, or its parts.",
        subcommands: [
            PingBenchCommand.self, IdleBenchCommand.self, ParseBenchCommand.self, PlanBenchCommand.self, BookBenchCommand.self,
            FeedBenchCommand.self, MessageBenchCommand.self, LoginFloodBenchCommand.self,
        ])
}

import ArgumentParser

/// `rentline bench`: load tools whose figures go into BENCHMARKS.md.
struct BenchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench", abstract: "Measure a running server.",
        subcommands: [
            PingBenchCommand.self, IdleBenchCommand.self, ParseBenchCommand.self, PlanBenchCommand.self, BookBenchCommand.self,
            FeedBenchCommand.self, MessageBenchCommand.self, LoginFloodBenchCommand.self,
        ])
}

import ArgumentParser
import Bot
import Foundation
import Intents
import Marketplace

/// `rentline-bench plan`: how SQLite runs the search statement of each search line, from `EXPLAIN QUERY PLAN`.
struct PlanBenchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan", abstract: "Time each search line against a database and print SQLite's query plan for it.")

    @Option(help: "The SQLite database file.") var db = "rentline.sqlite"
    @Option(help: "How many times to run each search, for its mean time.") var rounds = 20
    @Argument(help: "Search lines with a ZIP or city, such as \"find drill near 94105 under 5/day\".") var lines: [String]

    func run() async throws {
        let database = try AppDatabase.open(path: db)
        let places = Places(database: database)
        let search = ListingSearch(database: database, clock: SystemWallClock())
        for line in lines {
            guard case .search(let wanted) = IntentParser().understand(line).command else {
                throw ValidationError("\"\(line)\" is not a search.")
            }
            let place: Place?
            switch wanted.near {
            case .zip(let zip): place = try await places.place(zip: zip)
            case .city(let city), .cityInState(let city, _): place = try await places.place(city: city)
            default: place = nil
            }
            guard let place else { throw ValidationError("\"\(line)\" is not a search with a ZIP code or a city.") }
            let query = SearchQuery(wanted, at: place)
            let started = DispatchTime.now().uptimeNanoseconds
            var hits = 0
            for _ in 0..<rounds { hits = try await search.search(query, limit: 6).count }
            let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e6 / Double(rounds)
            print(String(format: "%@ (%d hits, %.2f ms)", line, hits, milliseconds))
            for step in try await search.queryPlan(ListingSearch.statement(for: query, offset: 0, limit: 6)) {
                print("  \(step)")
            }
        }
    }
}

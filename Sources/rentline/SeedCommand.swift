import ArgumentParser
import Foundation
import Marketplace

/// `rentline seed`: fills a database with the demo world, or with many synthetic listings for benchmarks.
struct SeedCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "seed", abstract: "Fill a database with the demo world or with synthetic listings.")

    @Flag(help: "Load the demo world: \(DemoWorld.userCount) people and 480 listings in the Bay Area and abroad, with spots, follows and posts (password \(DemoWorld.password)).")
    var demo = false
    @Option(help: "Add this many synthetic listings spread over US ZIP codes, for benchmarks.") var listings: Int?
    @Option(help: "The SQLite database file; created if missing.") var db = "rentline.sqlite"

    func validate() throws {
        guard demo != (listings != nil) else { throw ValidationError("Give either --demo or --listings N.") }
        if let listings, listings < 1 { throw ValidationError("--listings takes a positive count.") }
    }

    func run() async throws {
        let database = try AppDatabase.open(path: db)
        let clock = SystemWallClock()
        if demo {
            let summary = try await DemoWorld.load(into: database, hasher: PasswordHasher(), clock: clock)
            print("Loaded the demo world into \(db): \(summary.users) people, \(summary.listings) listings in \(summary.cities) cities.")
            print("They follow each other \(summary.follows) times and wrote \(summary.posts) posts; \(summary.spots) spots are on the map.")
            print("Log in as any of them (ana, bo, chen…) with the password \(DemoWorld.password).")
        } else if let listings {
            let started = Date()
            try await SyntheticListings.load(listings, into: database, clock: clock) { loaded in
                FileHandle.standardError.write(Data("\r\(loaded) listings".utf8))
            }
            FileHandle.standardError.write(Data("\n".utf8))
            try database.checkpoint()
            print(String(format: "Added %d listings to %@ in %.1f s.", listings, db, Date().timeIntervalSince(started)))
        }
    }
}

import ArgumentParser
import Demo
import Foundation
import Logging
import Marketplace

/// `rentline seed`: fills a database with the demo world, or with synthetic listings or members for benchmarks.
struct SeedCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "seed", abstract: "Fill a database with the demo world, or with synthetic listings or members for benchmarks.")

    @Flag(help: "Load the demo world: \(DemoWorld.userCount) people and 480 listings in the Bay Area and abroad, with spots, follows and posts (password \(DemoWorld.password)).")
    var demo = false
    @Option(help: "Add this many synthetic listings spread over US ZIP codes, for benchmarks.") var listings: Int?
    @Flag(help: "Load the feed and message benchmarks' members into an empty database: authors with posts, and readers following every author (password \(SocialBenchWorld.password)).")
    var socialBench = false
    @Option(help: "With --social-bench: how many authors (author1, author2…).") var authors = SocialBenchWorld.Shape().authors
    @Option(help: "With --social-bench: how many posts each author has written.") var postsPerAuthor = SocialBenchWorld.Shape().postsPerAuthor
    @Option(help: "With --social-bench: how many readers (reader1, reader2…), each following every author.")
    var readers = SocialBenchWorld.Shape().readers
    @Option(help: "The SQLite database file (created if missing), or a PostgreSQL URL: postgresql://USER@HOST:PORT/DB.")
    var db = "rentline.sqlite"

    func validate() throws {
        guard [demo, listings != nil, socialBench].count(where: { $0 }) == 1 else {
            throw ValidationError("Give one of --demo, --listings N or --social-bench.")
        }
        if let listings, listings < 1 { throw ValidationError("--listings takes a positive count.") }
        _ = try DatabaseLocation.validated(db)
        guard authors >= 1, postsPerAuthor >= 1, readers >= 1 else {
            throw ValidationError("--authors, --posts-per-author and --readers take positive counts.")
        }
    }

    func run() async throws {
        let location = try DatabaseLocation(db)
        let database = try await AppDatabase.open(location, logger: Logger(label: "rentline.seed"))
        do {
            try await seed(database, at: location)
        } catch {
            try? await database.close()
            throw error
        }
        try await database.close()
    }

    private func seed(_ database: AppDatabase, at location: DatabaseLocation) async throws {
        let clock = SystemWallClock()
        if demo {
            let summary = try await DemoWorld.load(into: database, hasher: PasswordHasher(), clock: clock)
            print("Loaded the demo world into \(location): \(summary.users) people, \(summary.listings) listings in \(summary.cities) cities.")
            print("They follow each other \(summary.follows) times and wrote \(summary.posts) posts; \(summary.spots) spots are on the map.")
            print("Log in as any of them (ana, ben, chen…) with the password \(DemoWorld.password).")
        } else if let listings {
            let started = Date()
            try await SyntheticListings.load(listings, into: database, clock: clock) { loaded in
                FileHandle.standardError.write(Data("\r\(loaded) listings".utf8))
            }
            FileHandle.standardError.write(Data("\n".utf8))
            try database.checkpoint()
            print(String(format: "Added %d listings to %@ in %.1f s.", listings, "\(location)", Date().timeIntervalSince(started)))
        } else {
            let started = Date()
            let shape = SocialBenchWorld.Shape(authors: authors, postsPerAuthor: postsPerAuthor, readers: readers)
            let summary = try await SocialBenchWorld.load(shape, into: database, hasher: PasswordHasher(), clock: clock)
            try database.checkpoint()
            print(String(
                format: "Loaded %d people, %d posts, %d follows and %d feed entries into %@ in %.1f s.", summary.users, summary.posts,
                summary.follows, summary.feedEntries, "\(location)", Date().timeIntervalSince(started)))
            print("Log in as \(SocialBenchWorld.author(1)) to \(SocialBenchWorld.author(authors)) or \(SocialBenchWorld.reader(1)) to \(SocialBenchWorld.reader(readers)) with the password \(SocialBenchWorld.password).")
        }
    }
}

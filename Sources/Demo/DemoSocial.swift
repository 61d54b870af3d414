import GRDB
@_spi(Seeding) import Marketplace

/// The demo world's social side: spots in every catalog city, who follows whom, posts filed in their readers'
/// feeds, and a few likes. Loaded after people and listings, from the same generator.
enum DemoSocial {
    /// A demo person as the social side sees them: their account, their city's catalog name, and their home.
    struct Person {
        var id: Int64
        var city: String
        var home: Place
    }

    /// A post before it is inserted.
    private struct Draft {
        var author: Person
        var text: String
        var photoURL: String?
        var listingId: Int64?
        var spotId: Int64?
        var createdAt: Int64
    }

    private typealias Post = (id: Int64, author: Int64, createdAt: Int64)
    private static let day: Int64 = 86_400

    /// Loads the social side for `people` at unix time `now`; answers how many spots, posts and follows it made.
    static func load(
        _ people: [Person], in db: SQLSession, now: Int64, using random: inout SeededGenerator
    ) throws -> (spots: Int, posts: Int, follows: Int) {
        let spots = try insertSpots(for: people, in: db, now: now, using: &random)
        let followers = try insertFollows(among: people, in: db, now: now, using: &random)
        let posts = try insertPosts(by: people, spots: spots, in: db, now: now, using: &random)
        try db.execute(
            sql: """
                INSERT INTO feed_entries (user_id, post_id)
                SELECT author_id, id FROM posts
                UNION SELECT follows.follower_id, posts.id FROM posts JOIN follows ON follows.followee_id = posts.author_id
                """)
        try insertLikes(on: posts, by: followers, in: db, now: now, using: &random)
        return (spots.values.reduce(0) { $0 + $1.count }, posts.count, followers.values.reduce(0) { $0 + $1.count })
    }

    /// Every catalog spot, pinned by someone living in its city when anyone does; answers the spots by city.
    private static func insertSpots(
        for people: [Person], in db: SQLSession, now: Int64, using random: inout SeededGenerator
    ) throws -> [String: [(id: Int64, name: String)]] {
        var byCity: [String: [(id: Int64, name: String)]] = [:]
        for (city, spots) in DemoSpots.cities {
            guard let place = try Places.place(city: city, in: db) else { throw DemoWorld.SeedError.unknownCity(city) }
            let locals = people.filter { $0.city == city }
            for spot in spots {
                let pinnedBy = locals.randomElement(using: &random)?.id
                let created = now - Int64.random(in: 15 * day...60 * day, using: &random)
                let id = try Int64.fetchOne(
                    db,
                    sql: """
                        INSERT INTO spots (user_id, name, kind, place_name, latitude, longitude, created_at)
                        VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id
                        """,
                    arguments: [pinnedBy, spot.name, spot.kind.rawValue, place.name, spot.latitude, spot.longitude, created])!
                byCity[city, default: []].append((id, spot.name))
            }
        }
        return byCity
    }

    /// Each person follows four to eight others; answers each followed person's followers.
    private static func insertFollows(
        among people: [Person], in db: SQLSession, now: Int64, using random: inout SeededGenerator
    ) throws -> [Int64: [Int64]] {
        var followers: [Int64: [Int64]] = [:]
        for person in people {
            let others = people.filter { $0.id != person.id }.shuffled(using: &random)
            for followee in others.prefix(Int.random(in: 4...8, using: &random)) {
                try db.execute(
                    sql: "INSERT INTO follows (follower_id, followee_id, created_at) VALUES (?, ?, ?)",
                    arguments: [person.id, followee.id, now - Int64.random(in: 15 * day...85 * day, using: &random)])
                followers[followee.id, default: []].append(person.id)
            }
        }
        return followers
    }

    /// One to three posts each over the last fortnight, some about one of the author's listings or a spot in their
    /// city, some with a photo; inserted oldest first so ids grow with time.
    private static func insertPosts(
        by people: [Person], spots: [String: [(id: Int64, name: String)]], in db: SQLSession, now: Int64,
        using random: inout SeededGenerator
    ) throws -> [Post] {
        var drafts: [Draft] = []
        for person in people {
            let listings = try Row.fetchAll(
                db, sql: "SELECT id, title FROM listings WHERE owner_id = ? ORDER BY id", arguments: [person.id])
            let nearby = spots[person.city] ?? []
            for number in 1...Int.random(in: 1...3, using: &random) {
                let created = now - Int64.random(in: 0..<14 * day, using: &random)
                var draft = Draft(author: person, text: "", createdAt: created)
                switch Int.random(in: 0..<3, using: &random) {
                case 0 where !listings.isEmpty:
                    let listing = listings.randomElement(using: &random)!
                    draft.listingId = listing["id"]
                    draft.text = DemoPosts.aboutListing.randomElement(using: &random)!(listing["title"])
                case 1 where !nearby.isEmpty:
                    let spot = nearby.randomElement(using: &random)!
                    draft.spotId = spot.id
                    draft.text = DemoPosts.aboutSpot.randomElement(using: &random)!(spot.name)
                default:
                    draft.text = DemoPosts.everyday.randomElement(using: &random)!
                }
                if Bool.random(using: &random) {
                    draft.photoURL = "https://photos.rentline.example/posts/\(person.id)-\(number).jpg"
                }
                drafts.append(draft)
            }
        }
        let oldestFirst = drafts.enumerated().sorted { ($0.element.createdAt, $0.offset) < ($1.element.createdAt, $1.offset) }
        return try oldestFirst.map { _, draft in
            let id = try Int64.fetchOne(
                db,
                sql: """
                    INSERT INTO posts (author_id, text, photo_url, listing_id, spot_id, latitude, longitude, created_at)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id
                    """,
                arguments: [draft.author.id, draft.text, draft.photoURL, draft.listingId, draft.spotId,
                            draft.author.home.latitude, draft.author.home.longitude, draft.createdAt])!
            return (id, draft.author.id, draft.createdAt)
        }
    }

    /// Up to three of the author's followers like each post some time after it went up; like counts match the rows.
    private static func insertLikes(
        on posts: [Post], by followers: [Int64: [Int64]], in db: SQLSession, now: Int64, using random: inout SeededGenerator
    ) throws {
        for post in posts {
            let readers = (followers[post.author] ?? []).shuffled(using: &random)
            for reader in readers.prefix(Int.random(in: 0...3, using: &random)) {
                try db.execute(
                    sql: "INSERT INTO post_likes (post_id, user_id, created_at) VALUES (?, ?, ?)",
                    arguments: [post.id, reader, Int64.random(in: post.createdAt...now, using: &random)])
            }
        }
        try db.execute(sql: "UPDATE posts SET like_count = (SELECT COUNT(*) FROM post_likes WHERE post_id = posts.id)")
    }
}

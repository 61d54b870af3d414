/// How much one address or one account may do: sign-ups and failed logins per address, and what an account may
/// write in an hour. The counts live in the database, so they hold across connections and servers.
///
/// The defaults are far above what a person does; they stop scripts, not people.
public struct Allowances: Sendable, Equatable {
    public var signupsPerAddressPerHour = 5
    /// Failed logins, for any names, one address may make in `Accounts.lockoutWindow`.
    public var loginFailuresPerAddress = 20
    public var postsPerHour = 60
    public var commentsPerHour = 200
    public var messagesPerHour = 300
    public var listingsPerHour = 50
    public var reportsPerHour = 10

    public init() {}

    /// The allowance `name` sets (the `rentline serve` option without its dashes, as `posts-per-hour`).
    public static var names: [String: WritableKeyPath<Allowances, Int>] {
        [
            "signups-per-address-per-hour": \.signupsPerAddressPerHour,
            "login-failures-per-address": \.loginFailuresPerAddress,
            "posts-per-hour": \.postsPerHour,
            "comments-per-hour": \.commentsPerHour,
            "messages-per-hour": \.messagesPerHour,
            "listings-per-hour": \.listingsPerHour,
            "reports-per-hour": \.reportsPerHour,
        ]
    }

    /// How many of `kind` one account may write in an hour.
    public func perHour(_ kind: QuotaKind) -> Int {
        switch kind {
        case .post: postsPerHour
        case .comment: commentsPerHour
        case .message: messagesPerHour
        case .listing: listingsPerHour
        case .report: reportsPerHour
        }
    }
}

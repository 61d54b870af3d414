import GRDB

/// One step of the schema's history, in each store's dialect. Never changes once shipped; add new ones at the end.
struct Migration: Sendable {
    let identifier: String
    /// The step as one SQLite script.
    let sqlite: String
    /// The same step for PostgreSQL, one statement per string.
    let postgres: [String]
}

/// The schema's history, both stores' in one list.
enum Migrations {
    static let all = [
        Migration(
            identifier: "v1 accounts and reference data", sqlite: AccountSchema.v1, postgres: AccountSchema.postgresV1),
        Migration(
            identifier: "v2 listings, search indexes and favorites", sqlite: ListingSchema.v2,
            postgres: ListingSchema.postgresV2),
        Migration(
            identifier: "v3 availability, bookings, wallet, reviews and notifications", sqlite: BookingSchema.v3,
            postgres: BookingSchema.postgresV3),
        Migration(
            identifier: "v4 moderation, reports, audit, settings and the platform fee", sqlite: ModerationSchema.v4,
            postgres: ModerationSchema.postgresV4),
        Migration(
            identifier: "v5 profiles, follows, blocks, posts, comments, likes, messages, spots and adventures",
            sqlite: SocialSchema.v5, postgres: SocialSchema.postgresV5),
        Migration(
            identifier: "v6 password attempts by name and signups by address", sqlite: LoginGuardSchema.v6,
            postgres: LoginGuardSchema.postgresV6),
        Migration(
            identifier: "v7 notices keep their facts", sqlite: NoticeSchema.v7, postgres: NoticeSchema.postgresV7),
        Migration(
            identifier: "v8 search ranks by bm25 on PostgreSQL too", sqlite: SearchRankingSchema.v8,
            postgres: SearchRankingSchema.postgresV8),
        Migration(
            identifier: "v9 quotas and failed logins counted by account, address and time", sqlite: QuotaSchema.v9,
            postgres: QuotaSchema.postgresV9),
        Migration(
            identifier: "v10 leases: deposits, notice periods and monthly rent", sqlite: LeaseSchema.v10,
            postgres: LeaseSchema.postgresV10),
        Migration(
            identifier: "v11 ids from sequences on PostgreSQL, so writes that share nothing run at once",
            sqlite: IdSequenceSchema.v11, postgres: IdSequenceSchema.postgresV11),
        Migration(
            identifier: "v12 text compares bytewise on PostgreSQL whatever the database's collation",
            sqlite: TextCollationSchema.v12, postgres: TextCollationSchema.postgresV12),
        Migration(
            identifier: "v13 the next due moment by a function on PostgreSQL, planned once a session",
            sqlite: SweepDueSchema.v13, postgres: SweepDueSchema.postgresV13),
    ]

    /// GRDB's migrator for SQLite, applying each pending step in a transaction of its own.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for migration in all {
            migrator.registerMigration(migration.identifier) { db in try db.execute(sql: migration.sqlite) }
        }
        return migrator
    }
}

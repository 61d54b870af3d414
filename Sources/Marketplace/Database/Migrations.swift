import GRDB

/// The schema's history. Each migration is a literal that never changes once shipped; add new ones at the end.
enum Migrations {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1 accounts and reference data") { db in
            try db.execute(sql: """
                CREATE TABLE users (
                    id INTEGER PRIMARY KEY,
                    username TEXT NOT NULL UNIQUE COLLATE NOCASE,
                    password_hash TEXT NOT NULL,
                    created_at DATETIME NOT NULL,
                    last_login_at DATETIME,
                    locked_until DATETIME
                );
                CREATE TABLE login_failures (
                    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    failed_at DATETIME NOT NULL
                );
                CREATE INDEX login_failures_by_user ON login_failures(user_id, failed_at);
                CREATE TABLE sessions (
                    id INTEGER PRIMARY KEY,
                    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    token_hash TEXT NOT NULL UNIQUE,
                    created_at DATETIME NOT NULL,
                    expires_at DATETIME NOT NULL,
                    revoked_at DATETIME
                );
                CREATE INDEX sessions_by_user ON sessions(user_id);
                CREATE TABLE zip_codes (
                    zip TEXT PRIMARY KEY,
                    city TEXT NOT NULL,
                    state TEXT NOT NULL,
                    county TEXT NOT NULL,
                    latitude REAL NOT NULL,
                    longitude REAL NOT NULL,
                    time_zone TEXT NOT NULL,
                    active INTEGER NOT NULL
                ) WITHOUT ROWID;
                CREATE INDEX zip_codes_by_city ON zip_codes(city COLLATE NOCASE, state);
                CREATE TABLE world_cities (
                    geoname_id INTEGER PRIMARY KEY,
                    name TEXT NOT NULL,
                    country_code TEXT NOT NULL,
                    country TEXT NOT NULL,
                    continent_code TEXT NOT NULL,
                    continent TEXT NOT NULL,
                    latitude REAL NOT NULL,
                    longitude REAL NOT NULL,
                    population INTEGER NOT NULL,
                    time_zone TEXT NOT NULL
                );
                CREATE INDEX world_cities_by_name ON world_cities(name COLLATE NOCASE);
                """)
        }
        migrator.registerMigration("v2 listings, search indexes and favorites") { db in
            try db.execute(sql: ListingSchema.v2)
        }
        migrator.registerMigration("v3 availability, bookings, wallet, reviews and notifications") { db in
            try db.execute(sql: BookingSchema.v3)
        }
        migrator.registerMigration("v4 moderation, reports, audit, settings and the platform fee") { db in
            try db.execute(sql: ModerationSchema.v4)
        }
        migrator.registerMigration("v5 profiles, follows, blocks, posts, comments, likes, messages, spots and adventures") { db in
            try db.execute(sql: SocialSchema.v5)
        }
        migrator.registerMigration("v6 password attempts by name and signups by address") { db in
            try db.execute(sql: LoginGuardSchema.v6)
        }
        migrator.registerMigration("v7 notices keep their facts") { db in
            try db.execute(sql: NoticeSchema.v7)
        }
        return migrator
    }
}

/// The v1 schema: accounts, their sessions and failed logins, and the reference data (US zip codes, world cities).
enum AccountSchema {
    static let v1 = """
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
        """
}

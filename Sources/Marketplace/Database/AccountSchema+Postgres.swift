extension AccountSchema {
    /// v1 in PostgreSQL's dialect: the same tables, columns in the same order, keys and indexes, one statement per
    /// string (postgres-nio sends each alone). Never changes once shipped.
    static let postgresV1: [String] = [
        "CREATE COLLATION IF NOT EXISTS nocase (provider = icu, locale = 'und-u-ks-level2', deterministic = false)",
        // GreatCircle.distanceKm, operation for operation. float8smaller is min(1, x) as Swift computes it (NaN
        // gives 1) and, unlike least(), strict: the planner inlines the body into the query.
        """
        CREATE FUNCTION distance_km(
            lat1 DOUBLE PRECISION, lon1 DOUBLE PRECISION, lat2 DOUBLE PRECISION, lon2 DOUBLE PRECISION
        ) RETURNS DOUBLE PRECISION LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
            SELECT 2 * 6371.0088::DOUBLE PRECISION * asin(float8smaller(1, sqrt(
                sin((lat2 - lat1) * pi() / 180 / 2) * sin((lat2 - lat1) * pi() / 180 / 2)
                + cos(lat1 * pi() / 180) * cos(lat2 * pi() / 180)
                    * sin((lon2 - lon1) * pi() / 180 / 2) * sin((lon2 - lon1) * pi() / 180 / 2))))
        $$
        """,
        """
        CREATE TABLE users (
            id BIGINT PRIMARY KEY,
            username TEXT COLLATE nocase NOT NULL CONSTRAINT users_username_key UNIQUE,
            password_hash TEXT NOT NULL,
            created_at TEXT NOT NULL,
            last_login_at TEXT,
            locked_until TEXT
        )
        """,
        """
        CREATE FUNCTION users_assign_id() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            SELECT coalesce(max(id), 0) + 1 INTO NEW.id FROM users;
            RETURN NEW;
        END
        $$
        """,
        """
        CREATE TRIGGER users_assign_id BEFORE INSERT ON users
        FOR EACH ROW WHEN (NEW.id IS NULL) EXECUTE FUNCTION users_assign_id()
        """,
        """
        CREATE TABLE login_failures (
            user_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
            failed_at TEXT NOT NULL
        )
        """,
        "CREATE INDEX login_failures_by_user ON login_failures(user_id, failed_at)",
        """
        CREATE TABLE sessions (
            id BIGINT PRIMARY KEY,
            user_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
            token_hash TEXT NOT NULL CONSTRAINT sessions_token_hash_key UNIQUE,
            created_at TEXT NOT NULL,
            expires_at TEXT NOT NULL,
            revoked_at TEXT
        )
        """,
        """
        CREATE FUNCTION sessions_assign_id() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            SELECT coalesce(max(id), 0) + 1 INTO NEW.id FROM sessions;
            RETURN NEW;
        END
        $$
        """,
        """
        CREATE TRIGGER sessions_assign_id BEFORE INSERT ON sessions
        FOR EACH ROW WHEN (NEW.id IS NULL) EXECUTE FUNCTION sessions_assign_id()
        """,
        "CREATE INDEX sessions_by_user ON sessions(user_id)",
        """
        CREATE TABLE zip_codes (
            zip TEXT PRIMARY KEY,
            city TEXT NOT NULL,
            state TEXT NOT NULL,
            county TEXT NOT NULL,
            latitude DOUBLE PRECISION NOT NULL,
            longitude DOUBLE PRECISION NOT NULL,
            time_zone TEXT NOT NULL,
            active BIGINT NOT NULL
        )
        """,
        "CREATE INDEX zip_codes_by_city ON zip_codes(city COLLATE nocase, state)",
        """
        CREATE TABLE world_cities (
            geoname_id BIGINT PRIMARY KEY,
            name TEXT NOT NULL,
            country_code TEXT NOT NULL,
            country TEXT NOT NULL,
            continent_code TEXT NOT NULL,
            continent TEXT NOT NULL,
            latitude DOUBLE PRECISION NOT NULL,
            longitude DOUBLE PRECISION NOT NULL,
            population BIGINT NOT NULL,
            time_zone TEXT NOT NULL
        )
        """,
        """
        CREATE FUNCTION world_cities_assign_geoname_id() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            SELECT coalesce(max(geoname_id), 0) + 1 INTO NEW.geoname_id FROM world_cities;
            RETURN NEW;
        END
        $$
        """,
        """
        CREATE TRIGGER world_cities_assign_geoname_id BEFORE INSERT ON world_cities
        FOR EACH ROW WHEN (NEW.geoname_id IS NULL) EXECUTE FUNCTION world_cities_assign_geoname_id()
        """,
        "CREATE INDEX world_cities_by_name ON world_cities(name COLLATE nocase)",
    ]
}

extension ListingSchema {
    /// v2 in PostgreSQL's dialect: the same tables, columns in the same order, keys and indexes, one statement per
    /// string (postgres-nio sends each alone). Never changes once shipped.
    static let postgresV2: [String] = [
        "ALTER TABLE users ADD COLUMN bio TEXT",
        "ALTER TABLE users ADD COLUMN place_name TEXT",
        "ALTER TABLE users ADD COLUMN latitude DOUBLE PRECISION",
        "ALTER TABLE users ADD COLUMN longitude DOUBLE PRECISION",
        "ALTER TABLE users ADD COLUMN time_zone TEXT",
        """
        CREATE TABLE listings (
            id BIGINT PRIMARY KEY,
            owner_id BIGINT NOT NULL REFERENCES users(id),
            kind TEXT NOT NULL CONSTRAINT listings_kind_check CHECK (kind IN ('thing', 'space', 'home')),
            category TEXT NOT NULL,
            type TEXT,
            title TEXT NOT NULL,
            description TEXT NOT NULL DEFAULT '',
            condition TEXT CONSTRAINT listings_condition_check
                CHECK (condition IN ('new', 'like new', 'good', 'fair')),
            price_cents BIGINT NOT NULL CONSTRAINT listings_price_cents_check CHECK (price_cents > 0),
            price_unit TEXT NOT NULL CONSTRAINT listings_price_unit_check
                CHECK (price_unit IN ('hour', 'day', 'week', 'month')),
            address1 TEXT,
            address2 TEXT,
            area TEXT,
            community TEXT,
            city TEXT NOT NULL,
            state TEXT,
            postal_code TEXT,
            country TEXT NOT NULL,
            latitude DOUBLE PRECISION NOT NULL,
            longitude DOUBLE PRECISION NOT NULL,
            time_zone TEXT NOT NULL,
            available_from TEXT,
            min_months BIGINT,
            bedrooms BIGINT,
            bathrooms DOUBLE PRECISION,
            parking BIGINT,
            sqft BIGINT,
            amenities TEXT NOT NULL DEFAULT '[]',
            prohibited TEXT,
            included TEXT,
            gender TEXT,
            exposure TEXT,
            instant_book BIGINT NOT NULL DEFAULT 0,
            status TEXT NOT NULL DEFAULT 'active'
                CONSTRAINT listings_status_check CHECK (status IN ('active', 'paused', 'hidden', 'removed')),
            keywords TEXT NOT NULL DEFAULT '',
            tags TEXT NOT NULL DEFAULT '',
            rating_count BIGINT NOT NULL DEFAULT 0,
            rating_total BIGINT NOT NULL DEFAULT 0,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL,
            updated_by BIGINT REFERENCES users(id)
        )
        """,
        """
        CREATE FUNCTION listings_assign_id() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            SELECT coalesce(max(id), 0) + 1 INTO NEW.id FROM listings;
            RETURN NEW;
        END
        $$
        """,
        """
        CREATE TRIGGER listings_assign_id BEFORE INSERT ON listings
        FOR EACH ROW WHEN (NEW.id IS NULL) EXECUTE FUNCTION listings_assign_id()
        """,
        "CREATE INDEX listings_by_owner ON listings(owner_id, id)",
        """
        CREATE TABLE listing_photos (
            listing_id BIGINT NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
            position BIGINT NOT NULL,
            url TEXT NOT NULL,
            PRIMARY KEY (listing_id, position)
        )
        """,
        """
        CREATE TABLE favorites (
            user_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
            listing_id BIGINT NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
            created_at TEXT NOT NULL,
            PRIMARY KEY (user_id, listing_id)
        )
        """,
        """
        CREATE TABLE category_counts (
            category TEXT PRIMARY KEY,
            active BIGINT NOT NULL DEFAULT 0
        )
        """,
        // FTS5 `porter unicode61 remove_diacritics 2`: the original Porter stemmer (Snowball's `porter`, not
        // `english`).
        "CREATE TEXT SEARCH DICTIONARY rentline_porter (TEMPLATE = snowball, LANGUAGE = porter)",
        // unicode61's folding: case, and every diacritic (NFD, combining marks U+0300-U+036F dropped, NFC
        // again).
        """
        CREATE FUNCTION rentline_search_fold(t TEXT) RETURNS TEXT
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
            SELECT normalize(
                regexp_replace(normalize(lower(t), NFD), '[' || chr(768) || '-' || chr(879) || ']', '', 'g'), NFC)
        $$
        """,
        // unicode61's tokens (letters and digits; everything else separates), then FTS5's porter step: tokens
        // of 3 to 64 bytes stemmed, shorter and longer ones kept as they are; over 2046 bytes (a tsvector's
        // limit) left out. In order; no stop words.
        """
        CREATE FUNCTION rentline_search_lexemes(t TEXT) RETURNS TEXT[]
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
            SELECT coalesce(array_agg(
                CASE WHEN octet_length(w) BETWEEN 3 AND 64
                    THEN coalesce((ts_lexize('rentline_porter', w))[1], w) ELSE w END
                ORDER BY n), '{}')
            FROM regexp_split_to_table(rentline_search_fold(t), '[^[:alnum:]]+') WITH ORDINALITY AS s(w, n)
            WHERE w <> '' AND octet_length(w) <= 2046
        $$
        """,
        // A listing's document: FTS5's columns and bm25 weights, title 10 (A), category and type 4 (B),
        // keywords 3 (C), description 2 (D), positions running on across them; tags (weight 0) are not indexed:
        // category and type are plain columns and the place a GiST index. The token rule is
        // rentline_search_lexemes', inlined (five calls cost 2.5 times as much): change both together.
        """
        CREATE FUNCTION rentline_listing_document(
            title TEXT, description TEXT, category TEXT, type TEXT, keywords TEXT
        ) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
            SELECT coalesce(string_agg(quote_literal(l) || ':' || p || weight, ' '), '')::tsvector
            FROM (
                SELECT CASE WHEN octet_length(w) BETWEEN 3 AND 64
                        THEN coalesce((ts_lexize('rentline_porter', w))[1], w) ELSE w END AS l,
                    row_number() OVER (ORDER BY c.k, s.n) AS p, c.weight
                FROM (VALUES (1, title, 'A'), (2, category, 'B'), (3, type, 'B'), (4, keywords, 'C'),
                        (5, description, 'D')) AS c(k, t, weight),
                    regexp_split_to_table(rentline_search_fold(coalesce(c.t, '')), '[^[:alnum:]]+')
                        WITH ORDINALITY AS s(w, n)
                WHERE w <> '' AND octet_length(w) <= 2046
            ) x
        $$
        """,
        // A search's words as FTS5's `"word"* "word"*`: each folded and stemmed like the index, a prefix, all
        // required. Null when no word is left.
        """
        CREATE FUNCTION rentline_search_query(words TEXT) RETURNS tsquery
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
            SELECT string_agg(quote_literal(l) || ':*', ' & ' ORDER BY n)::tsquery
            FROM unnest(rentline_search_lexemes(words)) WITH ORDINALITY AS u(l, n)
        $$
        """,
        // listing_search and listing_places in one table: active listings only, kept by the triggers below.
        """
        CREATE TABLE listing_search (
            id BIGINT PRIMARY KEY REFERENCES listings(id) ON DELETE CASCADE,
            category TEXT NOT NULL,
            type TEXT,
            latitude DOUBLE PRECISION NOT NULL,
            longitude DOUBLE PRECISION NOT NULL,
            document tsvector NOT NULL
        )
        """,
        "CREATE INDEX listing_search_by_words ON listing_search USING gin (document)",
        "CREATE INDEX listing_search_by_place ON listing_search USING gist (point(longitude, latitude))",
        "CREATE INDEX listing_search_by_category ON listing_search(category, type)",
        """
        CREATE FUNCTION listings_indexed_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            INSERT INTO listing_search (id, category, type, latitude, longitude, document)
                VALUES (NEW.id, NEW.category, NEW.type, NEW.latitude, NEW.longitude,
                    rentline_listing_document(
                        NEW.title, NEW.description, NEW.category, NEW.type, NEW.keywords));
            INSERT INTO category_counts AS c (category, active) VALUES (NEW.category, 1)
                ON CONFLICT (category) DO UPDATE SET active = c.active + 1;
            RETURN NULL;
        END
        $$
        """,
        """
        CREATE TRIGGER listings_indexed_on_insert AFTER INSERT ON listings
        FOR EACH ROW WHEN (NEW.status = 'active') EXECUTE FUNCTION listings_indexed_on_insert()
        """,
        """
        CREATE FUNCTION listings_reindexed_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            DELETE FROM listing_search WHERE id = OLD.id;
            IF OLD.status = 'active' THEN
                UPDATE category_counts SET active = active - 1 WHERE category = OLD.category;
            END IF;
            IF NEW.status = 'active' THEN
                INSERT INTO listing_search (id, category, type, latitude, longitude, document)
                    VALUES (NEW.id, NEW.category, NEW.type, NEW.latitude, NEW.longitude,
                        rentline_listing_document(
                            NEW.title, NEW.description, NEW.category, NEW.type, NEW.keywords));
                INSERT INTO category_counts AS c (category, active) VALUES (NEW.category, 1)
                    ON CONFLICT (category) DO UPDATE SET active = c.active + 1;
            END IF;
            RETURN NULL;
        END
        $$
        """,
        """
        CREATE TRIGGER listings_reindexed_on_update
        AFTER UPDATE OF title, description, category, type, keywords, tags, status, latitude, longitude ON listings
        FOR EACH ROW EXECUTE FUNCTION listings_reindexed_on_update()
        """,
    ]
}

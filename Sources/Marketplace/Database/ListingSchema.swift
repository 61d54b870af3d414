/// The listings schema: one table for things, spaces and homes, and the indexes that triggers keep in step with it.
///
/// Only active listings are in `listing_search` (FTS5, external content, with `tags` words for where they are
/// and their category and type codes)
/// and `listing_places` (R*Tree: a box of 32-bit floats, and the exact position beside it),
/// so searches never see paused, hidden or removed ones; `category_counts` counts active listings per category.
enum ListingSchema {
    static let v2 = """
        ALTER TABLE users ADD COLUMN bio TEXT;
        ALTER TABLE users ADD COLUMN place_name TEXT;
        ALTER TABLE users ADD COLUMN latitude REAL;
        ALTER TABLE users ADD COLUMN longitude REAL;
        ALTER TABLE users ADD COLUMN time_zone TEXT;

        CREATE TABLE listings (
            id INTEGER PRIMARY KEY,
            owner_id INTEGER NOT NULL REFERENCES users(id),
            kind TEXT NOT NULL CHECK (kind IN ('thing', 'space', 'home')),
            category TEXT NOT NULL,
            type TEXT,
            title TEXT NOT NULL,
            description TEXT NOT NULL DEFAULT '',
            condition TEXT CHECK (condition IN ('new', 'like new', 'good', 'fair')),
            price_cents INTEGER NOT NULL CHECK (price_cents > 0),
            price_unit TEXT NOT NULL CHECK (price_unit IN ('hour', 'day', 'week', 'month')),
            address1 TEXT,
            address2 TEXT,
            area TEXT,
            community TEXT,
            city TEXT NOT NULL,
            state TEXT,
            postal_code TEXT,
            country TEXT NOT NULL,
            latitude REAL NOT NULL,
            longitude REAL NOT NULL,
            time_zone TEXT NOT NULL,
            available_from TEXT,
            min_months INTEGER,
            bedrooms INTEGER,
            bathrooms INTEGER,
            parking INTEGER,
            sqft INTEGER,
            amenities TEXT NOT NULL DEFAULT '[]',
            prohibited TEXT,
            included TEXT,
            gender TEXT,
            exposure TEXT,
            instant_book INTEGER NOT NULL DEFAULT 0,
            status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paused', 'hidden', 'removed')),
            keywords TEXT NOT NULL DEFAULT '',
            tags TEXT NOT NULL DEFAULT '',
            rating_count INTEGER NOT NULL DEFAULT 0,
            rating_total INTEGER NOT NULL DEFAULT 0,
            created_at DATETIME NOT NULL,
            updated_at DATETIME NOT NULL,
            updated_by INTEGER REFERENCES users(id)
        );
        CREATE INDEX listings_by_owner ON listings(owner_id, id);

        CREATE TABLE listing_photos (
            listing_id INTEGER NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            url TEXT NOT NULL,
            PRIMARY KEY (listing_id, position)
        ) WITHOUT ROWID;

        CREATE TABLE favorites (
            user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
            listing_id INTEGER NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
            created_at DATETIME NOT NULL,
            PRIMARY KEY (user_id, listing_id)
        ) WITHOUT ROWID;

        CREATE TABLE category_counts (
            category TEXT PRIMARY KEY,
            active INTEGER NOT NULL DEFAULT 0
        ) WITHOUT ROWID;

        CREATE VIRTUAL TABLE listing_search USING fts5(
            title, description, category, type, keywords, tags,
            content = 'listings', content_rowid = 'id',
            tokenize = 'porter unicode61 remove_diacritics 2', prefix = '2 3'
        );
        CREATE VIRTUAL TABLE listing_places USING rtree(id, min_lat, max_lat, min_lon, max_lon, +latitude, +longitude);

        CREATE TRIGGER listings_indexed_on_insert AFTER INSERT ON listings WHEN new.status = 'active' BEGIN
            INSERT INTO listing_search(rowid, title, description, category, type, keywords, tags)
                VALUES (new.id, new.title, new.description, new.category, new.type, new.keywords, new.tags);
            INSERT INTO listing_places(id, min_lat, max_lat, min_lon, max_lon, latitude, longitude)
                VALUES (new.id, new.latitude, new.latitude, new.longitude, new.longitude, new.latitude, new.longitude);
            INSERT INTO category_counts(category, active) VALUES (new.category, 1)
                ON CONFLICT(category) DO UPDATE SET active = active + 1;
        END;

        CREATE TRIGGER listings_reindexed_on_update
        AFTER UPDATE OF title, description, category, type, keywords, tags, status, latitude, longitude ON listings
        BEGIN
            INSERT INTO listing_search(listing_search, rowid, title, description, category, type, keywords, tags)
                SELECT 'delete', old.id, old.title, old.description, old.category, old.type, old.keywords, old.tags
                WHERE old.status = 'active';
            DELETE FROM listing_places WHERE id = old.id;
            UPDATE category_counts SET active = active - 1 WHERE category = old.category AND old.status = 'active';
            INSERT INTO listing_search(rowid, title, description, category, type, keywords, tags)
                SELECT new.id, new.title, new.description, new.category, new.type, new.keywords, new.tags
                WHERE new.status = 'active';
            INSERT INTO listing_places(id, min_lat, max_lat, min_lon, max_lon, latitude, longitude)
                SELECT new.id, new.latitude, new.latitude, new.longitude, new.longitude, new.latitude, new.longitude
                WHERE new.status = 'active';
            INSERT INTO category_counts(category, active) SELECT new.category, 1 WHERE new.status = 'active'
                ON CONFLICT(category) DO UPDATE SET active = active + 1;
        END;
        """
}

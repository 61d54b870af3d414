/// The v5 schema: public profile fields, follows and blocks, posts with likes and comments, direct messages
/// (which may carry a card: a listing, a post, a spot or an adventure), pinned spots, and saved adventures.
///
/// Posts keep their like and comment counts, changed in the same transaction as the likes and comments, so a
/// feed page reads no aggregates. `feed_entries` is each user's feed written ahead (a post is filed in its
/// author's and every follower's feed; a follow files the followee's recent posts), so reading a page walks
/// one index range however many people the reader follows.
enum SocialSchema {
    static let v5 = """
        ALTER TABLE users ADD COLUMN display_name TEXT;
        ALTER TABLE users ADD COLUMN photo_url TEXT;

        CREATE TABLE follows (
            follower_id INTEGER NOT NULL REFERENCES users(id),
            followee_id INTEGER NOT NULL REFERENCES users(id),
            created_at INTEGER NOT NULL,
            PRIMARY KEY (follower_id, followee_id)
        ) WITHOUT ROWID;
        CREATE INDEX follows_by_followee ON follows(followee_id, follower_id);

        CREATE TABLE blocks (
            blocker_id INTEGER NOT NULL REFERENCES users(id),
            blocked_id INTEGER NOT NULL REFERENCES users(id),
            created_at INTEGER NOT NULL,
            PRIMARY KEY (blocker_id, blocked_id)
        ) WITHOUT ROWID;

        CREATE TABLE spots (
            id INTEGER PRIMARY KEY,
            user_id INTEGER REFERENCES users(id),
            name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
            kind TEXT NOT NULL
                CHECK (kind IN ('skate', 'historical', 'water', 'nature', 'food', 'nightlife', 'activity', 'viewpoint')),
            place_name TEXT NOT NULL,
            latitude REAL NOT NULL,
            longitude REAL NOT NULL,
            created_at INTEGER NOT NULL
        );
        CREATE INDEX spots_by_latitude ON spots(latitude, longitude);

        CREATE TABLE adventures (
            id INTEGER PRIMARY KEY,
            user_id INTEGER NOT NULL REFERENCES users(id),
            geoname_id INTEGER NOT NULL REFERENCES world_cities(geoname_id),
            created_at INTEGER NOT NULL,
            favorited_at INTEGER
        );
        CREATE INDEX adventures_favorited ON adventures(user_id, favorited_at) WHERE favorited_at IS NOT NULL;

        CREATE TABLE posts (
            id INTEGER PRIMARY KEY,
            author_id INTEGER NOT NULL REFERENCES users(id),
            text TEXT NOT NULL DEFAULT '' CHECK (length(text) <= 1000),
            photo_url TEXT,
            listing_id INTEGER REFERENCES listings(id),
            spot_id INTEGER REFERENCES spots(id),
            adventure_id INTEGER REFERENCES adventures(id),
            latitude REAL,
            longitude REAL,
            like_count INTEGER NOT NULL DEFAULT 0,
            comment_count INTEGER NOT NULL DEFAULT 0,
            created_at INTEGER NOT NULL,
            hidden_at INTEGER,
            hidden_reason TEXT
        );
        CREATE INDEX posts_by_author ON posts(author_id, id);

        CREATE TABLE feed_entries (
            user_id INTEGER NOT NULL REFERENCES users(id),
            post_id INTEGER NOT NULL REFERENCES posts(id),
            PRIMARY KEY (user_id, post_id)
        ) WITHOUT ROWID;

        CREATE TABLE post_likes (
            post_id INTEGER NOT NULL REFERENCES posts(id),
            user_id INTEGER NOT NULL REFERENCES users(id),
            created_at INTEGER NOT NULL,
            PRIMARY KEY (post_id, user_id)
        ) WITHOUT ROWID;

        CREATE TABLE comments (
            id INTEGER PRIMARY KEY,
            post_id INTEGER NOT NULL REFERENCES posts(id),
            author_id INTEGER NOT NULL REFERENCES users(id),
            text TEXT NOT NULL CHECK (length(text) BETWEEN 1 AND 1000),
            created_at INTEGER NOT NULL,
            hidden_at INTEGER,
            hidden_reason TEXT
        );
        CREATE INDEX comments_by_post ON comments(post_id, id);

        CREATE TABLE messages (
            id INTEGER PRIMARY KEY,
            sender_id INTEGER NOT NULL REFERENCES users(id),
            recipient_id INTEGER NOT NULL REFERENCES users(id),
            text TEXT NOT NULL DEFAULT '' CHECK (length(text) <= 2000),
            card_kind TEXT CHECK (card_kind IN ('listing', 'post', 'spot', 'adventure')),
            card_id INTEGER,
            created_at INTEGER NOT NULL,
            read_at INTEGER
        );
        CREATE INDEX messages_to ON messages(recipient_id, sender_id, id);
        CREATE INDEX messages_from ON messages(sender_id, recipient_id, id);
        CREATE INDEX messages_unread ON messages(recipient_id, sender_id) WHERE read_at IS NULL;
        """
}

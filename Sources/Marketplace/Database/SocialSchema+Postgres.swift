extension SocialSchema {
    /// v5 in PostgreSQL's dialect: the same tables, columns in the same order, keys and indexes, one statement per
    /// string (postgres-nio sends each alone). Never changes once shipped.
    static let postgresV5: [String] = [
        "ALTER TABLE users ADD COLUMN display_name TEXT",
        "ALTER TABLE users ADD COLUMN photo_url TEXT",
        """
        CREATE TABLE follows (
            follower_id BIGINT NOT NULL REFERENCES users(id),
            followee_id BIGINT NOT NULL REFERENCES users(id),
            created_at BIGINT NOT NULL,
            PRIMARY KEY (follower_id, followee_id)
        )
        """,
        "CREATE INDEX follows_by_followee ON follows(followee_id, follower_id)",
        """
        CREATE TABLE blocks (
            blocker_id BIGINT NOT NULL REFERENCES users(id),
            blocked_id BIGINT NOT NULL REFERENCES users(id),
            created_at BIGINT NOT NULL,
            PRIMARY KEY (blocker_id, blocked_id)
        )
        """,
        """
        CREATE TABLE spots (
            id BIGINT PRIMARY KEY,
            user_id BIGINT REFERENCES users(id),
            name TEXT NOT NULL CONSTRAINT spots_name_check CHECK (length(name) BETWEEN 1 AND 80),
            kind TEXT NOT NULL CONSTRAINT spots_kind_check
                CHECK (kind IN ('skate', 'historical', 'water', 'nature', 'food', 'nightlife', 'activity', 'viewpoint')),
            place_name TEXT NOT NULL,
            latitude DOUBLE PRECISION NOT NULL,
            longitude DOUBLE PRECISION NOT NULL,
            created_at BIGINT NOT NULL
        )
        """,
        """
        CREATE FUNCTION spots_assign_id() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            SELECT coalesce(max(id), 0) + 1 INTO NEW.id FROM spots;
            RETURN NEW;
        END
        $$
        """,
        """
        CREATE TRIGGER spots_assign_id BEFORE INSERT ON spots
        FOR EACH ROW WHEN (NEW.id IS NULL) EXECUTE FUNCTION spots_assign_id()
        """,
        "CREATE INDEX spots_by_latitude ON spots(latitude, longitude)",
        """
        CREATE TABLE adventures (
            id BIGINT PRIMARY KEY,
            user_id BIGINT NOT NULL REFERENCES users(id),
            geoname_id BIGINT NOT NULL REFERENCES world_cities(geoname_id),
            created_at BIGINT NOT NULL,
            favorited_at BIGINT
        )
        """,
        """
        CREATE FUNCTION adventures_assign_id() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            SELECT coalesce(max(id), 0) + 1 INTO NEW.id FROM adventures;
            RETURN NEW;
        END
        $$
        """,
        """
        CREATE TRIGGER adventures_assign_id BEFORE INSERT ON adventures
        FOR EACH ROW WHEN (NEW.id IS NULL) EXECUTE FUNCTION adventures_assign_id()
        """,
        "CREATE INDEX adventures_favorited ON adventures(user_id, favorited_at) WHERE favorited_at IS NOT NULL",
        """
        CREATE TABLE posts (
            id BIGINT PRIMARY KEY,
            author_id BIGINT NOT NULL REFERENCES users(id),
            text TEXT NOT NULL DEFAULT '' CONSTRAINT posts_text_check CHECK (length(text) <= 1000),
            photo_url TEXT,
            listing_id BIGINT REFERENCES listings(id),
            spot_id BIGINT REFERENCES spots(id),
            adventure_id BIGINT REFERENCES adventures(id),
            latitude DOUBLE PRECISION,
            longitude DOUBLE PRECISION,
            like_count BIGINT NOT NULL DEFAULT 0,
            comment_count BIGINT NOT NULL DEFAULT 0,
            created_at BIGINT NOT NULL,
            hidden_at BIGINT,
            hidden_reason TEXT
        )
        """,
        """
        CREATE FUNCTION posts_assign_id() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            SELECT coalesce(max(id), 0) + 1 INTO NEW.id FROM posts;
            RETURN NEW;
        END
        $$
        """,
        """
        CREATE TRIGGER posts_assign_id BEFORE INSERT ON posts
        FOR EACH ROW WHEN (NEW.id IS NULL) EXECUTE FUNCTION posts_assign_id()
        """,
        "CREATE INDEX posts_by_author ON posts(author_id, id)",
        """
        CREATE TABLE feed_entries (
            user_id BIGINT NOT NULL REFERENCES users(id),
            post_id BIGINT NOT NULL REFERENCES posts(id),
            PRIMARY KEY (user_id, post_id)
        )
        """,
        """
        CREATE TABLE post_likes (
            post_id BIGINT NOT NULL REFERENCES posts(id),
            user_id BIGINT NOT NULL REFERENCES users(id),
            created_at BIGINT NOT NULL,
            PRIMARY KEY (post_id, user_id)
        )
        """,
        """
        CREATE TABLE comments (
            id BIGINT PRIMARY KEY,
            post_id BIGINT NOT NULL REFERENCES posts(id),
            author_id BIGINT NOT NULL REFERENCES users(id),
            text TEXT NOT NULL CONSTRAINT comments_text_check CHECK (length(text) BETWEEN 1 AND 1000),
            created_at BIGINT NOT NULL,
            hidden_at BIGINT,
            hidden_reason TEXT
        )
        """,
        """
        CREATE FUNCTION comments_assign_id() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            SELECT coalesce(max(id), 0) + 1 INTO NEW.id FROM comments;
            RETURN NEW;
        END
        $$
        """,
        """
        CREATE TRIGGER comments_assign_id BEFORE INSERT ON comments
        FOR EACH ROW WHEN (NEW.id IS NULL) EXECUTE FUNCTION comments_assign_id()
        """,
        "CREATE INDEX comments_by_post ON comments(post_id, id)",
        """
        CREATE TABLE messages (
            id BIGINT PRIMARY KEY,
            sender_id BIGINT NOT NULL REFERENCES users(id),
            recipient_id BIGINT NOT NULL REFERENCES users(id),
            text TEXT NOT NULL DEFAULT '' CONSTRAINT messages_text_check CHECK (length(text) <= 2000),
            card_kind TEXT CONSTRAINT messages_card_kind_check
                CHECK (card_kind IN ('listing', 'post', 'spot', 'adventure')),
            card_id BIGINT,
            created_at BIGINT NOT NULL,
            read_at BIGINT
        )
        """,
        """
        CREATE FUNCTION messages_assign_id() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            SELECT coalesce(max(id), 0) + 1 INTO NEW.id FROM messages;
            RETURN NEW;
        END
        $$
        """,
        """
        CREATE TRIGGER messages_assign_id BEFORE INSERT ON messages
        FOR EACH ROW WHEN (NEW.id IS NULL) EXECUTE FUNCTION messages_assign_id()
        """,
        "CREATE INDEX messages_to ON messages(recipient_id, sender_id, id)",
        "CREATE INDEX messages_from ON messages(sender_id, recipient_id, id)",
        "CREATE INDEX messages_unread ON messages(recipient_id, sender_id) WHERE read_at IS NULL",
    ]
}

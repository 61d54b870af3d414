extension SearchRankingSchema {
    /// v8 in PostgreSQL's dialect: what FTS5's `bm25()` reads, kept beside `listing_search`, and the function that
    /// scores by it. One statement per string (postgres-nio sends each alone). Never changes once shipped.
    static let postgresV8: [String] = [
        // A row's length as FTS5 counts it: unicode61's tokens in all six columns (tags too, though unweighted).
        """
        CREATE FUNCTION rentline_search_token_count(t TEXT) RETURNS INTEGER
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
            SELECT count(*)::INTEGER FROM regexp_split_to_table(rentline_search_fold(t), '[^[:alnum:]]+') AS w
            WHERE w <> ''
        $$
        """,
        """
        CREATE FUNCTION rentline_listing_token_count(
            title TEXT, description TEXT, category TEXT, type TEXT, keywords TEXT, tags TEXT
        ) RETURNS INTEGER LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
            SELECT rentline_search_token_count(concat_ws(' ', title, description, category, type, keywords, tags))
        $$
        """,
        "ALTER TABLE listing_search ADD COLUMN tokens INTEGER NOT NULL DEFAULT 0",
        """
        UPDATE listing_search s
        SET tokens = rentline_listing_token_count(l.title, l.description, l.category, l.type, l.keywords, l.tags)
        FROM listings l WHERE l.id = s.id
        """,
        // FTS5's averages record: how many rows listing_search holds and their tokens in all.
        """
        CREATE TABLE listing_search_totals (
            only_row BOOLEAN PRIMARY KEY DEFAULT true CHECK (only_row),
            listings BIGINT NOT NULL,
            tokens BIGINT NOT NULL
        )
        """,
        """
        INSERT INTO listing_search_totals (listings, tokens)
        SELECT count(*), coalesce(sum(tokens), 0) FROM listing_search
        """,
        """
        CREATE FUNCTION listing_search_totalled() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            IF TG_OP = 'INSERT' THEN
                UPDATE listing_search_totals SET listings = listings + 1, tokens = tokens + NEW.tokens;
            ELSE
                UPDATE listing_search_totals SET listings = listings - 1, tokens = tokens - OLD.tokens;
            END IF;
            RETURN NULL;
        END
        $$
        """,
        """
        CREATE TRIGGER listing_search_totalled AFTER INSERT OR DELETE ON listing_search
        FOR EACH ROW EXECUTE FUNCTION listing_search_totalled()
        """,
        // An active listing into the search index and its category's count; the two triggers below share it.
        """
        CREATE FUNCTION listing_indexed(l listings) RETURNS void LANGUAGE sql AS $$
            INSERT INTO listing_search (id, category, type, latitude, longitude, document, tokens)
                VALUES (l.id, l.category, l.type, l.latitude, l.longitude,
                    rentline_listing_document(l.title, l.description, l.category, l.type, l.keywords),
                    rentline_listing_token_count(l.title, l.description, l.category, l.type, l.keywords, l.tags));
            INSERT INTO category_counts AS c (category, active) VALUES (l.category, 1)
                ON CONFLICT (category) DO UPDATE SET active = c.active + 1;
        $$
        """,
        """
        CREATE OR REPLACE FUNCTION listings_indexed_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            PERFORM listing_indexed(NEW);
            RETURN NULL;
        END
        $$
        """,
        """
        CREATE OR REPLACE FUNCTION listings_reindexed_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            DELETE FROM listing_search WHERE id = OLD.id;
            IF OLD.status = 'active' THEN
                UPDATE category_counts SET active = active - 1 WHERE category = OLD.category;
            END IF;
            IF NEW.status = 'active' THEN
                PERFORM listing_indexed(NEW);
            END IF;
            RETURN NULL;
        END
        $$
        """,
        // A search's phrases as bm25() sees them, once per search: each word folded and stemmed as the index is,
        // its IDF from the listings matching it as a prefix anywhere (at least 1e-6, as FTS5 clamps it), and the
        // average row length.
        """
        CREATE FUNCTION rentline_search_phrases(words TEXT)
        RETURNS TABLE (lexemes TEXT[], idf DOUBLE PRECISION[], average_tokens DOUBLE PRECISION)
        LANGUAGE sql STABLE STRICT PARALLEL SAFE AS $$
            SELECT array_agg(u.l ORDER BY u.n),
                array_agg(CASE WHEN h.idf > 0 THEN h.idf ELSE 1e-6::DOUBLE PRECISION END ORDER BY u.n),
                t.tokens::DOUBLE PRECISION / greatest(t.listings, 1)::DOUBLE PRECISION
            FROM listing_search_totals t,
                unnest(rentline_search_lexemes(words)) WITH ORDINALITY AS u(l, n),
                LATERAL (
                    SELECT ln(((t.listings - count(*))::DOUBLE PRECISION + 0.5::DOUBLE PRECISION)
                        / (count(*)::DOUBLE PRECISION + 0.5::DOUBLE PRECISION)) AS idf
                    FROM listing_search s WHERE s.document @@ (quote_literal(u.l) || ':*')::tsquery
                ) h
            GROUP BY t.tokens, t.listings
        $$
        """,
        // FTS5's bm25() (k1 1.2, b 0.75), negative as it is, with its column weights: title 10 (A), category and
        // type 4 (B), keywords 3 (C), description 2 (D). A phrase's frequency is the weights of the row's tokens
        // it begins; the arithmetic runs in FTS5's order, so both stores give the same double.
        """
        CREATE FUNCTION rentline_bm25(
            document tsvector, tokens INTEGER, lexemes TEXT[], idf DOUBLE PRECISION[], average_tokens DOUBLE PRECISION
        ) RETURNS DOUBLE PRECISION LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
            SELECT -1.0::DOUBLE PRECISION * sum(q.idf * (
                (f.weighted * (1.2::DOUBLE PRECISION + 1.0::DOUBLE PRECISION))
                / (f.weighted + 1.2::DOUBLE PRECISION * (1::DOUBLE PRECISION - 0.75::DOUBLE PRECISION
                    + 0.75::DOUBLE PRECISION * tokens::DOUBLE PRECISION / average_tokens))
            ) ORDER BY q.n)
            FROM unnest(lexemes, idf) WITH ORDINALITY AS q(lexeme, idf, n),
                LATERAL (
                    SELECT coalesce(sum(CASE w WHEN 'A' THEN 10 WHEN 'B' THEN 4 WHEN 'C' THEN 3 ELSE 2 END), 0)
                        ::DOUBLE PRECISION AS weighted
                    FROM unnest(document) AS d(lexeme, positions, weights), unnest(d.weights) AS w
                    WHERE starts_with(d.lexeme, q.lexeme)
                ) f
        $$
        """,
    ]
}

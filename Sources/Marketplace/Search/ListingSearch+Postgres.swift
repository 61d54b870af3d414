import GRDB

extension ListingSearch {
    /// The PostgreSQL statement that ranks a search's listings, answering as the SQLite one does: `listing_search`
    /// holds active listings with their words (a weighted `tsvector`, GIN), category and type, and position (GiST
    /// on a point); the box narrows by index, the exact distance decides. Words rank by FTS5's bm25, computed from
    /// the same statistics (`rentline_bm25`), blended with distance as on SQLite; `OFFSET 0` keeps the subquery
    /// whole, so each row's score is computed once.
    static func postgresStatement(
        for query: SearchQuery, offset: Int, limit: Int, ordered: Bool = true
    ) -> (sql: String, arguments: SQLArguments) {
        let box = GreatCircle.boundingBox(
            latitude: query.place.latitude, longitude: query.place.longitude, radiusKm: query.radiusKm)
        let words = query.plainWords.joined(separator: " ")
        let ranked = ordered && query.sort == .relevance && !words.isEmpty
        let distance = "distance_km(p.latitude, p.longitude, ?, ?)"
        let centre: SQLArguments = [query.place.latitude, query.place.longitude]
        var arguments = centre
        var sql = "SELECT p.id AS id, \(distance) AS distance"
        if ranked {
            sql += ", rentline_bm25(p.document, p.tokens, r.lexemes, r.idf, r.average_tokens) AS relevance"
                + " FROM listing_search p CROSS JOIN rentline_search_phrases(?) r"
            arguments += [words]
        } else {
            sql += " FROM listing_search p"
        }
        if needsListingRow(query, ordered: ordered) { sql += " JOIN listings l ON l.id = p.id" }
        sql += " WHERE point(p.longitude, p.latitude) <@ box(point(?, ?), point(?, ?))"
        arguments += [box.west, box.south, box.east, box.north]
        if !words.isEmpty {
            sql += " AND p.document @@ rentline_search_query(?)"
            arguments += [words]
        }
        for (column, value) in [("category", query.category), ("type", query.type)] {
            guard let value else { continue }
            sql += " AND p.\(column) = ?"
            arguments += [value]
        }
        sql += " AND \(distance) <= ?"
        arguments += centre + [query.radiusKm]
        appendListingFilters(of: query, to: &sql, &arguments)
        if ranked {
            sql = "SELECT id, distance, relevance FROM (\(sql) OFFSET 0) p ORDER BY relevance / (1.0 + distance / ?), id"
            arguments += [query.radiusKm]
        } else if ordered {
            sql += " ORDER BY " + postgresOrder(query.sort)
        }
        sql += " LIMIT ? OFFSET ?"
        arguments += [limit, offset]
        return (sql, arguments)
    }

    private static func postgresOrder(_ sort: SearchQuery.Sort) -> String {
        switch sort {
        case .relevance, .distance: "distance, p.id"
        case .price: "l.price_cents, distance, p.id"
        case .rating:
            "l.rating_count = 0, l.rating_total * 1.0 / greatest(l.rating_count, 1) DESC, l.rating_count DESC, distance, p.id"
        case .newest: "l.created_at DESC, p.id DESC"
        }
    }
}

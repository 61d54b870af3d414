import GRDB

/// Finds active listings by words (FTS5, BM25), place (R*Tree box, then great-circle distance), price and features.
public struct ListingSearch: Sendable {
    let database: AppDatabase
    /// Today, for the pages that keep only listings free at a time.
    let clock: any WallClock

    public init(database: AppDatabase, clock: any WallClock) {
        self.database = database
        self.clock = clock
    }

    /// One page of results: up to `limit` hits after skipping `offset`.
    ///
    /// The ranking query returns only ids and distances, so its sort holds small rows; the page's listings
    /// and owners are then read by primary key.
    public func search(_ query: SearchQuery, offset: Int = 0, limit: Int = SearchQuery.pageSize) async throws -> [SearchHit] {
        let statement = statement(for: query, offset: offset, limit: limit)
        return try database.read { db in
            let ranked = try Row.fetchAll(db.cachedStatement(sql: statement.sql), arguments: statement.arguments)
                .map { (id: $0["id"] as Int64, distance: $0["distance"] as Double) }
            guard !ranked.isEmpty else { return [] }
            let page = try db.cachedStatement(sql: """
                SELECT l.*, u.username AS owner_name FROM listings l JOIN users u ON u.id = l.owner_id
                WHERE l.id IN (\(databaseQuestionMarks(count: ranked.count)))
                """)
            let rows = try Row.fetchAll(page, arguments: SQLArguments(ranked.map(\.id)))
            let byID = try Dictionary(uniqueKeysWithValues: rows.map { row in
                let listing = try Listing(row: row)
                return (listing.id!, (listing: listing, owner: row[Listing.columnNames.count] as String))
            })
            return ranked.compactMap { hit in
                byID[hit.id].map { SearchHit(listing: $0.listing, distanceKm: hit.distance, ownerName: $0.owner) }
            }
        }
    }

    /// Which of the query's filters emptied it: the first one whose loosening finds something.
    public func emptiedBy(_ query: SearchQuery) async throws -> SearchFilter? {
        for filter in SearchFilter.allCases {
            guard let loosened = filter.loosen(query) else { continue }
            if try await hasAny(loosened) { return filter }
        }
        return nil
    }

    /// Whether anything matches, found without ranking or sorting.
    private func hasAny(_ query: SearchQuery) async throws -> Bool {
        let statement = statement(for: query, offset: 0, limit: 1, ordered: false)
        return try database.read { db in
            try Row.fetchOne(db.cachedStatement(sql: statement.sql), arguments: statement.arguments) != nil
        }
    }

    /// The ranking statement in the dialect of the database's store.
    private func statement(
        for query: SearchQuery, offset: Int, limit: Int, ordered: Bool = true
    ) -> (sql: String, arguments: SQLArguments) {
        switch database.store {
        case .sqlite: Self.statement(for: query, offset: offset, limit: limit, ordered: ordered)
        case .postgres: Self.postgresStatement(for: query, offset: offset, limit: limit, ordered: ordered)
        }
    }

    /// How SQLite runs `statement`: one line per step of `EXPLAIN QUERY PLAN`.
    public func queryPlan(_ statement: (sql: String, arguments: SQLArguments)) async throws -> [String] {
        try database.read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + statement.sql, arguments: statement.arguments)
                .map { $0["detail"] as String }
        }
    }

    /// The SQLite statement that ranks a search's listings and returns one page of `id` and `distance`, for running
    /// and for its query plan.
    public static func statement(
        for query: SearchQuery, offset: Int, limit: Int, ordered: Bool = true
    ) -> (sql: String, arguments: SQLArguments) {
        let box = GreatCircle.boundingBox(
            latitude: query.place.latitude, longitude: query.place.longitude, radiusKm: query.radiusKm)
        var arguments: SQLArguments = [query.place.latitude, query.place.longitude]
        var sql = "SELECT p.id AS id, distance_km(p.latitude, p.longitude, ?, ?) AS distance"
        let ranked = ordered && query.sort == .relevance && query.matchWords != nil
        let match = matchExpression(for: query, box: box, ranked: ranked)
        if match == nil {
            sql += " FROM listing_places p"
        } else {
            if ranked { sql += ", bm25(listing_search, 10.0, 2.0, 4.0, 4.0, 3.0, 0.0) AS relevance" }
            sql += " FROM listing_search CROSS JOIN listing_places p ON p.id = listing_search.rowid"
        }
        if needsListingRow(query, ordered: ordered) { sql += " CROSS JOIN listings l ON l.id = p.id" }
        sql += " WHERE p.min_lat >= ? AND p.max_lat <= ? AND p.min_lon >= ? AND p.max_lon <= ?"
        arguments += [box.south, box.north, box.west, box.east]
        if let match {
            sql += " AND listing_search MATCH ?"
            arguments += [match]
        }
        sql += " AND distance <= ?"
        arguments += [query.radiusKm]
        appendListingFilters(of: query, to: &sql, &arguments)
        if ranked {
            sql += " ORDER BY relevance / (1.0 + distance / ?), p.id"
            arguments += [query.radiusKm]
        } else if ordered {
            sql += " ORDER BY " + order(query.sort)
        }
        sql += " LIMIT ? OFFSET ?"
        arguments += [limit, offset]
        return (sql, arguments)
    }

    /// The conditions on a listing's own columns (price, features, rooms), the same on both stores.
    static func appendListingFilters(of query: SearchQuery, to sql: inout String, _ arguments: inout SQLArguments) {
        for (bound, comparison) in [(query.maxPrice, "<="), (query.minPrice, ">=")] {
            guard let bound else { continue }
            sql += " AND l.price_cents \(comparison) ?"
            arguments += [bound.cents]
            if let unit = bound.unit {
                sql += " AND l.price_unit = ?"
                arguments += [unit.rawValue]
            }
        }
        for amenity in query.amenities {
            sql += amenity == "parking" ? " AND (l.amenities LIKE ? OR l.parking > 0)" : " AND l.amenities LIKE ?"
            arguments += ["%\"\(amenity)\"%"]
        }
        for (column, minimum) in [("bedrooms", query.bedrooms), ("bathrooms", query.bathrooms), ("parking", query.parking)] {
            guard let minimum else { continue }
            sql += " AND l.\(column) >= ?"
            arguments += [minimum]
        }
        for (bound, comparison) in [(query.minSqft, ">="), (query.maxSqft, "<=")] {
            guard let bound else { continue }
            sql += " AND l.sqft \(comparison) ?"
            arguments += [bound]
        }
        if let day = query.movingInBefore {
            sql += " AND (l.available_from IS NULL OR l.available_from < ?)"
            arguments += [day]
        }
    }

    /// Whether a search filters or sorts on a listing's own columns; else the indexes answer it alone.
    static func needsListingRow(_ query: SearchQuery, ordered: Bool) -> Bool {
        query.minPrice != nil || query.maxPrice != nil || !query.amenities.isEmpty || query.filtersHomeFeatures
            || (ordered && [.price, .rating, .newest].contains(query.sort))
    }

    /// The full-text expression for a search with words, a category or a type: those (category and type
    /// as exact codes), and the grid cells of its box.
    /// Nil for a search by place alone, which reads the R*Tree box first.
    static func matchExpression(
        for query: SearchQuery, box: (south: Double, north: Double, west: Double, east: Double), ranked: Bool
    ) -> String? {
        var terms: [String] = []
        if let words = query.matchWords { terms.append("{title description category type keywords} : (\(words))") }
        if let category = query.category { terms.append("tags : \(SearchTags.code(category: category) ?? "knone")") }
        if let type = query.type { terms.append("tags : \(SearchTags.code(type: type) ?? "tnone")") }
        guard !terms.isEmpty else { return nil }
        let limit = ranked ? SearchTags.maximumRankedCover : SearchTags.maximumCover
        if let cover = SearchTags.cover(south: box.south, north: box.north, west: box.west, east: box.east, limit: limit) {
            terms.append("tags : (\(cover))")
        }
        return terms.joined(separator: " AND ")
    }

    /// Every order but relevance with words, which blends BM25 with distance.
    private static func order(_ sort: SearchQuery.Sort) -> String {
        switch sort {
        case .relevance, .distance: "distance, p.id"
        case .price: "l.price_cents, distance, p.id"
        case .rating: "l.rating_count = 0, l.rating_total * 1.0 / max(l.rating_count, 1) DESC, l.rating_count DESC, distance, p.id"
        case .newest: "l.created_at DESC, p.id DESC"
        }
    }
}

/// A search filter that can empty a result list, in the order they are tried when explaining an empty one.
public enum SearchFilter: CaseIterable, Sendable {
    case price, features, radius, words

    func loosen(_ query: SearchQuery) -> SearchQuery? {
        var loosened = query
        switch self {
        case .price:
            guard query.minPrice != nil || query.maxPrice != nil else { return nil }
            loosened.minPrice = nil
            loosened.maxPrice = nil
        case .features:
            guard !query.amenities.isEmpty || query.filtersHomeFeatures || query.type != nil else { return nil }
            loosened.amenities = []
            (loosened.bedrooms, loosened.bathrooms, loosened.parking) = (nil, nil, nil)
            (loosened.minSqft, loosened.maxSqft, loosened.movingInBefore) = (nil, nil, nil)
            loosened.type = nil
        case .radius:
            guard query.radiusKm < 50 else { return nil }
            loosened.radiusKm = 50
        case .words:
            guard !query.words.isEmpty || query.category != nil else { return nil }
            loosened.words = []
            loosened.category = nil
        }
        return loosened
    }
}

/// The v8 schema: PostgreSQL ranks a search's words by BM25 as FTS5 does, from the same statistics.
///
/// FTS5 keeps them itself (rows, tokens per row and in all), so SQLite's step changes nothing.
enum SearchRankingSchema {
    static let v8 = ""
}

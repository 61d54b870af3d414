/// A time a search keeps only listings free for, from one local time to another, read in each listing's own zone.
public struct FreeTime: Sendable, Equatable {
    public var from: WallTime
    public var to: WallTime

    public init(from: WallTime, to: WallTime) {
        self.from = from
        self.to = to
    }
}

/// One page of a search's hits, and where the next page begins among them.
public struct SearchPage: Sendable {
    public var hits: [SearchHit]
    public var nextOffset: Int
    public var hasMore: Bool
}

extension ListingSearch {
    /// Hits read at a time while looking for free listings, and batches read for one page at most: a page costs
    /// bounded work even when almost nothing is free.
    static let freeBatchSize = 30
    static let freeBatchesPerPage = 4

    /// The page of `query`'s hits after `offset`; with `free`, only listings free for all of it, read in batches, so
    /// the page may hold fewer than a page's worth and still have more after it.
    public func page(_ query: SearchQuery, after offset: Int, free: FreeTime? = nil) async throws -> SearchPage {
        let pageSize = SearchQuery.pageSize
        guard let free else {
            let hits = try await search(query, offset: offset, limit: pageSize + 1)
            let page = Array(hits.prefix(pageSize))
            return SearchPage(hits: page, nextOffset: offset + page.count, hasMore: hits.count > pageSize)
        }
        let availability = ListingAvailability(database: database, clock: clock)
        var kept: [SearchHit] = []
        var next = offset
        for _ in 0..<Self.freeBatchesPerPage {
            let batch = try await search(query, offset: next, limit: Self.freeBatchSize)
            let isFree = try await availability.free(batch.map(\.listing), from: free.from, to: free.to)
            for (index, hit) in batch.enumerated() where isFree.contains(hit.listing.id!) {
                if kept.count == pageSize { return SearchPage(hits: kept, nextOffset: next + index, hasMore: true) }
                kept.append(hit)
            }
            next += batch.count
            if batch.count < Self.freeBatchSize { return SearchPage(hits: kept, nextOffset: next, hasMore: false) }
        }
        return SearchPage(hits: kept, nextOffset: next, hasMore: true)
    }
}

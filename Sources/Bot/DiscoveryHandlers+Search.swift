import Foundation
import Intents
import Marketplace

/// Discovery: categories, search with paging, and a listing's details.
extension DiscoveryHandlers {
    func categories() async throws -> Reply {
        let counts = try await listings.categoryCounts()
        guard !counts.isEmpty else {
            return Reply(intent: "categories", lines: ["Nothing is listed yet: be the first, as in: rent out my ladder for 3/day in 94110"])
        }
        let line = counts.map { "\($0.category) (\($0.count))" }.joined(separator: " · ")
        return Reply(
            intent: "categories",
            lines: ["Active listings by category:", line, "Type a category and a place to browse it, as in: tools near 94105"],
            data: .array(counts.map { .object([("category", .string($0.category)), ("count", .int($0.count))]) }))
    }

    func search(_ wanted: Command.ListingWanted, in session: inout Session) async throws -> Reply {
        if let owners = try await ownersListings(wanted, in: &session) { return owners }
        return try await searchNearby(wanted, in: &session)
    }

    /// The search around the place named, or the person's own, asking for one when neither is known.
    func searchNearby(_ wanted: Command.ListingWanted, in session: inout Session) async throws -> Reply {
        let place: Place
        if let near = wanted.near {
            place = try await places.resolve(near, for: session)
        } else if let account = session.account, let home = try await places.home(of: account.id!) {
            place = home
        } else {
            session.prompt = .searchPlace(wanted)
            return Reply(intent: "search", lines: ["Where should I look? Type a ZIP code or a city, like 94105 or oakland."])
        }
        let query = SearchQuery(wanted, at: place)
        let freeDuring = wanted.during.map { FreeTime(from: WallTime($0.start), to: WallTime($0.end)) }
        let paging = SearchPaging(query: query, wanted: wanted, freeDuring: freeDuring)
        session.shown = ShownListings(paging: paging)
        return try await page(paging, in: &session)
    }

    func more(in session: inout Session) async throws -> Reply {
        if session.shown.paging == nil, !session.shown.unshown.isEmpty { return try await moreUnshown(in: &session) }
        guard let paging = session.shown.paging else {
            return .failure(intent: "more", code: "nothing_to_page", "There's nothing to page through: search first, as in: find drill near 94105")
        }
        guard paging.hasMore else {
            return .failure(intent: "more", code: "no_more", "That was the last page: search again with other words or a wider radius.")
        }
        return try await page(paging, in: &session)
    }

    /// The next page of a list that is not a search, numbered on from the last.
    private func moreUnshown(in session: inout Session) async throws -> Reply {
        let next = Array(session.shown.unshown.prefix(SearchQuery.pageSize))
        session.shown.unshown.removeFirst(next.count)
        let offset = session.shown.ids.count
        session.shown.ids += next
        let page = try await listings.summaries(next, for: session.account?.id)
        let left = session.shown.unshown.count
        let lines = ["More:"] + page.enumerated().map { ListingText.ownLine(offset + $0.offset + 1, $0.element) }
            + [left > 0 ? "\(left) more: type more to see them." : "That's all of them. Type show \(offset + 1) for details."]
        return Reply(
            intent: "more", lines: lines,
            data: .array(page.enumerated().map { ListingText.json($0.element, position: offset + $0.offset + 1) }))
    }

    /// Answers "Where should I look?": a place runs the search, alone or with words around it ("in Alameda i guess"),
    /// filters alone ("cheapest") are added to it and the question asked again; nil for anything else.
    func answerSearchPlace(
        _ wanted: Command.ListingWanted, with line: String, saying command: Command, in session: inout Session
    ) async throws -> Reply? {
        guard let near = AnswerReader.place(line) else {
            switch command {
            case .answer(.search(let typed)) where typed.near != nil: return try await search(wanted.narrowed(by: typed), in: &session)
            case .refine(let more) where more.near == nil: return try await search(wanted.narrowed(by: more), in: &session)
            default: return nil
            }
        }
        var wanted = wanted
        wanted.near = near
        return try await search(wanted, in: &session)
    }

    func showListing(_ reference: Command.Reference?, in session: inout Session) async throws -> Reply {
        let id = try session.listingID(reference)
        let details = try await listings.details(of: id, for: session.account?.id)
        session.shown.focus = id
        session.shown.numberSeen = id
        session.social.personInFocus = details.ownerName
        let distance = session.shown.centre.map {
            GreatCircle.distanceKm($0.latitude, $0.longitude, details.listing.latitude, details.listing.longitude)
        }
        return Reply(
            intent: "show_listing",
            lines: ListingText.details(details, distanceKm: distance, in: configuration.timeZone, now: configuration.clock.now().unixSeconds),
            data: ListingText.detailsJSON(details, distanceKm: distance))
    }

    private func page(_ paging: SearchPaging, in session: inout Session) async throws -> Reply {
        let query = paging.query
        let found = try await listingSearch.page(query, after: paging.nextOffset, free: paging.freeDuring)
        let page = found.hits
        guard !page.isEmpty else {
            if paging.nextOffset == 0, let respelled = try await respelled(query) {
                var reply = try await self.page(
                    SearchPaging(query: respelled.query, wanted: paging.wanted, freeDuring: paging.freeDuring), in: &session)
                let typed = respelled.fixes.map { "\"\($0.typed)\"" }.joined(separator: " or ")
                let meant = respelled.fixes.map { "\"\($0.meant)\"" }.joined(separator: " and ")
                reply.lines.insert("Nothing is called \(typed), so I looked for \(meant):", at: 0)
                return reply
            }
            if paging.freeDuring != nil, try await !listingSearch.search(query, offset: 0, limit: 1).isEmpty {
                return .failure(
                    intent: "search", code: "no_results",
                    "Nothing within \(ListingText.miles(query.radiusKm)) of \(query.place.name) that matches is free then: try another time.")
            }
            return try await emptyResult(query)
        }
        let offset = session.shown.ids.count
        session.shown.ids += page.map { $0.listing.id! }
        let hasMore = found.hasMore
        session.shown.paging = SearchPaging(
            query: query, wanted: paging.wanted, freeDuring: paging.freeDuring, nextOffset: found.nextOffset, hasMore: hasMore)
        let radius = ListingText.miles(query.radiusKm)
        let free = paging.freeDuring.map { span -> String in
            let calendar = ZonedCalendar(identifier: query.place.timeZone)
            return "free \(TimeSpanText.format(TimeSpan(from: span.from, to: span.to, in: calendar), in: calendar, now: configuration.clock.now().unixSeconds)), "
        } ?? ""
        let scope = "\(free)within \(radius) of \(query.place.name):"
        var lines = [offset == 0 ? scope.prefix(1).uppercased() + scope.dropFirst() : "More " + scope]
        lines += page.enumerated().map { ListingText.line(offset + $0.offset + 1, $0.element) }
        lines.append(
            hasMore
                ? "Type show \(offset + 1) for details, more for the next \(SearchQuery.pageSize), or map to see them."
                : "That's all of them. Type show \(offset + 1) for details, or map to see them.")
        let data = JSONValue.array(page.enumerated().map {
            ListingText.json($0.element.listing, position: offset + $0.offset + 1, distanceKm: $0.element.distanceKm, owner: $0.element.ownerName)
        })
        return Reply(intent: offset == 0 ? "search" : "more", lines: lines, data: data)
    }

    private func emptyResult(_ query: SearchQuery) async throws -> Reply {
        let scope = "Nothing within \(ListingText.miles(query.radiusKm)) of \(query.place.name) matches all of that"
        let advice = switch try await listingSearch.emptiedBy(query) {
        case .price: "; some listings do at other prices: raise or drop the price limit."
        case .features: "; some do without the type, amenities or rooms you asked for: ask for fewer of them."
        case .radius: "; there are some farther out: add \"within 30 miles\" to look wider."
        case .words where query.words.isEmpty: "; nothing nearby is in \(query.category ?? "that category"): try another category, or type categories."
        case .words: "; nothing nearby is called \"\(query.words.joined(separator: " "))\": try other words, or type categories."
        case nil: ": try another place, or type categories to see what is listed."
        }
        return .failure(intent: "search", code: "no_results", scope + advice)
    }

}

extension SearchQuery {
    /// The search a person asked for, around a place already resolved.
    public init(_ wanted: Command.ListingWanted, at place: Place) {
        self.init(place: place)
        words = wanted.words
        category = wanted.category
        type = wanted.type
        radiusKm = min(wanted.radiusKm ?? max(SearchQuery.defaultRadiusKm, place.extentKm ?? 0), 500)
        minPrice = wanted.minPrice.map(Self.bound)
        maxPrice = wanted.maxPrice.map(Self.bound)
        amenities = wanted.amenities
        bedrooms = wanted.bedrooms
        bathrooms = wanted.bathrooms
        parking = wanted.parking
        minSqft = wanted.minSqft
        maxSqft = wanted.maxSqft
        movingInBefore = wanted.availableFrom?.endDay
        sort = wanted.sort.flatMap(Sort.init(rawValue:)) ?? .relevance
    }

    private static func bound(_ money: Money) -> PriceBound {
        PriceBound(cents: money.cents, unit: money.unit)
    }
}

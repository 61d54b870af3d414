import Foundation
import Intents
import Marketplace

/// "Surprise me": a random city weighted by population, what to do there from the pinned spots and listings,
/// and what to rent for the trip near home; "again", "favorite it", "share it with @NAME" and "post it" follow.
extension AdventureHandlers {
    /// What to rent near home for a trip to spots of a kind.
    static let gearCategory: [Spots.Kind: String] = [
        .water: "outdoors", .nature: "outdoors", .skate: "sports", .activity: "sports", .viewpoint: "cameras",
        .historical: "cameras", .food: "outdoors", .nightlife: "cameras",
    ]

    func surprise(_ asked: Command.SurpriseScope, for user: Member, in session: inout Session) async throws -> Reply {
        let scope: Adventures.Scope = switch asked {
        case .again: session.social.surpriseScope ?? .anywhere
        case .continent(let continent): .continent(continent)
        case .near(.country(let name)): .country(name)
        case .near(let near): .near(try await places.resolve(near, for: session))
        case .anywhere: .anywhere
        }
        session.social.surpriseScope = scope
        session.social.surprises += 1
        var random = SeededGenerator(
            seed: (configuration.seed ?? UInt64.random(in: .min ... .max)) &+ UInt64(bitPattern: user.id) &* 0x9E37_79B9
                &+ session.social.surprises)
        guard let drawn = try await adventures.surprise(
            in: scope, excluding: Set(session.social.seenCities), using: &random)
        else {
            return .failure(
                intent: "surprise", code: "seen_everything",
                "That's every city I know \(Self.scopeName(scope)): type surprise me for anywhere in the world.")
        }
        session.social.remember(city: drawn.geonameID)
        let reply = try await describeAdventure(drawn.city, for: user.id, opened: false, in: &session)
        session.social.adventure = nil
        session.social.drawn = drawn
        session.social.latest = .adventure
        return reply
    }

    /// An adventure someone shared, opened from the conversation it came in.
    func openAdventure(_ id: Int64, for user: Member, in session: inout Session) async throws -> Reply {
        let shared = try await adventures.adventure(id)
        let reply = try await describeAdventure(shared.city, for: user.id, opened: true, in: &session)
        session.social.adventure = shared.id
        session.social.drawn = nil
        session.social.latest = .adventure
        return reply
    }

    private static func scopeName(_ scope: Adventures.Scope) -> String {
        switch scope {
        case .anywhere: "anywhere"
        case .continent(let name), .country(let name): "in \(name.capitalized)"
        case .near(let place): "near \(place.name)"
        }
    }

    /// The adventure's city, where and when it is, things to do there and things to rent for it; `opened` when
    /// it was shared rather than drawn.
    func describeAdventure(
        _ city: Adventures.City, for user: Int64, opened: Bool, in session: inout Session
    ) async throws -> Reply {
        let cityPlace = Place(
            name: "\(city.name), \(city.country)", city: city.name, state: nil, postalCode: nil, country: city.country,
            latitude: city.latitude, longitude: city.longitude, timeZone: city.timeZone)
        var lines = ["\(opened ? "Adventure:" : "Surprise!") \(cityPlace.name), in \(city.continent)."]
        var facts: [String] = []
        if let zone = TimeZone(identifier: city.timeZone) {
            let local = ZonedCalendar(zone).local(configuration.clock.now().unixSeconds)
            facts.append("it's \(TimeSpanText.day(local, thisYear: local.year)), \(TimeSpanText.clock(local.minutes)) there")
        }
        let home = try await places.home(of: user) ?? session.shown.centre
        if let home {
            let km = GreatCircle.distanceKm(home.latitude, home.longitude, city.latitude, city.longitude)
            facts.append("\(Self.roundedMiles(km)) from you")
        }
        facts.append("\(Self.grouped(city.population)) people")
        let sentence = facts.joined(separator: " · ")
        lines.append(sentence.prefix(1).uppercased() + sentence.dropFirst() + ".")
        lines.append("See it: \(Self.mapLink(city.latitude, city.longitude))")
        lines.append("Pictures: \(Self.picturesLink(city))")
        let nearby = try await spots.near(cityPlace, radiusKm: 30, limit: 24)
        if nearby.isEmpty {
            lines.append("No one has pinned spots there yet: be the first with pin spot NAME near \(city.name) KIND.")
        } else {
            lines.append("Things to do:")
            for kind in Spots.Kind.allCases {
                let names = nearby.filter { $0.kind == kind }.prefix(3).map(\.name)
                if !names.isEmpty { lines.append("  \(kind.rawValue): \(names.joined(separator: ", "))") }
            }
        }
        let dayTrips = try await adventures.dayTrips(from: city)
        if !dayTrips.isEmpty {
            lines.append("Day trips from there: " + dayTrips.map { "\($0.name) (\(Self.roundedMiles($0.distanceKm)))" }.joined(separator: ", ") + ".")
        }
        var offered: [SearchHit] = []
        var there = SearchQuery(place: cityPlace)
        there.radiusKm = 30
        there.sort = .rating
        let rentals = try await listingSearch.search(there, limit: 3)
        if !rentals.isEmpty {
            lines.append("To rent there:")
            for hit in rentals {
                offered.append(hit)
                lines.append("  \(offered.count). \(hit.listing.title) · \(ListingText.price(hit.listing)) · \(hit.ownerName)")
            }
        }
        if let home {
            let kit = try await gear(near: home, for: Set(nearby.map(\.kind)))
            if !kit.isEmpty {
                lines.append("For the trip, near you:")
                for hit in kit {
                    offered.append(hit)
                    lines.append("  \(offered.count). \(hit.listing.title) · \(ListingText.price(hit.listing)) · \(ListingText.miles(hit.distanceKm))")
                }
            }
        }
        if !offered.isEmpty { session.shown = ShownListings(ids: offered.map { $0.listing.id! }) }
        let again = opened ? "surprise me for one of your own" : "again for another"
        lines.append("Type \(again), favorite it to save it, share it with @NAME, or post it\(offered.isEmpty ? "" : "; show 1 opens a listing").")
        return Reply(
            intent: "surprise", lines: lines,
            data: .object([
                ("city", .string(city.name)), ("country", .string(city.country)), ("continent", .string(city.continent)),
                ("population", .int(city.population)), ("map", .string(Self.mapLink(city.latitude, city.longitude))),
                ("pictures", .string(Self.picturesLink(city))),
                ("day_trips", .array(dayTrips.map { .object([("city", .string($0.name)), ("km", .int(Int($0.distanceKm.rounded())))]) })),
                ("spots", .array(nearby.map { .object([("name", .string($0.name)), ("kind", .string($0.kind.rawValue))]) })),
                ("listings", .array(offered.enumerated().map { ListingText.json($0.element.listing, position: $0.offset + 1) })),
            ]))
    }

    /// The three listings nearest `home` in the categories a trip to spots of `kinds` calls for (outdoors when
    /// there are none).
    private func gear(near home: Place, for kinds: Set<Spots.Kind>) async throws -> [SearchHit] {
        let categories = kinds.isEmpty ? ["outdoors"] : Set(kinds.compactMap { Self.gearCategory[$0] }).sorted()
        var kit: [SearchHit] = []
        for category in categories {
            var query = SearchQuery(place: home)
            query.category = category
            query.sort = .distance
            kit += try await listingSearch.search(query, limit: 3)
        }
        return Array(kit.sorted { ($0.distanceKm, $0.listing.id!) < ($1.distanceKm, $1.listing.id!) }.prefix(3))
    }

    /// Writes down the city "surprise me" drew, when `reference` means it, so it can be favorited, shared or posted.
    func keepDrawnAdventure(_ reference: Command.Reference?, for user: Member, in session: inout Session) async throws {
        guard session.social.latest == .adventure, reference == nil || reference == .it, let drawn = session.social.drawn
        else { return }
        session.social.adventure = try await adventures.keep(drawn, for: user.id)
        session.social.drawn = nil
    }

    func favoriteAdventure(_ id: Int64, for user: Member, in session: Session) async throws -> Reply {
        let name = try await adventureName(id)
        guard try await adventures.favorite(id, by: user.id) else {
            return Reply(intent: "favorite", lines: ["\(name) is in your favorites already."])
        }
        return Reply(intent: "favorite", lines: ["Saved \(name) to your favorites; type favorites to see them."])
    }

    func unfavoriteAdventure(_ id: Int64, for user: Member, in session: Session) async throws -> Reply {
        let name = try await adventureName(id)
        guard try await adventures.unfavorite(id, by: user.id) else {
            return .failure(intent: "unfavorite", code: "not_a_favorite", "\(name) isn't in your favorites: type favorites to see them.")
        }
        return Reply(intent: "unfavorite", lines: ["Removed \(name) from your favorites."])
    }

    private func adventureName(_ id: Int64) async throws -> String {
        let city = try await adventures.adventure(id).city
        return "\(city.name), \(city.country)"
    }

    /// A web map of a city, for the picture of where it is that seed 004 shows.
    static func mapLink(_ latitude: Double, _ longitude: Double) -> String {
        String(format: "https://www.openstreetmap.org/?mlat=%.4f&mlon=%.4f#map=11/%.4f/%.4f", latitude, longitude, latitude, longitude)
    }

    /// Freely licensed pictures of `city` on Wikimedia Commons: its media search for the city and country.
    static func picturesLink(_ city: Adventures.City) -> String {
        var allowed = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)..<Unicode.Scalar(0x80)))
        allowed.insert(charactersIn: "-._~")
        let terms = "\(city.name) \(city.country)".addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
        return "https://commons.wikimedia.org/w/index.php?title=Special:MediaSearch&type=image&search=" + terms
    }

    private static func roundedMiles(_ km: Double) -> String {
        let miles = km / GreatCircle.kmPerMile
        return miles < 10 ? String(format: "%.1f mi", miles) : "\(grouped(Int((miles / 10).rounded()) * 10)) mi"
    }

    static func grouped(_ value: Int) -> String {
        PriceText.format(cents: value * 100).dropFirst().description
    }
}

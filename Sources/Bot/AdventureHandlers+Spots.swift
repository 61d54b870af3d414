import Intents
import Marketplace

/// Pinning spots, finding them near a place, and seeing them on the map.
extension AdventureHandlers {
    func pinSpot(
        _ name: String?, near: Command.Place?, kind: String?, for user: Member, in session: inout Session
    ) async throws -> Reply {
        guard let name else {
            throw Refusal(code: "spot_name", message: "Name the spot and say where, as in: pin spot dolores park near 94110 nature")
        }
        let place = try await spotPlace(near, for: user.id, in: session)
        let kind = kind.flatMap(Spots.Kind.init(rawValue:)) ?? .activity
        let title = name.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
        var pinned = place
        if pinned.name.hasPrefix("near ") { pinned.name.removeFirst(5) }
        let id = try await spots.pin(title, kind: kind, at: pinned, by: user.id)
        session.social.spotFocus = id
        session.social.spots = [id]
        session.social.spotsCentre = pinned
        session.social.latest = .spots
        return Reply(
            intent: "pin_spot",
            lines: ["Pinned \"\(title)\" (\(kind.rawValue)) in \(pinned.name). Type map to see it, or share it with @NAME."])
    }

    func listSpots(near: Command.Place?, kind: String?, in session: inout Session) async throws -> Reply {
        let user = session.account?.id
        let place = try await spotPlace(near, for: user, in: session)
        let kind = kind.flatMap(Spots.Kind.init(rawValue:))
        let found = try await spots.near(place, kind: kind)
        session.social.spots = found.map(\.id)
        session.social.spotFocus = nil
        session.social.spotsCentre = place
        session.social.latest = .spots
        let what = kind.map { "\($0.rawValue) spots" } ?? "spots"
        guard !found.isEmpty else {
            return Reply(
                intent: "spots",
                lines: ["No \(what) within \(ListingText.miles(Spots.defaultRadiusKm)) of \(place.name) yet: pin one with pin spot NAME near \(place.city)."],
                data: .array([]))
        }
        let lines = found.enumerated().map { offset, spot in
            "\(offset + 1). \(spot.name) · \(spot.kind.rawValue) · \(ListingText.miles(spot.distanceKm))\(spot.pinnedBy.map { " · pinned by \($0)" } ?? "")"
        }
        return Reply(
            intent: "spots", lines: ["\(what.prefix(1).uppercased() + what.dropFirst()) near \(place.name):"] + lines + ["Type map to see them, or share 1 with @NAME."],
            data: .array(found.enumerated().map { offset, spot in
                .object([
                    ("position", .int(offset + 1)), ("name", .string(spot.name)), ("kind", .string(spot.kind.rawValue)),
                    ("distance_km", .double((spot.distanceKm * 10).rounded() / 10)),
                ])
            }))
    }

    func showSpot(_ reference: Command.Reference?, in session: inout Session) async throws -> Reply {
        try await showSpot(id: try session.spotID(reference), in: &session)
    }

    func showSpot(id: Int64, in session: inout Session) async throws -> Reply {
        guard let spot = try await spots.spots([id]).first else { throw SocialError.gone(.spot) }
        session.social.spotFocus = id
        let by = spot.pinnedBy.map { ", pinned by \($0)" } ?? ""
        return Reply(
            intent: "show_spot",
            lines: ["\(spot.name): a \(spot.kind.rawValue) spot in \(spot.placeName)\(by).", "Type share it with @NAME to send it."])
    }

    /// The last spots shown, drawn on the text map around the first.
    func mapSpots(in session: inout Session) async throws -> Reply {
        let shown = try await spots.spots(Array(session.social.spots.prefix(35)))
        guard let first = shown.first else { throw Refusal.whichSpot }
        var home: Place?
        if let user = session.account?.id { home = try await places.home(of: user) }
        let pins = shown.enumerated().map { TextMap.Pin(label: TextMap.label($0.offset + 1), latitude: $0.element.latitude, longitude: $0.element.longitude) }
        let centre = session.social.spotsCentre.map { ($0.latitude, $0.longitude) } ?? (first.latitude, first.longitude)
        let map = TextMap(centre: centre, pins: pins, you: home.map { ($0.latitude, $0.longitude) }, pinsAre: "spots")
        let around = session.social.spotsCentre?.name ?? first.placeName
        var lines = ["Spots around \(around) (+ is the centre\(home == nil ? "" : ", @ is you")):"] + map.render()
        lines += shown.enumerated().map { "\(TextMap.label($0.offset + 1)) \($0.element.name) · \($0.element.kind.rawValue)" }
        return Reply(intent: "map", lines: lines)
    }

    /// Where a spot command is about: the place named, else the user's own location.
    private func spotPlace(_ near: Command.Place?, for user: Int64?, in session: Session) async throws -> Place {
        if let near { return try await places.resolve(near, for: session) }
        if let user, let home = try await places.home(of: user) { return home }
        if let centre = session.shown.centre { return centre }
        throw Refusal.noLocation
    }
}

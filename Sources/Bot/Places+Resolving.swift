import Intents
import Marketplace

extension Places {
    /// The place a `near` slot names: a ZIP, a city, the user's own location, or coordinates.
    func resolve(_ near: Command.Place, for session: Session) async throws -> Place {
        switch near {
        case .zip(let code):
            guard let place = try await place(zip: code) else { throw ListingError.unknownPlace(code) }
            return place
        case .city(let name):
            var home: Place?
            if let id = session.account?.id { home = try await self.home(of: id) }
            let reference = (home ?? session.shown.centre).map { (latitude: $0.latitude, longitude: $0.longitude) }
            guard let place = try await place(city: name, near: reference) else { throw ListingError.unknownPlace(name) }
            return place
        case .me:
            guard let account = session.account, let place = try await home(of: account.id!) else {
                throw Refusal.noLocation
            }
            return place
        case .coordinates(let latitude, let longitude):
            return try await place(latitude: latitude, longitude: longitude)
        case .country(let name):
            guard let place = try await place(country: name) else { throw ListingError.unknownPlace(name) }
            return place
        case .state(let name):
            guard let code = RegionNames.usStates[name], let place = try await place(state: code, named: Self.titled(name)) else {
                throw ListingError.unknownPlace(name)
            }
            return place
        }
    }

    /// "new mexico" → "New Mexico".
    private static func titled(_ name: String) -> String {
        name.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    /// Reads a typed answer ("94110", "in oakland") as a place, or says it isn't one.
    func resolvePlace(answer: String, for session: Session) async throws -> Place {
        guard let near = AnswerReader.place(answer) else { throw ListingError.unknownPlace(answer) }
        return try await resolve(near, for: session)
    }
}

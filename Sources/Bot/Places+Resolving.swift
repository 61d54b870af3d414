import Intents
import Marketplace

extension Places {
    /// The place a `near` slot names: a ZIP, a city, the user's own location, or coordinates.
    /// For a new home (`asNewHome`), a small town far from the person is taken, not refused: people move far
    /// ("I'm now based out of palo alto" from Tokyo), and the largest town of the name is the one meant.
    func resolve(_ near: Command.Place, for session: Session, asNewHome: Bool = false) async throws -> Place {
        switch near {
        case .zip(let code):
            guard let place = try await place(zip: code) else { throw ListingError.unknownPlace(code) }
            return place
        case .city(let name):
            var home: Place?
            if let id = session.account?.id { home = try await self.home(of: id) }
            let reference = (home ?? session.shown.centre).map { (latitude: $0.latitude, longitude: $0.longitude) }
            let sized = try await sizedPlace(city: name, near: reference)
            if let neighborhood = Self.neighborhood(named: name, near: reference, orCity: sized?.population) { return neighborhood }
            guard let (place, population) = sized else { throw ListingError.unknownPlace(name) }
            guard let reference else { return place }
            let km = GreatCircle.distanceKm(reference.latitude, reference.longitude, place.latitude, place.longitude)
            if PlaceRecognizer.isLandmark(name), km > Self.landmarkReachKm { throw ListingError.unknownPlace(name) }
            if population < Self.bigCityPopulation, km > Self.smallPlaceReachKm {
                if asNewHome, let (largest, _) = try await sizedPlace(city: name) { return largest }
                throw Refusal(
                    code: "far_place",
                    message: "The place called \(Self.titled(name)) I know best is \(place.name), \(Int(km.rounded())) km from you: "
                        + "to look there, type its ZIP code; or name a place near you.")
            }
            return place
        case .cityInState(let name, let state):
            guard let place = try await place(city: name, inState: state) else { throw ListingError.unknownPlace("\(Self.titled(name)), \(state)") }
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

    /// How far from the person a part of a city ("union square") is looked for, and a small town named without its
    /// state: past these, "near union square" would be Union, Oregon.
    static let landmarkReachKm = 80.0
    static let smallPlaceReachKm = 400.0
    /// People a place has when it may well be meant from far away ("tents in austin" from San Francisco).
    static let bigCityPopulation = 100_000.0

    /// The neighborhood called `name` when it is the place meant: within a landmark's reach of the person, or, with
    /// nothing known of where they are, when no big city has that name ("the mission" is San Francisco's, "austin"
    /// Texas's).
    private static func neighborhood(
        named name: String, near reference: (latitude: Double, longitude: Double)?, orCity population: Double?
    ) -> Place? {
        guard let place = neighborhood(named: name) else { return nil }
        guard let reference else { return (population ?? 0) < bigCityPopulation ? place : nil }
        let km = GreatCircle.distanceKm(reference.latitude, reference.longitude, place.latitude, place.longitude)
        return km <= landmarkReachKm ? place : nil
    }

    /// "new mexico" → "New Mexico".
    private static func titled(_ name: String) -> String {
        name.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    /// Reads a typed answer ("94110", "in oakland") as a place, or says it isn't one.
    func resolvePlace(answer: String, for session: Session, asNewHome: Bool = false, zipAmongWords: Bool = false) async throws -> Place {
        guard let near = AnswerReader.place(answer, zipAmongWords: zipAmongWords) else { throw ListingError.unknownPlace(answer) }
        return try await resolve(near, for: session, asNewHome: asNewHome)
    }
}

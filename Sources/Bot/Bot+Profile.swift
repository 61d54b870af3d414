import Intents
import Marketplace

/// Profile edits; for now the location that "near me" searches from.
extension Bot {
    func editProfile(_ slots: Slots, in session: inout Session) async throws -> Reply {
        let user = try signedIn(session)
        guard slots.field == "location", let value = slots.value else {
            return .failure(
                intent: "edit_profile", code: "not_available_yet",
                "For now you can set only your location, as in: edit profile location 94110")
        }
        let place = try await resolvePlace(answer: value, for: session)
        try await places.setHome(of: user.id, to: place)
        return Reply(intent: "edit_profile", lines: ["Your location is now \(place.name); searches without a place start there."])
    }
}

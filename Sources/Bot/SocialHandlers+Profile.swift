import Intents
import Marketplace

/// Editing one's own profile: where one is (what "near me" searches from), bio, display name and photo.
extension SocialHandlers {
    func editProfile(_ change: Command.FieldChange?, for user: Member, in session: inout Session) async throws -> Reply {
        guard let change else {
            throw Refusal(
                code: "what_to_change",
                message: "Say what to change: bio, name, photo or location, as in: set my bio to weekend skater")
        }
        let (field, value) = (change.field, change.value)
        if field == "location" {
            let place = try await places.resolvePlace(answer: value, for: session, asNewHome: true)
            try await places.setHome(of: user.id, to: place)
            return Reply(intent: "edit_profile", lines: ["Your location is now \(place.name); searches without a place start there."])
        }
        guard let part = Profiles.Field(rawValue: field) else {
            throw Refusal(
                code: "unknown_field", message: "You can change your bio, name, photo or location, as in: set my name to Ana Lopez")
        }
        let stored = try await profiles.edit(part, of: user.id, to: value)
        let said: String
        switch part {
        case .bio: said = "Your bio now reads: \(stored)"
        case .name: said = "Your display name is now \(stored)" + (stored.hasSuffix(".") ? "" : ".")
        case .photo: said = "Your profile photo is now \(stored)"
        }
        return Reply(intent: "edit_profile", lines: [said, "Type profile to see your profile as others do."])
    }
}

import Marketplace

/// The bot's words for ProfileError: what was refused and what to type instead.
extension ProfileError: ChatRefusal {
    var message: String {
        switch self {
        case .bioLength: "A bio is 1 to \(Profiles.maximumBioLength) characters, as in: set my bio to weekend skater and tool hoarder"
        case .nameLength: "A display name is 1 to \(Profiles.maximumNameLength) letters, as in: set my name to Ana Lopez"
        }
    }
}

import Marketplace

/// The bot's words for NameError: what was wrong with the name and how to type one.
extension NameError: ChatRefusal {
    var message: String {
        switch self {
        case .startsLikeAPush(let field):
            "\(field.aName) can't start with \"* \", which marks the server's own announcements: start it another way, \(field.example)"
        case .invisible(let field, let scalar):
            "\(field.that) has an invisible character in it (\(CharacterName.of(scalar))), which could make it pass for another: type it again without it, \(field.example)"
        }
    }
}

extension NameError.Field {
    fileprivate var aName: String {
        switch self {
        case .displayName: "A display name"
        case .listingTitle: "A title"
        case .spotName: "A spot's name"
        }
    }

    fileprivate var that: String {
        switch self {
        case .displayName: "That name"
        case .listingTitle: "That title"
        case .spotName: "That spot's name"
        }
    }

    fileprivate var example: String {
        switch self {
        case .displayName: "as in: set my name to Ana Lopez"
        case .listingTitle: "like Cordless drill."
        case .spotName: "as in: pin spot dolores park near 94110 nature"
        }
    }
}

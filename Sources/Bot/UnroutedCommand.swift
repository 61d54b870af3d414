import Intents

/// Who may do what: the commands anyone may use, logged in or not. Every other command needs a login, checked
/// once before it is answered; a handler that acts for someone is handed that `Member`.
extension Bot {
    static let openToGuests: Set<IntentName> = [
        .help, .signup, .login, .logout, .whoami, .resume, .quit, .confirm, .deny, .unknown,
        .greet, .thanks, .answer, .refine, .ask,
        .categories, .search, .more, .showListing, .map, .availability, .showReviews, .showProfile, .spots,
    ]
}

/// A command that reached the handlers of the wrong audience: `Bot.openToGuests` and the two dispatch tables disagree.
struct UnroutedCommand: Error {
    let intent: IntentName
}

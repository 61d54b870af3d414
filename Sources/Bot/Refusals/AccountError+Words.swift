import Marketplace

/// The bot's words for AccountError: what was refused and what to type instead.
extension AccountError: ChatRefusal {
    var message: String {
        switch self {
        case .invalidUsername(let name):
            "\"\(name)\" can't be a username: use 3 to 20 letters, digits or underscores, like ana_m."
        case .passwordTooShort:
            "That password is too short: use at least 8 characters, as in: signup NAME PASSWORD"
        case .usernameTaken(let name):
            "The username \(name) is taken: pick another, as in: signup \(name)2 PASSWORD"
        case .tooManySignups(let limit):
            "This address has made \(limit) \(limit == 1 ? "account" : "accounts") in the last hour, the most it may: log in to one of them, or try again later."
        case .wrongPassword(let name, let attemptsLeft):
            "That name and password don't match an account: \(attemptsLeft) more \(attemptsLeft == 1 ? "try" : "tries") for \(name) before password logins pause, or type signup NAME PASSWORD to join."
        case .lockedOut(let name, let minutes):
            "Too many failed logins for \(name): password logins for \(name) pause for \(minutes) more \(minutes == 1 ? "minute" : "minutes"). A resume token from an earlier login still works."
        case .addressLockedOut(let minutes):
            "Too many failed logins came from your address: password logins from here pause for \(minutes) more \(minutes == 1 ? "minute" : "minutes"). A resume token from an earlier login still works."
        case .busy:
            "The server is busy checking passwords right now: try again in a moment."
        case .invalidToken:
            "That session token is unknown, expired or logged out: log in with: login NAME PASSWORD"
        case .suspended(let reason):
            "A moderator has suspended this account\(reason.isEmpty ? "" : " (\(reason))"); if you think that's a mistake, write to support@rentline.example."
        }
    }
}

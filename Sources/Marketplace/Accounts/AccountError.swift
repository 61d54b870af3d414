/// Why an account action was refused, with the sentence the user sees.
public enum AccountError: UserFacingError, Equatable, Sendable {
    case invalidUsername(String)
    case passwordTooShort
    case usernameTaken(String)
    case unknownUser(String)
    case wrongPassword(username: String, attemptsLeft: Int)
    case lockedOut(username: String, minutes: Int)
    case invalidToken
    case suspended(reason: String)

    public var message: String {
        switch self {
        case .invalidUsername(let name):
            "\"\(name)\" can't be a username: use 3 to 20 letters, digits or underscores, like ana_m."
        case .passwordTooShort:
            "That password is too short: use at least 8 characters, as in: signup NAME PASSWORD"
        case .usernameTaken(let name):
            "The username \(name) is taken: pick another, as in: signup \(name)2 PASSWORD"
        case .unknownUser(let name):
            "There is no account called \(name): to create it, type: signup \(name) PASSWORD"
        case .wrongPassword(let name, let attemptsLeft):
            "That password is wrong for \(name): \(attemptsLeft) more \(attemptsLeft == 1 ? "try" : "tries") before logins are paused for 15 minutes."
        case .lockedOut(let name, let minutes):
            "Too many failed logins for \(name): try again in \(minutes) \(minutes == 1 ? "minute" : "minutes")."
        case .invalidToken:
            "That session token is unknown, expired or logged out: log in with: login NAME PASSWORD"
        case .suspended(let reason):
            "A moderator has suspended this account\(reason.isEmpty ? "" : " (\(reason))"); if you think that's a mistake, write to support@rentline.example."
        }
    }

    /// A stable machine-readable name for the JSON protocol.
    public var code: String {
        switch self {
        case .invalidUsername: "invalid_username"
        case .passwordTooShort: "password_too_short"
        case .usernameTaken: "username_taken"
        case .unknownUser: "unknown_user"
        case .wrongPassword: "wrong_password"
        case .lockedOut: "locked_out"
        case .invalidToken: "invalid_token"
        case .suspended: "suspended"
        }
    }
}

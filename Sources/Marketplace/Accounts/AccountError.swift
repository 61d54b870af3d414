/// Why an account action was refused: a code and the facts, which each front end words.
public enum AccountError: UserFacingError, Equatable, Sendable {
    case invalidUsername(String)
    case passwordTooShort
    case usernameTaken(String)
    case tooManySignups(limit: Int)
    /// A wrong password, or a name with no account: the same sentence for both.
    case wrongPassword(username: String, attemptsLeft: Int)
    case lockedOut(username: String, minutes: Int)
    /// Too many failed logins, for any names, from the person's address.
    case addressLockedOut(minutes: Int)
    case busy
    case invalidToken
    case suspended(reason: String)

    /// A stable machine-readable name for the JSON protocol.
    public var code: String {
        switch self {
        case .invalidUsername: "invalid_username"
        case .passwordTooShort: "password_too_short"
        case .usernameTaken: "username_taken"
        case .tooManySignups: "signup_limit"
        case .wrongPassword: "wrong_password"
        case .lockedOut: "locked_out"
        case .addressLockedOut: "address_locked_out"
        case .busy: "busy"
        case .invalidToken: "invalid_token"
        case .suspended: "suspended"
        }
    }
}

import Marketplace

/// One connection's dialogue state: who is logged in and what question awaits an answer.
public struct Session: Sendable {
    /// A question the bot asked whose answer is the next line, taken as typed rather than parsed.
    enum Prompt: Sendable, Equatable {
        case signupUsername
        case signupPassword(username: String)
        case loginUsername
        case loginPassword(username: String)

        /// The intent the answer completes.
        var intent: String {
            switch self {
            case .signupUsername, .signupPassword: "signup"
            case .loginUsername, .loginPassword: "login"
            }
        }

        var hidesInput: Bool {
            switch self {
            case .signupPassword, .loginPassword: true
            case .signupUsername, .loginUsername: false
            }
        }
    }

    public let connectionID: ConnectionID
    public internal(set) var account: Account?
    var token: SessionToken?
    var prompt: Prompt?

    public init(connectionID: ConnectionID) {
        self.connectionID = connectionID
    }
}

import Foundation
import Intents
import Marketplace

extension AccountHandlers {
    func signUp(user: String?, password: String?, in session: inout Session) async throws -> Reply {
        if let account = session.account { return alreadyLoggedIn(account, intent: "signup") }
        guard let user else {
            return ask(.signupUsername, "Pick a username: 3 to 20 letters, digits or underscores.", in: &session)
        }
        guard Accounts.isValidUsername(user) else { throw AccountError.invalidUsername(user) }
        guard let password else {
            return ask(.signupPassword(username: user), "Choose a password for \(user) (at least 8 characters):", in: &session)
        }
        guard password.count >= Accounts.minimumPasswordLength else {
            return ask(
                .signupPassword(username: user),
                "That password is too short: choose one of at least \(Accounts.minimumPasswordLength) characters for \(user):", in: &session)
        }
        let signedIn = try await accounts.signUp(username: user, password: password, from: session.source)
        return welcome(
            signedIn, intent: "signup",
            "Welcome to Rentline, \(signedIn.account.username)! Your account is ready and you're logged in.",
            in: &session)
    }

    func logIn(user: String?, password: String?, in session: inout Session) async throws -> Reply {
        if let account = session.account { return alreadyLoggedIn(account, intent: "login") }
        guard let user else { return ask(.loginUsername, "Username?", in: &session) }
        guard let password else {
            return ask(.loginPassword(username: user), "Password for \(user):", in: &session)
        }
        let signedIn = try await accounts.logIn(username: user, password: password, from: session.source)
        var reply = welcome(signedIn, intent: "login", "Welcome back, \(signedIn.account.username)! You're logged in.", in: &session)
        if let unread = await unreadNotice(for: signedIn.account.id!) { reply.lines.append(unread) }
        return reply
    }

    func resume(token: String?, in session: inout Session) async throws -> Reply {
        if let account = session.account { return alreadyLoggedIn(account, intent: "resume") }
        guard let token, !token.contains(" ") else {
            return .failure(
                intent: "resume", code: "missing_token",
                "Type resume followed by the session token you were given at login, as in: resume 3f9a…")
        }
        let account = try await accounts.resume(token: token)
        begin(account, token: SessionToken(value: token.lowercased()), in: &session)
        let unread = await unreadNotice(for: account.id!).map { [$0] } ?? []
        return Reply(
            intent: "resume", lines: ["Welcome back, \(account.username)! Your session is resumed."] + unread,
            data: .object([("user", .string(account.username))]), effects: [.authenticated(true)])
    }

    func logOut(in session: inout Session) async throws -> Reply {
        guard let account = session.account else {
            return .failure(intent: "logout", code: "not_logged_in", "You're not logged in: type login NAME to log in.")
        }
        var ended = 0
        if let token = session.token {
            try await accounts.logOut(token: token)
            ended = hub.endSession(token.value, except: session.connectionID, after: Self.loggedOutElsewhere)
        }
        session.account = nil
        session.token = nil
        hub.unbind(session.connectionID)
        let others = switch ended {
        case 0: ""
        case 1: " The other connection on this login is closed too."
        default: " The \(ended) other connections on this login are closed too."
        }
        return Reply(
            intent: "logout", lines: ["Logged out. See you soon, \(account.username)!" + others],
            data: .object([("closed_connections", .int(ended))]), effects: [.authenticated(false)])
    }

    func whoAmI(_ session: Session) -> Reply {
        guard let account = session.account else {
            return .failure(
                intent: "whoami", code: "not_logged_in",
                "You're not logged in: type login NAME, or signup NAME PASSWORD to join.")
        }
        let since = DateText.day(account.createdAt, in: configuration.timeZone)
        return Reply(
            intent: "whoami", lines: ["You're \(account.username), a member since \(since)."],
            data: .object([("user", .string(account.username))]))
    }

    /// Takes the line that answers `question`, exactly as typed; "cancel" or an empty line stops.
    func answer(_ question: Session.AccountQuestion, with line: String, in session: inout Session) async throws -> Reply {
        if line.trimmedOfWhitespace.lowercased() == "cancel" || line.isEmpty {
            return Reply(intent: "deny", lines: ["Cancelled."])
        }
        let answer = line.trimmedOfWhitespace
        switch question {
        case .signupUsername: return try await signUp(user: answer.lowercased(), password: nil, in: &session)
        case .signupPassword(let username): return try await signUp(user: username, password: line, in: &session)
        case .loginUsername: return try await logIn(user: answer.lowercased(), password: nil, in: &session)
        case .loginPassword(let username): return try await logIn(user: username, password: line, in: &session)
        }
    }

    private func ask(_ question: Session.AccountQuestion, _ text: String, in session: inout Session) -> Reply {
        session.prompt = .account(question)
        let lines = question.hidesInput ? [text, "(Type \"cancel\" to stop.)"] : [text]
        return Reply(intent: "prompt", lines: lines, effects: question.hidesInput ? [.inputEcho(false)] : [])
    }

    private func begin(_ account: Account, token: SessionToken, in session: inout Session) {
        session.account = account
        session.token = token
        if let id = account.id { hub.bind(session.connectionID, to: id, session: token.value) }
    }

    static let loggedOutElsewhere = PushedEvent(
        name: "logged_out", text: "You logged out on another connection, so this one is closed. Connect again to log in.")

    private func alreadyLoggedIn(_ account: Account, intent: String) -> Reply {
        .failure(
            intent: intent, code: "already_logged_in",
            "You're logged in as \(account.username) already: type logout first to use another account.")
    }

    /// Starts the session and shows the token that resumes it elsewhere.
    private func welcome(
        _ signedIn: Accounts.SignedIn, intent: String, _ greeting: String, in session: inout Session
    ) -> Reply {
        begin(signedIn.account, token: signedIn.token, in: &session)
        return Reply(
            intent: intent,
            lines: [greeting, "To stay logged in on another connection, type this there:", "resume \(signedIn.token.value)"],
            data: .object([("user", .string(signedIn.account.username)), ("token", .string(signedIn.token.value))]),
            effects: [.authenticated(true)])
    }
}

import Intents
import Marketplace

/// Direct messages, the inbox, and sharing a listing, post, spot or adventure as a card.
extension SocialHandlers {
    /// Sends `text` to the person named, the person shown last (`personShown`: "message the owner: …"), or whoever
    /// "reply" answers. Without text, asks what to say and sends the next line as it is typed.
    func message(
        to named: String?, text: String?, personShown: Bool = false, for user: Member, in session: inout Session
    ) async throws -> Reply {
        let name: String
        if let named {
            name = named
        } else if personShown {
            guard let person = session.social.personInFocus else { throw Refusal.whichUser("message") }
            name = person
        } else {
            name = try await replyTarget(for: user.id, in: session)
        }
        guard let text else {
            session.prompt = .messageText(to: name)
            return Reply(
                intent: "message", lines: ["What would you like to say to \(name)? Type it and I'll send it as it is, or no to send nothing."])
        }
        let sent = try await messages.send(from: user.id, to: name, text: text)
        session.social.conversationWith = sent.recipientName
        deliver(sent, text: text)
        return Reply(intent: "message", lines: ["Sent to \(sent.recipientName)."])
    }

    /// "ana - do you deliver?": words said to a person with no command word are sent only after a yes.
    func askToSend(_ text: String, to name: String, in session: inout Session) -> Reply {
        session.prompt = .messageSending(to: name, text: text)
        return Reply(intent: "message", lines: ["Send \"\(text)\" to \(name) as a message? Type yes to send it, or no to send nothing."])
    }

    /// Whom "reply …" answers: the conversation in focus, or the person whose unread message came last, or with
    /// neither, the person last shown ("message her: …" after her listing). When the first two are different
    /// people, or there is no one, the bot asks instead of guessing.
    private func replyTarget(for user: Int64, in session: Session) async throws -> String {
        let latest = try await messages.inbox(of: user, limit: 1).first
        let waiting = latest.flatMap { !$0.latestFromReader && $0.unread > 0 ? $0.otherName : nil }
        switch (session.social.conversationWith, waiting) {
        case (nil, nil):
            guard let person = session.social.personInFocus else { throw Refusal.whichUser("message") }
            return person
        case (let focus?, nil): return focus
        case (nil, let waiting?): return waiting
        case (let focus?, let waiting?):
            guard focus.lowercased() == waiting.lowercased() else { throw Refusal.whomToReply(focus, waiting) }
            return focus
        }
    }

    /// Shares what a reference names; with no one named, asks with whom and waits for the name.
    func share(_ reference: Command.Reference?, with name: String?, for user: Member, in session: inout Session) async throws -> Reply {
        let thing = try session.sharedThing(reference)
        guard let name else {
            session.prompt = .shareWith(kind: thing.kind, id: thing.id)
            return Reply(intent: "share", lines: ["Share it with whom? Type a username, as in: @ana"])
        }
        return try await share(thing, with: name, for: user, in: &session)
    }

    /// Answers "Share it with whom?": a username alone, with or without "@", "with" or "to"; nil for anything else.
    /// Answers "What would you like to say to …?": no sends nothing; a log-in or sign-up is done, never sent; a line that
    /// reads as another command ("my bookings") is sent only after a yes; any other line is the message, as typed.
    func answerMessageText(
        to name: String, saying command: Command, readAs intents: [IntentName], line: String, in session: inout Session
    ) async throws -> Reply? {
        if case .deny = command { return Reply(intent: "deny", lines: ["Nothing was sent."]) }
        if let first = intents.first, [.signup, .login, .resume].contains(first) { return nil }
        if !intents.allSatisfy(Self.readAsWords.contains) {
            session.prompt = .messageSending(to: name, text: line)
            return Reply(intent: "message", lines: [
                "\"\(line)\" reads like a command for me. Send it to \(name) as a message? Type yes to send it, no to send nothing, or the command again to run it."
            ])
        }
        return try await message(to: name, text: line, for: try session.signedIn(), in: &session)
    }

    /// Answers "Send it to … as a message?".
    func answerMessageSending(_ text: String, to name: String, saying command: Command, in session: inout Session) async throws -> Reply? {
        switch command {
        case .confirm: return try await message(to: name, text: text, for: try session.signedIn(), in: &session)
        case .deny: return Reply(intent: "deny", lines: ["Nothing was sent."])
        default: return nil
        }
    }

    /// What a line typed as a message often reads as without being a command: a question, a time, a greeting.
    private static let readAsWords: Set<IntentName> = [.unknown, .answer, .greet, .thanks, .confirm, .search, .refine, .ask, .help, .more]

    func answerShare(_ thing: (kind: Card.Kind, id: Int64), saying command: Command, line: String, in session: inout Session) async throws -> Reply? {
        let words = line.lowercased().split(separator: " ").map(String.init).filter { !["with", "to", "please", "pls"].contains($0) }
        let name: String
        switch command {
        case .answer(.person(let person)): name = person
        case .deny: return Reply(intent: "deny", lines: ["Nothing was shared."])
        case .notUnderstood where words.count == 1 && words[0].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "@" }):
            name = String(words[0].drop { $0 == "@" })
        default: return nil
        }
        return try await share(thing, with: name, for: try session.signedIn(), in: &session)
    }

    private func share(_ thing: (kind: Card.Kind, id: Int64), with name: String, for user: Member, in session: inout Session) async throws -> Reply {
        let sent = try await messages.send(from: user.id, to: name, text: "", card: thing)
        deliver(sent, text: "")
        let title = sent.card.map { "\"\($0.title)\"" } ?? "it"
        return Reply(intent: "share", lines: ["Shared \(title) with \(sent.recipientName)."])
    }

    /// Pushes a message to every open connection of its recipient.
    private func deliver(_ sent: Messages.Sent, text: String) {
        let unread = "\(sent.unreadFromSender) unread"
        let line: String
        if let card = sent.card {
            line = "\(sent.senderName) shared \(card.kind == .adventure ? "an" : "a") \(card.kind.rawValue) with you: \(card.title) (\(card.detail)). Type inbox @\(sent.senderName) to open it."
        } else {
            line = "Message from \(sent.senderName): \(text) (\(unread); reply with message @\(sent.senderName) TEXT)"
        }
        hub.push(
            PushedEvent(
                name: "message", text: line,
                data: .object([
                    ("kind", .string("message")), ("from", .string(sent.senderName)), ("text", .string(text)),
                    ("card", sent.card.map(SocialText.cardJSON) ?? .null), ("unread", .int(sent.unreadFromSender)),
                ])),
            to: sent.recipientID)
    }

    func inbox(_ name: String?, for user: Member, in session: inout Session) async throws -> Reply {
        if let name { return try await conversation(with: name, for: user.id, in: &session) }
        let conversations = try await messages.inbox(of: user.id)
        guard !conversations.isEmpty else {
            return Reply(intent: "inbox", lines: ["No messages yet: start one with message @NAME TEXT."], data: .array([]))
        }
        let now = configuration.clock.now().unixSeconds
        let lines = conversations.map { conversation in
            let unread = conversation.unread > 0 ? " · \(conversation.unread) unread" : ""
            let who = conversation.latestFromReader ? "you: " : ""
            return "- \(conversation.otherName)\(unread) · \(SocialText.ago(conversation.at, now: now, in: configuration.timeZone)) · \(who)\(conversation.latest)"
        }
        return Reply(
            intent: "inbox", lines: ["Your conversations, latest first:"] + lines + ["Type inbox @\(conversations[0].otherName) to open one."],
            data: .array(conversations.map {
                .object([("user", .string($0.otherName)), ("unread", .int($0.unread)), ("latest", .string($0.latest))])
            }))
    }

    private func conversation(with name: String, for user: Int64, in session: inout Session) async throws -> Reply {
        let (otherName, shown) = try await messages.conversation(of: user, with: name)
        session.social.cards = shown.compactMap(\.card)
        session.social.latest = .conversation
        session.social.conversationWith = otherName
        guard !shown.isEmpty else {
            return Reply(intent: "inbox", lines: ["No messages with \(otherName) yet: type message @\(otherName) TEXT to start."], data: .array([]))
        }
        let now = configuration.clock.now().unixSeconds
        var position = 0
        var lines = ["Your conversation with \(otherName):"]
        for message in shown {
            let when = SocialText.ago(message.at, now: now, in: configuration.timeZone)
            let who = message.isFromReader ? "you" : message.senderName
            let new = message.wasUnread ? " (new)" : ""
            if !message.text.isEmpty { lines.append("\(who) · \(when)\(new): \(message.text)") }
            if let card = message.card {
                position += 1
                lines.append("\(who) · \(when)\(new) shared [\(position)] \(SocialText.cardLine(card))")
            }
        }
        lines.append(position > 0 ? "Type show 1 to open a shared item, or message @\(otherName) TEXT to reply." : "Reply with message @\(otherName) TEXT.")
        return Reply(
            intent: "inbox", lines: lines,
            data: .array(shown.map { message in
                .object([
                    ("from", .string(message.senderName)), ("text", .string(message.text)),
                    ("card", message.card.map(SocialText.cardJSON) ?? .null), ("at", .string(BookingText.isoUTC(message.at))),
                ])
            }))
    }
}

import Foundation
import Intents
import Logging
import Marketplace

/// Understands each line a user types and answers it, keeping the dialogue in the caller's `Session`.
public struct Bot: Sendable {
    public let hub: EventHub
    let configuration: BotConfiguration
    let accounts: Accounts
    let listings: Listings
    let listingSearch: ListingSearch
    let favorites: Favorites
    let places: Places
    let bookings: Bookings
    let availability: ListingAvailability
    let wallet: Wallet
    let reviews: Reviews
    let notifications: Notifications
    let profiles: Profiles
    let reports: Reports
    let follows: Follows
    let blocks: Blocks
    let posts: Posts
    let feed: Feed
    let messages: Messages
    let spots: Spots
    let adventures: Adventures
    let adminSignals: AdminSignalFollower
    let sweep: BookingSweep
    let parser = IntentParser()
    let logger: Logger

    public init(configuration: BotConfiguration, hub: EventHub, logger: Logger = Logger(label: "rentline.bot")) {
        self.configuration = configuration
        self.hub = hub
        self.logger = logger
        self.accounts = Accounts(
            database: configuration.database, hasher: configuration.hasher, clock: configuration.clock,
            signupsPerAddress: configuration.signupsPerAddressPerHour)
        self.listings = Listings(database: configuration.database, clock: configuration.clock)
        self.listingSearch = ListingSearch(database: configuration.database)
        self.favorites = Favorites(database: configuration.database, clock: configuration.clock)
        self.places = Places(database: configuration.database)
        self.bookings = Bookings(database: configuration.database, clock: configuration.clock)
        self.availability = ListingAvailability(database: configuration.database, clock: configuration.clock)
        self.wallet = Wallet(database: configuration.database, clock: configuration.clock)
        self.reviews = Reviews(database: configuration.database, clock: configuration.clock)
        self.notifications = Notifications(database: configuration.database, clock: configuration.clock)
        self.profiles = Profiles(database: configuration.database)
        self.reports = Reports(database: configuration.database, clock: configuration.clock)
        self.follows = Follows(database: configuration.database, clock: configuration.clock)
        self.blocks = Blocks(database: configuration.database, clock: configuration.clock)
        self.posts = Posts(database: configuration.database, clock: configuration.clock)
        self.feed = Feed(database: configuration.database)
        self.messages = Messages(database: configuration.database, clock: configuration.clock)
        self.spots = Spots(database: configuration.database, clock: configuration.clock)
        self.adventures = Adventures(database: configuration.database, clock: configuration.clock)
        self.sweep = BookingSweep(bookings: bookings, hub: hub, logger: logger)
        self.adminSignals = AdminSignalFollower(database: configuration.database, logger: logger) { [hub] in
            Self.apply($0, hub: hub)
        }
    }

    public static let greeting = Reply(
        intent: "greeting",
        lines: [
            "Welcome to Rentline: rent drills, closets and homes from people nearby, by chatting.",
            "Type \"signup NAME PASSWORD\" to join, \"login NAME\" if you have an account, or \"help\".",
        ])

    public func handle(_ line: String, in session: inout Session) async -> Reply {
        if !adminSignals.hasNothingNew(), await adminSignals.catchUp(checking: session.account?.id) {
            session = Session(connectionID: session.connectionID, source: session.source)
            return Reply(intent: "suspended", lines: ["A moderator has suspended your account."], effects: [.disconnect])
        }
        if TerminalText.containsForbidden(line) {
            return .failure(
                intent: "error", code: "control_character",
                "That line has a control character in it (an escape, a backspace or a text-direction mark), so nothing was done: type it again without it.")
        }
        if let prompt = session.prompt {
            session.prompt = nil
            switch prompt {
            case .account(let question): return await answer(question, with: line, in: &session)
            case .listingDraft(let draft): return await answerDraft(draft, with: line, in: &session)
            case .searchPlace(let slots): return await answerSearchPlace(slots, with: line, in: &session)
            case .bookingQuote(let quote): return await answerQuote(quote, with: line, in: &session)
            case .listingRemoval(let id, let title): return await answerRemoval(of: id, title: title, with: line, in: &session)
            }
        }
        let trimmed = line.trimmedOfWhitespace
        if trimmed.isEmpty {
            return .failure(intent: "empty", code: "empty_line", "That line was empty: type a command, or \"help\" to see them all.")
        }
        if trimmed.hasPrefix("/") {
            let reply = control(trimmed)
            if reply.intent == "clock", reply.failure == nil { await sweepAndTell() }
            return reply
        }
        let intent = parser.parse(trimmed, context: parseContext)
        do {
            return try await respond(to: intent, line: trimmed, in: &session)
        } catch {
            return failureReply(for: error, intent: intent.name.rawValue)
        }
    }

    /// What relative times ("sat 2-6pm") are read against: now, in the server's zone.
    var parseContext: ParseContext {
        ParseContext(now: configuration.clock.now(), timeZone: configuration.timeZone)
    }

    /// The user's sentence for a refusal; for anything else, an apology with a reference found in the log.
    func failureReply(for error: any Error, intent: String) -> Reply {
        if let refusal = error as? any UserFacingError {
            return .failure(intent: intent, code: refusal.code, refusal.message)
        }
        let reference = String(UInt32.random(in: .min ... .max), radix: 16)
        logger.error("request failed", metadata: ["reference": "\(reference)", "error": "\(error)"])
        return .failure(
            intent: intent, code: "internal",
            "Sorry, something went wrong on our side (reference \(reference)); please try again.")
    }

    private func respond(to intent: Intent, line: String, in session: inout Session) async throws -> Reply {
        if let problem = intent.slots.timeProblem { throw Refusal.time(problem) }
        let command = Command(intent, line: line)
        guard Self.openToGuests.contains(intent.name) else {
            return try await respond(to: command, named: intent.name, as: try session.signedIn(), line: line, in: &session)
        }
        switch command {
        case .help(let topic): return HelpText.reply(topic: topic)
        case .signup(let user, let password): return try await signUp(user: user, password: password, in: &session)
        case .login(let user, let password): return try await logIn(user: user, password: password, in: &session)
        case .logout: return try await logOut(in: &session)
        case .whoami: return whoAmI(session)
        case .resume(let token): return try await resume(token: token, in: &session)
        case .categories: return try await categories()
        case .search(let wanted), .refine(let wanted): return try await search(wanted, in: &session)
        case .more: return try await session.social.latest == .posts ? moreFeed(in: &session) : more(in: &session)
        case .showListing(let reference): return try await show(reference, in: &session)
        case .map(let near):
            if session.social.latest == .spots, near == nil { return try await mapSpots(in: &session) }
            return try await map(near, in: &session)
        case .availability(let reference, let within): return try await showAvailability(reference, within: within, in: &session)
        case .showReviews(let subject): return try await showReviews(of: subject, in: &session)
        case .showProfile(let user): return try await showProfile(user, in: &session)
        case .spots(let near, let kind): return try await listSpots(near: near, kind: kind, in: &session)
        case .quit: return Reply(intent: "quit", lines: ["Goodbye! Come back any time."], effects: [.disconnect])
        case .greet: return Self.greetingReply
        case .thanks: return Self.thanksReply
        case .answer(let value): return try await answerWithoutQuestion(value, in: &session)
        case .ask(let reference): return try await show(reference, in: &session)
        case .confirm, .deny:
            return .failure(
                intent: intent.name.rawValue, code: "nothing_pending",
                "There's no question waiting for a yes or no right now: type \"help\" to see what you can do.")
        case .notUnderstood(let miss): return Self.notUnderstood(miss, line: line)
        default: throw UnroutedCommand(intent: intent.name)
        }
    }

    /// The commands that act for a member; `Bot.openToGuests` sends every other one here once `user` is known.
    private func respond(
        to command: Command, named name: IntentName, as user: Member, line: String, in session: inout Session
    ) async throws -> Reply {
        switch command {
        case .createListing(let offered): return try await createListing(offered, line: line, in: &session)
        case .myListings: return try await myListings(for: user, in: &session)
        case .editListing(let listing, let change): return try await editListing(listing, change, for: user, in: &session)
        case .pauseListing(let listing): return try await setStatus(.paused, of: listing, for: user, in: &session)
        case .unpauseListing(let listing): return try await setStatus(.active, of: listing, for: user, in: &session)
        case .removeListing(let listing): return try await askToRemove(listing, for: user, in: &session)
        case .favorite(let reference): return try await favorite(reference, for: user, in: &session)
        case .unfavorite(let reference): return try await unfavorite(reference, for: user, in: &session)
        case .favorites: return try await listFavorites(for: user, in: &session)
        case .editProfile(let change): return try await editProfile(change, for: user, in: &session)
        case .book(let target, let during): return try await book(target, during: during, for: user, in: &session)
        case .scheduleViewing(let reference, let at): return try await scheduleViewing(reference, at: at, for: user, in: &session)
        case .myBookings: return try await myBookings(for: user, in: &session)
        case .requests: return try await incomingRequests(for: user, in: &session)
        case .approve(let request): return try await approve(request, for: user, in: &session)
        case .decline(let request): return try await decline(request, for: user, in: &session)
        case .cancelBooking(let reference): return try await cancelBooking(reference, for: user, in: &session)
        case .setAvailability(let listing, let change): return try await setAvailability(listing, change, for: user, in: &session)
        case .balance: return try await balance(for: user, in: &session)
        case .topUp(let amount): return try await topUp(amount, for: user, in: &session)
        case .review(let target, let rating, let text):
            return try await review(target, rating: rating, text: text, for: user, in: &session)
        case .notifications: return try await listNotifications(for: user, in: &session)
        case .report(let target, let reason): return try await report(target, reason: reason, for: user, in: &session)
        case .post(let text, let photo, let attached):
            return try await post(text, photo: photo, attached: attached, for: user, in: &session)
        case .feed: return try await showFeed(for: user, in: &session)
        case .like(let reference): return try await like(reference, for: user, in: &session)
        case .unlike(let reference): return try await unlike(reference, for: user, in: &session)
        case .comment(let reference, let text): return try await comment(on: reference, text: text, for: user, in: &session)
        case .showComments(let reference): return try await showComments(reference, in: &session)
        case .follow(let name): return try await follow(name, for: user, in: &session)
        case .unfollow(let name): return try await unfollow(name, for: user, in: &session)
        case .following: return try await listFollowing(for: user, in: &session)
        case .followers: return try await listFollowers(for: user, in: &session)
        case .message(let name, let text): return try await message(to: name, text: text, for: user, in: &session)
        case .inbox(let name): return try await inbox(name, for: user, in: &session)
        case .share(let reference, let name): return try await share(reference, with: name, for: user, in: &session)
        case .block(let name): return try await block(name, for: user, in: &session)
        case .unblock(let name): return try await unblock(name, for: user, in: &session)
        case .pinSpot(let spotName, let near, let kind):
            return try await pinSpot(spotName, near: near, kind: kind, for: user, in: &session)
        case .surprise(let scope): return try await surprise(scope, for: user, in: &session)
        default: throw UnroutedCommand(intent: name)
        }
    }
}

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
        guard Self.openToGuests.contains(intent.name) else {
            return try await respond(to: intent, as: try signedIn(session), line: line, in: &session)
        }
        let slots = intent.slots
        switch intent.name {
        case .help: return HelpText.reply(topic: slots.topic)
        case .signup: return try await signUp(user: slots.user, password: slots.text, in: &session)
        case .login: return try await logIn(user: slots.user, password: slots.text, in: &session)
        case .logout: return try await logOut(in: &session)
        case .whoami: return whoAmI(session)
        case .resume: return try await resume(token: slots.text, in: &session)
        case .categories: return try await categories()
        case .search: return try await search(slots, in: &session)
        case .more: return try await session.social.latest == .posts ? moreFeed(in: &session) : more(in: &session)
        case .showListing: return try await show(slots.ref, in: &session)
        case .map:
            if session.social.latest == .spots, slots.near == nil { return try await mapSpots(in: &session) }
            return try await map(slots.near, in: &session)
        case .availability: return try await showAvailability(slots, in: &session)
        case .showReviews: return try await showReviews(slots, in: &session)
        case .showProfile: return try await showProfile(slots.user, in: &session)
        case .spots: return try await listSpots(slots, in: &session)
        case .quit: return Reply(intent: "quit", lines: ["Goodbye! Come back any time."], effects: [.disconnect])
        case .greet: return Self.greetingReply
        case .thanks: return Self.thanksReply
        case .answer: return try await answerWithoutQuestion(slots, in: &session)
        case .refine: return try await search(slots, in: &session)
        case .ask: return try await askAbout(slots, in: &session)
        case .confirm, .deny:
            return .failure(
                intent: intent.name.rawValue, code: "nothing_pending",
                "There's no question waiting for a yes or no right now: type \"help\" to see what you can do.")
        case .unknown where intent.isIncomplete:
            let example = slots.suggestions?.first ?? intent.rivals[0].example
            let command = example.split(separator: " ").first.map(String.init) ?? example
            return .failure(
                intent: "unknown", code: "incomplete",
                "\"\(command)\" needs more than that, as in: \(example): type \"help\" for examples.")
        case .unknown where !intent.rivals.isEmpty:
            if intent.rivals.count == 1, let command = slots.suggestions?.first {
                return .failure(
                    intent: "unknown", code: "ambiguous",
                    "To \(intent.rivals[0].purpose), type the command itself: \"\(command)\".")
            }
            return Self.whichOne(intent.rivals, examples: slots.suggestions ?? [])
        case .unknown:
            let suggestions = Self.alternatives((slots.suggestions ?? ["help"]).map { "\"\($0)\"" })
            return .failure(
                intent: "unknown", code: "not_understood",
                "I don't understand \"\(line)\": did you mean \(suggestions)? Type \"help\" to see everything I can do.")
        default: throw UnroutedCommand(intent: intent.name)
        }
    }

    /// The commands that act for a member; `Bot.openToGuests` sends every other one here once `user` is known.
    private func respond(to intent: Intent, as user: Member, line: String, in session: inout Session) async throws -> Reply {
        let slots = intent.slots
        switch intent.name {
        case .createListing: return try await createListing(slots, line: line, in: &session)
        case .myListings: return try await myListings(for: user, in: &session)
        case .editListing: return try await editListing(slots, for: user, in: &session)
        case .pauseListing: return try await setStatus(.paused, of: slots, for: user, in: &session)
        case .unpauseListing: return try await setStatus(.active, of: slots, for: user, in: &session)
        case .removeListing: return try await askToRemove(slots, for: user, in: &session)
        case .favorite: return try await favorite(slots.ref, for: user, in: &session)
        case .unfavorite: return try await unfavorite(slots.ref, for: user, in: &session)
        case .favorites: return try await listFavorites(for: user, in: &session)
        case .editProfile: return try await editProfile(slots, for: user, in: &session)
        case .book: return try await book(slots, for: user, in: &session)
        case .scheduleViewing: return try await scheduleViewing(slots, for: user, in: &session)
        case .myBookings: return try await myBookings(for: user, in: &session)
        case .requests: return try await incomingRequests(for: user, in: &session)
        case .approve: return try await approve(slots, for: user, in: &session)
        case .decline: return try await decline(slots, for: user, in: &session)
        case .cancelBooking: return try await cancelBooking(slots.ref, for: user, in: &session)
        case .setAvailability: return try await setAvailability(slots, for: user, in: &session)
        case .balance: return try await balance(for: user, in: &session)
        case .topUp: return try await topUp(slots.amount, for: user, in: &session)
        case .review: return try await review(slots, for: user, in: &session)
        case .notifications: return try await listNotifications(for: user, in: &session)
        case .report: return try await report(slots, line: line, for: user, in: &session)
        case .post: return try await post(slots, for: user, in: &session)
        case .feed: return try await showFeed(for: user, in: &session)
        case .like: return try await like(slots.ref, for: user, in: &session)
        case .unlike: return try await unlike(slots.ref, for: user, in: &session)
        case .comment: return try await comment(slots, for: user, in: &session)
        case .showComments: return try await showComments(slots.ref, in: &session)
        case .follow: return try await follow(slots.user, for: user, in: &session)
        case .unfollow: return try await unfollow(slots.user, for: user, in: &session)
        case .following: return try await listFollowing(for: user, in: &session)
        case .followers: return try await listFollowers(for: user, in: &session)
        case .message: return try await message(slots, for: user, in: &session)
        case .inbox: return try await inbox(slots.user, for: user, in: &session)
        case .share: return try await share(slots, for: user, in: &session)
        case .block: return try await block(slots.user, for: user, in: &session)
        case .unblock: return try await unblock(slots.user, for: user, in: &session)
        case .pinSpot: return try await pinSpot(slots, for: user, in: &session)
        case .surprise: return try await surprise(slots, line: line, for: user, in: &session)
        default: throw UnroutedCommand(intent: intent.name)
        }
    }
}

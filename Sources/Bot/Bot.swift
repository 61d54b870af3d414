import Foundation
import Intents
import Logging
import Marketplace

/// Understands each line a user types and answers it, keeping the dialogue in the caller's `Session`: it reads the
/// line into a `Command`, checks the login the command needs, and hands it to the handlers of its area, each of
/// which holds only the stores it uses.
public struct Bot: Sendable {
    public let hub: EventHub
    let configuration: BotConfiguration
    let accountHandlers: AccountHandlers
    let discoveryHandlers: DiscoveryHandlers
    let hostingHandlers: HostingHandlers
    let bookingHandlers: BookingHandlers
    let socialHandlers: SocialHandlers
    let adventureHandlers: AdventureHandlers
    let adminSignals: AdminSignalFollower
    let sweep: BookingSweep
    let parser = IntentParser()
    let logger: Logger

    public init(configuration: BotConfiguration, hub: EventHub, logger: Logger = Logger(label: "rentline.bot")) {
        self.configuration = configuration
        self.hub = hub
        self.logger = logger
        let database = configuration.database
        let clock = configuration.clock
        let allowances = configuration.allowances
        let accounts = Accounts(database: database, hasher: configuration.hasher, clock: clock, allowances: allowances)
        let listings = Listings(database: database, clock: clock, allowances: allowances)
        let listingSearch = ListingSearch(database: database, clock: clock)
        let places = Places(database: database)
        let bookings = Bookings(database: database, clock: clock)
        let availability = ListingAvailability(database: database, clock: clock)
        let reviews = Reviews(database: database, clock: clock)
        let notifications = Notifications(database: database, clock: clock)
        let profiles = Profiles(database: database)
        let follows = Follows(database: database, clock: clock)
        let messages = Messages(database: database, clock: clock, allowances: allowances)
        let sweep = BookingSweep(bookings: bookings, hub: hub, clock: clock, logger: logger)
        self.sweep = sweep
        self.accountHandlers = AccountHandlers(
            accounts: accounts, notifications: notifications, messages: messages, hub: hub, configuration: configuration, logger: logger)
        self.discoveryHandlers = DiscoveryHandlers(
            listings: listings, listingSearch: listingSearch, places: places, availability: availability, reviews: reviews,
            profiles: profiles, follows: follows, configuration: configuration)
        self.hostingHandlers = HostingHandlers(listings: listings, places: places, availability: availability, configuration: configuration)
        self.bookingHandlers = BookingHandlers(
            bookings: bookings, availability: availability, wallet: Wallet(database: database, clock: clock),
            listings: listings, listingSearch: listingSearch, places: places, reviews: reviews, profiles: profiles, notifications: notifications, hub: hub,
            sweep: sweep, configuration: configuration)
        self.socialHandlers = SocialHandlers(
            posts: Posts(database: database, clock: clock, allowances: allowances), feed: Feed(database: database), follows: follows,
            blocks: Blocks(database: database, clock: clock), messages: messages, reports: Reports(database: database, clock: clock, allowances: allowances),
            profiles: profiles, places: places, hub: hub, configuration: configuration)
        self.adventureHandlers = AdventureHandlers(
            spots: Spots(database: database, clock: clock), adventures: Adventures(database: database, clock: clock),
            favorites: Favorites(database: database, clock: clock), listings: listings, listingSearch: listingSearch, places: places,
            profiles: profiles, configuration: configuration)
        self.adminSignals = AdminSignalFollower(database: database, logger: logger) { [hub] in
            Self.apply($0, hub: hub, now: clock.now().unixSeconds)
        }
    }

    /// Where requests must run instead of the event loops: the threads of a store whose reads wait on the network.
    public var requestExecutor: (any TaskExecutor)? { configuration.database.requestExecutor }

    public static let greeting = Reply(
        intent: "greeting",
        lines: [
            "Welcome to Rentline: rent drills, closets and homes from people nearby.",
            "Type \"signup NAME PASSWORD\" to join, \"login NAME\" to log in, or \"help\".",
        ])

    public func handle(_ line: String, in session: inout Session) async -> Reply {
        if !adminSignals.hasNothingNew(), await adminSignals.catchUp(checking: session.account?.id) {
            session = Session(connectionID: session.connectionID, source: session.source)
            return Reply(intent: "suspended", lines: ["A moderator has suspended your account."], effects: [.disconnect])
        }
        if let scalar = TerminalText.firstForbidden(in: line) {
            let refusal = Refusal.forbiddenCharacter(scalar)
            return .failure(intent: "error", code: refusal.code, refusal.message)
        }
        let trimmed = line.trimmedOfWhitespace
        if trimmed.hasPrefix("/") {
            if let reply = control(trimmed) {
                if reply.intent == "clock", reply.failure == nil {
                    await sweepAndTell()
                    await configuration.database.serverChannel?.catchUp()
                }
                return reply
            }
            if session.prompt == nil { return Self.unknownControl(trimmed) }
        }
        let waiting = session.prompt
        session.bookings.startLine()
        var context = parseContext(for: session)
        if case .bookingTime? = waiting { context.earlierTime = nil }
        let (intent, command) = parser.understand(trimmed, context: context)
        if let when = intent.slots.when { session.earlierTime = when }
        if let prompt = waiting {
            session.prompt = nil
            if let reply = await answer(prompt, with: line, meaning: command, readAs: [intent.name] + intent.rivals, in: &session) { return reply }
        }
        if trimmed.isEmpty {
            return .failure(intent: "empty", code: "empty_line", "That line was empty: type a command, or \"help\" to see them all.")
        }
        if Self.asideFromAQuestion.contains(intent.name), session.prompt == nil { session.prompt = waiting }
        var reply: Reply
        do {
            reply = try await respond(to: intent, command, line: trimmed, in: &session)
        } catch {
            reply = failureReply(for: error, intent: intent.name.rawValue)
        }
        if case .listingDraft? = waiting, session.prompt != nil, !Self.isListingDraft(session.prompt) { session.prompt = waiting }
        if case .listingDraft(let draft)? = session.prompt, case .listingDraft? = waiting {
            reply.lines.append(hostingHandlers.reminder(of: draft))
        }
        return reply
    }

    /// A listing being written outlives any question an aside from it asks ("show me tents" asks where): only
    /// yes or cancel ends it.
    private static func isListingDraft(_ prompt: Session.Prompt?) -> Bool {
        if case .listingDraft? = prompt { true } else { false }
    }

    /// What relative times ("sat 2-6pm") are read against: now, in the server's zone, and the time the person said
    /// last, which "same time" and "that day" mean, and on whose day hours said alone fall. An answer to "When would
    /// you like it?" names its time afresh.
    func parseContext(for session: Session) -> ParseContext {
        ParseContext(now: configuration.clock.now(), timeZone: configuration.timeZone, earlierTime: session.earlierTime)
    }

    /// The user's sentence for a refusal; for anything else, an apology with a reference found in the log.
    func failureReply(for error: any Error, intent: String) -> Reply {
        if let refusal = error as? any ChatRefusal {
            return .failure(intent: intent, code: refusal.code, refusal.message)
        }
        if error is DatabaseUnavailable {
            return .failure(
                intent: intent, code: "database_unavailable",
                "Sorry, Rentline lost touch with its database for a moment and couldn't finish that: check, then try again.")
        }
        let reference = String(UInt32.random(in: .min ... .max), radix: 16)
        logger.error("request failed", metadata: ["reference": "\(reference)", "error": "\(error)"])
        return .failure(
            intent: intent, code: "internal",
            "Sorry, something went wrong on our side (reference \(reference)); please try again.")
    }

    private func respond(to intent: Intent, _ command: Command, line: String, in session: inout Session) async throws -> Reply {
        if let problem = intent.slots.timeProblem { throw Refusal.time(problem) }
        try refusePastTime(intent)
        do {
            return try await route(command, named: intent.name, line: line, in: &session)
        } catch let refusal as Refusal where refusal.code == Refusal.ambiguousNumberCode {
            session.prompt = .whichNumber(command, intent.name)
            session.bookings.keepInView()
            throw refusal
        }
    }

    /// Intents that act on the time they carry, so a time already gone can't be meant.
    private static let actingOnTime: Set<IntentName> = [.search, .refine, .book, .availability, .scheduleViewing, .setAvailability, .answer, .ask]

    /// A time read as said that has already ended ("yesterday", "last sunday") is named and refused.
    private func refusePastTime(_ intent: Intent) throws {
        guard let when = intent.slots.when, Self.actingOnTime.contains(intent.name) else { return }
        let calendar = ZonedCalendar(configuration.timeZone)
        let span = TimeSpan(from: WallTime(when.start), to: WallTime(when.end), in: calendar)
        let now = configuration.clock.now().unixSeconds
        guard span.end <= now else { return }
        throw Refusal.pastTime(TimeSpanText.format(span, in: calendar, now: now))
    }

    /// Applies the login rule (`IntentName.access`) and hands `command` to its area.
    func route(_ command: Command, named name: IntentName, line: String, in session: inout Session) async throws -> Reply {
        switch name.access.audience {
        case .anyone: return try await respondToAnyone(command, named: name, line: line, in: &session)
        case .members: return try await respond(to: command, named: name, as: try session.signedIn(), in: &session)
        }
    }

    /// The commands anyone may use, logged in or not.
    private func respondToAnyone(_ command: Command, named name: IntentName, line: String, in session: inout Session) async throws -> Reply {
        switch command {
        case .help(let topic): return HelpText.reply(topic: topic)
        case .signup(let user, let password): return try await accountHandlers.signUp(user: user, password: password, in: &session)
        case .login(let user, let password): return try await accountHandlers.logIn(user: user, password: password, in: &session)
        case .logout: return try await accountHandlers.logOut(in: &session)
        case .whoami: return accountHandlers.whoAmI(session)
        case .resume(let token): return try await accountHandlers.resume(token: token, in: &session)
        case .categories: return try await discoveryHandlers.categories()
        case .search(let wanted): return try await discoveryHandlers.search(wanted, in: &session)
        case .refine(let wanted): return try await discoveryHandlers.refine(wanted, in: &session)
        case .more: return try await session.social.latest == .posts ? socialHandlers.moreFeed(in: &session) : discoveryHandlers.more(in: &session)
        case .showListing(let reference): return try await show(reference, in: &session)
        case .pickShown(let order, let among): return try await discoveryHandlers.pickShown(orderedBy: order, among: among, in: &session)
        case .pickShownNamed(let words): return try await discoveryHandlers.pickShown(named: words, in: &session)
        case .map(let near, let of):
            if session.social.latest == .spots, near == nil, of == nil { return try await adventureHandlers.mapSpots(in: &session) }
            return try await discoveryHandlers.map(near, of: of, in: &session)
        case .availability(let reference, let within): return try await discoveryHandlers.showAvailability(reference, within: within, in: &session)
        case .showReviews(let subject): return try await discoveryHandlers.showReviews(of: subject, in: &session)
        case .showProfile(let user): return try await discoveryHandlers.showProfile(user, in: &session)
        case .findUser(let words): return try await discoveryHandlers.findPeople(named: words, in: &session)
        case .spots(let near, let kind): return try await adventureHandlers.listSpots(near: near, kind: kind, in: &session)
        case .quit: return Reply(intent: "quit", lines: ["Goodbye! Come back any time."], effects: [.disconnect])
        case .greet: return Self.greetingReply
        case .thanks: return Self.thanksReply
        case .answer(let value): return try await answerWithoutQuestion(value, in: &session)
        case .ask(let question): return try await discoveryHandlers.answer(question, in: &session)
        case .confirm, .deny:
            return .failure(
                intent: name.rawValue, code: "nothing_pending",
                "There's no question waiting for a yes or no right now: type \"help\" to see what you can do.")
        case .notUnderstood(let miss):
            if let found = try await discoveryHandlers.searchForThingNamedAlone(line, missing: miss, in: &session) { return found }
            return Self.notUnderstood(miss, line: line)
        case .createListing, .myListings, .editListing, .pauseListing, .unpauseListing, .removeListing, .favorite, .unfavorite,
            .favorites, .editProfile, .book, .scheduleViewing, .myBookings, .requests, .approve, .decline, .cancelBooking,
            .setAvailability, .balance, .topUp, .review, .notifications, .report, .post, .deletePost, .feed, .like, .unlike, .comment,
            .deleteComment, .showComments, .follow, .unfollow, .following, .followers, .message, .inbox, .share, .block, .unblock, .pinSpot,
            .surprise, .onPostDescribed, .claimDeposit:
            throw UnroutedCommand(intent: name)
        }
    }

    /// The commands only members may use, once `user` is known.
    private func respond(
        to command: Command, named name: IntentName, as user: Member, in session: inout Session
    ) async throws -> Reply {
        switch command {
        case .createListing(let offered): return try await hostingHandlers.createListing(offered, in: &session)
        case .myListings: return try await hostingHandlers.myListings(for: user, in: &session)
        case .editListing(let listing, let change): return try await hostingHandlers.editListing(listing, change, for: user, in: &session)
        case .pauseListing(let listing): return try await hostingHandlers.setStatus(.paused, of: listing, for: user, in: &session)
        case .unpauseListing(let listing): return try await hostingHandlers.setStatus(.active, of: listing, for: user, in: &session)
        case .removeListing(.reference(let reference?)) where reference.position != nil && session.social.latest == .posts:
            return try await socialHandlers.askToDeletePost(.reference(reference), for: user, in: &session)
        case .removeListing(.reference(let reference?)) where reference.position != nil && session.social.latest == .comments:
            return try await socialHandlers.askToDeleteComment(.reference(reference), onPost: nil, for: user, in: &session)
        case .removeListing(let listing): return try await hostingHandlers.askToRemove(listing, for: user, in: &session)
        case .favorite(let reference?, nil) where reference.position != nil && session.social.latest == .posts:
            return try await socialHandlers.like(reference, for: user, in: &session)
        case .unfavorite(let reference?, nil) where reference.position != nil && session.social.latest == .posts:
            return try await socialHandlers.unlike(reference, for: user, in: &session)
        case .favorite(let reference, let described):
            if described == nil { try await adventureHandlers.keepDrawnAdventure(reference, for: user, in: &session) }
            return try await adventureHandlers.favorite(reference, described: described, for: user, in: &session)
        case .unfavorite(let reference, let described):
            return try await adventureHandlers.unfavorite(reference, described: described, for: user, in: &session)
        case .favorites: return try await adventureHandlers.listFavorites(for: user, in: &session)
        case .editProfile(let change): return try await socialHandlers.editProfile(change, for: user, in: &session)
        case .book(let target, let during, let months):
            return try await bookingHandlers.book(target, during: during, months: months, for: user, in: &session)
        case .scheduleViewing(let reference, let at): return try await bookingHandlers.scheduleViewing(reference, at: at, for: user, in: &session)
        case .myBookings: return try await bookingHandlers.myBookings(for: user, in: &session)
        case .requests(nil): return try await bookingHandlers.incomingRequests(for: user, in: &session)
        case .requests(let listing?):
            let owned = try await hostingHandlers.ownListing(listing, for: user, in: session)
            return try await bookingHandlers.bookings(of: owned, for: user, in: &session)
        case .approve(let request): return try await bookingHandlers.approve(request, for: user, in: &session)
        case .decline(let request): return try await bookingHandlers.decline(request, for: user, in: &session)
        case .cancelBooking(let reference, let described, let during):
            return try await bookingHandlers.cancelBooking(reference, described: described, during: during, for: user, in: &session)
        case .setAvailability(let listing, let change): return try await hostingHandlers.setAvailability(listing, change, for: user, in: &session)
        case .balance: return try await bookingHandlers.balance(for: user, in: &session)
        case .topUp(let amount): return try await bookingHandlers.topUp(amount, for: user, in: &session)
        case .claimDeposit(let reference, let amount, let reason):
            return try await bookingHandlers.askToClaimDeposit(reference, amount: amount, reason: reason, for: user, in: &session)
        case .review(let target, let rating, let text):
            return try await bookingHandlers.review(target, rating: rating, text: text, for: user, in: &session)
        case .notifications: return try await bookingHandlers.listNotifications(for: user, in: &session)
        case .report(let target, let reason): return try await socialHandlers.report(target, reason: reason, for: user, in: &session)
        case .post(var text, let photo, var attached):
            if attached == nil, photo == nil, try await adventureHandlers.namesTheCityInView(text, in: session) { (text, attached) = ("", .it) }
            if let attached { try await adventureHandlers.keepDrawnAdventure(attached, for: user, in: &session) }
            return try await socialHandlers.post(text, photo: photo, attached: attached, for: user, in: &session)
        case .feed: return try await socialHandlers.showFeed(for: user, in: &session)
        case .onPostDescribed(let described, let command):
            if let which = try await socialHandlers.focusPost(described, doing: name.rawValue, for: user, in: &session) { return which }
            guard let onFocus = command.replacingReference(with: .it) else { throw UnroutedCommand(intent: name) }
            return try await respond(to: onFocus, named: name, as: user, in: &session)
        case .like(let reference): return try await socialHandlers.like(reference, for: user, in: &session)
        case .unlike(let reference): return try await socialHandlers.unlike(reference, for: user, in: &session)
        case .deletePost(let post): return try await socialHandlers.askToDeletePost(post, for: user, in: &session)
        case .comment(let reference, let text): return try await socialHandlers.comment(on: reference, text: text, for: user, in: &session)
        case .deleteComment(let comment, let post):
            return try await socialHandlers.askToDeleteComment(comment, onPost: post, for: user, in: &session)
        case .showComments(let reference): return try await socialHandlers.showComments(reference, in: &session)
        case .follow(let name): return try await socialHandlers.follow(name, for: user, in: &session)
        case .unfollow(let name): return try await socialHandlers.unfollow(name, for: user, in: &session)
        case .following: return try await socialHandlers.listFollowing(for: user, in: &session)
        case .followers: return try await socialHandlers.listFollowers(for: user, in: &session)
        case .message(let name, let text, let personShown, let confirmFirst):
            if confirmFirst, let name, let text { return socialHandlers.askToSend(text, to: name, in: &session) }
            return try await socialHandlers.message(to: name, text: text, personShown: personShown, for: user, in: &session)
        case .inbox(let name): return try await socialHandlers.inbox(name, for: user, in: &session)
        case .share(let reference, let name):
            try await adventureHandlers.keepDrawnAdventure(reference, for: user, in: &session)
            return try await socialHandlers.share(reference, with: name, for: user, in: &session)
        case .block(let name): return try await socialHandlers.block(name, for: user, in: &session)
        case .unblock(let name): return try await socialHandlers.unblock(name, for: user, in: &session)
        case .pinSpot(let spotName, let near, let kind):
            return try await adventureHandlers.pinSpot(spotName, near: near, kind: kind, for: user, in: &session)
        case .surprise(let scope): return try await adventureHandlers.surprise(scope, for: user, in: &session)
        case .help, .signup, .login, .logout, .whoami, .resume, .categories, .search, .refine, .more, .showListing, .pickShown,
            .pickShownNamed, .map, .availability, .showReviews, .showProfile, .findUser, .spots, .quit, .greet, .thanks, .answer, .ask,
            .confirm, .deny, .notUnderstood:
            throw UnroutedCommand(intent: name)
        }
    }
}

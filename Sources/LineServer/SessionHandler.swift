import Bot
import NIOCore

/// One connection's dialogue on its event loop: greets, applies the limits to each line, hands lines to
/// the bot one at a time, writes the replies in order, and closes idle or finished connections.
///
/// Before login the time limit runs from connecting (or logging out) whatever the client sends, so a socket
/// that only pings cannot hold a place; after login it is silence that counts.
///
/// `PING` is the transport's keepalive: it is answered here, in order with the other replies,
/// without a trip to the bot.
///
/// No task exists for a connection while it is quiet; each line becomes a task of the server's
/// request group, so ten thousand idle connections cost only their channels.
final class SessionHandler: ChannelDuplexHandler {
    typealias InboundIn = ClientInput
    typealias OutboundIn = Outbound
    typealias OutboundOut = Outbound

    /// Lines read ahead of the bot; past this, reading pauses until the bot catches up.
    static let maximumQueuedLines = 16
    /// How long a closing connection waits for the client to read the last reply and hang up.
    static let lingerAfterClosing = TimeAmount.seconds(10)

    private let environment: ConnectionEnvironment
    /// Whether the connection comes from a trusted proxy, whose header names the client to count; the session
    /// starts when it is read.
    private let awaitsProxyHeader: Bool
    private var session = Session(connectionID: 0)
    private var source = "local"
    private var queue = CircularBuffer<ClientInput>()
    private var context: ChannelHandlerContext?
    private var isCounted = false
    private var isAnswering = false
    /// The booking focus of the session the line in flight was handed, and an event that arrived meanwhile.
    private var bookingFocusWhenAsked: Int64?
    private var eventWhileAnswering: PushedEvent?
    private var isFirstLine = true
    private var isInputClosed = false
    private var isClosing = false
    private var isReadHeld = false
    private var isLoggedIn = false
    private var loginDeadline = NIODeadline.now()
    private var lastActivity = NIODeadline.now()
    private var idleTimer: Scheduled<Void>?

    init(environment: ConnectionEnvironment, awaitsProxyHeader: Bool = false) {
        self.environment = environment
        self.awaitsProxyHeader = awaitsProxyHeader
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
        if context.channel.isActive, !awaitsProxyHeader { start(context: context) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        self.context = nil
        idleTimer?.cancel()
    }

    func channelActive(context: ChannelHandlerContext) {
        if !awaitsProxyHeader { start(context: context) }
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        idleTimer?.cancel()
        queue.removeAll()
        if isCounted {
            isCounted = false
            environment.counter.close(from: source)
            environment.hub.disconnect(session.connectionID)
        }
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        lastActivity = .now()
        guard !isClosing else { return }
        queue.append(unwrapInboundIn(data))
        answerQueuedLines(context: context)
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if let proxied = event as? ProxiedConnection {
            switch proxied.header {
            case .client(let client): start(context: context, from: client)
            case .unknown: start(context: context)
            }
        }
        if case ChannelEvent.inputClosed = event {
            isInputClosed = true
            if isClosing {
                context.close(promise: nil)
            } else {
                answerQueuedLines(context: context)
            }
        }
        context.fireUserInboundEventTriggered(event)
    }

    func read(context: ChannelHandlerContext) {
        if queue.count >= Self.maximumQueuedLines {
            isReadHeld = true
        } else {
            context.read()
        }
    }

    /// Lets the session take in the events pushed to this connection as they are written.
    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .event(let event) = unwrapOutboundIn(data), event.bookingID != nil {
            session.noticed(event)
            if isAnswering { eventWhileAnswering = event }
        }
        context.write(data, promise: promise)
    }

    /// Takes the bot's reply to the line in flight, on the event loop. An event pushed while it was answered counts
    /// unless the reply itself moved the focus, since the reply is what was read last.
    func finish(_ reply: Reply, session: Session) {
        self.session = session
        if let event = eventWhileAnswering, session.bookingInFocus == bookingFocusWhenAsked { self.session.noticed(event) }
        eventWhileAnswering = nil
        isAnswering = false
        guard let context, !isClosing else { return }
        for case .authenticated(let isAuthenticated) in reply.effects {
            isLoggedIn = isAuthenticated
            restartIdleTimer(context: context)
        }
        if reply.effects.contains(.disconnect) {
            close(context: context, after: reply)
            return
        }
        context.writeAndFlush(wrapOutboundOut(.reply(reply)), promise: nil)
        answerQueuedLines(context: context)
    }

    private func start(context: ChannelHandlerContext, from client: SocketAddress? = nil) {
        guard !isCounted else { return }
        isCounted = true
        source = SourceAddress.of(client ?? context.channel.remoteAddress)
        let (id, live, fromSource) = environment.counter.open(from: source)
        session = Session(connectionID: id, source: source)
        guard live <= environment.limits.maximumConnections else {
            close(context: context, after: ServerNotices.serverFull)
            return
        }
        guard fromSource <= environment.limits.maximumConnectionsPerAddress else {
            close(context: context, after: ServerNotices.tooManyFromAddress)
            return
        }
        environment.hub.connect(id, sink: ChannelEventSink(channel: context.channel))
        context.writeAndFlush(wrapOutboundOut(.reply(Bot.greeting)), promise: nil)
        restartIdleTimer(context: context)
    }

    /// Answers queued lines until one goes to the bot; limits and protocol errors are answered here.
    private func answerQueuedLines(context: ChannelHandlerContext) {
        let limits = environment.limits
        while !isAnswering, !isClosing, let input = queue.popFirst() {
            defer { isFirstLine = false }
            switch input {
            case .text(let line) where isFirstLine && ServerNotices.isHTTPRequestLine(line):
                close(context: context, after: ServerNotices.notHTTP)
            case .text, .interrupt:
                guard environment.commands.take(for: commandHolder, at: .now()) else {
                    context.writeAndFlush(wrapOutboundOut(.reply(ServerNotices.slowDown(limits))), promise: nil)
                    continue
                }
                switch input {
                case .text(let line) where ServerNotices.isPing(line):
                    context.writeAndFlush(wrapOutboundOut(.reply(ServerNotices.pong)), promise: nil)
                case .text(let line):
                    ask(.line(line), context: context)
                default:
                    ask(.interrupt, context: context)
                }
            case .notUTF8:
                context.writeAndFlush(wrapOutboundOut(.reply(ServerNotices.notUTF8)), promise: nil)
            case .tooLong:
                close(context: context, after: ServerNotices.lineTooLong(limits))
            case .tlsHandshake:
                close(context: context, after: ServerNotices.notHTTP)
            }
        }
        if isReadHeld, queue.count < Self.maximumQueuedLines / 2 {
            isReadHeld = false
            context.read()
        }
        if isInputClosed, !isAnswering, queue.isEmpty, !isClosing {
            isClosing = true
            context.close(promise: nil)
        }
    }

    /// Whom the next command counts against: the account once logged in, else the client's address.
    private var commandHolder: CommandAllowance.Holder {
        if let id = session.account?.id { return .account(id) }
        return .address(source)
    }

    private func ask(_ input: PendingRequest.Input, context: ChannelHandlerContext) {
        isAnswering = true
        bookingFocusWhenAsked = session.bookingInFocus
        environment.queue.continuation.yield(
            PendingRequest(input: input, session: session, handler: NIOLoopBound(self, eventLoop: context.eventLoop)))
    }

    /// Writes `reply`, then ends output; the connection closes once the client has read it and closed too
    /// (or the idle limit passes), so unread input cannot make the kernel reset away the reply.
    private func close(context: ChannelHandlerContext, after reply: Reply) {
        isClosing = true
        queue.removeAll()
        scheduleIdleCheck(at: .now() + Self.lingerAfterClosing, context: context)
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(.reply(reply))).whenComplete { _ in
            channel.close(mode: .output, promise: nil)
        }
    }

    private func restartIdleTimer(context: ChannelHandlerContext) {
        lastActivity = .now()
        loginDeadline = lastActivity + environment.limits.idleBeforeLogin
        scheduleIdleCheck(at: deadline, context: context)
    }

    /// When the connection closes unless something happens: the login deadline, or the end of the silence allowed.
    private var deadline: NIODeadline {
        isLoggedIn ? lastActivity + environment.limits.idleAfterLogin : loginDeadline
    }

    /// Reading only records the time; the timer looks at it when it fires, so busy connections reschedule nothing.
    private func scheduleIdleCheck(at deadline: NIODeadline, context: ChannelHandlerContext) {
        idleTimer?.cancel()
        let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        idleTimer = context.eventLoop.scheduleTask(deadline: deadline) {
            let (handler, context) = bound.value
            handler.checkIdle(context: context)
        }
    }

    private func checkIdle(context: ChannelHandlerContext) {
        if isClosing {
            context.close(promise: nil)
            return
        }
        guard deadline <= .now() else {
            scheduleIdleCheck(at: deadline, context: context)
            return
        }
        isClosing = true
        let limits = environment.limits
        let notice = isLoggedIn
            ? ServerNotices.idleTimeout(after: limits.idleAfterLogin) : ServerNotices.loginTimeout(after: limits.idleBeforeLogin)
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(.event(notice)))
            .whenComplete { _ in channel.close(mode: .output, promise: nil) }
        scheduleIdleCheck(at: .now() + Self.lingerAfterClosing, context: context)
    }
}

import Bot
import NIOCore

/// One connection's loop body: applies the transport's limits to each input, then lets the bot answer.
struct Conversation {
    var session: Session
    let channel: any Channel
    let outbound: NIOAsyncChannelOutboundWriter<Outbound>
    let bot: Bot
    let limits: ServerLimits
    private var bucket: TokenBucket
    private var isFirstLine = true

    init(session: Session, channel: any Channel, outbound: NIOAsyncChannelOutboundWriter<Outbound>, bot: Bot, limits: ServerLimits) {
        self.session = session
        self.channel = channel
        self.outbound = outbound
        self.bot = bot
        self.limits = limits
        self.bucket = TokenBucket(capacity: limits.commandBurst, refillPerSecond: limits.commandsPerSecond)
    }

    /// Answers one input; returns false when the connection must close.
    mutating func answer(_ input: ClientInput) async throws -> Bool {
        defer { isFirstLine = false }
        switch input {
        case .text(let line):
            if isFirstLine, ServerNotices.isHTTPRequestLine(line) {
                try await outbound.write(.reply(ServerNotices.notHTTP))
                return false
            }
            guard bucket.take(at: .now()) else {
                try await outbound.write(.reply(ServerNotices.slowDown(limits)))
                return true
            }
            let reply = await bot.handle(line, in: &session)
            for case .authenticated(let isAuthenticated) in reply.effects {
                try await channel.triggerUserOutboundEvent(
                    IdleTimeoutHandler.Authenticated(isAuthenticated: isAuthenticated))
            }
            try await outbound.write(.reply(reply))
            return !reply.effects.contains(.disconnect)
        case .notUTF8:
            try await outbound.write(.reply(ServerNotices.notUTF8))
            return true
        case .tooLong:
            try await outbound.write(.reply(ServerNotices.lineTooLong(limits)))
            return false
        case .tlsHandshake:
            try await outbound.write(.reply(ServerNotices.notHTTP))
            return false
        }
    }
}

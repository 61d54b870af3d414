import Bot
import NIOCore

/// A line waiting for the bot, with the session it belongs to and the way back to its connection.
struct PendingRequest: Sendable {
    let line: String
    let session: Session
    /// The connection's event loop, which the request's task runs on.
    let executor: EventLoopTaskExecutor
    let handler: NIOLoopBound<SessionHandler>

    func answer(with bot: Bot) async {
        var session = self.session
        let reply = await bot.handle(line, in: &session)
        let (handler, answered) = (self.handler, session)
        if handler.eventLoop.inEventLoop {
            handler.value.finish(reply, session: answered)
        } else {
            handler.eventLoop.execute { handler.value.finish(reply, session: answered) }
        }
    }
}

/// What every connection's handler shares: where requests go, the hub, the limits and the count of connections.
struct ConnectionEnvironment: Sendable {
    let requests: AsyncStream<PendingRequest>.Continuation
    let hub: EventHub
    let limits: ServerLimits
    let counter: ConnectionCounter
}

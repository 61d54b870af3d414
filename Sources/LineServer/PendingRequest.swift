import Bot
import NIOCore

/// A line (or a Ctrl-C) waiting for the bot, with the session it belongs to and the way back to its connection.
struct PendingRequest: Sendable {
    enum Input: Sendable {
        case line(String)
        case interrupt
    }

    let input: Input
    let session: Session
    let handler: NIOLoopBound<SessionHandler>

    func answer(with bot: Bot) async {
        var session = self.session
        let reply: Reply
        switch input {
        case .line(let line): reply = await bot.handle(line, in: &session)
        case .interrupt: reply = bot.interrupt(in: &session)
        }
        let (handler, answered) = (self.handler, session)
        if handler.eventLoop.inEventLoop {
            handler.value.finish(reply, session: answered)
        } else {
            handler.eventLoop.execute { handler.value.finish(reply, session: answered) }
        }
    }
}

/// The requests of the connections on one event loop, answered by tasks that run on that loop, so a line goes from
/// socket to bot to reply without leaving its thread; or on the store's threads when its reads wait on the network.
struct RequestQueue: Sendable {
    let executor: EventLoopTaskExecutor
    let requests: AsyncStream<PendingRequest>
    let continuation: AsyncStream<PendingRequest>.Continuation

    init(eventLoop: any EventLoop) {
        executor = EventLoopTaskExecutor(eventLoop)
        (requests, continuation) = AsyncStream<PendingRequest>.makeStream()
    }

    /// Answers every request as a child task on the loop until the queue is finished.
    func serve(with bot: Bot) async {
        let executor = bot.requestExecutor ?? executor
        await withDiscardingTaskGroup { group in
            for await request in requests {
                group.addTask(executorPreference: executor) { await request.answer(with: bot) }
            }
        }
    }
}

/// What the handlers of one event loop share: their request queue, the hub, the limits and the count of connections.
struct ConnectionEnvironment: Sendable {
    let queue: RequestQueue
    let hub: EventHub
    let limits: ServerLimits
    let counter: ConnectionCounter
    let commands: CommandAllowance
}

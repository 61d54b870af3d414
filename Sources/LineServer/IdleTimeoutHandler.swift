import Bot
import NIOCore

/// Closes a connection that sends nothing for too long, with a shorter limit before login than after.
final class IdleTimeoutHandler: ChannelDuplexHandler {
    typealias InboundIn = ClientInput
    typealias OutboundIn = Outbound
    typealias OutboundOut = Outbound

    /// Sent down the pipeline with `triggerUserOutboundEvent` when the session logs in or out.
    struct Authenticated: Sendable {
        let isAuthenticated: Bool
    }

    private let beforeLogin: TimeAmount
    private let afterLogin: TimeAmount
    private var limit: TimeAmount
    private var timer: Scheduled<Void>?

    init(beforeLogin: TimeAmount, afterLogin: TimeAmount) {
        self.beforeLogin = beforeLogin
        self.afterLogin = afterLogin
        self.limit = beforeLogin
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { restart(context: context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        restart(context: context)
        context.fireChannelActive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timer?.cancel()
    }

    func channelInactive(context: ChannelHandlerContext) {
        timer?.cancel()
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        restart(context: context)
        context.fireChannelRead(data)
    }

    func triggerUserOutboundEvent(context: ChannelHandlerContext, event: Any, promise: EventLoopPromise<Void>?) {
        guard let change = event as? Authenticated else {
            context.triggerUserOutboundEvent(event, promise: promise)
            return
        }
        limit = change.isAuthenticated ? afterLogin : beforeLogin
        restart(context: context)
        promise?.succeed()
    }

    private func restart(context: ChannelHandlerContext) {
        timer?.cancel()
        let limit = self.limit
        let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        timer = context.eventLoop.scheduleTask(in: limit) {
            let (handler, context) = loopBound.value
            handler.timeOut(context: context, after: limit)
        }
    }

    private static func count(_ value: Int, _ unit: String) -> String {
        "\(value) \(unit)\(value == 1 ? "" : "s")"
    }

    private func timeOut(context: ChannelHandlerContext, after limit: TimeAmount) {
        let seconds = max(1, Int(limit.nanoseconds / 1_000_000_000))
        let span = seconds % 60 == 0 ? Self.count(seconds / 60, "minute") : Self.count(seconds, "second")
        let event = PushedEvent(
            name: "idle_timeout", text: "Closing this connection after \(span) without a word; reconnect any time.")
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(.event(event))).whenComplete { _ in channel.close(promise: nil) }
    }
}

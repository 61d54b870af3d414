import Bot
import NIOCore

/// Delivers hub events straight into a connection's pipeline, without waiting for the client to read them.
struct ChannelEventSink: EventSink {
    let channel: any Channel

    func deliver(_ event: PushedEvent) {
        channel.writeAndFlush(Outbound.event(event), promise: nil)
    }

    func stopReading() {
        channel.close(mode: .input, promise: nil)
    }

    func close() {
        channel.close(promise: nil)
    }

    func deliverAndClose(_ event: PushedEvent) {
        let channel = channel
        channel.writeAndFlush(Outbound.event(event)).whenComplete { _ in channel.close(promise: nil) }
    }
}

import Bot
import NIOCore
import NIOEmbedded
import Testing

@testable import LineServer

/// Telnet negotiation and output modes, driven through an embedded pipeline.
struct ProtocolHandlerTests {
    func makeChannel() throws -> EmbeddedChannel {
        let channel = EmbeddedChannel()
        try channel.pipeline.syncOperations.addHandlers([
            ByteToMessageHandler(LineDecoder(maximumLineLength: 4096)), ProtocolHandler(),
        ])
        return channel
    }

    func written(_ channel: EmbeddedChannel) throws -> [UInt8] {
        var bytes: [UInt8] = []
        while let buffer = try channel.readOutbound(as: ByteBuffer.self) { bytes += buffer.readableBytesView }
        return bytes
    }

    @Test func refusesEachOptionOnceAndNeverAnswersARefusal() throws {
        let channel = try makeChannel()
        try channel.writeInbound(ByteBuffer(bytes: [255, 253, 3, 255, 251, 24, 255, 253, 3, 255, 254, 3, 255, 252, 24]))
        #expect(try written(channel) == [255, 252, 3, 255, 254, 24])
    }

    @Test func passesLinesOnAsTextAndFlagsInvalidUTF8() throws {
        let channel = try makeChannel()
        try channel.writeInbound(ByteBuffer(bytes: Array("héllo\r\n".utf8) + [0xC3, 0x28, 10]))
        #expect(try channel.readInbound(as: ClientInput.self) == .text("héllo"))
        #expect(try channel.readInbound(as: ClientInput.self) == .notUTF8)
    }

    @Test func hidesTypingForAPasswordWhenTheClientSpeaksTelnet() throws {
        let channel = try makeChannel()
        try channel.writeOutbound(Outbound.reply(Reply(intent: "prompt", lines: ["Password:"], effects: [.inputEcho(false)])))
        #expect(try written(channel) == [255, 251, 1] + Array("Password:\r\n\r\n".utf8))
        try channel.writeInbound(ByteBuffer(bytes: [255, 253, 1] + Array("secret\r\n".utf8)))
        #expect(try written(channel).isEmpty)
        try channel.writeOutbound(Outbound.reply(Reply(intent: "login", lines: ["Welcome"], effects: [.inputEcho(true)])))
        #expect(try written(channel) == [255, 252, 1] + Array("Welcome\r\n\r\n".utf8))
    }

    @Test func stopsSendingTelnetBytesToAClientThatIgnoresThem() throws {
        let channel = try makeChannel()
        let prompt = Outbound.reply(Reply(intent: "prompt", lines: ["Password:"], effects: [.inputEcho(false)]))
        try channel.writeOutbound(prompt)
        #expect(try written(channel).prefix(3) == [255, 251, 1])
        try channel.writeInbound(ByteBuffer(string: "secret\n"))
        try channel.writeOutbound(Outbound.reply(Reply(intent: "login", lines: ["Welcome"], effects: [.inputEcho(true)])))
        #expect(try written(channel) == Array("Welcome\r\n\r\n".utf8))
        try channel.writeOutbound(prompt)
        #expect(try written(channel) == Array("Password:\r\n\r\n".utf8))
    }

    @Test func writesJSONLinesAfterTheModeSwitchAndNoTelnetBytes() throws {
        let channel = try makeChannel()
        try channel.writeOutbound(Outbound.reply(Reply(intent: "mode", lines: ["JSON"], effects: [.outputMode(.json)])))
        #expect(String(decoding: try written(channel), as: UTF8.self) == #"{"ok":true,"intent":"mode","text":"JSON"}"# + "\r\n")
        try channel.writeOutbound(Outbound.reply(Reply(intent: "prompt", lines: ["Password:"], effects: [.inputEcho(false)])))
        #expect(try written(channel).first == UInt8(ascii: "{"))
        try channel.writeOutbound(Outbound.event(PushedEvent(name: "message", text: "hi")))
        #expect(String(decoding: try written(channel), as: UTF8.self) == #"{"event":"message","text":"hi"}"# + "\r\n")
    }
}

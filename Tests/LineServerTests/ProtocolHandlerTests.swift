import Bot
import Foundation
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

    let passwordPrompt = Outbound.reply(Reply(intent: "prompt", lines: ["Password:"], effects: [.inputEcho(false)]))
    let welcome = Outbound.reply(Reply(intent: "login", lines: ["Welcome"], effects: [.inputEcho(true)]))
    let offers: [UInt8] = [255, 253, 0, 255, 253, 31]

    func text(_ channel: EmbeddedChannel) throws -> String { String(decoding: try written(channel), as: UTF8.self) }

    @Test func aClientThatEndsLinesWithLFAloneIsNeverSentTelnetBytes() throws {
        let channel = try makeChannel()
        try channel.writeInbound(ByteBuffer(string: "login ana\n"))
        try channel.writeOutbound(passwordPrompt)
        #expect(try text(channel) == "Password:\r\n\r\n")
        try channel.writeOutbound(welcome)
        #expect(try text(channel) == "Welcome\r\n\r\n")
    }

    @Test func aTelnetClientGetsTheOffersOnceThenHiddenPasswordsAndItsWidth() throws {
        let channel = try makeChannel()
        try channel.writeInbound(ByteBuffer(string: "login ana\r\n"))
        try channel.writeOutbound(passwordPrompt)
        #expect(try written(channel) == offers + [255, 251, 1] + Array("Password:\r\n\r\n".utf8))
        try channel.writeInbound(ByteBuffer(bytes: [255, 251, 0, 255, 251, 31, 255, 250, 31, 0, 40, 0, 24, 255, 240, 255, 253, 1]))
        try channel.writeInbound(ByteBuffer(string: "secret\n"))
        #expect(try written(channel).isEmpty)
        try channel.writeOutbound(welcome)
        #expect(try written(channel) == [255, 252, 1] + Array("Welcome\r\n\r\n".utf8))
        try channel.writeOutbound(Outbound.reply(Reply(intent: "help", lines: ["one two three four five six seven eight nine ten"])))
        #expect(try text(channel) == "one two three four five six seven eight\r\nnine ten\r\n\r\n")
        try channel.writeOutbound(passwordPrompt)
        #expect(try written(channel) == [255, 251, 1] + Array("Password:\r\n\r\n".utf8))
    }

    @Test func aScriptThatEndsLinesWithCRLFButIgnoresTheOffersGetsThemOnlyOnce() throws {
        let channel = try makeChannel()
        try channel.writeInbound(ByteBuffer(string: "login ana\r\nsecret\r\nlogout\r\nlogin ana\r\nsecret\r\n"))
        try channel.writeOutbound(passwordPrompt)
        #expect(try written(channel) == offers + [255, 251, 1] + Array("Password:\r\n\r\n".utf8))
        for reply in [welcome, Outbound.reply(Reply(intent: "logout", lines: ["Bye"])), passwordPrompt, welcome] {
            try channel.writeOutbound(reply)
            #expect(try written(channel).allSatisfy { $0 < 0x80 })
        }
    }

    @Test func aFirstLineSwitchingToJSONGetsNoOffers() throws {
        let channel = try makeChannel()
        try channel.writeInbound(ByteBuffer(string: "/json\r\n"))
        try channel.writeOutbound(Outbound.reply(Reply(intent: "mode", lines: ["JSON"], effects: [.outputMode(.json)])))
        #expect(try written(channel).first == UInt8(ascii: "{"))
        try channel.writeOutbound(passwordPrompt)
        #expect(try written(channel).first == UInt8(ascii: "{"))
    }

    @Test func answersEveryTimingMark() throws {
        let channel = try makeChannel()
        for _ in 0..<3 {
            try channel.writeInbound(ByteBuffer(bytes: [255, 244, 255, 253, 6]))
            #expect(try channel.readInbound(as: ClientInput.self) == .interrupt)
            #expect(try written(channel) == [255, 251, 6])
        }
    }

    @Test func agreesToBinaryEitherWayOnce() throws {
        let channel = try makeChannel()
        try channel.writeInbound(ByteBuffer(bytes: [255, 253, 0, 255, 251, 0, 255, 253, 0, 255, 251, 0]))
        #expect(try written(channel) == [255, 251, 0, 255, 253, 0])
        try channel.writeInbound(ByteBuffer(bytes: [255, 252, 0, 255, 252, 0]))
        #expect(try written(channel) == [255, 254, 0])
    }

    @Test func eventsStartOnAFreshLineForTelnetAndWrapWithTheirMarker() throws {
        let plain = try makeChannel()
        try plain.writeInbound(ByteBuffer(string: "hi\n"))
        try plain.writeOutbound(Outbound.event(PushedEvent(name: "message", text: "bo: hello")))
        #expect(try text(plain) == "* bo: hello\r\n\r\n")
        let telnet = try makeChannel()
        try telnet.writeInbound(ByteBuffer(bytes: [255, 250, 31, 0, 20, 0, 24, 255, 240]))
        try telnet.writeOutbound(Outbound.event(PushedEvent(name: "message", text: "bo: are you free on saturday?")))
        #expect(try text(telnet) == "\r\n* bo: are you free\r\n* on saturday?\r\n\r\n")
    }

    @Test func widthChosenWithSlashWidthOutranksTheWindowAndZeroTurnsWrappingOff() throws {
        let channel = try makeChannel()
        let long = String(repeating: "word ", count: 30).trimmingCharacters(in: .whitespaces)
        try channel.writeOutbound(Outbound.reply(Reply(intent: "width", lines: ["ok"], effects: [.wrapWidth(0)])))
        _ = try written(channel)
        try channel.writeInbound(ByteBuffer(bytes: [255, 250, 31, 0, 40, 0, 24, 255, 240]))
        try channel.writeOutbound(Outbound.reply(Reply(intent: "help", lines: [long])))
        #expect(try text(channel) == long + "\r\n\r\n")
        let fresh = try makeChannel()
        try fresh.writeOutbound(Outbound.reply(Reply(intent: "help", lines: [long])))
        #expect(try text(fresh).split(separator: "\r\n").map(\.count).max() ?? 0 <= 80)
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

import NIOCore
import NIOEmbedded
import NIOTestUtils
import Testing

@testable import LineServer

/// Byte-at-a-time and whole-buffer decoding must agree (`ByteToMessageDecoderVerifier` checks both).
struct LineDecoderTests {
    func verify(_ input: [UInt8], _ expected: [InboundFrame], maximumLineLength: Int = 4096) throws {
        try ByteToMessageDecoderVerifier.verifyDecoder(
            inputOutputPairs: [(ByteBuffer(bytes: input), expected)],
            decoderFactory: { LineDecoder(maximumLineLength: maximumLineLength) })
    }

    func line(_ text: String) -> InboundFrame { .line(ByteBuffer(string: text), endsWithCarriageReturn: false) }
    func telnetLine(_ text: String) -> InboundFrame { .line(ByteBuffer(string: text), endsWithCarriageReturn: true) }

    @Test func splitsOnLFCRLFAndCRNUL() throws {
        try verify(Array("one\ntwo\r\nthree\r\0four\n".utf8), [line("one"), telnetLine("two"), telnetLine("three"), line("four")])
    }

    @Test func aLoneCREndsALineWithoutSwallowingTheNext() throws {
        try verify(Array("one\rtwo\n".utf8), [telnetLine("one"), line("two")])
    }

    @Test func keepsEmptyLines() throws {
        try verify(Array("\r\n\n".utf8), [telnetLine(""), line("")])
    }

    @Test func stripsTelnetNegotiationAndSubnegotiation() throws {
        let input: [UInt8] = [255, 253, 1, 255, 251, 31] + Array("hi".utf8)
            + [255, 250, 24, 0, 120, 116, 101, 114, 109, 255, 240] + [255, 241] + Array("!\r\n".utf8)
        try verify(input, [.telnet(verb: 253, option: 1), .telnet(verb: 251, option: 31), telnetLine("hi!")])
    }

    @Test func anEscapedIACIsADataByte() throws {
        try verify([65, 255, 255, 66, 10], [.line(ByteBuffer(bytes: [65, 255, 66]), endsWithCarriageReturn: false)])
    }

    @Test func aTelnetCommandBetweenCRAndLFDoesNotSplitTheLine() throws {
        try verify(Array("a\r".utf8) + [255, 241] + Array("\nb\n".utf8), [telnetLine("a"), line("b")])
    }

    /// Frames a fresh decoder makes of `input`, fed whole and then byte by byte: both must agree.
    func framesOnce(_ input: [UInt8], maximumLineLength: Int = 4096) throws -> [InboundFrame] {
        var results: [[InboundFrame]] = []
        for chunks in [[input], input.map { [$0] }] {
            let channel = EmbeddedChannel(handler: ByteToMessageHandler(LineDecoder(maximumLineLength: maximumLineLength)))
            for chunk in chunks { try channel.writeInbound(ByteBuffer(bytes: chunk)) }
            var frames: [InboundFrame] = []
            while let frame = try channel.readInbound(as: InboundFrame.self) { frames.append(frame) }
            results.append(frames)
        }
        #expect(results[0] == results[1])
        return results[0]
    }

    @Test func aLineOverTheLimitEndsReading() throws {
        let input = Array("12345678\nthis line is too long\nnever read\n".utf8)
        #expect(try framesOnce(input, maximumLineLength: 8) == [line("12345678"), .lineTooLong])
    }

    @Test func sixtyFourKilobytesWithoutANewlineEndReading() throws {
        #expect(try framesOnce(Array(repeating: 120, count: 65_536)) == [.lineTooLong])
    }

    @Test func aTLSHandshakeIsRecognisedAtTheStart() throws {
        #expect(try framesOnce([0x16, 0x03, 0x01, 0x02, 0x00, 0x0A, 0x0A, 0x0A]) == [.tlsHandshake])
    }

    @Test func aLeadingTLSByteLaterInTheStreamIsJustData() throws {
        #expect(try framesOnce(Array("hi\n".utf8) + [0x16] + Array("\n".utf8)) == [line("hi"), .line(ByteBuffer(bytes: [0x16]), endsWithCarriageReturn: false)])
    }

    @Test func backspaceAndDeleteEraseTheCharacterBeforeThem() throws {
        try verify(Array("secretpw1!X\u{7F}\n".utf8), [line("secretpw1!")])
        try verify(Array("ab\u{8}\u{8}\u{8}cd\n".utf8), [line("cd")])
        try verify(Array("東京x\u{7F}\u{7F}\n".utf8), [line("東")])
        try verify(Array("🙂\u{7F}ok\n".utf8), [line("ok")])
    }

    @Test func telnetEraseCharacterAndEraseLineEdit() throws {
        try verify(Array("abc".utf8) + [255, 247] + Array("d".utf8) + [255, 248] + Array("new\r\n".utf8), [telnetLine("new")])
        try verify(Array("ab".utf8) + [255, 247] + Array("\r\n".utf8), [telnetLine("a")])
    }

    @Test func interruptDropsTheLineBeingTyped() throws {
        let input = Array("half-typed".utf8) + [255, 244, 255, 253, 6] + Array("next\r\n".utf8)
        try verify(input, [.interrupt, .telnet(verb: 253, option: 6), telnetLine("next")])
        try verify([255, 243] + Array("x\n".utf8), [.interrupt, line("x")])
    }

    @Test func readsTheWindowSizeWithDoubledIACs() throws {
        try verify([255, 250, 31, 0, 100, 0, 30, 255, 240], [.windowSize(columns: 100, rows: 30)])
        try verify([255, 250, 31, 0, 255, 255, 1, 0, 255, 240], [.windowSize(columns: 255, rows: 256)])
        try verify([255, 250, 31, 0, 80, 255, 240] + Array("x\n".utf8), [line("x")])
    }

    @Test func aLongSubnegotiationIsSkippedWithoutGrowing() throws {
        let input = [255, 250, 24] + Array(repeating: UInt8(120), count: 10_000) + [255, 240] + Array("after\n".utf8)
        #expect(try framesOnce(input) == [line("after")])
    }
}

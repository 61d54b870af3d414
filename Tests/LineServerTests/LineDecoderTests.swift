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

    func line(_ text: String) -> InboundFrame { .line(ByteBuffer(string: text)) }

    @Test func splitsOnLFCRLFAndCRNUL() throws {
        try verify(Array("one\ntwo\r\nthree\r\0four\n".utf8), [line("one"), line("two"), line("three"), line("four")])
    }

    @Test func aLoneCREndsALineWithoutSwallowingTheNext() throws {
        try verify(Array("one\rtwo\n".utf8), [line("one"), line("two")])
    }

    @Test func keepsEmptyLines() throws {
        try verify(Array("\r\n\n".utf8), [line(""), line("")])
    }

    @Test func stripsTelnetNegotiationAndSubnegotiation() throws {
        let input: [UInt8] = [255, 253, 1, 255, 251, 31] + Array("hi".utf8)
            + [255, 250, 24, 0, 120, 116, 101, 114, 109, 255, 240] + [255, 241] + Array("!\r\n".utf8)
        try verify(input, [.telnet(verb: 253, option: 1), .telnet(verb: 251, option: 31), line("hi!")])
    }

    @Test func anEscapedIACIsADataByte() throws {
        try verify([65, 255, 255, 66, 10], [.line(ByteBuffer(bytes: [65, 255, 66]))])
    }

    @Test func aTelnetCommandBetweenCRAndLFDoesNotSplitTheLine() throws {
        try verify(Array("a\r".utf8) + [255, 241] + Array("\nb\n".utf8), [line("a"), line("b")])
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
        #expect(try framesOnce(Array("hi\n".utf8) + [0x16] + Array("\n".utf8)) == [line("hi"), .line(ByteBuffer(bytes: [0x16]))])
    }
}

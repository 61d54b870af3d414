import Foundation
import Intents
import Testing

struct JSONValueTests {
    @Test func escapesQuotesBackslashesAndControlCharacters() {
        let value = JSONValue.string("say \"hi\"\\\n\t\u{1}")
        #expect(value.serialized == #""say \"hi\"\\\n\t\u0001""#)
    }

    @Test func keepsObjectKeysInTheOrderGiven() {
        let value = JSONValue.object([("z", .int(1)), ("a", .array([.bool(true), .null, .double(1.5)]))])
        #expect(value.serialized == #"{"z":1,"a":[true,null,1.5]}"#)
    }

    @Test func keepsNonASCIITextAsIs() {
        #expect(JSONValue.string("Zürich 🙂").serialized == "\"Zürich 🙂\"")
    }
}

struct JSONTerminalEscapeTests {
    @Test(arguments: [
        ("\u{7F}", #""\u007f""#), ("\u{9B}2J", #""\u009b2J""#), ("a\u{202E}b", #""a\u202eb""#),
        ("\u{2066}x\u{2069}", #""\u2066x\u2069""#), ("é\u{1B}[2J\"", #""é\u001b[2J\"""#),
    ])
    func escapesEveryCharacterATerminalWouldObey(raw: String, json: String) {
        #expect(JSONValue.string(raw).serialized == json)
    }

    @Test func leavesOtherNonASCIITextAlone() {
        #expect(JSONValue.string("naïve – “quoted” ✨ 東").serialized == "\"naïve – “quoted” ✨ 東\"")
    }
}

struct JSONValueCodingTests {
    @Test(arguments: [
        JSONValue.null, .bool(false), .int(0), .int(-7), .double(2), .double(0.1), .string(""), .string("1"),
        .string("é\u{1B}\"\n"), .array([]), .array([.int(1), .double(1), .bool(true), .null]), .object([]),
        .object([("z", .int(1)), ("a", .object([("d", .double(3)), ("o", .string("x"))])), ("m", .array([.null]))]),
    ])
    func survivesARoundTripWithItsTypesAndKeyOrder(_ value: JSONValue) throws {
        let decoded = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(value))
        #expect(decoded == value)
        #expect(decoded.serialized == value.serialized)
    }
}

struct JSONTextReaderTests {
    @Test(arguments: [
        JSONValue.object([("z", .int(-7)), ("a", .array([.double(0.1), .double(2), .double(1e-7), .null, .bool(false)]))]),
        .string("é\u{1B}\"\\\n\u{7F}\u{202E}🙂/"), .string(""), .array([]), .object([]),
    ])
    func readsBackWhatIsWritten(_ value: JSONValue) throws {
        let read = try JSONTextReader.value(of: value.serialized)
        #expect(read == value)
        #expect(read.serialized == value.serialized)
    }

    @Test func joinsASurrogatePair() throws {
        #expect(try JSONTextReader.value(of: #""\ud83d\ude42""#) == .string("🙂"))
    }

    @Test func readsAnInfiniteDoubleAsTheNullWrittenForIt() throws {
        #expect(try JSONTextReader.value(of: JSONValue.double(.infinity).serialized) == .null)
    }

    @Test(arguments: [#"{"a":1"#, "[1,]", #""\ud83d""#, "01x", "\"\u{1}\"", "{\"a\": 1}", "1.5e999"])
    func refusesWhatIsNoCompactJSON(_ text: String) {
        #expect(throws: JSONTextReader.Malformed.self) { try JSONTextReader.value(of: text) }
    }
}

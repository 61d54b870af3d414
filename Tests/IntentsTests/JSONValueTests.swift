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

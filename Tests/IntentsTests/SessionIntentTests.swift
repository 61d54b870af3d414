import Foundation
import Intents
import Testing

/// The session and account phrasings of the contract, each with the exact JSON `rentline parse` prints.
struct SessionIntentTests {
    static let cases: [(String, String)] = [
        ("help", #"{"intent":"help","slots":{}}"#),
        ("Help booking", #"{"intent":"help","slots":{"topic":"booking"}}"#),
        ("what can you do?", #"{"intent":"help","slots":{}}"#),
        ("signup ana hunter222", #"{"intent":"signup","slots":{"user":"ana","text":"hunter222"}}"#),
        ("sign up Ana Hunter222!", #"{"intent":"signup","slots":{"user":"ana","text":"Hunter222!"}}"#),
        ("sign me up as ana with password Secret Words 9", #"{"intent":"signup","slots":{"user":"ana","text":"Secret Words 9"}}"#),
        ("please register @bob pw p4ssword", #"{"intent":"signup","slots":{"user":"bob","text":"p4ssword"}}"#),
        ("create an account for cy", #"{"intent":"signup","slots":{"user":"cy"}}"#),
        ("signup", #"{"intent":"signup","slots":{}}"#),
        ("login ana hunter222", #"{"intent":"login","slots":{"user":"ana","text":"hunter222"}}"#),
        ("log in as ana", #"{"intent":"login","slots":{"user":"ana"}}"#),
        ("hey, log me in", #"{"intent":"login","slots":{}}"#),
        ("sign in as ana using password hunter222", #"{"intent":"login","slots":{"user":"ana","text":"hunter222"}}"#),
        ("logout", #"{"intent":"logout","slots":{}}"#),
        ("Log me out please", #"{"intent":"logout","slots":{}}"#),
        ("sign out.", #"{"intent":"logout","slots":{}}"#),
        ("whoami", #"{"intent":"whoami","slots":{}}"#),
        ("Who am I?", #"{"intent":"whoami","slots":{}}"#),
        ("am i logged in", #"{"intent":"whoami","slots":{}}"#),
        ("resume 3F9A00", #"{"intent":"resume","slots":{"text":"3F9A00"}}"#),
        ("resume session abc123", #"{"intent":"resume","slots":{"text":"abc123"}}"#),
        ("quit", #"{"intent":"quit","slots":{}}"#),
        ("bye!", #"{"intent":"quit","slots":{}}"#),
        ("exit", #"{"intent":"quit","slots":{}}"#),
        ("yes", #"{"intent":"confirm","slots":{}}"#),
        ("OK", #"{"intent":"confirm","slots":{}}"#),
        ("sounds good!", #"{"intent":"confirm","slots":{}}"#),
        ("no", #"{"intent":"deny","slots":{}}"#),
        ("never mind", #"{"intent":"deny","slots":{}}"#),
        ("nope.", #"{"intent":"deny","slots":{}}"#),
        ("lgoin", #"{"intent":"login","slots":{}}"#),
        ("sigup ana", #"{"intent":"signup","slots":{"user":"ana"}}"#),
        ("logot", #"{"intent":"logout","slots":{}}"#),
        ("blanace", #"{"intent":"unknown","slots":{"suggestions":["balance"]}}"#),
        ("make me a sandwich", #"{"intent":"unknown","slots":{"suggestions":["find a tent near me","rent out my ladder for $3 a day","surprise me"]}}"#),
        ("   ", #"{"intent":"unknown","slots":{"suggestions":["find a tent near me","rent out my ladder for $3 a day","surprise me"]}}"#),
    ]

    @Test(arguments: cases)
    func parses(_ utterance: String, _ expected: String) {
        #expect(IntentParser().parse(utterance).json.serialized == expected)
    }

    static let notIntents: [(String, String)] = [
        ("how do i log in", "login"),
        ("yes and no", "confirm"),
        ("who is ana", "whoami"),
        ("log out of the closet", "logout"),
    ]

    @Test(arguments: notIntents)
    func doesNotMistake(_ utterance: String, for intent: String) {
        #expect(IntentParser().parse(utterance).name.rawValue != intent)
    }

    @Test func aPasswordKeepsItsCaseSpacesAndPunctuation() {
        let intent = IntentParser().parse("signup ana  Pa55 word!!")
        #expect(intent.slots.text == "Pa55 word!!")
    }
}

/// SplitMix64: a small deterministic generator for fuzzing with a fixed seed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

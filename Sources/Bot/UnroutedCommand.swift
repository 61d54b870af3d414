import Intents

/// A command that reached the handlers of the wrong audience: `IntentName.access` and the dispatch switches disagree.
struct UnroutedCommand: Error {
    let intent: IntentName
}

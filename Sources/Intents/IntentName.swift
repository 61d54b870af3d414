/// The names of the intents in the product contract; the raw values are what `rentline parse` prints.
public enum IntentName: String, Sendable, CaseIterable {
    case help, signup, login, logout, whoami, resume, quit, confirm, deny
    case unknown
}

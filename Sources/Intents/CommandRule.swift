/// One way to say a command: the words it starts with, the intent, and how the rest of the line is read.
struct CommandRule: Sendable {
    /// How the words after the command are read into slots.
    enum Shape: Sendable {
        /// Nothing more is needed; leftover words are ignored.
        case bare
        case reference
        case referenceAndText
        case user
        case optionalUser
        case userAndText
        case referenceAndUser
        case referenceOrUser
        /// A post's words and photo, after an optional listing, spot or "it" it carries.
        case post
        case search
        case map
        case book
        case create
        case editListing
        case editProfile(field: String?)
        case review
        case referenceAndTime
        case setAvailability
        case amount
        case pinSpot
        case spots
        case surprise
    }

    let intent: IntentName
    let leads: [[String]]
    let shape: Shape

    init(_ intent: IntentName, _ leads: [String], _ shape: Shape) {
        self.intent = intent
        self.leads = leads.map { $0.split(separator: " ").map(String.init) }
        self.shape = shape
    }
}

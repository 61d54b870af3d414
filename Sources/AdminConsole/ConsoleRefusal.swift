import Marketplace

/// A refusal the admin console can word: the sentence an admin reads, naming the command to type instead.
protocol ConsoleRefusal: UserFacingError {
    var message: String { get }
}

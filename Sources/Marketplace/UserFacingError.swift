/// A refusal by the marketplace's rules: a stable code for programs, and in its cases the facts behind it.
///
/// The marketplace never words a refusal: the bot and the admin console each say it in their own terms, naming what
/// to type there instead.
public protocol UserFacingError: Error {
    var code: String { get }
}

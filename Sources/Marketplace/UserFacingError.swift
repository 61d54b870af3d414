/// A refusal meant for the user: a stable code for programs and one sentence saying what to type instead.
public protocol UserFacingError: Error {
    var code: String { get }
    var message: String { get }
}

/// The database could not be reached, or its connection was lost while a request ran. A write may or may not have
/// committed (its COMMIT may have been lost on the way back), so the remedy is to look and try again.
public struct DatabaseUnavailable: Error, CustomStringConvertible {
    public var description: String { "the database is out of reach" }
}

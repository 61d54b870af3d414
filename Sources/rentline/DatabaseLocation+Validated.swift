import ArgumentParser
import Marketplace

extension DatabaseLocation {
    /// The location `--db` names, or the usage error that says what is wrong with it.
    static func validated(_ argument: String) throws -> DatabaseLocation {
        do {
            return try DatabaseLocation(argument)
        } catch let invalid as DatabaseLocation.Invalid {
            throw ValidationError(invalid.description)
        }
    }
}

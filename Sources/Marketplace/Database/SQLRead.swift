/// A read a rule is about to make, named before it makes it, so a store that pays a round trip per statement can send
/// several in one (`SQLSession.prefetch`); the rule then runs the same text with the same arguments.
struct SQLRead: Sendable {
    let sql: String
    let arguments: SQLArguments

    init(sql: String, arguments: SQLArguments = []) {
        self.sql = sql
        self.arguments = arguments
    }
}

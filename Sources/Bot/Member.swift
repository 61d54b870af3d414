/// The logged-in person a command acts for.
struct Member: Sendable {
    let id: Int64
    let name: String
}

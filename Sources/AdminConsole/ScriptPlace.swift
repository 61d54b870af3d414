/// Where a script's line came from, named in its error as psql and sqlite3 name the failing line.
public enum ScriptPlace: Sendable, Equatable, CustomStringConvertible {
    /// The nth line of standard input, counting from 1.
    case line(Int)
    /// The nth `-c` command, counting from 1.
    case option(Int)

    public var description: String {
        switch self {
        case .line(let number): "line \(number)"
        case .option(let number): "-c \(number)"
        }
    }

    var number: Int {
        switch self {
        case .line(let number), .option(let number): number
        }
    }

    var jsonKey: String {
        switch self {
        case .line: "line"
        case .option: "command"
        }
    }
}

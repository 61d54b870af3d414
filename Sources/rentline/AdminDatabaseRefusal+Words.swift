import Marketplace

/// What `rentline admin` prints when it leaves a file alone, with the option to use instead.
extension AdminDatabaseRefusal {
    var message: String {
        switch self {
        case .missing(let path):
            "There is no database at \(path): pass --db with the server's file, or add --create to start a new one there."
        case .empty(let path):
            "\(path) is empty, not a Rentline database: pass --db with the server's file, or add --create to make it one."
        case .foreign(let path):
            "\(path) holds another program's tables, not Rentline's, so it was left as it was: pass --db with the server's file."
        case .mismatched(let path):
            "\(path) records Rentline's migrations but its tables don't match them, so it was left as it was: pass --db with the server's file, or restore it from a backup."
        case .newer(let path):
            "\(path) was written by a newer Rentline, so it was left as it was: open it with that version's rentline admin."
        case .notSQLite(let path):
            "\(path) isn't a SQLite database, so it was left as it was: pass --db with the server's file."
        case .damaged(let path, let reason):
            "\(path) is damaged (\(reason)), so it was left as it was: pass --db with the server's file, or restore it from a backup."
        case .outdated(let path):
            "\(path) was written by an older Rentline, so it was left as it was: add --create to bring it up to date."
        case .outdatedForReadOnly(let path):
            "\(path) was written by an older Rentline, which --read-only can't bring up to date: open it once with --create instead of --read-only."
        case .unreadable(let path, let reason):
            "Can't open \(path) (\(reason)): check the path and the permissions of the file and its folder."
        }
    }
}

import Foundation

/// The size of the terminal standard output writes to: from the terminal itself (TIOCGWINSZ), else `$COLUMNS` and
/// `$LINES`, else 80 columns by 24 rows.
public struct TerminalSize: Sendable, Equatable {
    public var columns: Int
    public var rows: Int

    public static func current(environment: [String: String] = ProcessInfo.processInfo.environment) -> TerminalSize {
        var size = winsize()
        if isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 {
            return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
        }
        let columns = environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil } ?? 80
        let rows = environment["LINES"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil } ?? 24
        return TerminalSize(columns: columns, rows: rows)
    }
}

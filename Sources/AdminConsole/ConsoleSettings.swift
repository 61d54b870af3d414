/// What the console's flags and backslash commands change about how it prints.
public struct ConsoleSettings: Sendable, Equatable {
    /// The terminal's width in columns, which tables and help are fitted to; nil leaves them their natural width.
    public var width: Int?
    /// Each row of a table as a block of "column | value" lines, as psql's \x.
    public var expanded: Bool
    /// Whether output taller than the screen goes through a pager (when standard output is a terminal).
    public var pager: Bool

    public init(width: Int? = nil, expanded: Bool = false, pager: Bool = true) {
        self.width = width
        self.expanded = expanded
        self.pager = pager
    }
}

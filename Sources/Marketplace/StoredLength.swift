extension String {
    /// The length the store enforces: Unicode code points, as SQLite's `length()` counts them in the tables'
    /// CHECKs. Every limit on user text is checked in this unit, since Swift's `count` (graphemes) can be far
    /// smaller: "é" typed as e and a combining accent is one grapheme and two code points.
    var storedLength: Int { unicodeScalars.count }
}

extension StringProtocol {
    /// The text with its first letter upper-cased, to start a sentence.
    public var sentenceCased: String { prefix(1).uppercased() + dropFirst() }
}

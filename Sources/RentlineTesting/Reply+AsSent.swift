import Bot

extension Reply {
    /// The lines a text-mode client reads for this reply at the default width, without the empty line that ends it.
    public var linesAsSent: [String] {
        Rendering.text(self).split(separator: "\r\n", omittingEmptySubsequences: false).dropLast(2).map(String.init)
    }
}

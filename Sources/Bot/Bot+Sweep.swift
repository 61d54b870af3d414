extension Bot {
    /// Moves bookings on to the current time and tells whom it concerns; a failure is logged, never shown. The
    /// server calls it on a timer, so people hear of ended and expired bookings while idle too.
    public func sweepAndTell() async {
        await withTaskExecutorPreference(requestExecutor) { await sweep() }
    }
}

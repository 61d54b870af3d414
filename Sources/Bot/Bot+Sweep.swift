extension Bot {
    /// Moves bookings on to the current time and tells whom it concerns; a failure is logged, never shown. The
    /// server calls it on a timer, so people hear of ended and expired bookings while idle too.
    /// Whether this server runs the timed sweep: always on SQLite; on PostgreSQL, one server of those sharing the
    /// database at a time.
    public func leadsTheSweep() async -> Bool {
        guard let channel = configuration.database.serverChannel else { return true }
        return await channel.leadsSweep()
    }

    public func sweepAndTell() async {
        await withTaskExecutorPreference(requestExecutor) { await sweep() }
    }
}

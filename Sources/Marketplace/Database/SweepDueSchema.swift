/// The v13 schema: on PostgreSQL the earliest moment a sweep falls due is read by a function, `rentline_next_due()`,
/// whose plan PL/pgSQL keeps for its session. Every write on PostgreSQL reads that moment (`SweepSchedule.reload`);
/// sent as a query, its seven `min()` subqueries were planned again each time, about a tenth of the database's work
/// under the booking benchmark. The function holds `SweepSchedule.dueQuery` as it stands at v13
/// (`SweepDueFunctionTests` checks that both agree); a later change to one needs a step that replaces the function.
/// SQLite is unchanged.
enum SweepDueSchema {
    static let v13 = "SELECT 1;"

    static let postgresV13 = [
        """
        CREATE FUNCTION rentline_next_due() RETURNS BIGINT LANGUAGE plpgsql STABLE AS $$
        BEGIN
            RETURN (
                SELECT min(due) FROM (
                    SELECT min(expires_at) AS due FROM bookings WHERE state = 'requested'
                    UNION ALL SELECT min(start_at) - 3600 FROM bookings WHERE state = 'approved' AND reminded = 0
                    UNION ALL SELECT min(start_at) FROM bookings WHERE state = 'approved'
                    UNION ALL SELECT min(end_at) FROM bookings WHERE state = 'active'
                    UNION ALL SELECT min(attempt_at) FROM leases WHERE attempt_at IS NOT NULL
                    UNION ALL SELECT min(deposit_due_at) FROM leases WHERE deposit_state = 'held'
                    UNION ALL SELECT min(b.end_at) + 1209600 FROM reviews r
                        JOIN bookings b ON b.id = r.booking_id WHERE r.published_at IS NULL
                ) AS due
            );
        END
        $$
        """,
    ]
}

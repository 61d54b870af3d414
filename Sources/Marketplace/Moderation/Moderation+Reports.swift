import GRDB

extension Moderation {
    /// What an admin may do about a report's subject while resolving it.
    public enum ReportAction: String, Sendable {
        case hide, ban
    }

    /// An open report with what it is about.
    struct OpenReport {
        var id: Int64
        var reporterID: Int64
        var kind: String
        var subjectID: Int64

        static func fetch(_ id: Int64, in db: SQLSession) throws -> OpenReport {
            guard let row = try Row.fetchOne(
                db, sql: "SELECT reporter_id, subject_kind, subject_id, state FROM reports WHERE id = ?", arguments: [id])
            else { throw ModerationError.noReport(id) }
            guard row[3] as String == "open" else { throw ModerationError.reportClosed(id, row[3]) }
            return OpenReport(id: id, reporterID: row[0], kind: row[1], subjectID: row[2])
        }
    }

    /// Closes report `id` and the other open reports of the same subject, after taking `action` on it.
    public func resolveReport(_ id: Int64, note: String, action: ReportAction?) throws -> ModerationOutcome {
        try Self.requireReason(note, for: .resolve(report: id))
        return try act(action.map { "resolve report, \($0.rawValue)" } ?? "resolve report", reason: note) { db, now in
            let report = try OpenReport.fetch(id, in: db)
            let done = try action.map { try take($0, on: report, note: note, at: now, in: db) }
            let others = try close(report, as: "resolved", note: note, at: now, in: db)
            return ("report \(id)", .reportResolved(id, others: others, subject: report.kind, then: done))
        }
    }

    public func dismissReport(_ id: Int64, note: String) throws -> ModerationOutcome {
        try Self.requireReason(note, for: .dismiss(report: id))
        return try act("dismiss report", reason: note) { db, now in
            let report = try OpenReport.fetch(id, in: db)
            let others = try close(report, as: "dismissed", note: note, at: now, in: db)
            return ("report \(id)", .reportDismissed(id, others: others, subject: report.kind))
        }
    }

    private func take(
        _ action: ReportAction, on report: OpenReport, note: String, at now: Int64, in db: SQLSession
    ) throws -> ModerationOutcome {
        switch (action, ModeratedKind(rawValue: report.kind)) {
        case (.hide, let kind?):
            return try Self.moderate(.hide, ModeratedItem.fetch(kind, report.subjectID, in: db), reason: note, at: now, in: db)
        case (.ban, _):
            let culprit = try String.fetchOne(db, sql: "SELECT username FROM users WHERE id = ?", arguments: [culprit(of: report, in: db)])!
            return try Self.ban(culprit, reason: note, at: now, in: db)
        case (.hide, nil):
            throw ModerationError.actionNotForSubject(action: action.rawValue, subject: report.kind)
        }
    }

    /// Who is behind the reported subject: the user, the listing's owner, the author of the review, post or
    /// comment, or the message's sender.
    private func culprit(of report: OpenReport, in db: SQLSession) throws -> Int64 {
        if let kind = ModeratedKind(rawValue: report.kind) { return try ModeratedItem.fetch(kind, report.subjectID, in: db).ownerID }
        if report.kind == "message" {
            return try Int64.fetchOne(db, sql: "SELECT sender_id FROM messages WHERE id = ?", arguments: [report.subjectID])!
        }
        return report.subjectID
    }

    /// Closes the report and the other open ones about the same subject, telling each reporter; returns how many
    /// others there were.
    private func close(_ report: OpenReport, as state: String, note: String, at now: Int64, in db: SQLSession) throws -> Int {
        let reports = try Row.fetchAll(
            db, sql: "SELECT id, reporter_id FROM reports WHERE subject_kind = ? AND subject_id = ? AND state = 'open'",
            arguments: [report.kind, report.subjectID])
        try db.execute(
            sql: """
                UPDATE reports SET state = ?, closed_at = ?, closed_by = ?, note = ?
                WHERE subject_kind = ? AND subject_id = ? AND state = 'open'
                """,
            arguments: [state, now, actor, note, report.kind, report.subjectID])
        for reporter in Set(reports.map { $0[1] as Int64 }) {
            let notice = Notice(userID: reporter, event: .reportClosed(subject: report.kind, actedOn: state == "resolved"))
            try ServerSignal.leave(notice, at: now, in: db)
        }
        return reports.count - 1
    }
}

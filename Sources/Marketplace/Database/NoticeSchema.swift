/// The v7 schema: notices keep their facts, not their words, so each front end words them its own way.
///
/// `notifications.facts` holds a `NoticeEvent` as JSON; rows written before it keep their sentence in `text`,
/// which new rows leave empty. A disconnect signal carries the moderator's reason, not a sentence.
enum NoticeSchema {
    static let v7 = """
        ALTER TABLE notifications ADD COLUMN facts TEXT;
        ALTER TABLE server_signals RENAME COLUMN text TO reason;
        """
}

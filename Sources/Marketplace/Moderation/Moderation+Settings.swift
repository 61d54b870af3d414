import GRDB

extension Moderation {
    public func set(_ setting: PlatformSetting, to text: String) throws -> ModerationOutcome {
        let value = try setting.normalized(text)
        return try act("set", reason: "") { db, _ in
            let old = try String.fetchOne(db, sql: "SELECT value FROM settings WHERE key = ?", arguments: [setting.rawValue])
            try db.execute(
                sql: "INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                arguments: [setting.rawValue, value])
            return (
                "setting \(setting.rawValue) = \(setting.display(value))",
                .settingChanged(setting, value: setting.display(value), was: old.map(setting.display))
            )
        }
    }
}

import GRDB

extension Moderation {
    public func set(_ setting: PlatformSetting, to text: String) throws -> String {
        let value = try setting.normalized(text)
        return try act("set", reason: "") { db, _ in
            let old = try String.fetchOne(db, sql: "SELECT value FROM settings WHERE key = ?", arguments: [setting.rawValue])
            try db.execute(
                sql: "INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                arguments: [setting.rawValue, value])
            let was = old.map { " (was \(setting.display($0)))" } ?? ""
            return (
                "setting \(setting.rawValue) = \(setting.display(value))",
                "\(setting.rawValue) is now \(setting.display(value))\(was)."
                    + (setting.isServerLimit ? " A running server applies it when it next starts." : "")
            )
        }
    }
}

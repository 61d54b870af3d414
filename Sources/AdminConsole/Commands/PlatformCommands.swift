import ArgumentParser
import Foundation
import Marketplace

struct Stats: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Users, listings, bookings, reviews, open reports, money and the last hour's activity.")

    func run(in context: AdminContext) throws -> AdminOutput {
        let stats = try AdminStats.read(from: context.database, now: context.clock.now())
        return .table(
            "stats", ["figure", "value"],
            stats.figures.map { [.text($0.name), $0.isMoney ? .money(cents: $0.value) : .number($0.value)] })
    }
}

struct Audit: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "List admin actions, oldest first: who, when, what and why.", usage: "[--since 24h|7d|2026-11-20] [--limit N]")

    @Option(help: "How far back: 30m, 24h, 7d, or a local date or time like 2026-11-20 or 2026-11-20T09:00.")
    var since: String?
    @Option(help: "At most this many of the latest.") var limit = 100

    func validate() throws {
        guard (1...10_000).contains(limit) else { throw ValidationError("--limit takes a number from 1 to 10000.") }
    }

    func run(in context: AdminContext) throws -> AdminOutput {
        let from = try since.map { try SinceText.seconds($0, now: context.clock.now(), in: context.timeZone) } ?? 0
        return .table(
            "audit", ["id", "at", "actor", "action", "target", "reason"],
            try AuditLog.entries(since: from, limit: limit, in: context.database).map {
                [.number($0.id), .time($0.at), .text($0.actor), .text($0.action), .text($0.target), .text($0.reason)]
            })
    }
}

/// Reads `--since`: a span back from now, or a local date or time.
enum SinceText {
    static func seconds(_ text: String, now: Date, in timeZone: TimeZone) throws -> Int64 {
        let units: [Character: Int64] = ["m": 60, "h": 3600, "d": 86_400]
        if let unit = text.last.flatMap({ units[$0] }), let count = Int64(text.dropLast()), count >= 0 {
            return now.unixSeconds - count * unit
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        for format in ["yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd"] {
            formatter.dateFormat = format
            if let date = formatter.date(from: text) { return date.unixSeconds }
        }
        throw ValidationError("--since takes 30m, 24h, 7d, or a date like 2026-11-20 or 2026-11-20T09:00, not \(text).")
    }
}

struct ListSettings: ConsoleCommand {
    static let configuration = CommandConfiguration(commandName: "settings", abstract: "Show every setting and what it does.")

    func run(in context: AdminContext) throws -> AdminOutput {
        let settings = try PlatformSettings.read(from: context.database)
        return .table(
            "settings", ["setting", "value", "meaning"],
            PlatformSetting.allCases.map { setting in
                [.text(setting.rawValue), .text(settings.values[setting].map(setting.display) ?? "default"), .text(setting.summary)]
            })
    }
}

struct SetSetting: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "set", abstract: "Change a setting.", usage: "SETTING VALUE")
    static let writes = true

    @Argument var setting: String
    @Argument var value: String

    func validate() throws {
        guard PlatformSetting(rawValue: setting) != nil else {
            let names = PlatformSetting.allCases.map(\.rawValue).joined(separator: ", ")
            throw ValidationError("There is no setting \(setting): use one of \(names).")
        }
    }

    func run(in context: AdminContext) throws -> AdminOutput {
        AdminOutput(message: try context.moderation.set(PlatformSetting(rawValue: setting)!, to: value).message)
    }
}

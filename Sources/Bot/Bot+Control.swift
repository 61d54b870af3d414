import Foundation

extension Bot {
    /// The reply to a line starting with "/" that names a slash command (the connection's output mode and width,
    /// moving a fixed clock), or nil when it names none.
    func control(_ line: String) -> Reply? {
        let words = line.split(separator: " ").map(String.init)
        switch words.first?.lowercased() {
        case "/json":
            return Reply(
                intent: "mode", lines: ["Machine mode: one JSON object per line. Type /text to switch back."],
                data: .object([("mode", .string("json"))]), effects: [.outputMode(.json)])
        case "/text":
            return Reply(
                intent: "mode", lines: ["Text mode: replies end with an empty line."],
                data: .object([("mode", .string("text"))]), effects: [.outputMode(.text)])
        case "/width":
            return width(words.dropFirst().first)
        case "/clock":
            return clock(Array(words.dropFirst()))
        default:
            return nil
        }
    }

    /// The refusal of a line starting with "/" that names no slash command.
    static func unknownControl(_ line: String) -> Reply {
        .failure(
            intent: "control", code: "unknown_control",
            "\(line.prefix { $0 != " " }) is not a command: the slash commands are /json, /text and /width.")
    }

    /// `/width 100` wraps text replies at 100 columns, `/width off` not at all.
    private func width(_ argument: String?) -> Reply {
        let widths = Self.wrapWidths
        let usage = "Type /width and a number of columns from \(widths.lowerBound) to \(widths.upperBound), as in /width 100, or /width off."
        guard let argument else {
            return Reply(
                intent: "width",
                lines: ["Replies wrap at the width your telnet reports, or at \(Rendering.defaultWidth) columns. \(usage)"])
        }
        let columns: Int
        if argument.lowercased() == "off" {
            columns = 0
        } else if let number = Int(argument), widths.contains(number) {
            columns = number
        } else {
            return .failure(intent: "width", code: "bad_width", "\(argument) is not a width I can use. \(usage)")
        }
        let text = columns == 0 ? "Replies no longer wrap." : "Replies now wrap at \(columns) columns."
        return Reply(
            intent: "width", lines: [text], data: .object([("width", .int(columns))]),
            effects: [.wrapWidth(columns)])
    }

    /// The widths `/width` accepts.
    static let wrapWidths = 20...1000

    /// `/clock`, `/clock set 2026-11-21T09:00` or `/clock advance 15m`; only on a server started with `--clock`.
    private func clock(_ arguments: [String]) -> Reply {
        guard let manualClock = configuration.manualClock else {
            return .failure(
                intent: "clock", code: "clock_not_fixed",
                "The clock can only be moved on a server started with --clock: this one keeps real time.")
        }
        switch (arguments.first?.lowercased(), arguments.dropFirst().first) {
        case (nil, _):
            break
        case ("set", let value?):
            guard let date = ClockArgument.date(value, in: configuration.timeZone) else {
                return .failure(
                    intent: "clock", code: "bad_clock",
                    "\(value) is not a time I can set: use the form /clock set 2026-11-21T09:00")
            }
            manualClock.set(date)
        case ("advance", let value?):
            guard let seconds = ClockArgument.duration(value) else {
                return .failure(
                    intent: "clock", code: "bad_clock",
                    "\(value) is not a duration: use minutes, hours or days, as in /clock advance 15m")
            }
            manualClock.advance(by: seconds)
        default:
            return .failure(
                intent: "clock", code: "bad_clock",
                "Use /clock, /clock set 2026-11-21T09:00 or /clock advance 15m.")
        }
        let now = ClockArgument.format(manualClock.now(), in: configuration.timeZone)
        return Reply(intent: "clock", lines: ["The clock reads \(now)."], data: .object([("now", .string(now))]))
    }
}

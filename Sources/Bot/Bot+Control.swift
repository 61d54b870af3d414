import Foundation

extension Bot {
    /// Lines starting with "/": the connection's output mode, and moving a fixed clock.
    func control(_ line: String) -> Reply {
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
        case "/clock":
            return clock(Array(words.dropFirst()))
        default:
            return .failure(
                intent: "control", code: "unknown_control",
                "\(words.first ?? "/") is not a command: the slash commands are /json and /text.")
        }
    }

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

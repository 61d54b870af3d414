/// "2 hours", "3 days", "1 hour 30 minutes".
public enum DurationText {
    public static func format(minutes: Int) -> String {
        if minutes % 1440 == 0 { return plural(minutes / 1440, "day") }
        if minutes % 60 == 0 { return plural(minutes / 60, "hour") }
        if minutes < 60 { return plural(minutes, "minute") }
        return "\(plural(minutes / 60, "hour")) \(plural(minutes % 60, "minute"))"
    }

    public static func plural(_ count: Int, _ word: String) -> String {
        "\(count) \(word)\(count == 1 ? "" : "s")"
    }
}

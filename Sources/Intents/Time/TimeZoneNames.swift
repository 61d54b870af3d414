import Foundation

/// Time zone abbreviations people type after a clock time ("8pm PST"), as minutes east of UTC.
/// "PT", "ET" and their kin name the zone whatever its season.
enum TimeZoneNames {
    /// Whether a word names a zone, told without building one.
    static func isZone(_ word: String) -> Bool { offsets[word] != nil || regions[word] != nil }

    /// The zone a word names, if any.
    static func zone(_ word: String) -> TimeZone? {
        if let offset = offsets[word] { return TimeZone(secondsFromGMT: offset * 60) }
        return (regions[word] ?? spoken[word]).flatMap(TimeZone.init(identifier:))
    }

    static let offsets: WordTable<Int> = [
        "utc": 0, "gmt": 0, "z": 0, "zulu": 0,
        "pst": -8 * 60, "pdt": -7 * 60, "mst": -7 * 60, "mdt": -6 * 60, "cst": -6 * 60, "cdt": -5 * 60,
        "est": -5 * 60, "edt": -4 * 60, "akst": -9 * 60, "akdt": -8 * 60, "hst": -10 * 60,
        "bst": 60, "cet": 60, "cest": 2 * 60, "eet": 2 * 60, "eest": 3 * 60, "ist": 5 * 60 + 30, "jst": 9 * 60,
        "kst": 9 * 60, "sgt": 8 * 60, "hkt": 8 * 60, "aest": 10 * 60, "aedt": 11 * 60, "nzst": 12 * 60, "nzdt": 13 * 60,
    ]

    /// Zones named in words after a clock time ("noon eastern", "9am pacific time"): read only where the line
    /// ends or "time" follows, as "pacific heights" is a place.
    static let spoken: WordTable<String> = [
        "pacific": "America/Los_Angeles", "mountain": "America/Denver", "central": "America/Chicago",
        "eastern": "America/New_York",
    ]

    /// Zones named without their season, by IANA name: "pt" is Pacific time, standard or daylight.
    static let regions: WordTable<String> = [
        "pt": "America/Los_Angeles", "mt": "America/Denver", "ct": "America/Chicago", "et": "America/New_York",
    ]
}

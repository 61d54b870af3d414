import Foundation

/// Time zone abbreviations people type after a clock time ("8pm PST"), as minutes east of UTC.
/// "PT", "ET" and their kin name the zone whatever its season.
enum TimeZoneNames {
    /// Whether a word names a zone, told without building one.
    static func isZone(_ word: String) -> Bool { offsets[word] != nil || regions[word] != nil }

    /// The zone a word names, if any.
    static func zone(_ word: String) -> TimeZone? {
        if let offset = offsets[word] { return TimeZone(secondsFromGMT: offset * 60) }
        return (regions[word] ?? spoken[word] ?? cities[word]).flatMap(TimeZone.init(identifier:))
    }

    /// The city and how many words name it, from `index`, when "time" follows it: "9am london time", "3pm new
    /// york time". A city alone stays a place ("a desk at 9am london").
    static func city(at index: Int, in words: [String]) -> (name: String, length: Int)? {
        for length in [2, 1] where index + length < words.count && words[index + length] == "time" {
            let name = words[index..<(index + length)].joined(separator: " ")
            if cities[name] != nil { return (name, length) }
        }
        return nil
    }

    /// Whether a city's name can start with `word`.
    static func mayStartACity(_ word: String) -> Bool { cityFirstWords.contains(word) }

    /// Cities people name a clock by, and their IANA zones.
    static let cities: WordTable<String> = [
        "london": "Europe/London", "dublin": "Europe/Dublin", "lisbon": "Europe/Lisbon", "paris": "Europe/Paris",
        "madrid": "Europe/Madrid", "barcelona": "Europe/Madrid", "berlin": "Europe/Berlin", "rome": "Europe/Rome",
        "amsterdam": "Europe/Amsterdam", "brussels": "Europe/Brussels", "zurich": "Europe/Zurich", "vienna": "Europe/Vienna",
        "stockholm": "Europe/Stockholm", "oslo": "Europe/Oslo", "copenhagen": "Europe/Copenhagen", "helsinki": "Europe/Helsinki",
        "athens": "Europe/Athens", "istanbul": "Europe/Istanbul", "moscow": "Europe/Moscow", "dubai": "Asia/Dubai",
        "mumbai": "Asia/Kolkata", "delhi": "Asia/Kolkata", "new delhi": "Asia/Kolkata", "singapore": "Asia/Singapore",
        "hong kong": "Asia/Hong_Kong", "shanghai": "Asia/Shanghai", "beijing": "Asia/Shanghai", "tokyo": "Asia/Tokyo",
        "seoul": "Asia/Seoul", "sydney": "Australia/Sydney", "melbourne": "Australia/Melbourne", "auckland": "Pacific/Auckland",
        "new york": "America/New_York", "nyc": "America/New_York", "boston": "America/New_York", "miami": "America/New_York",
        "toronto": "America/Toronto", "chicago": "America/Chicago", "dallas": "America/Chicago", "houston": "America/Chicago",
        "denver": "America/Denver", "phoenix": "America/Phoenix", "los angeles": "America/Los_Angeles",
        "la": "America/Los_Angeles", "san francisco": "America/Los_Angeles", "sf": "America/Los_Angeles",
        "seattle": "America/Los_Angeles", "vancouver": "America/Vancouver", "honolulu": "Pacific/Honolulu",
        "mexico city": "America/Mexico_City", "sao paulo": "America/Sao_Paulo", "buenos aires": "America/Argentina/Buenos_Aires",
    ]

    private static let cityFirstWords = WordSet(cities.keys.map { String($0.split(separator: " ")[0]) })

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

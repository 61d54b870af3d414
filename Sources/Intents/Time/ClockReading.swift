/// A time of day as typed ("2pm", "14:00", "2:30", "noon"), before am or pm is settled.
struct ClockReading: Equatable {
    enum Meridiem: Equatable { case am, pm }

    var hour: Int
    var minute: Int
    var meridiem: Meridiem?

    /// True when the hour alone fixes the time: 13–23, 0, or written with a leading zero.
    var isTwentyFourHour: Bool
    /// True for the word "midnight", which with a day names the midnight that ends it ("friday at midnight").
    var isMidnight = false

    static let midnight = ClockReading(hour: 0, minute: 0, meridiem: nil, isTwentyFourHour: true, isMidnight: true)

    /// Reads one word such as "2pm", "3p.m.", "2:30", "14:00", "9a", "noon" or "midnight"; nil for anything else.
    static func read(_ word: Substring) -> ClockReading? {
        guard let first = word.utf8.first else { return nil }
        guard first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9") else {
            switch word {
            case "noon", "midday": return ClockReading(hour: 12, minute: 0, meridiem: .pm, isTwentyFourHour: false)
            case "midnight": return .midnight
            default: return nil
            }
        }
        if let seconds = secondsDropped(word) { return read(seconds) }
        if word.hasSuffix(".m") || word.hasSuffix(".m."), word.utf8.count <= 9 {
            return readDigits(Array(word.utf8.filter { $0 != UInt8(ascii: ".") }))
        }
        return word.utf8.withContiguousStorageIfAvailable(readDigits) ?? readDigits(Array(word.utf8))
    }

    /// "15:23:24" as "15:23", "9:01:10am" as "9:01am": a time given to the second, read to the minute.
    private static func secondsDropped(_ word: Substring) -> Substring? {
        guard word.utf8.count >= 7, let first = word.firstIndex(of: ":"), let second = word[word.index(after: first)...].firstIndex(of: ":"),
            word.distance(from: first, to: second) == 3
        else { return nil }
        let seconds = word[word.index(after: second)...].prefix(2)
        guard seconds.count == 2, seconds.allSatisfy(\.isASCIIDigit), let value = Int(seconds), value < 60,
            !word[seconds.endIndex...].contains(":")
        else { return nil }
        return word[..<second] + word[seconds.endIndex...]
    }

    /// "2pm", "2:30", "14:00", "9a": one or two digits, maybe ":" and two more, maybe am/pm/a/p,
    /// all ASCII, so at most seven bytes.
    private static func readDigits<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes) -> ClockReading?
    where Bytes.Index == Int {
        guard bytes.count <= 7, bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        var end = bytes.startIndex + bytes.count
        var meridiem: Meridiem?
        func isLetter(_ letter: Unicode.Scalar, at index: Int) -> Bool {
            index >= bytes.startIndex && bytes[index] == UInt8(ascii: letter)
        }
        if isLetter("m", at: end - 1), isLetter("a", at: end - 2) || isLetter("p", at: end - 2) {
            meridiem = isLetter("a", at: end - 2) ? .am : .pm
            end -= 2
        } else if isLetter("a", at: end - 1) || isLetter("p", at: end - 1) {
            meridiem = isLetter("a", at: end - 1) ? .am : .pm
            end -= 1
        }
        let colon = bytes[..<end].firstIndex(of: UInt8(ascii: ":"))
        if colon == nil, meridiem != nil, (3...4).contains(end - bytes.startIndex), let value = number(bytes[..<end]) {
            let (hour, minute) = (value / 100, value % 100)
            guard (1...12).contains(hour), minute < 60 else { return nil }
            return ClockReading(hour: hour, minute: minute, meridiem: meridiem, isTwentyFourHour: false)
        }
        let hourDigits = bytes[..<(colon ?? end)]
        guard (1...2).contains(hourDigits.count), let hour = number(hourDigits) else { return nil }
        var minute = 0
        if let colon {
            let minuteDigits = bytes[(colon + 1)..<end]
            guard minuteDigits.count == 2, let value = number(minuteDigits), value < 60 else { return nil }
            minute = value
        }
        if let meridiem {
            guard (1...12).contains(hour) else { return nil }
            return ClockReading(hour: hour, minute: minute, meridiem: meridiem, isTwentyFourHour: false)
        }
        guard hour <= 24 else { return nil }
        let twentyFour = hour == 0 || hour > 12 || (hourDigits.count == 2 && hourDigits.first == UInt8(ascii: "0"))
        return ClockReading(hour: hour, minute: minute, meridiem: nil, isTwentyFourHour: twentyFour)
    }

    /// The value of a run of ASCII digits; nil when anything else is in it.
    private static func number(_ digits: some Collection<UInt8>) -> Int? {
        var value = 0
        for digit in digits {
            guard digit >= UInt8(ascii: "0") && digit <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(digit - UInt8(ascii: "0"))
        }
        return value
    }

    /// "9.30", "19.30", "7.30pm": a time written with a dot, which a price can look like, so read only with
    /// am or pm or where a time is expected.
    static func dotted(_ word: String) -> ClockReading? {
        guard word.utf8.contains(UInt8(ascii: ".")), word.utf8.count <= 7 else { return nil }
        return read(Substring(word.replacingOccurrences(of: ".", with: ":")))
    }

    /// "3ish", "4:30ish", "7pmish", "5-ish", "230ish": a time said roughly, read as the time itself.
    static func roughly(_ word: String) -> ClockReading? {
        let bytes = word.utf8
        guard bytes.count > 3, bytes.last == UInt8(ascii: "h"), bytes.dropLast().last == UInt8(ascii: "s"),
            bytes.dropLast(2).last == UInt8(ascii: "i")
        else { return nil }
        var time = word.dropLast(3)
        if time.last == "-" { time = time.dropLast() }
        if let said = read(time) { return said }
        return TimeVocabulary.fourDigitYear(String(time)) == nil ? compact(String(time)) : nil
    }

    /// "16h", "9h30", "19h00": the hour and maybe two digits of minutes either side of an "h", on the 24-hour clock, as
    /// much of Europe writes the time; the caller tells it from "4h", four hours.
    static func hourMarked(_ word: String) -> (reading: ClockReading, hasMinutes: Bool)? {
        guard (2...5).contains(word.utf8.count), word.utf8.contains(UInt8(ascii: "h")) else { return nil }
        let bytes = Array(word.utf8)
        guard let mark = bytes.firstIndex(of: UInt8(ascii: "h")), (1...2).contains(mark), bytes.count == mark + 1 || bytes.count == mark + 3,
            let hour = number(bytes[..<mark]), hour <= 23, let minute = bytes.count == mark + 1 ? 0 : number(bytes[(mark + 1)...]), minute < 60
        else { return nil }
        return (ClockReading(hour: hour, minute: minute, meridiem: nil, isTwentyFourHour: true), bytes.count > mark + 1)
    }

    /// "1030", "0930", "1545": a time written without its colon, read only where a time is expected.
    static func compact(_ word: String) -> ClockReading? {
        guard (3...4).contains(word.utf8.count), let value = NumberWords.digitValue(word) else { return nil }
        let (hour, minute) = (value / 100, value % 100)
        guard hour <= 23, minute < 60, minute % 5 == 0 else { return nil }
        return ClockReading(hour: hour, minute: minute, meridiem: nil, isTwentyFourHour: hour == 0 || hour > 12 || word.hasPrefix("0"))
    }

    /// True when the word was clearly a time of day on its own (it had am/pm or a colon, or is a name).
    static func isExplicit(_ word: Substring) -> Bool {
        guard let reading = read(word) else { return false }
        return reading.meridiem != nil || word.utf8.contains(UInt8(ascii: ":")) || word.allSatisfy(\.isLetter)
    }

    /// Minutes after midnight if the reading is unambiguous.
    var fixedMinutes: Int? {
        if let meridiem { return (hour % 12 + (meridiem == .pm ? 12 : 0)) * 60 + minute }
        return isTwentyFourHour ? hour * 60 + minute : nil
    }

    /// Both readings of an ambiguous hour, morning first.
    var candidates: [Int] {
        if let fixed = fixedMinutes { return [fixed] }
        return [(hour % 12) * 60 + minute, (hour % 12 + 12) * 60 + minute]
    }

    /// A lone hour without am/pm, as people renting things mean it: 8–11 in the morning, 12 noon, 1–7 afternoon.
    func minutes(preferringEvening: Bool = false) -> Int {
        if let fixed = fixedMinutes { return fixed }
        if preferringEvening { return candidates[1] }
        return (8...11).contains(hour) ? candidates[0] : candidates[1]
    }

    /// Resolves a range "START-END", each side helping the other when one lacks am/pm.
    static func range(_ start: ClockReading, _ end: ClockReading, preferringEvening: Bool = false) -> (Int, Int) {
        if let endFixed = end.fixedMinutes, start.fixedMinutes == nil {
            let before = start.candidates.filter { $0 < endFixed }
            return (before.last ?? start.candidates[0], endFixed)
        }
        let startMinutes = start.minutes(preferringEvening: preferringEvening)
        if end.fixedMinutes == nil {
            let after = end.candidates.filter { $0 > startMinutes }
            return (startMinutes, after.first ?? end.candidates[1] + 12 * 60)
        }
        var endMinutes = end.fixedMinutes!
        if endMinutes <= startMinutes { endMinutes += 24 * 60 }
        return (startMinutes, endMinutes)
    }
}

extension Character {
    var isASCIIDigit: Bool { asciiValue.map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false }
}

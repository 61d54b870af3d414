/// Counts of a home said in the short forms of listings: "1bd/1ba", "2br/2ba", "shared bath", and parking said by
/// how many cars it takes ("garage parking for 2", "parking for 2 cars") or as none ("no parking").
extension EntityScan {
    /// "1bd/1ba", "3br/2.5ba": rooms joined by a slash in one word, each a number with its unit.
    mutating func readSlashedCounts(into slots: inout Slots) {
        for index in words.indices where !taken[index] && words[index].utf8.contains(UInt8(ascii: "/")) {
            let parts = words[index].split(separator: "/").map(String.init)
            let counts = parts.compactMap(Self.countWithUnit)
            guard parts.count >= 2, counts.count == parts.count else { continue }
            for (value, kind) in counts {
                switch kind {
                case .bedrooms where slots.bedrooms == nil: slots.bedrooms = Int(value)
                case .bathrooms where slots.bathrooms == nil:
                    slots.bathrooms = Int(value)
                    slots.halfBathroomMore = value - Double(Int(value)) == 0.5
                case .parking where slots.parking == nil: slots.parking = Int(value)
                default: break
                }
            }
            take(index..<(index + 1))
        }
    }

    /// "no parking", "no garage": a home's parking is none.
    mutating func readNoParking(into slots: inout Slots) {
        guard slots.parking == nil else { return }
        for index in words.indices.dropLast() where !taken[index] && !taken[index + 1] && words[index] == "no"
            && Self.parkingPlaces.contains(words[index + 1])
        {
            slots.parking = 0
            take(index..<(index + 2))
            return
        }
    }

    /// "garage parking for 2", "parking for 2 cars", "a driveway for two cars": how many cars a home's parking takes.
    mutating func readParkingFor(into slots: inout Slots) {
        guard slots.parking == nil, words.contains("for") else { return }
        for index in words.indices.dropLast(2) where !taken[index] && Self.parkingPlaces.contains(words[index]) && words[index + 1] == "for" {
            guard let value = Self.count(words[index + 2]), value >= 1, value == value.rounded(), !utterance.raw(index + 2).contains("/")
            else { continue }
            var end = index + 3
            if end < words.count, Self.priceUnits.contains(words[end]) { continue }
            if end < words.count, Self.vehicles.contains(words[end]) { end += 1 }
            guard words[index] == "parking" || end > index + 3 || index > 0 && words[index - 1] == "garage" else { continue }
            slots.parking = Int(value)
            let start = index > 0 && !taken[index - 1] && Self.parkingPlaces.contains(words[index - 1]) ? index - 1 : index
            take(start..<end)
            return
        }
    }

    /// "shared bath", "shared bathroom": one bathroom, shared; the words stay for the description to say so.
    func sharedBathroom(into slots: inout Slots) {
        guard slots.bathrooms == nil, let shared = words.firstIndex(of: "shared"), shared + 1 < words.count,
            ["bath", "bathroom", "ba", "baths"].contains(words[shared + 1])
        else { return }
        slots.bathrooms = 1
    }

    /// "1bd" → (1, bedrooms), "2.5ba" → (2.5, bathrooms).
    private static func countWithUnit(_ part: String) -> (Double, CountKind)? {
        guard let split = part.firstIndex(where: { !$0.isASCIIDigit && $0 != "." }), split != part.startIndex,
            let value = count(String(part[..<split])), let kind = countUnits[String(part[split...])]
        else { return nil }
        return (value, kind)
    }

    private static let parkingPlaces: Set<String> = ["parking", "garage", "carport", "driveway"]
    private static let vehicles: Set<String> = ["car", "cars", "vehicle", "vehicles"]
    /// Words after a number that make it a price: "parking for 10 a day".
    private static let priceUnits: Set<String> = ["a", "an", "per", "each", "bucks", "dollars", "usd", "hourly", "daily", "monthly"]
}

import Intents
import Marketplace

/// What a listing comes with after its owner changes it: "add balcony", "remove parking", or a new list. Things
/// outside the known amenities are kept as the owner wrote them.
enum ListingAmenities {
    static let maximumCount = 20
    static let maximumLength = 40

    static func after(_ value: String, current: [String], kind: ListingKind) throws -> [String] {
        let said = value.trimmingCharacters(in: .whitespacesAndNewlines)
        let lowered = said.lowercased()
        if lowered == "none" { return [] }
        if lowered.hasPrefix("add ") {
            let added = try names(in: String(said.dropFirst(4)), kind: kind)
            return try counted(current + added.filter { !current.contains($0) }, kind: kind)
        }
        if lowered.hasPrefix("remove ") {
            let removed = try names(in: String(said.dropFirst(7)), kind: kind)
            if let missing = removed.first(where: { !current.contains($0) }) { throw ListingError.amenityNotListed(missing) }
            return current.filter { !removed.contains($0) }
        }
        return try counted(names(in: said, kind: kind), kind: kind)
    }

    /// Each thing a list names, the known ones by their canonical name ("fridge" is refrigerator), the others as
    /// written, lower-cased: "wifi, a fridge and a hot tub" is wifi, refrigerator, hot tub.
    static func names(in text: String, kind: ListingKind) throws -> [String] {
        var names: [String] = []
        for piece in pieces(of: text) {
            let known = AnswerReader.amenities(piece)
            let name = known.count == 1 ? known[0] : piece
            guard name.count <= maximumLength else { throw ListingError.amenityTooLong(maximumLength) }
            if !names.contains(name) { names.append(name) }
        }
        guard !names.isEmpty else { throw ListingError.amenities(kind: kind) }
        return names
    }

    private static func counted(_ names: [String], kind: ListingKind) throws -> [String] {
        guard names.count <= maximumCount else { throw ListingError.tooManyAmenities(maximumCount) }
        return names
    }

    private static func pieces(of text: String) -> [String] {
        text.lowercased()
            .replacingOccurrences(of: " and ", with: ",").replacingOccurrences(of: "&", with: ",").replacingOccurrences(of: ";", with: ",")
            .split(separator: ",")
            .map { piece in
                var words = piece.split(separator: " ").map(String.init)
                while let first = words.first, ["a", "an", "the", "some", "new", "and"].contains(first) { words.removeFirst() }
                return words.joined(separator: " ").trimmingCharacters(in: .punctuationCharacters)
            }
            .filter { !$0.isEmpty }
    }
}

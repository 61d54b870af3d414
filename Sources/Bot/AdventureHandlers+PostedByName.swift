import Foundation
import Marketplace

/// "post paternò to my timeline" with Paternò on screen: a post of the city in view, named rather than called "it".
extension AdventureHandlers {
    /// True when `text` is only the name of the city in view, with where it goes ("to my timeline", "on my feed").
    func namesTheCityInView(_ text: String, in session: Session) async throws -> Bool {
        guard session.social.latest == .adventure else { return false }
        let city: Adventures.City
        if let drawn = session.social.drawn {
            city = drawn.city
        } else if let id = session.social.adventure {
            city = try await adventures.adventure(id).city
        } else {
            return false
        }
        var words = Self.folded(text).split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "'" }).map(String.init)
        while let phrase = Self.whereItGoes.first(where: { words.count > $0.count && words.suffix($0.count).elementsEqual($0) }) {
            words.removeLast(phrase.count)
        }
        let name = Self.folded(city.name).split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "'" }).map(String.init)
        return !name.isEmpty && words == name
    }

    private static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    private static let whereItGoes: [[String]] = [
        ["to", "my", "timeline"], ["on", "my", "timeline"], ["to", "my", "feed"], ["on", "my", "feed"], ["to", "the", "feed"], ["on", "the", "feed"],
        ["to", "my", "profile"], ["on", "my", "profile"], ["to", "my", "wall"], ["on", "my", "wall"], ["for", "my", "followers"],
        ["for", "everyone"], ["please"], ["pls"], ["now"],
    ]
}

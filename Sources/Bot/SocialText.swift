import Foundation
import Intents
import Marketplace

/// Posts, comments, cards and times as the social replies show them.
enum SocialText {
    /// How long ago: "just now", "5 min ago", "3 h ago", "2 days ago", then the date.
    static func ago(_ at: Int64, now: Int64, in timeZone: TimeZone) -> String {
        let seconds = max(0, now - at)
        switch seconds {
        case ..<60: return "just now"
        case ..<3_600: return "\(seconds / 60) min ago"
        case ..<86_400: return "\(seconds / 3_600) h ago"
        case ..<(7 * 86_400): return DurationText.plural(Int(seconds / 86_400), "day") + " ago"
        default: return DateText.day(Date(timeIntervalSince1970: TimeInterval(at)), in: timeZone)
        }
    }

    /// A post in a list: a heading line with its position, then its words, photo and card.
    static func post(_ position: Int, _ post: PostView, now: Int64, in timeZone: TimeZone) -> [String] {
        let liked = post.likedByViewer ? " (you liked it)" : ""
        var lines = ["\(position). \(author(post)) · \(ago(post.createdAt, now: now, in: timeZone)) · ♥ \(post.likeCount)\(liked) · \(DurationText.plural(post.commentCount, "comment"))"]
        if !post.text.isEmpty { lines.append("   \(post.text)") }
        if let photo = post.photoURL { lines.append("   photo: \(photo)") }
        if let card = post.card { lines.append("   ↳ \(cardLine(card))") }
        return lines
    }

    static func author(_ post: PostView) -> String {
        post.authorDisplayName.map { "\($0) (@\(post.authorName))" } ?? post.authorName
    }

    /// "listing "Drill" · $5/day in San Francisco".
    static func cardLine(_ card: Card) -> String {
        "\(card.kind.rawValue) \"\(card.title)\" · \(card.detail)"
    }

    static func postJSON(_ post: PostView, position: Int) -> JSONValue {
        .object([
            ("position", .int(position)), ("author", .string(post.authorName)), ("text", .string(post.text)),
            ("photo", post.photoURL.map(JSONValue.string) ?? .null), ("likes", .int(post.likeCount)),
            ("comments", .int(post.commentCount)), ("liked", .bool(post.likedByViewer)),
            ("at", .string(BookingText.isoUTC(post.createdAt))), ("card", post.card.map(cardJSON) ?? .null),
        ])
    }

    static func cardJSON(_ card: Card) -> JSONValue {
        .object([("kind", .string(card.kind.rawValue)), ("title", .string(card.title)), ("detail", .string(card.detail))])
    }
}

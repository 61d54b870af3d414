import Marketplace

/// The bot's words for QuotaError: how many was too many, and when to try again.
extension QuotaError: ChatRefusal {
    var message: String {
        switch self {
        case .reached(let kind, let limit, let minutes):
            "You've \(Self.verb(kind)) \(limit) \(Self.noun(kind, limit)) in the last hour, the most an account may: "
                + "try again in \(minutes) \(minutes == 1 ? "minute" : "minutes")."
        }
    }

    private static func verb(_ kind: QuotaKind) -> String {
        switch kind {
        case .post: "made"
        case .comment: "written"
        case .message: "sent"
        case .listing: "made"
        case .report: "filed"
        }
    }

    private static func noun(_ kind: QuotaKind, _ count: Int) -> String {
        count == 1 ? kind.rawValue : kind.rawValue + "s"
    }
}

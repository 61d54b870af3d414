extension Command {
    /// This command acting on `reference` instead of the one it named, for the commands that name one thing by
    /// reference; nil for the others. "cancel 2", asked which 2 was meant, then "booking 2".
    public func replacingReference(with reference: Reference) -> Command? {
        switch self {
        case .showListing: .showListing(reference)
        case .availability(_, let within): .availability(reference, within: within)
        case .book(.listing, let during, let months): .book(.listing(reference), during: during, months: months)
        case .scheduleViewing(_, let at): .scheduleViewing(reference, at: at)
        case .cancelBooking: .cancelBooking(reference)
        case .approve(.reference?): .approve(.reference(reference))
        case .decline(.reference?): .decline(.reference(reference))
        case .review(.booking, let rating, let text): .review(.booking(reference), rating: rating, text: text)
        case .favorite: .favorite(reference)
        case .unfavorite: .unfavorite(reference)
        case .pauseListing(.reference): .pauseListing(.reference(reference))
        case .unpauseListing(.reference): .unpauseListing(.reference(reference))
        case .removeListing(.reference): .removeListing(.reference(reference))
        case .editListing(.reference, let change): .editListing(.reference(reference), change)
        case .share(_, let user): .share(reference, with: user)
        case .like: .like(reference)
        case .unlike: .unlike(reference)
        case .comment(_, let text): .comment(on: reference, text: text)
        case .showComments: .showComments(reference)
        case .report(.post, let reason): .report(.post(reference), reason: reason)
        default: nil
        }
    }
}

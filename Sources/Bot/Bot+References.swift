import Intents
import Marketplace

extension Bot {
    /// The listing a reference names: a position in the last list, a listing number, or the one last opened.
    func listingID(_ reference: Slots.Reference?, in session: Session) throws -> Int64 {
        switch reference {
        case .index(let index):
            let ids = session.shown.ids
            let position = index < 0 ? ids.count + index + 1 : index
            guard ids.indices.contains(position - 1) else { throw Refusal.noSuchPosition(index, count: ids.count) }
            return ids[position - 1]
        case .id(let id):
            return Int64(id)
        case .it, nil:
            guard let focus = session.shown.focus else { throw Refusal.whichListing }
            return focus
        }
    }

    func signedIn(_ session: Session) throws -> (id: Int64, name: String) {
        guard let account = session.account, let id = account.id else { throw Refusal.notLoggedIn }
        return (id, account.username)
    }
}

/// What a write may change besides rows of its own making, so that on PostgreSQL writes that share nothing run at
/// once.
///
/// A write scoped to rows holds a lock on each of them (an advisory lock of its transaction) and holds the whole
/// database only shared; writes scoped to other rows run beside it, and a write that may change anything waits for
/// them all. SQLite runs one write at a time anyway and reads no scope.
struct WriteScope: Sendable, Hashable {
    /// One thing whose rows a write reads and changes, named by its kind and id.
    struct Lock: Sendable, Hashable, Comparable {
        enum Kind: Int64, Sendable {
            /// A listing's calendar: its bookings and blocks.
            case listing = 1
            /// A user's wallet: the available and held accounts.
            case wallet = 2
            /// What a member writes under an hourly quota: the count the quota reads.
            case quota = 3
        }

        let kind: Kind
        let id: Int64

        /// The advisory lock's key: the kind in the top byte, the id below it. The whole database's key has a zero
        /// top byte, so none is the same.
        var key: Int64 { kind.rawValue << 56 | (id & 0x00FF_FFFF_FFFF_FFFF) }

        static func < (lhs: Lock, rhs: Lock) -> Bool { lhs.key < rhs.key }
    }

    /// The rows locked, or nil when the write may change anything.
    let locks: Set<Lock>?

    /// A write that may change anything: it runs alone.
    static let everything = WriteScope(locks: nil)

    /// A new booking: the listing's calendar and the renter's wallet.
    static func booking(listing: Int64, renter: Int64) -> WriteScope {
        WriteScope(locks: [Lock(kind: .listing, id: listing), Lock(kind: .wallet, id: renter)])
    }

    /// A message: its sender's quota. The rest it reads (the recipient, blocks, a shared card) only writes that may
    /// change anything change.
    static func message(from sender: Int64) -> WriteScope {
        WriteScope(locks: [Lock(kind: .quota, id: sender)])
    }

    /// The scope of a batch holding writes of every one of `scopes`.
    static func union(_ scopes: some Sequence<WriteScope>) -> WriteScope {
        var locks: Set<Lock> = []
        for scope in scopes {
            guard let more = scope.locks else { return .everything }
            locks.formUnion(more)
        }
        return WriteScope(locks: locks)
    }
}

/// A write scoped to some rows found it must change more (a sweep fell due): it runs again alone.
struct WriteNeedsEverything: Error {}

/// What a moderator's command did, for the console to word.
public enum ModerationOutcome: Sendable, Equatable {
    /// `action` was done to the item the audit log names `target`; a listing shown again went back to `restoredStatus`.
    case itemChanged(ModerationAction, ModeratedKind, target: String, restoredStatus: String?)
    case listingApproved(target: String)
    /// `name` was banned, taking `listingsHidden` of their listings out of search.
    case banned(String, listingsHidden: Int)
    /// `name` was unbanned, and `listingsRestored` of their listings went back as they were.
    case unbanned(String, listingsRestored: Int)
    /// Report `id` was resolved, with `others` other open reports of the same `subject`; `then` is what was done
    /// about the subject.
    indirect case reportResolved(Int64, others: Int, subject: String, then: ModerationOutcome?)
    case reportDismissed(Int64, others: Int, subject: String)
    /// `setting` now holds `value`, stored as the setting shows it; `was` is the value before, if one was set.
    case settingChanged(PlatformSetting, value: String, was: String?)
    /// The owner's claim of `cents` on booking `id`'s deposit was allowed (paid to them) or refused (back to the renter).
    case claimDecided(Int64, cents: Int, allowed: Bool)
}

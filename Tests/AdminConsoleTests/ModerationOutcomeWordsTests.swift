@testable import AdminConsole
import Marketplace
import Testing

/// How the console words what a moderator's command did.
struct ModerationOutcomeWordsTests {
    static let drill = "listing 1 \"Drill\""

    static let outcomes: [(ModerationOutcome, String)] = [
        (.itemChanged(.hide, .listing, target: drill, restoredStatus: nil), "Hid listing 1 \"Drill\"; its owner was told."),
        (.itemChanged(.unhide, .listing, target: drill, restoredStatus: "paused"),
         "Restored listing 1 \"Drill\" to paused; its owner was told."),
        (.itemChanged(.delete, .review, target: "review 3 by bob of ana", restoredStatus: nil),
         "Deleted review 3 by bob of ana; both were told."),
        (.itemChanged(.unhide, .comment, target: "comment 1 by carl on post 1", restoredStatus: nil),
         "Restored comment 1 by carl on post 1; its author was told."),
        (.listingApproved(target: drill), "Approved listing 1 \"Drill\"; it's in search now and its owner was told."),
        (.banned("bob", listingsHidden: 1),
         "Banned bob: their sessions are revoked, 1 listing left search and their connections are closing."),
        (.banned("carl", listingsHidden: 0),
         "Banned carl: their sessions are revoked, 0 listings left search and their connections are closing."),
        (.unbanned("bob", listingsRestored: 2), "Unbanned bob: they can log in again and 2 listings went back as they were."),
        (.reportResolved(1, others: 1, subject: "listing", then: .itemChanged(.hide, .listing, target: drill, restoredStatus: nil)),
         "Resolved report 1 and 1 other report of the same listing. Hid listing 1 \"Drill\"; its owner was told."),
        (.reportResolved(4, others: 0, subject: "user", then: nil), "Resolved report 4."),
        (.reportDismissed(3, others: 2, subject: "post"), "Dismissed report 3 and 2 other reports of the same post."),
        (.settingChanged(.preApproval, value: "off", was: "on"), "pre-approval is now off (was on)."),
        (.settingChanged(.platformFee, value: "12.5%", was: nil), "platform-fee is now 12.5%."),
        (.settingChanged(.maxConnections, value: "500", was: nil),
         "max-connections is now 500. A running server applies it when it next starts."),
    ]

    @Test(arguments: outcomes)
    func wordsTheOutcome(outcome: ModerationOutcome, message: String) {
        #expect(outcome.message == message)
    }
}

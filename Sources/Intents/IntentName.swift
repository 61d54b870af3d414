/// The names of the intents in the product contract; the raw values are what `rentline parse` prints.
public enum IntentName: String, Sendable, CaseIterable {
    case help, signup, login, logout, whoami, resume, quit, confirm, deny
    case showProfile = "show_profile", editProfile = "edit_profile"
    case categories, search, more
    case showListing = "show_listing", availability, map
    case createListing = "create_listing", myListings = "my_listings", editListing = "edit_listing"
    case pauseListing = "pause_listing", unpauseListing = "unpause_listing", removeListing = "remove_listing"
    case setAvailability = "set_availability"
    case book, myBookings = "my_bookings", requests, approve, decline
    case cancelBooking = "cancel_booking", scheduleViewing = "schedule_viewing", claimDeposit = "claim_deposit"
    case review, showReviews = "show_reviews"
    case favorite, unfavorite, favorites
    case post, deletePost = "delete_post", feed, like, unlike, comment, deleteComment = "delete_comment"
    case showComments = "show_comments"
    case follow, unfollow, following, followers, notifications, findUser = "find_user"
    case message, inbox, share
    case pinSpot = "pin_spot", spots, surprise
    case balance, topUp = "top_up"
    case report, block, unblock
    case greet, thanks, answer, refine, ask
    case unknown
}

/// What "help" and "help TOPIC" answer.
enum HelpText {
    static let topics: [HelpTopic] = [
        HelpTopic(
            name: "search", summary: "find drill near 94105 under 5/day · categories · favorites · map",
            words: ["find", "search", "look", "looking", "browse", "category", "categories", "favorite", "favorites", "favourite", "saved", "save", "map", "results", "more", "details", "near", "filter", "cheaper"],
            lines: [
                "Finding things:",
                "  categories                      what is listed, by category",
                "  find drill near 94105 under 5/day   search by words, place, price, type, amenities, rooms",
                "  closets near me with wifi       \"near me\" uses your profile location",
                "  more, show 2, show listing 42   next page, details by position or number",
                "  favorite 2, favorites           save listings and list them",
                "  map, map near 94110             a text map of the results or of a place",
                "  edit profile location 94110     where \"near me\" starts",
            ]
        ),
        HelpTopic(
            name: "listings", summary: "rent out my ladder for 3/day · my listings · edit 2 price 4/day",
            words: ["listing", "listings", "list", "rent out", "lend", "edit", "pause", "unpause", "remove", "delete", "price", "photo", "description", "title", "wizard", "sell", "offer", "host"],
            lines: [
                "Your listings:",
                "  rent out my ladder for 3/day in 94110, good condition   list in one line",
                "  list something                  I ask for each detail in turn",
                "  my listings                     what you have listed",
                "  edit 2 price 4/day              change a field: title, price, description, photo...",
                "  pause 2, unpause 2, remove 2    take a listing out of search, or for good",
            ]
        ),
        HelpTopic(
            name: "bookings", summary: "book 2 sat 2-6pm · my bookings · requests · cancel 1",
            words: ["book", "booking", "bookings", "reserve", "reservation", "cancel", "availability", "available", "viewing", "visit", "tour", "request", "requests", "approve", "decline", "review", "reviews", "rating", "notifications", "dates", "days", "refund", "rent", "lease", "notice", "claim"],
            lines: [
                "Booking:",
                "  book 2 sat 2-6pm, book closet sat 2-6pm   I quote first; yes books it",
                "  availability of 2 next week     the free times of a listing",
                "  schedule a viewing of 2 tue 5pm   see a home before you rent it",
                "  my bookings, cancel 1           what you booked; cancel before the start for a full refund",
                "  end my lease                    a home's lease ends early on its notice; rent is due until then",
                "  claim $100 of the deposit of booking 1 for a stain   an owner's claim, within a week of a lease's end",
                "  requests, approve 1, decline 1  answer requests for your listings",
                "  set availability of 2 weekdays 9am-5pm, block 2 dec 24-26   hours and blocked days",
                "  review 1 5 stars great drill    once a booking is complete; reviews of @ana to read",
                "  notifications                   what happened while you were away",
            ]
        ),
        HelpTopic(
            name: "wallet", summary: "top up $50 · balance",
            words: ["wallet", "money", "balance", "top", "pay", "payment", "payments", "funds", "deposit", "credit", "fee", "fees"],
            lines: [
                "Money:",
                "  top up $50             add money (a simulated payment, up to $1,000 at a time)",
                "  balance                what you have, what is held for bookings, the last movements",
            ]
        ),
        HelpTopic(
            name: "social", summary: "follow @ana · post TEXT · feed · profile",
            words: ["profile", "bio", "name", "follow", "unfollow", "followers", "following", "post", "posts", "feed", "like", "comment", "comments", "friends",
                "people", "delete", "user"],
            lines: [
                "People and posts:",
                "  profile @ana, profile           someone's profile, or your own",
                "  set my bio to ..., set my name to ..., set my photo to URL   edit your profile",
                "  follow @ana, unfollow @ana      follow people by username; following, followers",
                "  post TEXT [photo URL]           post to your followers; post 2 TEXT attaches listing 2",
                "  feed, more                      posts from people you follow, newest first",
                "  like 1, unlike 1, comment 1 TEXT, comments on 1   on the posts in your feed",
                "  delete post 1, delete my last post, delete comment 2   your own, after a yes",
                "  find user ana                   people whose username or name holds the words",
            ]
        ),
        HelpTopic(
            name: "messages", summary: "message @ana TEXT · inbox · share 2 with @ana",
            words: ["message", "messages", "inbox", "chat", "dm", "share", "reply", "conversation", "conversations", "block", "unblock", "text"],
            lines: [
                "Messages:",
                "  message @ana TEXT               delivered at once if ana is online, kept if not",
                "  inbox, inbox @ana               your conversations with unread counts; one conversation",
                "  share 2 with @ana               send a listing, post or spot from the last list (share it after a surprise)",
                "  block @bob, unblock @bob        a blocked person can't message you, comment or follow you",
            ]
        ),
        HelpTopic(
            name: "places", summary: "surprise me · spots near 94110 · pin spot NAME near PLACE",
            words: ["spot", "spots", "pin", "surprise", "adventure", "random", "trip", "travel", "city", "place", "places"],
            lines: [
                "Spots and adventures:",
                "  pin spot dolores park near 94110 nature   kinds: skate, historical, water, nature, food, nightlife, activity, viewpoint",
                "  spots near sf, skate spots near 94110, map   find spots and see them on the map",
                "  surprise me, surprise me in europe, surprise me near tokyo   a random city to go to",
                "  again, favorite it, share it with @ana, post it   after a surprise",
            ]
        ),
        HelpTopic(
            name: "safety", summary: "report 2 REASON · report @bob REASON · block @bob",
            words: ["report", "abuse", "scam", "safe", "safety", "moderator", "moderators", "spam", "harass"],
            lines: [
                "Safety:",
                "  report 2 REASON, report @bob REASON   tell the moderators about a listing or a person",
                "  report review @bob REASON   a review of you that breaks the rules",
                "  report post 2 REASON, report comment 1 REASON, report message @bob REASON",
            ]
        ),
        HelpTopic(
            name: "accounts", summary: "signup NAME PASSWORD · login NAME · logout",
            words: ["account", "signup", "sign", "register", "login", "log", "logout", "password", "resume", "token", "whoami", "username"],
            lines: [
                "Accounts:",
                "  signup NAME PASSWORD   create an account (or just \"signup\" and answer the questions)",
                "  login NAME             log in; I ask for the password and hide it in telnet",
                "  resume TOKEN           stay logged in: continue a session on a new connection",
                "  whoami                 who you are logged in as",
                "  logout                 log out and end the session token",
            ]
        ),
        HelpTopic(
            name: "protocol", summary: "PING · /json · /text · quit",
            words: ["ping", "json", "protocol", "connection", "telnet", "quit", "exit", "mode", "disconnect"],
            lines: [
                "Connection:",
                "  PING                   answers PONG",
                "  /json, /text           switch between JSON lines for programs and text for people",
                "  quit                   close the connection",
                "  In text mode every reply ends with an empty line; lines from others start with \"* \".",
            ]
        ),
    ]

    /// "help" alone: one line per topic. "help all": every line. "help TOPIC" or a question: that topic.
    static func reply(topic: String?) -> Reply {
        let topic = topic.map { $0.split(separator: " ").drop { ["with", "on", "about", "for", "me"].contains($0) }.joined(separator: " ") }
        guard let topic, !topic.isEmpty else {
            let width = topics.map(\.name.count).max() ?? 0
            let lines = ["Here is what I can help with; type \"help\" and a topic for more, or \"help all\":"]
                + topics.map { "  " + $0.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.summary }
            return Reply(intent: "help", lines: lines)
        }
        if ["all", "everything", "commands", "all commands"].contains(topic) {
            let lines = ["Here is what you can type:"] + topics.flatMap(\.lines)
                + ["Type " + topics.map { "\"help \($0.name)\"" }.joined(separator: ", ") + " for one part."]
            return Reply(intent: "help", lines: lines)
        }
        guard let match = HelpTopic.best(for: topic, among: topics) else {
            let names = topics.map { "help \($0.name)" }.joined(separator: " or ")
            return .failure(
                intent: "help", code: "unknown_topic", "I have no help on \"\(topic)\": try \(names).")
        }
        return Reply(intent: "help", lines: match.lines)
    }
}

/// Every command but the session ones, by the words it starts with. The longest matching start wins.
enum CommandRules {
    static let all: [CommandRule] = [
        CommandRule(.showProfile, ["profile", "my profile", "show profile", "show my profile", "view profile", "show profile of", "profile of", "who is", "whos", "who's", "see profile", "profile for", "open profile", "open the profile for", "open profile of", "pull up my profile", "display my profile", "my page", "my account", "view my profile", "see my profile", "view my account", "show my account",
            "open my account", "see my account"], .optionalUser),
        CommandRule(.showProfile, ["me", "my info", "my details", "my information", "my account info", "my account details", "my profile info", "show me me",
            "show me my info", "show my info", "show me my details", "show my details", "show me my information"], .alone),
        CommandRule(.showProfile, ["show me the user", "show the user", "show user", "view user", "see user", "open user"], .personNamed(bareName: true)),
        CommandRule(.showProfile, ["tell me about", "tell me more about", "info on", "info about"], .personNamed(bareName: true)),
        CommandRule(.showProfile, ["more about", "pull up", "look up"], .personNamed(bareName: false)),
        CommandRule(.showProfile, ["show", "show me", "view", "open", "see", "check out", "check"], .handleAlone),
        CommandRule(.editProfile, ["edit profile", "edit my profile", "update profile", "update my profile"], .editProfile(field: nil)),
        CommandRule(.editProfile, ["set my bio to", "change my bio to", "update my bio to", "my bio is", "set bio", "set bio to", "bio", "new bio", "my new bio", "set my about me to", "change my about me to",
            "edit my bio", "edit my bio to", "update my bio", "change my bio", "set my bio", "edit bio", "update bio", "change bio", "change bio to", "make my bio", "my bio should say",
            "my bio should read", "put this in my bio", "put in my bio", "write in my bio", "my bio", "my about me", "update my description",
            "change my description to", "set my description to", "update my about me", "update my about me to", "update about me", "update about me to",
            "change about me to", "set about me to", "edit about me", "change about me"], .editProfile(field: "bio")),
        CommandRule(.editProfile, ["set my location to", "change my location to", "update my location to", "put my location as", "put my location to", "make my location", "set my area to", "change my area to", "my area is", "set my zip to", "change my zip to", "i live in", "set location", "set location to", "my location is", "set my city to", "change my city to", "update my city to", "i moved to", "i'm based in", "im based in", "i am based in",
            "i'm located in", "i am located in", "move me to", "set my zip to", "change my zip to", "i now live in",
            "i've moved to", "ive moved to", "i just moved to", "my home is in", "update where i am", "update where i am to", "change where i am to",
            "update where i live", "update where i live to", "change where i live to", "update my location", "change my location", "my location",
            "new location", "change where i'm at to", "update where i'm at to", "change where im at to", "update location", "update location to",
            "change location", "change location to", "i relocated to", "i've relocated to", "ive relocated to", "i have relocated to",
            "i have moved to", "i've just moved to", "ive just moved to", "we moved to", "we've moved to", "weve moved to",
            "i'm based out of", "im based out of", "i am based out of", "i'm now based in", "im now based in", "i'm now based out of",
            "im now based out of", "i am now based in", "i am now based out of", "my new location is", "my new city is", "my new zip is",
            "my new zip code is", "my home is now in", "my location's", "my location should be", "my city should be", "i'm now located in", "im now located in",
            "change my home to", "set my home to", "update my home to"], .editProfile(field: "location")),
        CommandRule(.editProfile, ["moved to", "relocated to", "recently moved to", "recently relocated to", "based out of", "we live in", "i reside in",
            "i now reside in", "i'm settled in", "i've settled in", "i'm living in", "im living in", "i am living in"], .newHome),
        CommandRule(.editProfile, ["i'm in", "im in", "i am in", "i'm now in", "im now in", "im located in", "located in",
            "my zip is", "my zip code is", "my zip's", "my city is", "update my city", "change my city", "update my zip", "change my zip",
            "my zip", "my city"], .locationSaid),
        CommandRule(.editProfile, ["set my photo to", "change my photo to", "update my photo to", "set photo", "set my profile photo to", "change my profile picture to", "change my avatar to", "set my avatar to", "update my avatar to", "new profile pic", "new profile photo", "new profile picture", "update my picture", "change my picture to", "set my profile pic to", "change my profile pic to", "update my profile pic to", "set my profile picture to",
            "change my profile photo to", "update my profile photo to", "change my profile photo to", "update my profile picture to", "set my photo",
            "swap my avatar for", "swap my photo for", "swap my profile pic for", "swap my profile photo for", "replace my avatar with",
            "replace my photo with", "replace my profile pic with", "change my avatar", "change my photo", "update pfp to", "change pfp to",
            "set pfp to", "update my pfp to", "change my pfp to", "set my pfp to", "new pfp", "my new pfp", "profile img", "profile image",
            "new profile image", "update profile pic to", "update profile photo to", "update profile picture to", "change profile pic to"], .editProfile(field: "photo")),
        CommandRule(.editProfile, ["set avatar", "set avatar to", "set my avatar", "my avatar", "new avatar", "my new avatar", "here's my new avatar",
            "here is my new avatar", "here's my avatar", "my pic", "my profile pic", "my profile picture", "my profile photo", "here's my new profile pic",
            "here's my new profile photo"], .profilePhotoLink),
        CommandRule(.editProfile, ["use"], .photoAsProfilePicture),
        CommandRule(.editProfile, ["set my name to", "change my name to", "call me", "my name is", "set name", "set name to", "change my display name to", "set my display name to", "rename me to", "my display name is", "update my name to",
            "my full name is", "set my full name to", "change my full name to", "update name", "update my name", "my name's", "display name",
            "my full name's", "change name", "change name to", "update display name", "update display name to", "change display name",
            "change display name to", "set display name", "set display name to", "be called", "rename my profile to", "rename my account to", "my name should be",
            "set my name", "change my name", "set my display name", "change my display name", "edit my name", "edit name"],
            .editProfile(field: "name")),

        CommandRule(.categories, ["categories", "show categories", "list categories", "browse", "browse categories", "what can i rent", "what can i borrow", "what do you have", "all categories"], .bare),
        CommandRule(.search, ["find", "find me", "search", "search for", "look for", "looking for", "i need", "need", "show me", "any", "are there any", "is there a", "is there an", "where can i rent", "where can i find", "where can i get", "rent a", "rent an", "rent some", "borrow", "borrow a", "get me", "browse for", "i'm looking for", "im looking for", "got any", "browse", "i'd like", "id like", "i would like", "i want", "we want", "we need", "i'm after", "im after", "gimme", "give me", "could use", "i could use", "in the market for", "hunting for", "searching for", "want", "i'm searching for", "do you guys have", "does anyone have", "anyone has", "does someone have", "someone has", "does anybody have", "anyone got", "can i get", "could i get", "can i rent", "could i rent", "is there anywhere", "are there any", "any chance of", "i require", "we require", "do you have", "who has", "who has a", "anyone have", "anyone have a"] + askingWhoHas, .search),
        CommandRule(.more, ["more", "next", "next page", "show more", "more results", "see more", "keep going", "load more", "any others", "what else", "anything else", "show me more", "some more", "more options", "next few", "others", "other options", "keep em coming", "keep them coming", "any more", "anymore", "got any more", "are there more", "any others"], .bare),
        CommandRule(.showListing, ["show", "show listing", "details", "details of", "details for", "details on", "deets", "deets on", "deets for", "deets of", "tell me about", "tell me more about", "more about", "info on", "info about", "open", "view", "view listing", "what about", "what's", "whats", "describe", "see", "more info on", "more info about", "more details on", "more details about", "pull up", "bring up", "full listing"], .reference),
        CommandRule(.availability, ["availability", "availability of", "availability for", "is", "when is", "when's", "whens", "check availability", "check availability of", "free times for", "free slots for", "open slots for", "when can i book", "when can i rent"], .referenceAndTime),
        CommandRule(.map, ["map", "show map", "show me a map", "show on map", "show on a map", "show them on a map", "show the map", "on a map", "view map"], .map),

        CommandRule(.createListing, ["rent out", "rent out my", "list", "list my", "lend", "lend my", "lend out my", "offer", "offer my", "create listing", "create a listing", "new listing", "add listing", "add a listing", "post a listing", "post listing", "sell", "i want to rent out", "i want to list", "put up my", "put my", "rent my", "post an ad", "post an ad for", "post a new listing", "post a new listing for", "publish a listing", "advertise", "advertise my", "place an ad", "place an ad for", "put up an ad for", "put an ad up for", "put an ad for",
            "run an ad for"], .create),
        CommandRule(.createListing, ["post", "post my", "publish", "publish my", "listing", "listing a", "listing my", "add my", "offering", "offering a",
            "offering my", "new rental", "new space", "new home", "put up", "put up a", "put up an", "putting up", "putting up my"], .pricedCreate),
        CommandRule(.createListing, ["new item", "make a listing", "make a listing for", "add a listing for", "create a listing for", "new listing for", "set up a listing for"], .create),
        CommandRule(.myListings, ["my listings", "my items", "my stuff", "show my listings", "list my listings", "my things", "what am i renting out", "what i'm renting out", "my offers", "show my items"], .bare),
        CommandRule(.editListing, ["edit", "edit listing", "change", "update", "set", "modify", "rename"], .editListing),
        CommandRule(.editListing, ["raise", "lower", "reduce", "increase", "drop", "bump", "cut", "fix", "correct"], .changeListingField),
        CommandRule(
            .editListing, ["add a photo to", "add photo to", "add a picture to", "add a pic to", "add photos to", "add this photo to", "add a photo",
                           "upload a photo to", "upload a photo for", "upload a photo", "attach a photo to", "new photo for", "put a photo on"],
            .listingPhoto),
        CommandRule(.pauseListing, ["unpublish", "pause", "pause listing", "deactivate", "disable", "hide listing", "hide", "take a break on", "take a break from renting", "take a break from renting out", "take a break from lending", "pause my listing", "snooze", "freeze", "pause my", "put on hold", "take offline"], .ownListing),
        CommandRule(.unpauseListing, ["unpause", "unpause listing", "resume listing", "resume", "reactivate", "activate", "enable", "unhide", "relist", "unfreeze", "reopen", "bring back", "turn back on", "switch back on", "put back up", "put back online", "make live", "restore", "relist my"], .ownListing),
        CommandRule(.removeListing, ["remove", "remove listing", "delete", "delete listing", "take down", "take down listing", "delete my listing", "remove my listing", "erase", "unlist", "get rid of", "delete my", "remove my", "permanently delete", "permanently remove", "scrap"], .ownListing),
        CommandRule(.removeListing, ["kill", "axe", "bin", "nuke", "ditch", "yank", "pull", "trash", "junk", "dump", "kill off"], .ownListing,
            needsOneOf: ["listing", "listings", "ad", "ads", "advert"]),
        CommandRule(.setAvailability, ["set availability", "set availability of", "set availability for", "availability for listing", "block", "block off", "make available", "set hours", "set hours for", "set the hours for", "set the hours of", "set hours of"], .setAvailability),
        CommandRule(.setAvailability, ["open"], .setAvailability, notAfter: ["be", "was", "it's", "its", "one", "still", "stay", "stays", "been"]),

        CommandRule(.book, ["book", "reserve", "rent the", "rent", "i'll take", "ill take", "take", "book the", "reserve the", "grab", "grab the", "lease the", "apply for the", "sign a lease on", "sign a lease for", "sign the lease on", "sign the lease for", "apply for", "apply to lease",
            "apply to rent", "sign a lease", "get a lease on", "request a lease on"], .book,
            notAfter: ["for", "the", "my", "your", "his", "her", "their", "our", "monthly", "weekly"]),
        CommandRule(.book, ["borrow", "borrow the"], .bookReferenced),
        CommandRule(.book, ["request this", "request it"], .bookReferenced),
        CommandRule(.book, Self.requestingLeads, .book, notAfter: Self.notRequesting, isEverydaySpeechAlone: true),
        CommandRule(.book, ["i want", "i'd like", "id like", "i would like", "i'll have", "can i have", "could i have", "can i get", "could i get", "give me", "gimme"], .bookReferenced),
        CommandRule(.book, ["move into"], .book, notAfter: ["can", "could", "i", "we", "you", "will", "they"]),
        CommandRule(.book, ["lease"], .book, notAfter: ["the", "a", "an", "my", "your", "this", "that", "for", "our", "their", "his", "her", "whole", "of"]),
        CommandRule(.myBookings, ["my bookings", "my rentals", "my reservations", "show my bookings", "my trips", "what have i booked", "what did i book", "bookings", "my orders", "show my rentals"], .bare),
        CommandRule(.requests, ["requests", "incoming requests", "show requests", "pending requests", "my requests", "booking requests", "rental requests", "any requests", "who wants to rent"], .bare),
        CommandRule(.approve, ["approve", "accept", "approve request", "accept request", "confirm request", "ok request", "approve booking", "say yes to", "green light", "greenlight", "ok to", "yes to"], .request),
        CommandRule(.approve, ["let", "allow", "permit"], .requesterLetIn),
        CommandRule(.decline, ["decline", "reject", "decline request", "reject request", "deny request", "deny", "refuse", "turn down", "say no to", "pass on", "no to",
            "turn away", "hard pass on", "i'll pass on", "ill pass on", "i will pass on", "i'm passing on", "im passing on", "no thanks to", "not renting to", "not leasing to", "not lending to", "not renting it to", "not leasing it to", "not lending it to", "turning down"], .request),
        CommandRule(.decline, ["turn"], .requesterTurnedAway),
        CommandRule(.cancelBooking, ["cancel", "cancel booking", "cancel my booking", "cancel reservation", "cancel my reservation", "cancel rental", "cancel the booking",
            "call off", "cxl", "cncl", "canx"], .booking),
        CommandRule(.cancelBooking, ["scrap", "drop", "nix", "undo", "axe", "kill", "nuke", "bin", "ditch", "trash", "dump", "junk", "scratch", "yank", "get me out of"], .booking,
            needsOneOf: ["booking", "reservation", "rental", "bookings", "reservations", "stay", "trip"]),
        CommandRule(.scheduleViewing, ["schedule a viewing", "schedule viewing", "book a viewing", "schedule a viewing of", "view the apartment", "see the apartment", "arrange a viewing", "viewing of", "tour", "schedule a tour", "book a tour", "visit", "arrange a visit", "arrange a visit to", "set up a viewing", "set up a visit", "book a visit", "schedule a visit", "come see", "come and see", "see it in person", "view it in person"], .viewing),

        CommandRule(.review, ["review", "rate", "leave a review", "leave a review for", "write a review", "write a review for", "review booking", "leave feedback", "leave feedback for", "give feedback", "give feedback for", "leave a rating", "leave a rating for"], .review),
        CommandRule(.showReviews, ["reviews", "reviews of", "reviews for", "show reviews", "show reviews for", "show reviews of", "read reviews", "read reviews for", "ratings for", "what do people say about"], .referenceOrUser),

        CommandRule(.favorite, ["favorite", "favourite", "save", "bookmark", "add to favorites", "star", "heart", "fave", "fav"], .savable),
        CommandRule(.favorite, ["keep", "hang on to", "hold on to", "hang onto", "hold onto", "remember"], .keptForLater, needsOneOf: ["later", "mind", "one", "this", "that", "me"]),
        CommandRule(.unfavorite, ["unfavorite", "unfavourite", "unsave", "remove from favorites", "unbookmark", "unstar", "unheart", "unfave", "unfav",
            "delete favorite", "remove favorite", "delete favourite", "remove favourite"], .savedListing),
        CommandRule(.favorites, ["favorites", "favourites", "my favorites", "my favourites", "saved", "my saved", "show favorites", "show my favorites", "bookmarks", "wishlist", "my wishlist", "saved listings"], .bare),

        CommandRule(.post, ["post", "new post", "share a post", "publish", "post this", "write a post", "make a post", "tweet", "put up a post", "put this on my feed", "put on my feed", "share to my feed", "add to my feed",
            "write on my feed", "write to my feed", "post on my feed", "post to my feed", "share on my feed", "write on my wall", "post on my wall",
            "share pic", "share a pic", "share photo", "share a photo", "share this pic", "share this photo"], .post),
        CommandRule(.deletePost, deleteLeads + ["take", "wipe"], .ownPost, needsOneOf: SlotReader.postNounsOrPosting),
        CommandRule(.deletePost, ["unpost"], .reference),
        CommandRule(.deleteComment, deleteLeads, .ownComment, needsOneOf: SlotReader.commentNouns),
        CommandRule(.feed, ["feed", "my feed", "show feed", "show my feed", "timeline", "news feed", "home feed", "posts"], .bare),
        CommandRule(.like, ["thumbs up", "thumbs up to", "thumbs-up", "hit like on", "hit the like button on", "smash the like button on",
            "smash like on", "tap like on", "press like on", "give a like to", "leave a like on", "drop a like on", "+1", "+1 on", "+1 to", "+1 for"], .postReference),
        CommandRule(.like, ["like", "like post", "love", "heart post", "upvote"], .postReference, notAfter: ["i", "we", "really", "just", "would", "i'd", "id", "we'd", "also", "do", "don't", "dont",
            "my", "your", "his", "her", "their", "our", "that"]),
        CommandRule(.unlike, ["unlike", "unlike post", "remove like from", "un like"], .postReference),
        CommandRule(.unlike, ["unheart", "unlove", "take back my like on", "take my like off"], .postReference, needsOneOf: SlotReader.postNounsOrPosting),
        CommandRule(.comment, ["comment", "comment on", "reply to", "reply", "comment on post", "reply on", "leave a comment on", "add a comment to", "write a comment on",
            "add a comment", "write a comment",
            "say", "write", "respond", "add comment to", "add comment on", "leave a comment", "comment under", "reply under", "reply below",
            "write on", "write under", "post a comment on", "post a comment under", "post a comment", "put a comment on", "drop a comment on", "leave a comment under"], .referenceThenText),
        CommandRule(.showComments, ["comments", "comments on", "comments for", "show comments", "show comments on", "show comments for", "read comments", "see comments", "see comments on", "view comments", "view comments on", "open comments", "open comments on", "who commented on"], .postReference),
        CommandRule(.follow, ["follow", "add friend", "add", "friend", "add as friend", "befriend", "subscribe to", "start following", "hit follow on", "follow user", "sub to",
            "send a friend request to", "send friend request to", "send a follow request to", "friend request", "be friends with", "be friends", "follow back",
            "begin following", "keep up with", "keep tabs on", "tap follow on", "click follow on", "press follow on", "smash follow on",
            "make me follow", "connect with", "connect me with", "connect me to"], .user),
        CommandRule(.unfollow, ["unfollow", "unfollowing", "i'm unfollowing", "im unfollowing", "unfriend", "remove friend", "stop following", "unsubscribe from", "quit following", "unfollow user", "stop following user",
            "unsub from", "unsub", "unsubscribe", "un follow", "un friend", "done following", "i'm done following", "im done following", "i don't want to follow", "i dont want to follow", "i no longer want to follow", "no longer follow"], .user),
        CommandRule(.following, ["following", "who do i follow", "who am i following", "my friends", "friends", "people i follow", "show following", "who i follow", "list following", "my following", "friends list", "friend list", "my friends list", "followed users",
            "users i follow", "accounts i follow", "followed accounts", "show followed users"], .bare),
        CommandRule(.findUser, ["find user", "find users", "find a user", "find the user", "find member", "find a member", "find person", "find a person",
            "find people", "find people named", "find people called", "find someone named", "find someone called", "find anyone named", "find anyone called",
            "search users", "search for user", "search for a user", "search for users", "search people", "search for people", "search for someone named",
            "search for someone called", "look up user", "lookup user", "look up the user", "look for user", "look for a user", "look for someone named",
            "look for someone called", "is there someone called", "is there someone named", "is there anyone called", "is there anyone named",
            "is there a user called", "is there a user named", "is there a member called", "is there a member named", "are there users named",
            "are there people named", "anyone called", "anyone named", "anybody called", "anybody named", "someone called", "someone named",
            "a user called", "a user named", "users named", "users called", "people named", "people called", "any users named", "any users called",
            "who is called", "do you have a user called", "do you have a user named", "does a user called", "does someone called",
            "search for a member named", "search for a member called", "search for a person named", "search for a person called",
            "look for a person named", "look for a person called", "look for a member named", "look for a member called", "find a person named",
            "find a person called", "find a member named", "find a member called", "do you have a member called", "do you have a member named",
            "do you have someone called", "do you have someone named", "user search"], .nameQuery(needsHandle: false)),
        CommandRule(.findUser, ["find", "look up", "lookup", "search for", "search", "look for"], .nameQuery(needsHandle: true)),
        CommandRule(.followers, ["followers", "my followers", "who follows me", "who's following me", "whos following me", "show followers", "list followers", "who is following me", "my fans"], .bare),
        CommandRule(.notifications, ["notifications", "my notifications", "alerts", "show notifications", "what did i miss", "any news", "updates", "check notifications", "notifs"], .bare),

        CommandRule(.message, ["message", "msg", "dm", "tell", "send a message to", "send message to", "send a msg to", "send msg to", "send a dm to", "send a text to", "send a pm to", "write to", "text", "chat", "say to", "send a message", "send a note to", "drop a line to", "ping", "let", "send", "pm", "shoot", "convey to", "ask", "answer", "contact",
            "get hold of"], .userAndText),
        CommandRule(.message, ["reply", "reply to", "respond", "respond to", "write back", "reply back", "answer them", "tell them", "say"], .reply),
        CommandRule(.inbox, ["inbox", "messages", "my messages", "show messages", "read messages", "messages from", "chat with", "conversation with", "show inbox", "check messages", "open chat with", "conversations"], .optionalUser),
        CommandRule(.share, ["share", "send", "forward", "dm", "pm"], .referenceAndUser),
        CommandRule(.share, ["text", "message", "msg"], .userThenRecord),
        CommandRule(.share, ["pass", "shoot", "fwd", "send over", "show", "recommend", "suggest", "text"], .referenceAndUser, needsOneOf: ["to"]),
        CommandRule(.share, ["show"], .userThenRecord),
        CommandRule(.share, ["tell", "message", "msg", "dm", "pm", "let"], .userAboutWhatIsShown),

        CommandRule(.pinSpot, ["pin", "pin spot", "pin a spot", "add spot", "add a spot", "mark spot", "save spot", "new spot", "drop a pin", "drop pin"], .pinSpot),
        CommandRule(.pinSpot, ["add"], .pinSpot, needsOneOf: ["spot"]),
        CommandRule(.pinSpot, ["save", "new"], .pinSpotOfAKind, needsOneOf: ["spot"]),
        CommandRule(.pinSpot, ["mark"], .pinSpot, needsOneOf: ["spot", "place", "pin", "map", "location", "park"]),
        CommandRule(.spots, ["spots", "show spots", "find spots", "list spots", "any spots", "pinned spots", "places to go", "what spots"], .spots),
        CommandRule(.surprise, ["surprise me", "surprise", "random adventure", "adventure", "i'm feeling lucky", "im feeling lucky", "feeling lucky", "take me somewhere", "random city", "inspire me", "where should i go", "give me an adventure"], .surprise),
        CommandRule(.surprise, ["again", "another one"], .alone),

        CommandRule(.balance, ["balance", "my balance", "wallet", "my wallet", "show balance", "check balance", "how much money do i have", "how much do i have", "funds", "account balance", "bal", "my bal"], .bare),
        CommandRule(.topUp, ["top up", "topup", "top-up", "add funds", "add money", "deposit", "load", "add to wallet", "top up my wallet with", "fund", "add", "top me up", "top me up with", "recharge", "reload", "refill",
            "credit my account", "credit my account with", "credit my wallet", "credit my wallet with"], .amount),
        CommandRule(.topUp, ["top up", "topup", "top-up", "add funds", "add money", "top up my wallet", "top me up", "recharge my wallet", "reload my wallet", "refill my wallet", "top up my balance", "add money to my wallet"], .bare),

        CommandRule(.report, ["report", "flag", "report listing", "report user", "report post", "report review", "report comment", "report message"], .referenceAndText),
        CommandRule(.block, ["block", "block user", "mute", "ignore"], .user),
        CommandRule(.unblock, ["unblock", "unblock user", "unmute", "unignore", "remove the block on", "lift the block on", "remove my block on"], .user),
    ]

    /// The verbs that delete something of one's own; the noun after them says what: a listing, a post or a comment.
    private static let deleteLeads = [
        "remove", "delete", "take down", "erase", "get rid of", "delete my", "remove my", "permanently delete", "permanently remove", "scrap",
        "take down my", "pull", "pull down", "retract", "undo", "trash", "scratch", "nuke", "ditch",
    ]

    /// Every rule and start, filed under the start's first word, longest starts first.
    private static let byFirstWord: WordTable<[(rule: CommandRule, lead: [String])]> = {
        var table: [String: [(rule: CommandRule, lead: [String])]] = [:]
        for rule in all {
            for lead in rule.leads { table[lead[0], default: []].append((rule, lead)) }
        }
        return WordTable(table.mapValues { entries in
            entries.enumerated().sorted { ($0.element.lead.count, -$0.offset) > ($1.element.lead.count, -$1.offset) }
                .map(\.element)
        })
    }()

    /// The rules whose start matches `words` at `start`, longest start first (table order among equals).
    /// `endsWithColon(i)` says whether word `i` was typed with a colon after it.
    static func match(_ words: [String], at start: Int, endsWithColon: (Int) -> Bool = { _ in false }) -> [(rule: CommandRule, length: Int)] {
        guard let candidates = byFirstWord[words[start]] else { return [] }
        let compound = compoundNouns.match(at: start, in: words, taken: TakenWords(count: words.count))?.length ?? 0
        return candidates.compactMap { entry in
            entry.lead.count > compound && startsWith(entry.lead, words, at: start)
                && !endsBeforeRecordID(entry.lead, in: words, at: start, introducesContent: endsWithColon(start + entry.lead.count - 1))
                && (entry.rule.needsOneOf.isEmpty || words.contains(where: entry.rule.needsOneOf.contains))
                && (!entry.rule.shape.needsAHandle || words.contains { $0.hasPrefix("@") })
                ? (entry.rule, entry.lead.count) : nil
        }
    }

    /// Nouns and idioms that open with a command's word and are no command: "post office hours near listing 7?",
    /// "report card day", "search me", "my favorite thing about it".
    private static let compoundNouns = PhraseTable<Bool>(
        [
            "post office", "post offices", "post box", "post code", "report card", "report cards", "book club", "book clubs",
            "book store", "book shop", "book shelf", "block party", "message board", "message in a bottle", "search me",
            "favorite thing", "favorite things", "favorite part", "favorite place", "favorite color", "favorite food",
            "follow up", "follow through", "pause button", "share price", "like minded",
        ].map { ($0, true) })

    /// True when some command's words begin with `word`.
    static func startsACommand(_ word: String) -> Bool {
        byFirstWord[word] != nil
    }

    /// The intent of the one-word command `word`, for suggestions: not of a word that is a command only beside
    /// another ("new" with "spot").
    static func intent(namedBy word: String) -> IntentName? {
        byFirstWord[word]?.first { $0.lead.count == 1 && $0.rule.needsOneOf.isEmpty && !$0.rule.shape.needsAHandle }?.rule.intent
    }

    private static func startsWith(_ lead: [String], _ words: [String], at start: Int) -> Bool {
        start + lead.count <= words.count && lead.indices.allSatisfy { words[start + $0] == lead[$0] }
    }

    /// "approve request 7" and "cancel booking two" must leave the number to be read with the record word as its id,
    /// not as a position; "new listing: six folding tables", whose colon introduces what follows, keeps its lead.
    private static func endsBeforeRecordID(_ lead: [String], in words: [String], at start: Int, introducesContent: Bool) -> Bool {
        let end = start + lead.count
        guard lead.count > 1, let last = lead.last, ReferenceRecognizer.recordWords.contains(last), end < words.count
        else { return false }
        return words[end].allSatisfy(\.isASCIIDigit)
            || !introducesContent && NumberWords.value(in: words, at: end, taken: TakenWords(count: words.count)) != nil
    }

    /// Single-word command starts, for "did you mean" and for fixing typos: not of a word that is a command only beside
    /// a noun it needs ("kill" a listing), which alone is seldom what a slip of the keyboard meant.
    static let keywords: [String] = {
        var seen: Set<String> = []
        return all.filter(\.needsOneOf.isEmpty).flatMap { $0.leads.compactMap { $0.count == 1 ? $0[0] : nil } }.filter { seen.insert($0).inserted }
    }()
}

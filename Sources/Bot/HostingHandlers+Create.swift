import Foundation
import Intents
import Marketplace

/// `create_listing`: one line when it says everything, else a wizard that asks for each missing field and saves only on "yes".
extension HostingHandlers {
    func createListing(_ offered: Command.ListingOffered, in session: inout Session) async throws -> Reply {
        var draft = ListingDraft()
        var problems: [String] = []
        draft.type = offered.type
        draft.category = offered.category
        if let title = offered.title ?? offered.type.map({ type in offered.bedrooms.map { "\($0)-bedroom \(type)" } ?? offered.typeSaid ?? type }) {
            draft.title = try? ListingRules.title(title.prefix(1).uppercased() + title.dropFirst())
        }
        draft.inferKind()
        draft.offeredPrice = offered.price
        if let problem = offered.priceProblem { problems.append(Self.reason(problem) + ".") }
        if let near = offered.near {
            do { draft.place = try await places.resolve(near, for: session) } catch { problems.append(try message(of: error)) }
        }
        if let description = offered.description { draft.description = description }
        draft.condition = ListingRules.condition(in: offered.said) ?? offered.description.flatMap(ListingRules.condition(in:))
        (draft.street, draft.unit) = (offered.address?.street, offered.address?.unit)
        if let photo = offered.photo {
            do { draft.photos = [try ListingRules.photo(photo)] } catch { problems.append(try message(of: error)) }
        }
        draft.amenities = offered.amenities
        draft.bedrooms = offered.bedrooms
        draft.bathrooms = offered.bathrooms
        if draft.kind == .home {
            draft.parking = offered.parking
            draft.sqft = offered.homeTerms?.sqft
            draft.availableFrom = offered.homeTerms?.availableFrom.map { String($0.start.text.prefix(10)) }
            draft.minMonths = offered.homeTerms?.minMonths
            (draft.exposure, draft.gender) = (offered.homeTerms?.exposure, offered.homeTerms?.gender)
            draft.prohibited = Array((offered.homeTerms?.prohibited ?? []).prefix(ListingChange.maximumListItems))
            draft.included = Array((offered.homeTerms?.included ?? []).prefix(ListingChange.maximumListItems))
        }
        draft.asksForExtras = draft.nextStep != .confirm
        return try ask(next: draft, after: problems, first: true, in: &session)
    }

    /// Takes the line that answers the wizard's current question. A change to what was said ("change the price to
    /// 30") goes into the draft; another request that is no answer ("show my bookings", or "hang on, what's in my
    /// wallet?" where any words could be the answer) returns nil with the draft kept, to be answered as a new line.
    func answerDraft(_ draft: ListingDraft, with line: String, meaning: Command, in session: inout Session) async throws -> Reply? {
        let answer = line.trimmedOfWhitespace
        var draft = draft
        let isOptional = [.description, .photo].contains(draft.nextStep)
        let skips = isOptional
            && (Self.skipWords.contains(answer.lowercased().trimmingCharacters(in: .punctuationCharacters))
                || meaning == .deny && !Self.dropsTheDraft(answer))
        if !skips, meaning == .deny || answer.lowercased() == "stop" {
            return Reply(intent: "deny", lines: ["Cancelled: nothing was saved."])
        }
        if case .createListing(let offered) = meaning, offered.price != nil || offered.near != nil || offered.address != nil {
            session.prompt = .listingDraft(draft)
            let unfinished = draft.title.map { "\"\($0)\"" } ?? "the listing you started"
            return .failure(
                intent: "create_listing", code: "draft_unfinished",
                "That reads as another listing, and \(unfinished) isn't finished: type cancel to drop it first, or answer: \(question(draft.nextStep, for: draft))")
        }
        if let renamed = Self.words(after: Self.renamings, in: answer) {
            draft.title = try ListingRules.title(renamed)
            return try ask(next: draft, after: ["Noted: it's called \"\(draft.title!)\"."], first: false, in: &session)
        }
        if let kind = draft.kind, kind != .thing, let said = Self.words(after: Self.retypings, in: answer),
            let type = try? ListingRules.type(said, kind: kind)
        {
            draft.type = type
            return try ask(next: draft, after: ["Noted: its type is \(type)."], first: false, in: &session)
        }
        if case .editListing(.reference(nil), let change?) = meaning, let changed = try changing(draft, by: change) {
            return try ask(next: changed, after: ["Noted: your listing's \(change.field) is changed."], first: false, in: &session)
        }
        if [.title, .description].contains(draft.nextStep), answer.hasSuffix("?") || Self.opensAnAside(answer), Self.asksSomethingElse(meaning) {
            session.prompt = .listingDraft(draft)
            return nil
        }
        do {
            switch draft.nextStep {
            case .title:
                draft.title = try ListingRules.title(answer)
                draft.inferKind()
            case .category:
                try setCategory(answer, of: &draft)
            case .type:
                draft.type = try ListingRules.type(answer, kind: draft.kind ?? .space)
            case .price:
                draft.offeredPrice = try Self.price(in: answer, for: draft.kind)
            case .place:
                draft.place = try await places.resolvePlace(answer: answer, for: session, zipAmongWords: true)
            case .condition:
                draft.condition = try ListingRules.condition(answer)
            case .bedrooms:
                draft.bedrooms = try ListingRules.count(answer, field: "bedrooms")
            case .bathrooms:
                draft.bathrooms = try ListingRules.bathrooms(answer)
            case .description:
                if skips { draft.skippedDescription = true } else { draft.description = String(answer.prefix(2000)) }
            case .photo:
                if skips { draft.skippedPhoto = true } else { draft.photos = [try ListingRules.photo(Self.link(in: answer) ?? answer)] }
            case .confirm:
                guard meaning == .confirm || Self.publishes(meaning) else {
                    session.prompt = .listingDraft(draft)
                    if Self.asksSomethingElse(meaning), meaning != .thanks, meaning != .greet { return nil }
                    return .failure(intent: "create_listing", code: "confirm_or_cancel", "Type yes to publish it, or cancel to drop it.")
                }
                return try await publish(draft, in: &session)
            }
        } catch {
            session.prompt = .listingDraft(draft)
            if Self.asksSomethingElse(meaning) { return nil }
            throw error
        }
        return try ask(next: draft, after: [], first: false, in: &session)
    }

    /// Checks an offered price once the kind is known, then asks the next question, or shows the summary.
    private func ask(next draft: ListingDraft, after problems: [String], first: Bool, in session: inout Session) throws -> Reply {
        var draft = draft
        var problems = problems
        if let kind = draft.kind { draft.amenities = ListingRules.amenities(draft.amenities, kind: kind) }
        if let kind = draft.kind, let offered = draft.offeredPrice {
            draft.offeredPrice = nil
            do {
                let price = try Self.listingPrice(offered, for: kind)
                draft.priceCents = price.cents
                draft.priceUnit = price.unit
            } catch { problems.append(try message(of: error)) }
        }
        session.prompt = .listingDraft(draft)
        let step = draft.nextStep
        let lines = step == .confirm ? ListingText.summary(draft, now: configuration.clock.now().unixSeconds) : [question(step, for: draft)]
        let hint = first && step != .confirm ? ["(Type cancel at any step to stop; nothing is saved until you say yes.)"] : []
        return Reply(intent: "create_listing", lines: problems + lines + hint)
    }

    private func publish(_ draft: ListingDraft, in session: inout Session) async throws -> Reply {
        guard let account = session.account, let owner = account.id, let kind = draft.kind, let title = draft.title,
            let category = draft.category, let cents = draft.priceCents, let unit = draft.priceUnit, let place = draft.place
        else { throw Refusal.notLoggedIn }
        var listing = Listing(
            ownerId: owner, kind: kind, category: category, type: draft.type, title: title, priceCents: cents,
            priceUnit: unit, place: place, at: configuration.clock.now())
        listing.condition = draft.condition
        (listing.address1, listing.address2) = (draft.street, draft.unit)
        listing.description = draft.description
        listing.amenities = draft.amenities
        listing.bedrooms = draft.bedrooms
        listing.bathrooms = draft.bathrooms
        (listing.parking, listing.sqft, listing.availableFrom, listing.minMonths) = (draft.parking, draft.sqft, draft.availableFrom, draft.minMonths)
        (listing.exposure, listing.gender) = (draft.exposure, draft.gender)
        (listing.prohibited, listing.included) = (draft.prohibited.isEmpty ? nil : draft.prohibited, draft.included.isEmpty ? nil : draft.included)
        let saved = try await listings.create(listing, photos: draft.photos)
        (session.shown.focus, session.shown.numberSeen) = (saved.id, saved.id)
        return Reply(
            intent: "create_listing",
            lines: saved.status == .hidden
                ? [
                    "Saved! \"\(title)\" is listing \(saved.id!); a moderator looks at new listings first, and you'll hear when it's in search."
                ]
                : [
                    "Published! \"\(title)\" is listing \(saved.id!), in search from now on.",
                    "Type my listings to see yours, or change it, as in: edit listing \(saved.id!) price \(Self.priceExample(kind))",
                ],
            data: ListingText.json(saved, owner: account.username))
    }

    /// The answer at the category step: a thing's category ("home" is household goods, as the question lists it), a
    /// space, or a place to live ("housing", "homes", "a home to rent").
    private func setCategory(_ answer: String, of draft: inout ListingDraft) throws {
        let typed = Taxonomy.searchWords(answer)
        let words = typed.map(Taxonomy.singular)
        let housing = typed.contains(where: Self.housingWords.contains) || words.contains("home") && typed.contains(where: Self.livingWords.contains)
        if let type = words.first(where: { Taxonomy.kind(ofType: $0) != nil }) {
            draft.type = type
        } else if words.contains("space") || housing {
            draft.kind = housing ? .home : .space
            draft.category = housing ? "homes" : "spaces"
            return
        } else {
            draft.category = try ListingRules.category(answer)
        }
        draft.inferKind()
    }

    func question(_ step: ListingDraft.Step, for draft: ListingDraft) -> String {
        switch step {
        case .title: "What are you listing? Give it a short title, like Cordless drill or Sunny closet."
        case .category:
            "Which category is \"\(draft.title ?? "it")\" in? Type one of \(Taxonomy.thingCategories.joined(separator: ", ")), or space, or housing for a place to live."
        case .type where draft.kind == .home:
            "What kind of home is it: \(Taxonomy.homeTypes.joined(separator: ", "))?"
        case .type: "What kind of space is it: \(Taxonomy.spaceTypes.joined(separator: ", "))?"
        case .price: "How much does it rent for? Type a price like \(Self.priceExample(draft.kind))."
        case .place: "Where is it? Type a ZIP code or a city, like 94110 or oakland."
        case .condition: "What condition is it in: new, like new, good or fair?"
        case .bedrooms: "How many bedrooms?"
        case .bathrooms: "How many bathrooms?"
        case .description: "Add a few words about it (what comes with it, how to pick it up), or type skip."
        case .photo: "Add a photo: paste a link that starts with http:// or https://, or type skip."
        case .confirm: "Publish it? Type yes to publish, or cancel."
        }
    }

    /// What follows one of `leads` opening the line, as typed: "call it Covered garage" is Covered garage.
    private static func words(after leads: [String], in answer: String) -> String? {
        let lowered = answer.lowercased()
        guard let lead = leads.first(where: { lowered.hasPrefix($0 + " ") }) else { return nil }
        let rest = answer.dropFirst(lead.count).trimmingCharacters(in: .whitespaces)
        return rest.isEmpty ? nil : rest
    }

    private static let housingWords: Set<String> = ["housing", "homes", "residential", "lease"]
    private static let livingWords: Set<String> = ["live", "living", "rent", "stay", "lease", "house", "housing"]

    private static let renamings = [
        "call it", "name it", "title it", "rename it to", "rename it", "change the title to", "change the name to", "the title is",
        "make the title", "let's call it", "lets call it",
    ]
    private static let retypings = ["make it a", "make it an", "make it", "it's a", "it's an", "it is a", "it is an", "list it as a", "list it as"]

    /// "publish it", "looks good, post it", "go ahead and list it": asked to publish, the listing in view is the draft.
    private static func publishes(_ meaning: Command) -> Bool {
        switch meaning {
        case .post(let text, nil, .it?): text.isEmpty
        case .createListing(let offered):
            offered.title == nil && offered.type == nil && offered.category == nil && offered.price == nil && offered.near == nil
        default: false
        }
    }

    /// Answers that pass on the description or the photo rather than cancel the listing.
    private static let skipWords: Set<String> = ["skip", "no", "none", "nope", "no thanks", "n/a", "pass", "later", "not now", "nah", "skip it"]

    /// "no, cancel", "nah forget it", "stop": a no at a step that may be skipped drops the draft only with a word that
    /// says so; "dont have one rn" or "no description needed" skips the step.
    private static func dropsTheDraft(_ answer: String) -> Bool {
        let words = answer.lowercased().split(whereSeparator: { !$0.isLetter && $0 != "'" }).map(String.init)
        return words.contains(where: draftDroppers.contains) || ["never mind", "want to list", "wanna list"].contains { answer.lowercased().contains($0) }
    }

    private static let draftDroppers: Set<String> = [
        "cancel", "stop", "quit", "forget", "scrap", "abort", "discard", "nevermind", "nvm", "delete", "drop", "ditch", "trash", "anymore",
    ]

    /// "here: https://…", "https://… is the one": the one web address among an answer's words.
    private static func link(in answer: String) -> String? {
        let links = answer.split(whereSeparator: \.isWhitespace).filter { $0.lowercased().hasPrefix("http://") || $0.lowercased().hasPrefix("https://") }
        return links.count == 1 ? String(links[0]) : nil
    }

    /// "btw who am i following", "quick q - any messages", "oh and what's my balance": a line that says it is an aside,
    /// which is no title or description.
    private static func opensAnAside(_ answer: String) -> Bool {
        let lowered = answer.lowercased()
        return ["btw ", "by the way", "quick q", "quick question", "oh and "].contains { lowered.hasPrefix($0) }
    }

    /// The sentence for a refusal the user can fix by typing something else; any other error is rethrown.
    private func message(of error: any Error) throws -> String {
        guard let refusal = error as? any ChatRefusal else { throw error }
        return refusal.message
    }
}

import Intents
import Marketplace

/// What happens to a listing being created when the person says something other than the answer asked for.
extension HostingHandlers {
    /// `draft` with a field said again ("change the price to 30", "add a description: …"); nil for fields the wizard
    /// doesn't ask.
    func changing(_ draft: ListingDraft, by change: Command.FieldChange) throws -> ListingDraft? {
        var draft = draft
        switch change.field {
        case "price": draft.offeredPrice = try Self.price(in: change.value, for: draft.kind)
        case "title": draft.title = try ListingRules.title(change.value)
        case "description": draft.description = String(change.value.prefix(2000))
        case "condition": draft.condition = try ListingRules.condition(change.value)
        case "photo": draft.photos = [try ListingRules.photo(change.value)]
        default: return nil
        }
        return draft
    }

    /// True for a request read with confidence that is no answer to a wizard's question: it is answered, and the
    /// listing waits.
    static func asksSomethingElse(_ command: Command) -> Bool {
        switch command {
        case .notUnderstood, .answer, .refine, .confirm, .deny, .editListing, .createListing: false
        default: true
        }
    }

    /// The line after such an answer that says the listing is still waiting, and for what.
    func reminder(of draft: ListingDraft) -> String {
        let step = draft.nextStep
        return step == .confirm
            ? "Your listing is ready: type yes to publish it, or cancel to drop it."
            : "Your listing isn't finished. \(question(step, for: draft)) (Or type cancel to drop it.)"
    }
}

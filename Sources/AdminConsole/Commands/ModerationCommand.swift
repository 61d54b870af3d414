import ArgumentParser
import Marketplace

/// Names the `ModerationAction` a console verb stands for.
protocol ModerationVerb {
    static var action: ModerationAction { get }
}

enum HideVerb: ModerationVerb { static var action: ModerationAction { .hide } }
enum UnhideVerb: ModerationVerb { static var action: ModerationAction { .unhide } }
enum RemoveVerb: ModerationVerb { static var action: ModerationAction { .remove } }
enum DeleteVerb: ModerationVerb { static var action: ModerationAction { .delete } }

/// A command that takes one of several kinds of thing as its first word, each with its own line in help.
protocol KindedCommand: ConsoleCommand {
    /// The words that may follow the command, such as listing and review.
    static var kinds: [String] { get }
    /// Each form as typed, with what it does.
    static var forms: [(usage: String, abstract: String)] { get }
}

/// `hide`, `unhide`, `remove` and `delete`: one command over every kind of thing its action applies to.
struct ModerationCommand<Verb: ModerationVerb>: KindedCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: Verb.action.rawValue,
            abstract: "\(Verb.action.rawValue.capitalized) " + ConsoleList.or(applicable.map { "a \($0.rawValue)" }) + ".",
            usage: kinds.joined(separator: "|") + (Verb.action == .unhide ? " ID [REASON]" : " ID REASON"))
    }

    static var writes: Bool { true }
    static var applicable: [ModeratedKind] { ModeratedKind.allCases.filter { $0.actions.contains(Verb.action) } }
    static var kinds: [String] { applicable.map(\.rawValue) }
    static var forms: [(usage: String, abstract: String)] {
        applicable.map { kind in
            ("\(Verb.action.rawValue) \(kind.rawValue) ID" + (Verb.action == .unhide ? " [REASON]" : " REASON"), kind.help(for: Verb.action))
        }
    }

    @Argument(help: "What to act on.") var kind: String
    @OptionGroup var target: NumberAndReason

    func validate() throws {
        guard ModeratedKind(rawValue: kind.lowercased()) != nil else {
            let verb = Verb.action.rawValue
            throw ValidationError("\(verb) takes \(ConsoleList.or(Self.kinds)), not \(kind), as in: \(verb) \(Self.kinds[0]) 3 REASON")
        }
    }

    func run(in context: AdminContext) throws -> AdminOutput {
        AdminOutput(message: try context.moderation.moderate(Verb.action, ModeratedKind(rawValue: kind.lowercased())!, target.id, reason: target.reason).message)
    }
}

extension ModeratedKind {
    /// What `action` on this kind does, as help says it.
    func help(for action: ModerationAction) -> String {
        let told = switch self {
        case .listing: "its owner is told"
        case .review: "the reviewer and the reviewed are told"
        case .post, .comment: "its author is told"
        }
        return switch (action, self) {
        case (.hide, .listing): "Take a listing out of search; \(told) why."
        case (.hide, .post): "Take a post out of every feed; \(told) why."
        case (.hide, .comment): "Hide a comment from its post; \(told) why."
        case (.hide, .review): "Hide a review; \(told) why."
        case (.unhide, _): "Show a hidden \(rawValue) again; \(told)."
        case (.remove, _), (.delete, _): "\(action.rawValue.capitalized) a \(rawValue) for good; \(told) why."
        }
    }
}

import Intents
import Marketplace

/// Finding people by name: "find user bea", "is there someone called chen on here?".
extension DiscoveryHandlers {
    func findPeople(named words: String?, in session: inout Session) async throws -> Reply {
        guard let words else {
            return .failure(intent: "find_user", code: "which_user", "Who are you looking for? Type a name, as in: find user ana")
        }
        let found = try await profiles.find(words)
        guard !found.isEmpty else {
            return .failure(
                intent: "find_user", code: "no_one_found",
                "No one's name holds \"\(words)\": check the spelling, or try part of the name, as in: find user \(words.prefix(3))")
        }
        if found.count == 1 { session.social.personInFocus = found[0].username }
        let lines = found.map { person in
            let city = person.placeName.map { $0.replacing(/\s\d{5}$/, with: "") }
            return ["@" + person.username, person.displayName, city].compactMap { $0 }.joined(separator: " · ")
        }
        let opener = found.count == 1 ? "One person matches \"\(words)\":" : "People whose names hold \"\(words)\":"
        return Reply(
            intent: "find_user", lines: [opener] + lines + ["Type profile @NAME to see someone, or follow @NAME."],
            data: .array(found.map { person in
                .object([("user", .string(person.username))] + (person.displayName.map { [("name", JSONValue.string($0))] } ?? []))
            }))
    }
}

import Intents
import Marketplace

/// An owner's hours, terms and blocked dates.
extension HostingHandlers {
    func setAvailability(
        _ listing: Command.OwnListing?, _ change: Command.AvailabilityChange, for user: Member, in session: inout Session
    ) async throws -> Reply {
        guard let listing else { throw Refusal.whichListing }
        let id = try await ownListingID(listing, for: user, in: session)
        session.shown.focus = id
        switch change {
        case .block(let days?):
            let (listing, span) = try await availability.block(id, by: user.id, from: WallTime(days.start), to: WallTime(days.end))
            let local = ZonedCalendar(identifier: listing.timeZone)
            return Reply(
                intent: "set_availability",
                lines: ["Blocked \(TimeSpanText.format(span, in: local, now: configuration.clock.now().unixSeconds)) on \"\(listing.title)\": nobody can book it then."])
        case .block(nil):
            return .failure(intent: "set_availability", code: "which_days", "Which days? Say them with the listing, as in: block 2 dec 24-26")
        case .rules(let rules) where !rules.isEmpty:
            return try await apply(rules, to: id, for: user)
        case .firstDay(let day):
            let current = try await listings.details(of: id, for: user.id).listing
            guard current.kind == .home else { return Self.unreadableRule }
            let edited = try await listings.edit(id, by: user.id, .text(.available, String(day.start.text.prefix(10))), field: .available)
            return Reply(intent: "set_availability", lines: [Self.saved(.available, of: edited, now: configuration.clock.now().unixSeconds)])
        case .rules:
            return Self.unreadableRule
        }
    }

    private static var unreadableRule: Reply {
        .failure(
            intent: "set_availability", code: "unreadable_rule",
            "I can't read that as hours or terms: try weekdays 9am-5pm, minimum 2 hours, buffer 30 minutes, block 2 dec 24-26 or clear blocks.")
    }

    /// Applies `rules` in the order said; the reply describes the terms after the last.
    private func apply(_ rules: [AvailabilityRule], to id: Int64, for user: Member) async throws -> Reply {
        var applied: (listing: Listing, calendar: ListingCalendar)?
        for rule in rules { applied = try await availability.apply(Self.change(for: rule), to: id, by: user.id) }
        guard let (listing, calendar) = applied else { return Self.unreadableRule }
        let done = switch rules.count == 1 ? rules[0] : nil {
        case .clearBlocks?: "\"\(listing.title)\" has no blocked days now."
        case .always?: "\"\(listing.title)\" can be booked at any time now."
        default: "Saved for \"\(listing.title)\"."
        }
        return Reply(intent: "set_availability", lines: [done] + (TermsText.describe(calendar).map { [$0] } ?? []))
    }

    private static func change(for rule: AvailabilityRule) -> ListingAvailability.Change {
        switch rule {
        case .weekly(let days, let from, let to): .hours(days: days, from: from, to: to)
        case .always: .alwaysOpen
        case .minimum(let minutes): .minimum(minutes: minutes)
        case .maximum(let minutes): .maximum(minutes: minutes)
        case .buffer(let minutes): .buffer(minutes: minutes)
        case .minimumMonths(let months): .minimumMonths(months)
        case .clearBlocks: .clearBlocks
        }
    }
}

import Intents
import Marketplace

/// The wallet: simulated top-ups, and the balance with its last movements.
extension BookingHandlers {
    func balance(for user: Member, in session: inout Session) async throws -> Reply {
        await sweep()
        let statement = try await wallet.statement(of: user.id)
        var lines = [
            "Your balance: \(PriceText.exact(cents: statement.availableCents)) available, \(PriceText.exact(cents: statement.heldCents)) held for bookings."
        ]
        if statement.movements.isEmpty {
            lines.append("No movements yet: type top up $50 to add money.")
        } else {
            let calendar = ZonedCalendar(configuration.timeZone)
            let thisYear = calendar.local(configuration.clock.now().unixSeconds).year
            lines.append("Last movements:")
            lines += statement.movements.map { movement in
                let day = TimeSpanText.day(calendar.local(movement.at), thisYear: thisYear)
                let amount = (movement.cents > 0 ? "+" : "") + PriceText.exact(cents: movement.cents)
                return "\(day) · \(Self.describe(movement)) · \(amount)"
            }
        }
        return Reply(
            intent: "balance", lines: lines,
            data: .object([
                ("available_cents", .int(statement.availableCents)), ("held_cents", .int(statement.heldCents)),
                ("movements", .array(statement.movements.map {
                    .object([("kind", .string($0.kind.rawValue)), ("cents", .int($0.cents)), ("at", .string(BookingText.isoUTC($0.at)))])
                })),
            ]))
    }

    func topUp(_ amount: Money?, for user: Member, in session: inout Session) async throws -> Reply {
        guard let amount else {
            return .failure(intent: "top_up", code: "missing_amount", "How much? Type an amount, as in: top up $50")
        }
        guard amount.cents <= Wallet.unconfirmedTopUpCents || amount.cents > Wallet.maximumTopUpCents else {
            session.prompt = .topUp(cents: amount.cents)
            return Reply(intent: "top_up", lines: [
                "Add \(PriceText.exact(cents: amount.cents)) to your wallet? It's a simulated payment; amounts over $1,000 are checked first.",
                "Type yes to add it, or no to leave your balance as it is.",
            ])
        }
        return try await added(cents: amount.cents, confirmed: false, for: user)
    }

    /// Answers "Add … to your wallet?": yes adds it, no adds nothing; nil for anything else.
    func answerTopUp(cents: Int, saying command: Command, in session: inout Session) async throws -> Reply? {
        switch command {
        case .confirm:
            return try await added(cents: cents, confirmed: true, for: try session.signedIn())
        case .deny:
            return Reply(intent: "deny", lines: ["Nothing was added to your wallet."])
        default:
            return nil
        }
    }

    private func added(cents: Int, confirmed: Bool, for user: Member) async throws -> Reply {
        let available = try await wallet.topUp(user.id, cents: cents, confirmed: confirmed)
        return Reply(
            intent: "top_up",
            lines: ["Added \(PriceText.exact(cents: cents)) (a simulated payment). Your balance is \(PriceText.exact(cents: available))."],
            data: .object([("available_cents", .int(available))]))
    }

    private static func describe(_ movement: Wallet.Movement) -> String {
        let booking = movement.bookingID.map { " #\($0)" } ?? ""
        return switch movement.kind {
        case .topUp: "top-up"
        case .hold: "held for booking\(booking)"
        case .refund: "refund of booking\(booking)"
        case .payout: "paid for booking\(booking)"
        }
    }
}

import ArgumentParser
import Marketplace

struct ListDepositClaims: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "claims", abstract: "List owners' claims on ended leases' deposits that wait for a decision.",
        usage: "[--limit N]")

    @Option(help: "At most this many.") var limit = 50

    func validate() throws {
        guard (1...1000).contains(limit) else { throw ValidationError("--limit takes a number from 1 to 1000.") }
    }

    func run(in context: AdminContext) throws -> AdminOutput {
        .table(
            "claims", ["booking", "ended", "listing", "owner", "renter", "claimed", "deposit", "reason"],
            try context.moderation.depositClaims(limit: limit).map { claim in
                [.number(claim.booking), .time(claim.endedAt), .text(claim.listing), .text(claim.owner), .text(claim.renter),
                 .money(cents: Int64(claim.claimCents)), .money(cents: Int64(claim.depositCents)), .text(claim.reason)]
            })
    }
}

struct AllowClaim: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "allow-claim", abstract: "Pay an owner's claim on a lease's deposit to them.", usage: "BOOKING NOTE")
    static let writes = true

    @OptionGroup var target: NumberAndReason

    func run(in context: AdminContext) throws -> AdminOutput {
        AdminOutput(message: try context.moderation.decideClaim(on: target.id, allow: true, note: target.reason).message)
    }
}

struct RefuseClaim: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "refuse-claim", abstract: "Give the claimed part of a lease's deposit back to its renter.",
        usage: "BOOKING NOTE")
    static let writes = true

    @OptionGroup var target: NumberAndReason

    func run(in context: AdminContext) throws -> AdminOutput {
        AdminOutput(message: try context.moderation.decideClaim(on: target.id, allow: false, note: target.reason).message)
    }
}

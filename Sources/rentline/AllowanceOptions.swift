import ArgumentParser
import Marketplace

/// `rentline serve`'s options for what one address and one account may do, counted in the database so they hold
/// across connections and servers.
struct AllowanceOptions: ParsableArguments {
    @Option(help: "Accounts one client address may make in an hour.")
    var signupsPerAddressPerHour = Allowances().signupsPerAddressPerHour
    @Option(help: "Failed logins, for any names, one client address may make in 15 minutes; then its password logins pause.")
    var loginFailuresPerAddress = Allowances().loginFailuresPerAddress
    @Option(help: "Posts one account may make in an hour.") var postsPerHour = Allowances().postsPerHour
    @Option(help: "Comments one account may make in an hour.") var commentsPerHour = Allowances().commentsPerHour
    @Option(help: "Messages one account may send in an hour.") var messagesPerHour = Allowances().messagesPerHour
    @Option(help: "Listings one account may make in an hour.") var listingsPerHour = Allowances().listingsPerHour
    @Option(help: "Reports one account may file in an hour.") var reportsPerHour = Allowances().reportsPerHour

    var allowances: Allowances {
        var allowances = Allowances()
        allowances.signupsPerAddressPerHour = signupsPerAddressPerHour
        allowances.loginFailuresPerAddress = loginFailuresPerAddress
        allowances.postsPerHour = postsPerHour
        allowances.commentsPerHour = commentsPerHour
        allowances.messagesPerHour = messagesPerHour
        allowances.listingsPerHour = listingsPerHour
        allowances.reportsPerHour = reportsPerHour
        return allowances
    }

    func validate() throws {
        guard Allowances.names.values.allSatisfy({ allowances[keyPath: $0] >= 0 }) else {
            throw ValidationError("Allowances are whole numbers of 0 or more, as in: --posts-per-hour 60")
        }
    }
}

import Intents
import Marketplace

/// Prices as typed: read from an answer or an edit, and checked against the units a kind of listing rents by.
extension HostingHandlers {
    /// The money a line names, or a refusal that shows a price for `kind`.
    static func price(in line: String, for kind: ListingKind?) throws -> Money {
        guard let money = AnswerReader.price(line) else {
            if let problem = AnswerReader.priceProblem(line) {
                throw Refusal(code: "invalid_price", message: "\(reason(problem)): type what it rents for, like \(priceExample(kind)).")
            }
            throw Refusal(
                code: "invalid_price", message: "That isn't a price: type an amount and a unit, like \(priceExample(kind)).")
        }
        return money
    }

    /// `money` checked for a listing of `kind`, in its units.
    static func listingPrice(_ money: Money, for kind: ListingKind) throws -> (cents: Int, unit: PriceUnit) {
        try ListingRules.price(cents: money.cents, per: money.unit, kind: kind)
    }

    /// Why a price said can't be a listing's, as the start of a sentence.
    static func reason(_ problem: PriceProblem) -> String {
        switch problem {
        case .zero: "A listing's price has to be more than $0"
        case .negative: "A price can't be below $0"
        case .free: "Listings here rent for a price above $0, so one can't be free"
        }
    }

    static func priceExample(_ kind: ListingKind?) -> String {
        switch kind {
        case .space: "8/hour"
        case .home: "2400/month"
        default: "5/day"
        }
    }
}

extension Money {
    /// The listing price unit this amount was said per, if any.
    var unit: PriceUnit? { per.flatMap { PriceUnit(rawValue: $0.rawValue) } }
}

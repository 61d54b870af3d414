/// Money as replies show it: "$5/day", "$4.50/hour", "$2,400/month".
public enum PriceText {
    public static func format(cents: Int, per unit: PriceUnit? = nil) -> String {
        let dollars = cents / 100
        let grouped = dollars >= 1000 ? grouping(dollars) : String(dollars)
        let change = cents % 100
        let amount = change == 0 ? "$\(grouped)" : "$\(grouped).\(change < 10 ? "0" : "")\(change)"
        return unit.map { "\(amount)/\($0.rawValue)" } ?? amount
    }

    /// An amount with its cents always shown, as totals and balances are: "$12.00", "$1,000.50".
    public static func exact(cents: Int) -> String {
        let sign = cents < 0 ? "-" : ""
        let magnitude = abs(cents)
        let change = magnitude % 100
        return "\(sign)$\(grouping(magnitude / 100)).\(change < 10 ? "0" : "")\(change)"
    }

    private static func grouping(_ value: Int) -> String {
        var digits = String(value)
        var index = digits.endIndex
        while digits.distance(from: digits.startIndex, to: index) > 3 {
            index = digits.index(index, offsetBy: -3)
            digits.insert(",", at: index)
        }
        return digits
    }
}

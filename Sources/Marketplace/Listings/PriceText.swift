/// Money as replies show it: "$5/day", "$4.50/hour", "$2,400/month".
public enum PriceText {
    public static func format(cents: Int, per unit: PriceUnit? = nil) -> String {
        let dollars = cents / 100
        let grouped = dollars >= 1000 ? grouping(dollars) : String(dollars)
        let change = cents % 100
        let amount = change == 0 ? "$\(grouped)" : "$\(grouped).\(change < 10 ? "0" : "")\(change)"
        return unit.map { "\(amount)/\($0.rawValue)" } ?? amount
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

import Foundation

/// The US ZIP and world-city tables shipped with Rentline, read from the package's resources.
public enum ReferenceData {
    /// A resource that could not be read; the message names the file.
    public struct MissingResource: Error, CustomStringConvertible {
        public let name: String
        public var description: String { "the reference data file \(name) is missing from the bundle" }
    }

    /// Every row of `us_zipcodes.csv`, in file order.
    public static func zipCodes() throws -> [ZipCode] {
        try rows(of: "us_zipcodes").compactMap(ZipCode.init(row:))
    }

    /// Every row of `world_cities.csv`, largest city first.
    public static func worldCities() throws -> [WorldCity] {
        try rows(of: "world_cities").compactMap(WorldCity.init(row:))
    }

    private static func rows(of name: String) throws -> some Sequence<[String]> {
        guard let url = Bundle.module.url(forResource: name, withExtension: "csv") else {
            throw MissingResource(name: "\(name).csv")
        }
        let text = try String(contentsOf: url, encoding: .utf8)
        return CSVRows(text: text[...]).dropFirst()
    }
}

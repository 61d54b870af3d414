import Foundation

/// The US ZIP, world-city and neighborhood tables shipped with Rentline, read from the package's resources.
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

    /// Every row of `neighborhoods.csv`: named parts of the demo cities, a name per row.
    public static func neighborhoods() throws -> [Neighborhood] {
        try rows(of: "neighborhoods").compactMap(Neighborhood.init(row:))
    }

    /// The city of every code `zipCodes()` reads, in the same order, without reading the rest of each row.
    public static func zipCodeCities() throws -> [String] {
        try csv(of: "us_zipcodes").byteRows.dropFirst().compactMap(ZipCode.city(ofRow:))
    }

    /// The name and population of every city `worldCities()` reads, in the same order, without reading the rest
    /// of each row.
    public static func worldCityNamesAndPopulations() throws -> [(name: String, population: Int)] {
        try csv(of: "world_cities").byteRows.dropFirst().compactMap { row in
            WorldCity.name(ofRow: row).map { ($0, WorldCity.population(ofRow: row)) }
        }
    }

    private static func rows(of name: String) throws -> some Sequence<[String]> {
        try csv(of: name).dropFirst()
    }

    private static func csv(of name: String) throws -> CSVRows {
        guard let url = Bundle.module.url(forResource: name, withExtension: "csv") else {
            throw MissingResource(name: "\(name).csv")
        }
        guard let text = try String(validating: Data(contentsOf: url), as: UTF8.self) else {
            throw CocoaError(.fileReadInapplicableStringEncoding, userInfo: [NSURLErrorKey: url])
        }
        return CSVRows(text: text[...])
    }
}

import Foundation

/// The tables the tests read from folders beside them.
enum DataFiles {
    /// A folder that holds none of the files a test reads.
    struct Empty: Error, CustomStringConvertible {
        let description: String
    }

    /// Each `*suffix` file in `folder`, by name, with its text; a folder or file that cannot be read throws.
    static func read(_ folder: URL, suffix: String) throws -> [(name: String, text: String)] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(suffix) }.sorted()
        guard !names.isEmpty else { throw Empty(description: "\(folder.path) holds no *\(suffix) file") }
        return try names.map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
    }
}

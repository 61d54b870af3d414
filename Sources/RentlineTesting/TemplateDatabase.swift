import Foundation
import Marketplace

/// A migrated database with the reference data loaded, built once per process and copied for each test.
actor TemplateDatabase {
    static let shared = TemplateDatabase()

    private var path: String?

    /// A fresh database of its own at a new path inside `directory`.
    func freshCopy(in directory: URL) throws -> AppDatabase {
        let template = try templatePath()
        let target = directory.appendingPathComponent("rentline.sqlite").path
        try FileManager.default.copyItem(atPath: template, toPath: target)
        return try AppDatabase.open(path: target)
    }

    private func templatePath() throws -> String {
        if let path { return path }
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("rentline-template-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let source = try AppDatabase.open(path: directory.appendingPathComponent("build.sqlite").path)
        let template = directory.appendingPathComponent("template.sqlite").path
        try source.copy(to: template)
        path = template
        return template
    }
}

/// The stores a test can run on.
public enum TestStore: String, CaseIterable, Sendable, CustomStringConvertible {
    case sqlite
    case postgres

    public var description: String { rawValue }
}

/// A fresh database for one test, deleted afterwards: a SQLite file in a temporary folder, or a PostgreSQL database
/// on the test cluster.
public enum TestDatabase {
    public static func withFresh<T: Sendable>(
        on store: TestStore = .sqlite, _ body: (AppDatabase) async throws -> T
    ) async throws -> T {
        guard store == .sqlite else { return try await PostgresTestCluster.withFreshAppDatabase(body) }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rentline-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        return try await body(try await TemplateDatabase.shared.freshCopy(in: directory))
    }
}

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

/// A fresh database in a temporary folder for one test, deleted afterwards.
public enum TestDatabase {
    public static func withFresh<T: Sendable>(_ body: (AppDatabase) async throws -> T) async throws -> T {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rentline-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        return try await body(try await TemplateDatabase.shared.freshCopy(in: directory))
    }
}

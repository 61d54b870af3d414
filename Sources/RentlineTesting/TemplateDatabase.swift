import Foundation
import Marketplace

/// A migrated database with the reference data loaded, built once per process and copied for each test.
///
/// The copies live in memory when the machine has a RAM folder: hundreds of tests each writing several megabytes to
/// disk at once make the kernel hold the writers back for seconds. Each copy is made on a thread of its own, never
/// on the actor or a task: a test waiting there would hold one of the few threads every other test's servers need.
actor TemplateDatabase {
    static let shared = TemplateDatabase()

    /// Where test databases go: `/dev/shm` when it is there, else the temporary folder.
    static let folder: URL = {
        let memory = URL(fileURLWithPath: "/dev/shm", isDirectory: true)
        return FileManager.default.isWritableFile(atPath: memory.path) ? memory : FileManager.default.temporaryDirectory
    }()

    private var template: Task<String, any Error>?

    /// A fresh database of its own at a new path inside `directory`.
    nonisolated func freshCopy(in directory: URL) async throws -> AppDatabase {
        let template = try await templatePath()
        let target = directory.appendingPathComponent("rentline.sqlite").path
        return try await Self.onThread {
            try FileManager.default.copyItem(atPath: template, toPath: target)
            return try AppDatabase.open(path: target)
        }
    }

    private func templatePath() async throws -> String {
        if template == nil { template = Task { try await Self.buildTemplate() } }
        return try await template!.value
    }

    /// Migrates a new database, loads its reference data and compacts it into the template, removed at exit.
    private static func buildTemplate() async throws -> String {
        let directory = folder
            .appendingPathComponent("rentline-template-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        let template = try await onThread {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let source = try AppDatabase.open(path: directory.appendingPathComponent("build.sqlite").path)
            let template = directory.appendingPathComponent("template.sqlite").path
            try source.copy(to: template)
            return template
        }
        templateFolder = strdup(directory.path)
        atexit {
            guard let folder = templateFolder else { return }
            try? FileManager.default.removeItem(atPath: String(cString: folder))
        }
        return template
    }

    private static func onThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try body() }) }.start()
        }
    }
}

/// The template's folder, for the exit handler (which can't capture it).
nonisolated(unsafe) private var templateFolder: UnsafeMutablePointer<CChar>?

/// The stores a test can run on.
public enum TestStore: String, CaseIterable, Sendable, CustomStringConvertible {
    case sqlite
    case postgres

    public var description: String { rawValue }
}

/// A fresh database for one test, deleted afterwards: a SQLite file in a folder of its own (in memory when the
/// machine has a RAM folder), or a PostgreSQL database on the test cluster.
public enum TestDatabase {
    public static func withFresh<T: Sendable>(
        on store: TestStore = .sqlite, _ body: (AppDatabase) async throws -> T
    ) async throws -> T {
        guard store == .sqlite else { return try await PostgresTestCluster.withFreshAppDatabase(body) }
        let directory = TemplateDatabase.folder.appendingPathComponent("rentline-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        return try await body(try await TemplateDatabase.shared.freshCopy(in: directory))
    }
}

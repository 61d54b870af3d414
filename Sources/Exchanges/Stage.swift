import Foundation
import Synchronization

/// The world exchanges are played in, set by a script of typed lines: see `Evaluation/exchanges/stage.script`.
public enum Stage {
    /// Every person's password on the stage; the script signs each up with it.
    public static let password = "stage-password-1"
    /// The server's random seed, so a surprise or a pick is the same every run.
    static let seed: UInt64 = 1

    /// The script's `user> text` lines, in order.
    static func turns(_ script: String) throws -> [(user: String, text: String)] {
        try script.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { offset, raw in
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { return nil }
            guard let marker = line.range(of: "> ") else {
                throw Exchange.SyntaxError(line: offset + 1, message: "a stage line is user> text")
            }
            return (String(line[..<marker.lowerBound]), String(line[marker.upperBound...]))
        }
    }
}

extension Stage {
    /// A new folder for a stage and its copies, in memory when the machine has a RAM folder, removed at exit.
    static func folder() throws -> URL {
        let memory = URL(fileURLWithPath: "/dev/shm", isDirectory: true)
        let base = FileManager.default.isWritableFile(atPath: memory.path) ? memory : FileManager.default.temporaryDirectory
        let folder = base.appendingPathComponent("rentline-stage-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let isFirst = stageFolders.withLock { folders in
            folders.append(strdup(folder.path))
            return folders.count == 1
        }
        if isFirst {
            atexit {
                for folder in stageFolders.withLock({ $0 }) { try? FileManager.default.removeItem(atPath: String(cString: folder)) }
            }
        }
        return folder
    }
}

/// The stage folders to remove at exit, for the exit handler (which can't capture them).
private let stageFolders = Mutex<[UnsafeMutablePointer<CChar>]>([])

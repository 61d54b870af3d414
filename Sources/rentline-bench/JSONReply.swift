import Foundation

/// Reading a JSON reply line.
enum JSONReply {
    /// The `error.code` of a refusal.
    static func errorCode(_ bytes: ArraySlice<UInt8>) -> String? {
        let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
        return (object?["error"] as? [String: Any])?["code"] as? String
    }
}

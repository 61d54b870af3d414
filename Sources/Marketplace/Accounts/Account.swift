import Foundation
import GRDB

/// A person's account: the username they log in with and what the server keeps about their logins.
public struct Account: Codable, Sendable, Equatable, Identifiable, FetchableRecord, EncodableRecord, TableRecord {
    public static let databaseTableName = "users"
    public static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    public static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase

    public var id: Int64?
    public var username: String
    var passwordHash: String
    public var createdAt: Date
    public var lastLoginAt: Date?
    /// The client address the account was made from; it bounds how many accounts one address makes.
    var signupAddress: String?

}

/// The v6 schema: password attempts counted by the name typed, known account or not, and the address each
/// account was made from.
///
/// An attempt is written as `pending` before its password is checked, in the transaction that counts the
/// name's recent attempts, so simultaneous logins cannot all slip under the bound; a wrong password turns it
/// to `failed`, a right one deletes it. It replaces `login_failures`; `users.locked_until` is no longer read.
enum LoginGuardSchema {
    static let v6 = """
        CREATE TABLE login_attempts (
            id INTEGER PRIMARY KEY,
            username TEXT NOT NULL,
            address TEXT NOT NULL,
            attempted_at DATETIME NOT NULL,
            outcome TEXT NOT NULL CHECK (outcome IN ('pending', 'failed'))
        );
        CREATE INDEX login_attempts_by_name ON login_attempts(username, attempted_at);
        ALTER TABLE users ADD COLUMN signup_address TEXT;
        CREATE INDEX users_by_signup_address ON users(signup_address, created_at) WHERE signup_address IS NOT NULL;
        DROP TABLE login_failures;
        """
}

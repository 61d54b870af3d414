/// Why a name other people see was refused (`NameRules`); the code is the one its field's other refusals have.
public enum NameError: UserFacingError, Equatable, Sendable {
    /// The name refused.
    public enum Field: Sendable {
        case displayName, listingTitle, spotName
    }

    case startsLikeAPush(Field)
    /// The name holds `Unicode.Scalar`, which would not be seen where it stands.
    case invisible(Field, Unicode.Scalar)

    public var field: Field {
        switch self {
        case .startsLikeAPush(let field), .invisible(let field, _): field
        }
    }

    public var code: String {
        switch field {
        case .displayName: "bad_name"
        case .listingTitle: "invalid_title"
        case .spotName: "bad_spot_name"
        }
    }
}

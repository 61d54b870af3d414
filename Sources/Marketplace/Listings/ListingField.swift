/// A field of a listing that its owner can change, by the name people use for it.
public enum ListingField: String, Sendable, CaseIterable {
    case title, description, price, photo, condition, location, address, unit, area, community, type, category,
        amenities, bedrooms, bathrooms, parking, sqft, available, minimum, prohibited, included, gender, exposure,
        instant, deposit, notice

    public init?(name: String) {
        let aliases: [String: ListingField] = [
            "name": .title, "desc": .description, "rate": .price, "cost": .price, "picture": .photo, "pic": .photo,
            "image": .photo, "zip": .location, "city": .location, "place": .location, "size": .sqft,
            "neighborhood": .area, "neighbourhood": .area, "months": .minimum, "availability": .available,
            "security": .deposit, "notice period": .notice,
        ]
        guard let field = ListingField(rawValue: name) ?? aliases[name] else { return nil }
        self = field
    }

    /// The kinds of listing that have this field.
    public var kinds: Set<ListingKind> {
        switch self {
        case .condition: [.thing]
        case .type, .amenities: [.space, .home]
        case .category: [.thing]
        case .address, .unit, .area, .community, .bedrooms, .bathrooms, .parking, .sqft, .available, .minimum,
            .prohibited, .included, .gender, .exposure, .deposit, .notice:
            [.home]
        default: [.thing, .space, .home]
        }
    }
}

/// A checked new value for one field of a listing.
public enum ListingChange: Sendable, Equatable {
    case title(String)
    case description(String)
    case price(cents: Int, unit: PriceUnit)
    case photos([String])
    case condition(String)
    case place(Place)
    case type(String)
    case category(String)
    case amenities([String])
    case count(ListingField, Int)
    case bathrooms(Double)
    case text(ListingField, String?)
    case list(ListingField, [String])
    case instantBook(Bool)
    /// A lease's deposit; lease terms live beside the listing, not in it.
    case deposit(cents: Int)

    /// How many things a list field (not allowed, included) holds at most; more are left out.
    public static let maximumListItems = 20

    /// Reads `value` for a field whose value needs no lookup (all but price, location and amenities), checked for a
    /// listing of `kind`.
    public static func parse(_ field: ListingField, _ value: String, kind: ListingKind) throws -> ListingChange {
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        switch field {
        case .title: return .title(try ListingRules.title(trimmed))
        case .description: return .description(String(trimmed.prefix(2000)))
        case .photo: return .photos([try ListingRules.photo(trimmed)])
        case .condition: return .condition(try ListingRules.condition(trimmed))
        case .type: return .type(try ListingRules.type(trimmed, kind: kind))
        case .category: return .category(try ListingRules.category(trimmed))
        case .bathrooms: return .bathrooms(try ListingRules.bathrooms(trimmed))
        case .bedrooms, .parking:
            return .count(field, try ListingRules.count(trimmed, field: field.rawValue))
        case .minimum: return .count(field, try ListingRules.months(trimmed, field: "minimum months", in: 1...24))
        case .notice:
            let none = ["none", "no", "no notice"].contains(trimmed.lowercased())
            return .count(field, none ? 0 : try ListingRules.count(trimmed, field: "months of notice", in: LeaseTerms.noticeMonthsRange))
        case .deposit: return .deposit(cents: try ListingRules.deposit(trimmed))
        case .sqft: return .count(field, try ListingRules.count(trimmed, field: "square feet", in: 50...50_000))
        case .prohibited, .included:
            let items = trimmed.split(whereSeparator: { $0 == "," || $0 == ";" })
                .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }.filter { !$0.isEmpty }
            return .list(field, Array(items.prefix(Self.maximumListItems)))
        case .instant:
            var switchWord = trimmed.lowercased()
            for filler in ["booking ", "book ", "is ", "to "] where switchWord.hasPrefix(filler) {
                switchWord.removeFirst(filler.count)
            }
            let yes = ["on", "yes", "true", "instant"].contains(switchWord)
            let no = ["off", "no", "false"].contains(switchWord)
            guard yes || no else { throw ListingError.onOrOff }
            return .instantBook(yes)
        case .available:
            let date = availableLeads.reduce(trimmed) { text, lead in
                text.lowercased().hasPrefix(lead) ? String(text.dropFirst(lead.count)) : text
            }
            return .text(field, date.isEmpty || date.lowercased() == "none" ? nil : String(date.prefix(120)))
        case .address, .unit, .area, .community, .gender, .exposure:
            return .text(field, trimmed.isEmpty || trimmed.lowercased() == "none" ? nil : String(trimmed.prefix(120)))
        case .price, .location, .amenities:
            preconditionFailure("\(field) is read by the caller, which knows prices, places and amenity names")
        }
    }
}

/// Words before an available-from date that the reply adds itself: "available from from dec 15" otherwise.
private let availableLeads = ["from ", "starting ", "on ", "as of "]

extension Listing {
    /// Sets one field, refusing a field this kind of listing doesn't have.
    public mutating func apply(_ change: ListingChange) throws {
        switch change {
        case .title(let value): title = value
        case .description(let value): description = value
        case .price(let cents, let unit): priceCents = cents; priceUnit = unit
        case .photos: break
        case .condition(let value): condition = value
        case .place(let place): move(to: place)
        case .type(let value): type = value
        case .category(let value): category = value
        case .amenities(let value): amenities = value
        case .count(.bedrooms, let value): bedrooms = value
        case .bathrooms(let value): bathrooms = value
        case .count(.parking, let value): parking = value
        case .count(.sqft, let value): sqft = value
        case .count(.minimum, let value): minMonths = value
        case .count: break
        case .text(.address, let value): address1 = value
        case .text(.unit, let value): address2 = value
        case .text(.area, let value): area = value
        case .text(.community, let value): community = value
        case .text(.available, let value): availableFrom = value
        case .text(.gender, let value): gender = value
        case .text(_, let value): exposure = value
        case .list(.prohibited, let value): prohibited = value
        case .list(_, let value): included = value
        case .instantBook(let value): instantBook = value
        case .deposit: break
        }
        let ownWords = amenities.filter { !Taxonomy.amenities(for: kind).contains($0) }
        keywords = ([Taxonomy.keywords(category: category, type: type)] + ownWords).joined(separator: " ")
        tags = SearchTags.words(category: category, type: type, latitude: latitude, longitude: longitude)
    }
}

/// Splits comma-separated text into rows of fields, honouring double-quoted fields.
///
/// Quoted fields may hold commas and doubled quotes (`""`); they may not span lines,
/// which holds for the reference files this package ships.
struct CSVRows: Sequence {
    let text: Substring

    func makeIterator() -> some IteratorProtocol<[String]> {
        var rows = ByteRows(text: text).makeIterator()
        return AnyIterator { rows.next()?.map { String(decoding: $0, as: UTF8.self) } }
    }

    /// The same rows with each field as its UTF-8 bytes, for readers that turn only a few fields into strings.
    var byteRows: ByteRows { ByteRows(text: text) }

    static func fields(of line: Substring) -> [String] {
        var fields: [String] = []
        var field = ""
        var quoted = false
        var characters = line[...]
        while let character = characters.popFirst() {
            switch character {
            case "\"" where quoted && characters.first == "\"":
                field.append("\"")
                characters.removeFirst()
            case "\"" where quoted:
                quoted = false
            case "\"" where field.isEmpty:
                quoted = true
            case "," where !quoted:
                fields.append(field)
                field = ""
            default:
                field.append(character)
            }
        }
        fields.append(field)
        return fields
    }
}

/// SQLite's placeholders in PostgreSQL's spelling: `?` becomes `$1`, `$2`… in order, and `?NNN` becomes `$NNN`, with
/// SQLite's numbering (a bare `?` after `?5` is `$6`). Text in quotes, quoted names and comments is left alone.
enum PostgresPlaceholders {
    static func translate(_ sql: String) -> String {
        var output = ""
        output.reserveCapacity(sql.utf8.count + 16)
        var highest = 0
        var characters = sql.unicodeScalars.makeIterator()
        var pending = characters.next()
        while let character = pending {
            pending = characters.next()
            switch character {
            case "'", "\"":
                output.unicodeScalars.append(character)
                while let inner = pending {
                    pending = characters.next()
                    output.unicodeScalars.append(inner)
                    if inner == character {
                        guard pending == character else { break }
                        output.unicodeScalars.append(character)
                        pending = characters.next()
                    }
                }
            case "-" where pending == "-":
                output.unicodeScalars.append(character)
                while let inner = pending, inner != "\n" {
                    output.unicodeScalars.append(inner)
                    pending = characters.next()
                }
            case "?":
                var digits = ""
                while let digit = pending, ("0"..."9").contains(digit) {
                    digits.unicodeScalars.append(digit)
                    pending = characters.next()
                }
                let number = Int(digits) ?? highest + 1
                highest = max(highest, number)
                output += "$\(number)"
            default:
                output.unicodeScalars.append(character)
            }
        }
        return output
    }
}

import Foundation
import Gazetteer

/// Every city name the reference data knows, folded to lower case without accents, plus common nicknames.
struct CityNames: Sendable {
    static let shared = CityNames()

    /// Every folded name of the reference data, with populations.
    private let table: CityNameTable?
    /// The most words a name may have to be recognized; longer GeoNames entries are district descriptions.
    let longestName = 4

    static let aliases: [String: String] = [
        "sf": "san francisco", "san fran": "san francisco", "frisco": "san francisco",
        "nyc": "new york", "new york city": "new york", "ny": "new york", "manhattan": "new york",
        "la": "los angeles", "l.a": "los angeles", "philly": "philadelphia", "vegas": "las vegas",
        "dc": "washington", "d.c": "washington", "nola": "new orleans", "atx": "austin", "chi-town": "chicago",
        "the bay": "san francisco", "south bay": "san jose", "east bay": "oakland", "berkeley ca": "berkeley",
        "big apple": "new york", "the big apple": "new york", "windy city": "chicago", "the windy city": "chicago",
        "motor city": "detroit", "the motor city": "detroit", "motown": "detroit",
        "sin city": "las vegas", "city of angels": "los angeles", "the big easy": "new orleans", "nawlins": "new orleans",
        "beantown": "boston", "emerald city": "seattle", "mile high city": "denver", "the mile high city": "denver",
        "music city": "nashville", "h-town": "houston", "htown": "houston", "atl": "atlanta",
        "hotlanta": "atlanta", "sd": "san diego", "slc": "salt lake city", "okc": "oklahoma city", "kc": "kansas city",
        "stl": "st. louis", "pdx": "portland", "phx": "phoenix", "silicon valley": "san jose",
        "twin cities": "minneapolis", "the twin cities": "minneapolis", "steel city": "pittsburgh", "the 6ix": "toronto",
        "the six": "toronto", "t.o": "toronto", "rio": "rio de janeiro", "cdmx": "mexico city", 
        "bombay": "mumbai", "calcutta": "kolkata", "madras": "chennai", "peking": "beijing", "saigon": "ho chi minh city",
        "hcmc": "ho chi minh city", "kl": "kuala lumpur", "hk": "hong kong", "bkk": "bangkok", "jozi": "johannesburg",
        "bcn": "barcelona", "the big smoke": "london", "ldn": "london", "city of light": "paris", "eternal city": "rome",
        "the eternal city": "rome", "buenos aires city": "buenos aires", "bsas": "buenos aires",
    ]

    /// The names of cities of `respeltPopulation` people or more and the aliases, ready to be searched for a
    /// misspelling.
    private let respeltNear: NearWords
    /// Cities of this many people or more are named without "in" before them ("2br apt austin", "Hanoi, need a
    /// motorbike"), as are the aliases.
    static let wellKnownPopulation = 50_000
    /// People a city needs to be read from a misspelling of its name: "narnia" is no "sarnia".
    static let respeltPopulation = 100_000
    /// The first word of every alias.
    private static let aliasFirstWords = WordSet(aliases.keys.compactMap { $0.split(separator: " ").first.map(String.init) })

    init() {
        let table = try? CityNameTable()
        var respelt = Set(Self.aliases.values)
        if let table {
            for index in 0..<table.count where table.population(at: index) >= Self.respeltPopulation { respelt.insert(table.name(at: index)) }
        }
        self.table = table
        respeltNear = NearWords(respelt)
    }

    /// True for a city that many people live in, or an alias of one.
    func isWellKnown(_ city: String) -> Bool {
        Self.aliasedCities.contains(city) || population(of: city) >= Self.wellKnownPopulation
    }

    private static let aliasedCities = Set(aliases.values)

    private func population(of city: String) -> Int {
        guard let table, let index = table.index(of: city) else { return 0 }
        return table.population(at: index)
    }

    /// The name a slot shows for the folded name `phrase`: an alias's city, or the name itself.
    private func city(named phrase: String) -> String? {
        if let city = Self.aliases[phrase] { return city }
        return table?.index(of: phrase) != nil ? phrase : nil
    }

    /// True when a name of at most `longestName` words starts with the word `word`.
    private func startsAName(_ word: String) -> Bool {
        Self.aliasFirstWords.contains(word) || table?.startsAName(word, ofAtMost: longestName) == true
    }

    /// The city named by the longest run of words starting at `index`, and how many words it took.
    func match(at index: Int, in words: [String], taken: TakenWords) -> (city: String, length: Int)? {
        let first = words[index]
        let longest = !first.utf8.allSatisfy({ $0 < 0x80 }) || startsAName(first) ? longestName : 0
        var length = min(longest, words.count - index)
        while length > 0 {
            let span = index..<(index + length)
            if span.allSatisfy({ !taken[$0] }) {
                let phrase = length == 1 ? words[index] : words[span].joined(separator: " ")
                if let city = city(named: phrase) { return (city, length) }
                if !phrase.utf8.allSatisfy({ $0 < 0x80 }), let city = city(named: CityNameTable.fold(phrase)) { return (city, length) }
            }
            length -= 1
        }
        return nil
    }

    /// A city of `respeltPopulation` people or more, misspelt: "san francsico", "oakand", "new yrok". One edit away,
    /// two for names of eight letters or more, the most populous at the least distance. Only words the parser doesn't
    /// know take part, so a place is never read out of everyday or time words, and only a span longer than the city
    /// matched as typed.
    func closeMatch(at index: Int, in words: [String], taken: TakenWords, longerThan exact: Int) -> (city: String, length: Int)? {
        var length = min(3, words.count - index)
        while length > exact {
            let span = index..<(index + length)
            let misspelt = span.filter {
                !TypoCorrector.isKnown(words[$0]) && !startsAName(words[$0]) && !TimePhraseReader.mayStart(words[$0])
            }
            if span.allSatisfy({ !taken[$0] && words[$0].allSatisfy(\.isLetter) }), misspelt.contains(span.upperBound - 1),
                misspelt.allSatisfy({ words[$0].utf8.count >= 4 && TypoCorrector.correction(of: words[$0]) == nil })
            {
                let phrase = words[span].joined(separator: " ")
                if phrase.utf8.count >= 5, let city = closest(to: phrase) { return (city, length) }
            }
            length -= 1
        }
        return nil
    }

    private func respeltPopulation(of city: String) -> Int {
        let population = population(of: city)
        return population >= Self.respeltPopulation ? population : 0
    }

    private func closest(to phrase: String) -> String? {
        let near = respeltNear.near(phrase, limit: phrase.utf8.count >= 8 ? 2 : 1)
        guard let least = near.map(\.distance).min() else { return nil }
        let nearest = near.filter { $0.distance == least }.map(\.word)
        return nearest.max { respeltPopulation(of: $0) < respeltPopulation(of: $1) }
    }
}

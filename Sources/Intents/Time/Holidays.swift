/// Holidays by name, each a rule that gives its day in a given year: a fixed date, the nth weekday of
/// a month, or a day counted from Easter or Thanksgiving.
enum Holidays {
    enum Rule: Sendable {
        case fixed(month: Int, day: Int)
        /// The nth (1-based; -1 for the last) weekday (1 = Monday) of a month.
        case nthWeekday(month: Int, weekday: Int, nth: Int)
        /// Days after Easter Sunday (western); negative before it.
        case easter(Int)
        /// Days after Orthodox Easter Sunday.
        case orthodoxEaster(Int)
        /// Days after a nth-weekday rule: Black Friday, US Election Day.
        case after(month: Int, weekday: Int, nth: Int, days: Int)
        /// The last Monday before May 25 (Victoria Day).
        case mondayBefore(month: Int, day: Int)
        /// The first Sunday on or after a date (Advent Sunday, from November 27).
        case sundayFrom(month: Int, day: Int)
        /// A date kept on a weekday: on a Saturday the Friday before, on a Sunday the Monday after (Boss's Day).
        case nearestWeekday(month: Int, day: Int)
        /// The last Saturday of March, a week earlier when that is Holy Saturday (Earth Hour).
        case lastSaturdayOfMarchBeforeEaster
        /// A date moved to the Saturday before when it falls on a Sunday (King's Day in the Netherlands).
        case saturdayIfSunday(month: Int, day: Int)
        /// Days after 1 Tishri (Rosh Hashanah) of the Hebrew year that starts in the autumn.
        case tishri(Int)
        /// Days after 15 Nisan (Passover) in the spring.
        case nisan(Int)
        case hanukkah
        case tuBiShvat
        case yomHashoah
        /// Days after Yom HaAtzmaut: -1 is Yom HaZikaron.
        case yomHaatzmaut(Int)
        /// A day looked up in `LunarHolidayDays` by its key, moved by `days`; none outside the years the table holds.
        case lunar(String, days: Int)

        /// The hours a holiday that lasts less than a day keeps, as minutes of the day (Earth Hour, 20:30 to 21:30).
        var hours: (Int, Int)? {
            if case .lastSaturdayOfMarchBeforeEaster = self { return (20 * 60 + 30, 21 * 60 + 30) }
            return nil
        }

        /// The holiday's day in `year`, or nil when it is not known for that year.
        func day(in year: Int) -> LocalDate? {
            switch self {
            case .fixed(let month, let day):
                return LocalDate(year: year, month: month, day: min(day, LocalDate.daysIn(month: month, year: year)))
            case .nthWeekday(let month, let weekday, let nth):
                return Holidays.nth(nth, weekday, month: month, year: year)
            case .easter(let days): return Holidays.easter(year).adding(days: days)
            case .orthodoxEaster(let days): return Holidays.orthodoxEaster(year).adding(days: days)
            case .after(let month, let weekday, let nth, let days): return Holidays.nth(nth, weekday, month: month, year: year).adding(days: days)
            case .mondayBefore(let month, let day):
                let date = LocalDate(year: year, month: month, day: day).adding(days: -1)
                return date.adding(days: 1 - date.weekday)
            case .sundayFrom(let month, let day):
                let date = LocalDate(year: year, month: month, day: day)
                return date.adding(days: (7 - date.weekday) % 7)
            case .nearestWeekday(let month, let day):
                let date = LocalDate(year: year, month: month, day: day)
                return date.adding(days: date.weekday == 6 ? -1 : date.weekday == 7 ? 1 : 0)
            case .lastSaturdayOfMarchBeforeEaster:
                let last = Holidays.nth(-1, 6, month: 3, year: year)
                return last == Holidays.easter(year).adding(days: -1) ? last.adding(days: -7) : last
            case .saturdayIfSunday(let month, let day):
                let date = LocalDate(year: year, month: month, day: day)
                return date.adding(days: date.weekday == 7 ? -1 : 0)
            case .tishri(let days): return HebrewCalendar.newYear(HebrewCalendar.yearStarting(in: year)).adding(days: days)
            case .nisan(let days): return HebrewCalendar.passover(in: year).adding(days: days)
            case .hanukkah: return HebrewCalendar.hanukkah(in: year)
            case .tuBiShvat: return HebrewCalendar.tuBiShvat(in: year)
            case .yomHashoah: return HebrewCalendar.yomHashoah(in: year)
            case .yomHaatzmaut(let days): return HebrewCalendar.yomHaatzmaut(in: year).adding(days: days)
            case .lunar(let key, let days):
                guard let packed = LunarHolidayDays.days[key]?.first(where: { $0 / 10_000 == year }) else { return nil }
                return LocalDate(year: year, month: packed / 100 % 100, day: packed % 100).adding(days: days)
            }
        }
    }

    static func nth(_ nth: Int, _ weekday: Int, month: Int, year: Int) -> LocalDate {
        if nth < 0 {
            let last = LocalDate(year: year, month: month, day: LocalDate.daysIn(month: month, year: year))
            return last.adding(days: -((last.weekday - weekday + 7) % 7))
        }
        let first = LocalDate(year: year, month: month, day: 1)
        return first.adding(days: (weekday - first.weekday + 7) % 7 + 7 * (nth - 1))
    }

    /// Western Easter Sunday: the anonymous Gregorian computus.
    static func easter(_ year: Int) -> LocalDate {
        let a = year % 19, b = year / 100, c = year % 100
        let d = b / 4, e = b % 4, f = (b + 8) / 25, g = (b - f + 1) / 3
        let h = (19 * a + b - d - g + 15) % 30
        let i = c / 4, k = c % 4
        let l = (32 + 2 * e + 2 * i - h - k) % 7
        let m = (a + 11 * h + 22 * l) / 451
        let month = (h + l - 7 * m + 114) / 31
        let day = (h + l - 7 * m + 114) % 31 + 1
        return LocalDate(year: year, month: month, day: day)
    }

    /// Orthodox Easter Sunday: Meeus's Julian computus, moved to the Gregorian calendar.
    static func orthodoxEaster(_ year: Int) -> LocalDate {
        let a = year % 4, b = year % 7, c = year % 19
        let d = (19 * c + 15) % 30
        let e = (2 * a + 4 * b - d + 34) % 7
        let month = (d + e + 114) / 31
        let day = (d + e + 114) % 31 + 1
        let julianToGregorian = year / 100 - year / 400 - 2
        return LocalDate(year: year, month: month, day: day).adding(days: julianToGregorian)
    }

    /// The words before a weekday in the holidays named that way ("clean monday", "good friday", "palm sunday"): one of
    /// them before a weekday that makes no holiday ("holy monday") changes the day, so the time is not read.
    static let wordsNamingAWeekday = WordSet(
        names.keys.compactMap { name -> String? in
            let parts = name.split(separator: " ")
            guard parts.count == 2, TimeVocabulary.weekdays[String(parts[1])] != nil else { return nil }
            return String(parts[0])
        })

    /// Names as typed, without apostrophes; "st." arrives as "st".
    static let names: [String: Rule] = {
        var names: [String: Rule] = [:]
        func add(_ rule: Rule, _ spellings: String...) { for spelling in spellings { names[spelling] = rule } }
        add(.fixed(month: 1, day: 1), "new years day", "new years", "new year", "new year day", "new yrs day")
        add(.fixed(month: 12, day: 31), "new years eve", "new year eve", "nye", "new yrs eve", "hogmanay")
        add(.nthWeekday(month: 1, weekday: 1, nth: 3), "mlk day", "martin luther king day", "martin luther king jr day", "mlk jr day",
            "civil rights day")
        add(.fixed(month: 2, day: 14), "valentines day", "valentines", "valentine day", "st valentines day")
        add(.nthWeekday(month: 2, weekday: 1, nth: 3), "presidents day", "president day", "washingtons birthday")
        add(.fixed(month: 3, day: 17), "st patricks day", "saint patricks day", "st paddys day", "st pattys day", "st patricks", "paddys day", "patricks day")
        add(.fixed(month: 4, day: 1), "april fools day", "april fools", "april fool day", "april fools day")
        add(.easter(0), "easter", "easter sunday", "easter day")
        add(.easter(-2), "good friday")
        add(.easter(-1), "holy saturday", "easter saturday")
        add(.easter(1), "easter monday")
        add(.easter(-3), "maundy thursday", "holy thursday", "covenant thursday", "thursday of mysteries")
        add(.easter(-7), "palm sunday")
        add(.easter(-46), "ash wednesday")
        add(.easter(-47), "mardi gras", "shrove tuesday", "fat tuesday", "pancake day", "pancake tuesday")
        add(.easter(39), "ascension day", "ascension thursday")
        add(.easter(49), "pentecost", "whitsun", "whit sunday", "pentecost sunday")
        add(.easter(50), "whit monday", "white monday", "pentecost monday", "whitmonday", "monday of the holy spirit")
        add(.easter(56), "trinity sunday")
        add(.easter(60), "corpus christi")
        add(.orthodoxEaster(0), "orthodox easter", "orthodox easter sunday")
        add(.orthodoxEaster(-2), "orthodox good friday", "orthodox great friday", "great and holy friday")
        add(.orthodoxEaster(-48), "clean monday", "green monday", "pure monday", "great lent", "orthodox lent", "great fast",
            "orthodox shrove monday", "ash monday")
        add(.orthodoxEaster(-8), "lazarus saturday")
        add(.orthodoxEaster(-7), "orthodox palm sunday")
        add(.orthodoxEaster(-1), "orthodox holy saturday")
        add(.orthodoxEaster(1), "orthodox easter monday")
        add(.fixed(month: 1, day: 7), "orthodox christmas")
        add(.fixed(month: 1, day: 6), "epiphany", "three kings day")
        add(.fixed(month: 2, day: 2), "groundhog day", "groundhogs day", "candlemas")
        add(.fixed(month: 3, day: 8), "international womens day", "womens day")
        add(.fixed(month: 4, day: 15), "tax day")
        add(.fixed(month: 4, day: 22), "earth day")
        add(.fixed(month: 4, day: 23), "st georges day", "saint georges day")
        add(.fixed(month: 4, day: 25), "anzac day")
        add(.fixed(month: 5, day: 1), "may day")
        add(.fixed(month: 5, day: 5), "cinco de mayo")
        add(.nthWeekday(month: 5, weekday: 7, nth: 2), "mothers day", "mother day", "moms day")
        add(.mondayBefore(month: 5, day: 25), "victoria day")
        add(.nthWeekday(month: 5, weekday: 1, nth: -1), "memorial day")
        add(.nthWeekday(month: 6, weekday: 7, nth: 3), "fathers day", "father day", "dads day")
        add(.fixed(month: 6, day: 19), "juneteenth")
        add(.fixed(month: 7, day: 1), "canada day")
        add(.fixed(month: 7, day: 4), "independence day", "4th of july", "fourth of july", "july 4th")
        add(.fixed(month: 7, day: 14), "bastille day")
        add(.nthWeekday(month: 9, weekday: 1, nth: 1), "labor day", "labour day")
        add(.nthWeekday(month: 10, weekday: 1, nth: 2), "columbus day", "indigenous peoples day", "canadian thanksgiving")
        add(.fixed(month: 10, day: 31), "halloween", "all hallows eve")
        add(.fixed(month: 11, day: 1), "all saints day", "all saints")
        add(.fixed(month: 11, day: 2), "all souls day", "day of the dead", "dia de los muertos")
        add(.after(month: 11, weekday: 1, nth: 1, days: 1), "election day")
        add(.fixed(month: 11, day: 5), "guy fawkes night", "guy fawkes day", "bonfire night")
        add(.fixed(month: 11, day: 11), "veterans day", "remembrance day", "armistice day", "veteran day")
        add(.nthWeekday(month: 11, weekday: 4, nth: 4), "thanksgiving", "thanksgiving day", "turkey day")
        add(.after(month: 11, weekday: 4, nth: 4, days: 1), "black friday")
        add(.after(month: 11, weekday: 4, nth: 4, days: 2), "small business saturday")
        add(.after(month: 11, weekday: 4, nth: 4, days: 4), "cyber monday")
        add(.after(month: 11, weekday: 4, nth: 4, days: 5), "giving tuesday")
        add(.fixed(month: 11, day: 30), "st andrews day")
        add(.fixed(month: 12, day: 24), "christmas eve", "xmas eve", "x-mas eve")
        add(.fixed(month: 12, day: 25), "christmas", "christmas day", "xmas", "xmas day", "x-mas", "chrismas", "christmass")
        add(.fixed(month: 12, day: 26), "boxing day", "st stephens day")
        add(.fixed(month: 1, day: 25), "burns night")
        add(.fixed(month: 1, day: 26), "australia day")
        add(.fixed(month: 1, day: 5), "twelfth night")
        add(.nthWeekday(month: 5, weekday: 1, nth: 1), "early may bank holiday", "may bank holiday")
        add(.nthWeekday(month: 5, weekday: 1, nth: -1), "spring bank holiday")
        add(.nthWeekday(month: 8, weekday: 1, nth: -1), "summer bank holiday", "august bank holiday")
        add(.nthWeekday(month: 11, weekday: 7, nth: 2), "remembrance sunday")
        add(.nthWeekday(month: 11, weekday: 2, nth: 1), "melbourne cup day", "melbourne cup")
        add(.fixed(month: 3, day: 15), "ides of march")
        add(.fixed(month: 12, day: 26), "kwanzaa")
        add(.fixed(month: 3, day: 17), "st pattys", "st paddys")
        add(.fixed(month: 1, day: 14), "orthodox new year")
        add(.fixed(month: 3, day: 1), "st davids day", "saint davids day")
        add(.fixed(month: 3, day: 14), "pi day")
        add(.fixed(month: 5, day: 4), "star wars day")
        add(.fixed(month: 6, day: 5), "world environment day")
        add(.fixed(month: 6, day: 14), "flag day")
        add(.fixed(month: 8, day: 15), "assumption day", "assumption of mary", "feast of the assumption")
        add(.nearestWeekday(month: 10, day: 16), "boss day", "bosses day", "bosss day", "national boss day")
        add(.saturdayIfSunday(month: 4, day: 27), "kings day", "koningsdag")
        add(.fixed(month: 11, day: 1), "world vegan day")
        add(.lastSaturdayOfMarchBeforeEaster, "earth hour")
        add(.fixed(month: 12, day: 1), "world aids day")
        add(.fixed(month: 12, day: 8), "immaculate conception", "feast of the immaculate conception")
        add(.fixed(month: 5, day: 1), "international workers day", "workers day")
        add(.nthWeekday(month: 4, weekday: 1, nth: 3), "patriots day")
        add(.nthWeekday(month: 4, weekday: 5, nth: -1), "arbor day")
        add(.after(month: 9, weekday: 1, nth: 1, days: 6), "grandparents day")
        add(.after(month: 4, weekday: 6, nth: -1, days: -3), "administrative professionals day", "secretaries day", "admin day")
        add(.sundayFrom(month: 11, day: 27), "advent sunday", "first sunday of advent")
        add(.easter(-46), "start of lent", "beginning of lent")
        add(.easter(-7), "holy week")
        add(.tishri(0), "rosh hashanah", "rosh hashana", "rosh hashonah", "rosh hashanna", "rosh hashannah", "jewish new year")
        add(.tishri(9), "yom kippur", "yom kipur", "day of atonement")
        add(.tishri(14), "sukkot", "succot", "sukkos", "succos", "sukkoth", "succoth", "feast of tabernacles", "feast of booths",
            "feast of the ingathering", "feast of ingathering")
        add(.tishri(21), "shemini atzeret", "shemini atzeres")
        add(.tishri(22), "simchat torah", "simchas torah")
        add(.hanukkah, "hanukkah", "chanukah", "hanukah", "chanukkah", "hannukah", "hannukkah", "hanukka", "chanuka", "festival of lights")
        add(.yomHashoah, "yom hashoah", "yom hashoa", "yom hashoah vehagevurah")
        add(.yomHaatzmaut(0), "yom haatzmaut", "israel independence day", "israeli independence day")
        add(.yomHaatzmaut(-1), "yom hazikaron")
        add(.tuBiShvat, "tu bishvat", "tu bshvat", "tu beshvat")
        add(.nisan(-30), "purim")
        add(.nisan(-29), "shushan purim")
        add(.nisan(0), "passover", "pesach", "pesah")
        add(.nisan(33), "lag baomer", "lag bomer")
        add(.nisan(50), "shavuot", "shavuos")
        add(.nisan(112), "tisha bav", "tisha beav")
        let lunar: [(String, [String])] = [
            ("ramadan", ["ramadan", "ramzan", "ramadhan"]),
            ("eid al-fitr", ["eid al-fitr", "eid al fitr", "eid ul fitr", "eid ul-fitr", "eid-al-fitr", "eid-ul-fitr", "eid", "eid el fitr", "hari raya"]),
            ("eid al-adha", ["eid al-adha", "eid al adha", "eid ul adha", "eid ul-adha", "eid-al-adha", "eid-ul-adha", "id al-adha", "id ul-adha",
                             "id ul adha", "bakrid", "bakri eid", "bakr id", "bakr-id", "bakra eid", "feast of the sacrifice", "feast of sacrifice",
                             "sacrifice feast", "kurban bayram"]),
            ("islamic new year", ["islamic new year", "hijri new year", "arabic new year", "muharram", "amun jadid"]),
            ("ashura", ["ashura", "day of ashura"]),
            ("mawlid", ["mawlid", "mawlid an-nabi", "mawlid al-nabi", "mawlid al-nabawi", "mawlid an-nabawi", "milad un nabi", "eid milad un nabi",
                        "prophets birthday"]),
            ("laylat al-qadr", ["laylat al-qadr", "laylat al qadr", "lailat al qadr", "laylat al-kadr", "laylat al kadr", "night of power",
                                "night of decree", "night of destiny", "night of measures"]),
            ("isra and miraj", ["isra and miraj", "isra miraj", "isra and mi'raj", "al isra wal miraj", "prophets ascension",
                                "lailat al miraj", "shab-e-miraj"]),
            ("last friday of ramadan", ["jumuatul-wida", "jumuatul wida", "jumatul vida", "jamat ul-vida", "jamat ul vida", "jumat ul-vida"]),
            ("day of arafah", ["day of arafah", "day of arafat", "arafat day", "arafah"]),
            ("chinese new year", ["chinese new year", "lunar new year", "spring festival", "chinese lunar new year", "chinese new years",
                                  "chinese new years day", "chinese lunar new years day", "lunar new years day", "chinese new year day"]),
            ("lantern festival", ["lantern festival"]),
            ("dragon boat festival", ["dragon boat festival", "duanwu festival", "duanwu"]),
            ("qixi", ["qixi", "qixi festival", "double seventh festival", "chinese valentines day"]),
            ("mid-autumn festival", ["mid-autumn festival", "mid autumn festival", "moon festival", "mooncake festival"]),
            ("double ninth festival", ["double ninth festival", "chongyang festival"]),
            ("diwali", ["diwali", "deepavali", "divali", "dipawali", "lakshmi puja", "laxmi puja", "kali puja"]),
            ("naraka chaturdashi", ["naraka chaturdashi", "narak chaturdashi"]),
            ("holi", ["holi", "dhulandi", "dhuleti", "phagwah", "rangwali holi"]),
            ("holika dahan", ["holika dahan", "chhoti holi", "choti holi", "kamudu pyre"]),
            ("maha saptami", ["maha saptami", "durga saptami"]),
            ("maha ashtami", ["maha ashtami", "durga ashtami", "mahashtami"]),
            ("maha navami", ["maha navami", "mahanavami"]),
            ("dussehra", ["dussehra", "dasara", "vijayadashami", "vijaya dashami"]),
            ("janmashtami", ["janmashtami", "krishna janmashtami", "gokulashtami"]),
            ("ganesh chaturthi", ["ganesh chaturthi", "vinayaka chaturthi", "vinayak chaturthi"]),
            ("maha shivaratri", ["maha shivaratri", "mahashivratri", "maha shivratri", "shivaratri"]),
            ("raksha bandhan", ["raksha bandhan", "rakhi"]),
            ("karva chauth", ["karva chauth", "karwa chauth", "karva chouth"]),
            ("bhai dooj", ["bhai dooj", "bhai duj", "bhau beej"]),
            ("govardhan puja", ["govardhan puja"]),
            ("chhath puja", ["chhath puja", "chhath", "surya shashthi", "surya sashti", "dala puja", "dala chhath"]),
            ("ram navami", ["ram navami", "rama navami"]),
            ("mahavir jayanti", ["mahavir jayanti", "mahavira jayanti", "mahaveer jayanti", "mahavir janma kalyanak", "mahaveer janma kalyanak"]),
            ("buddha purnima", ["buddha purnima", "vesak", "wesak", "vesak day", "buddha jayanti", "buddha day", "vaisakha", "visakha puja"]),
            ("guru nanak jayanti", ["guru nanak jayanti", "guru nanaks birthday", "gurpurab"]),
            ("guru gobind singh jayanti", ["guru gobind singh jayanti", "guru govind singh jayanti", "guru gobind singhs birthday",
                                           "guru gobind singh birthday", "guru govind singh birthday"]),
            ("guru ravidas jayanti", ["guru ravidas jayanti", "guru ravidass jayanti", "ravidas jayanti", "guru ravidas birthday",
                                      "guru ravidass birthday", "guru ravidas's birthday"]),
            ("rabindra jayanti", ["rabindra jayanti", "rabindranath jayanti", "tagore jayanti", "rabindranath tagore jayanti"]),
            ("valmiki jayanti", ["valmiki jayanti", "maharishi valmiki jayanti", "pargat diwas"]),
            ("guru tegh bahadur martyrdom day", ["guru tegh bahadur martyrdom day", "guru tegh bahadur shaheedi diwas"]),
            ("parsi new year", ["parsi new year", "pateti"]),
            ("vasant panchami", ["vasant panchami", "basant panchami", "saraswati puja", "shri panchami", "sri panchami"]),
            ("ugadi", ["ugadi", "yugadi", "gudi padwa", "samvatsaradi", "chaitra sukladi", "chaitra sukhladi"]),
            ("cheti chand", ["cheti chand"]),
            ("onam", ["onam", "thiruvonam", "thiru onam"]),
            ("vaisakhi", ["vaisakhi", "baisakhi", "vaishakhi", "vasakhi", "vaisakhadi"]),
            ("vishu", ["vishu"]),
            ("bohag bihu", ["bohag bihu", "bahag bihu", "rongali bihu"]),
            ("makar sankranti", ["makar sankranti", "makara sankranti", "makara sankranthi", "makar sankranthi", "sankranti", "pongal",
                                 "thai pongal", "maghi"]),
            ("rath yatra", ["rath yatra", "ratha yatra", "rath-yatra", "ratha-yatra"]),
        ]
        for (key, spellings) in lunar {
            for spelling in spellings { names[spelling.filter { $0 != "'" }] = .lunar(key, days: 0) }
        }
        let daysFromALunarHoliday: [(String, Int, [String])] = [
            ("diwali", -2, ["dhanteras", "dhanatrayodashi", "dhantrayodashi"]),
            ("diwali", -1, ["choti diwali", "chhoti diwali", "kali chaudas", "narak chaudas"]),
            ("makar sankranti", -1, ["bhogi", "bogi", "bhogi pandigai", "bogi pandigai", "lohri"]),
            ("makar sankranti", 1, ["mattu pongal", "maattu pongal"]),
            ("makar sankranti", 2, ["kaanum pongal", "kanum pongal", "kanni pongal"]),
        ]
        for (key, days, spellings) in daysFromALunarHoliday {
            for spelling in spellings { names[spelling] = .lunar(key, days: days) }
        }
        add(.easter(49), "white sunday")
        add(.easter(-7), "branch sunday")
        return withVariants(names)
    }()

    /// Each name also as people shorten or reshape it: "st" and "saint" for each other, a weekday in the name
    /// abbreviated ("easter mon", "good fri", "thu of mysteries"), and the word before a closing "day" as a possessive
    /// ("martin luther kings day"), wherever that names no other holiday.
    private static func withVariants(_ names: [String: Rule]) -> [String: Rule] {
        let abbreviations = Dictionary(grouping: TimeVocabulary.weekdays.keys.filter { $0.count <= 5 }) { TimeVocabulary.weekdays[$0]! }
        var all = names
        for (name, rule) in names {
            let words = name.split(separator: " ").map(String.init)
            var variants: [[String]] = []
            if let saint = words.firstIndex(where: { $0 == "st" || $0 == "saint" }) {
                var other = words
                other[saint] = words[saint] == "st" ? "saint" : "st"
                variants.append(other)
            }
            for (position, word) in words.enumerated() where words.count > 1 && word.count > 5 {
                guard let weekday = TimeVocabulary.weekdays[word] else { continue }
                variants += (abbreviations[weekday] ?? []).map { abbreviation in
                    var variant = words
                    variant[position] = abbreviation
                    return variant
                }
            }
            if words.count > 2, words.last == "day", let owner = words.dropLast().last, !owner.hasSuffix("s") {
                variants.append(words.dropLast(2) + [owner + "s", "day"])
            }
            for variant in variants where all[variant.joined(separator: " ")] == nil { all[variant.joined(separator: " ")] = rule }
        }
        return all
    }

    /// What people do on a holiday, which keeps its name a time: "new year's eve party at 9pm", "christmas dinner".
    static let events: WordSet = [
        "party", "parties", "dinner", "lunch", "brunch", "breakfast", "celebration", "bbq", "barbecue", "cookout", "picnic",
        "parade", "fireworks", "service", "mass", "gathering", "trip", "vacation", "break", "holiday", "holidays", "feast",
        "festivities", "concert", "show", "market",
    ]

    /// The words a holiday's name can start with, as `TimePhraseReader.mayStart` needs them.
    static let firstWords = WordSet(names.keys.map { String($0.split(separator: " ")[0]) })
    /// Whether a holiday's name can start with `word`, typed with or without its apostrophe ("valentine's").
    static func mayStart(_ word: String) -> Bool {
        firstWords.contains(word) || word.utf8.contains(UInt8(ascii: "'")) && firstWords.contains(word.filter { $0 != "'" })
    }

    private static let longestName = names.keys.map { $0.split(separator: " ").count }.max() ?? 1

    /// The holiday named by the words from `start`, maybe after "the", and how many words that took; the longest
    /// name wins.
    static func match(_ words: [String], at start: Int, taken: TakenWords) -> (Rule, Int)? {
        if words[start] == "the", start + 1 < words.count, !taken[start + 1], let (rule, length) = match(words, at: start + 1, taken: taken) {
            return (rule, length + 1)
        }
        guard mayStart(words[start]) else { return nil }
        var key = ""
        var best: (Rule, Int)?
        for length in 1...longestName {
            let position = start + length - 1
            guard position < words.count, !taken[position] else { break }
            let word = words[position].filter { $0 != "'" && $0 != "’" }
            key += length == 1 ? word : " " + word
            if let rule = names[key] { best = (rule, length) }
        }
        return best
    }
}

extension TimePhraseReader {
    /// "christmas", "next thanksgiving", "last easter", "christmas 2027": the next one that hasn't ended
    /// unless the words say otherwise.
    mutating func readHoliday(into phrase: inout TimePhrase) -> Bool {
        let start = index
        var eve = false
        if word() == "the" { index += 1 }
        if let first = word(), first == "start" || first == "beginning", word(1) == "of" {
            index += 2
        } else if word() == "first", let second = word(1), second == "day" || second == "night", word(2) == "of" {
            eve = second == "night"
            index += 3
        }
        if index < words.count, !taken[index], Holidays.match(words, at: index, taken: taken) == nil {
            (index, eve) = (start, false)
        }
        let yearBefore = readYearPossessive()
        let modifier = yearBefore == nil ? readModifier() : nil
        guard index < words.count, !taken[index], let (rule, length) = Holidays.match(words, at: index, taken: taken),
            timeMayEnd(before: index + length) || word(length).map(Holidays.events.contains) == true
        else {
            index = start
            return false
        }
        index += length
        let found: LocalDate?
        if let year = yearBefore ?? readYear() ?? readRelativeYear() {
            found = rule.day(in: year)
        } else if let thisYear = rule.day(in: today.year) {
            switch modifier {
            case "last"?: found = thisYear < today ? thisYear : rule.day(in: today.year - 1)
            case "next"?: found = thisYear > today ? thisYear : rule.day(in: today.year + 1)
            default: found = thisYear >= today ? thisYear : rule.day(in: today.year + 1)
            }
        } else {
            found = modifier == "last" ? rule.day(in: today.year - 1) : rule.day(in: today.year + 1)
        }
        guard let day = found else {
            index = start
            return false
        }
        phrase.days = .date(day)
        if phrase.part == nil, let hours = rule.hours { phrase.part = hours }
        if word().map(Holidays.events.contains) == true, word(1).map(Self.timeLeads.contains) == true { index += 1 }
        if eve {
            phrase.days = .date(day.adding(days: -1))
            if phrase.part == nil { phrase.part = TimeVocabulary.partsOfDay["night"] }
            return true
        }
        switch word() {
        case "weekend"?:
            index += 1
            let (first, last) = Self.weekend(around: day)
            phrase.days = .range(first, last)
        case "week"?:
            index += 1
            let monday = day.adding(days: 1 - day.weekday)
            phrase.days = .range(monday, monday.adding(days: 6))
        default:
            break
        }
        return true
    }

    /// "next year's", "last year's", "this year's" before a holiday: the calendar year it names.
    private mutating func readYearPossessive() -> Int? {
        guard let current = word(), word(1) == "year's" || word(1) == "years", let shift = TimeVocabulary.periodShifts[current] else { return nil }
        index += 2
        return today.year + shift
    }

    /// The year a holiday or a month is meant in when words after it move it: "of next year", "last year", "in 2 years",
    /// "2 years hence", "3 years from now", "3 years ago", "6 months ago": the one in the year that many months on or back;
    /// with `yearsOnly`, counted in years.
    mutating func readRelativeYear(yearsOnly: Bool = false) -> Int? {
        let start = index
        if word() == "of" { index += 1 }
        if let current = word(), word(1) == "year", let shift = TimeVocabulary.periodShifts[current] {
            index += 2
            return today.year + shift
        }
        let ahead = word() == "in"
        if ahead { index += 1 }
        guard let (count, length) = NumberWords.read(words, at: index, taken: taken), count > 0, count < 100,
            let unit = word(length).flatMap({ TimeVocabulary.units[$0] }), case .months(let months) = unit, !yearsOnly || months % 12 == 0
        else {
            index = start
            return nil
        }
        let (sign, after): (Int, Int)
        switch (ahead, word(length + 1), word(length + 2)) {
        case (true, _, _): (sign, after) = (1, 0)
        case (false, "ago"?, _): (sign, after) = (-1, 1)
        case (false, "hence"?, _): (sign, after) = (1, 1)
        case (false, "from"?, "now"?), (false, "from"?, "today"?): (sign, after) = (1, 2)
        default:
            index = start
            return nil
        }
        index += length + 1 + after
        return today.adding(months: sign * months * count).year
    }

    /// Words after which a time goes on: "christmas party at 6pm".
    private static let timeLeads: WordSet = ["at", "@", "from", "starting", "until", "till", "by", "around"]

    /// A holiday's long weekend: a Monday holiday with the Saturday and Sunday before it, a Thursday or
    /// Friday one through the Sunday after, one on a weekend that weekend, any other the weekend after.
    static func weekend(around day: LocalDate) -> (LocalDate, LocalDate) {
        switch day.weekday {
        case 1: return (day.adding(days: -2), day)
        case 4, 5: return (day, day.adding(days: 7 - day.weekday))
        case 6: return (day, day.adding(days: 1))
        case 7: return (day.adding(days: -1), day)
        default: return (day.adding(days: 6 - day.weekday), day.adding(days: 7 - day.weekday))
        }
    }
}

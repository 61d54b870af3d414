/// The Hebrew calendar's new year (1 Tishri), worked out arithmetically as in Reingold and Dershowitz's
/// "Calendrical Calculations": the molad of Tishri with the postponements that keep Rosh Hashanah off
/// Sunday, Wednesday and Friday and keep the year's length lawful.
enum HebrewCalendar {
    /// Days from 1 Tishri of year 1 to 1 Tishri of `year`, before the year-length correction.
    private static func elapsedDays(_ year: Int) -> Int {
        let monthsElapsed = (235 * year - 234) / 19
        let partsElapsed = 12_084 + 13_753 * monthsElapsed
        let days = 29 * monthsElapsed + partsElapsed / 25_920
        return (3 * (days + 1)) % 7 < 3 ? days + 1 : days
    }

    private static func yearLengthCorrection(_ year: Int) -> Int {
        let (last, this, next) = (elapsedDays(year - 1), elapsedDays(year), elapsedDays(year + 1))
        if next - this == 356 { return 2 }
        if this - last == 382 { return 1 }
        return 0
    }

    /// 1 Tishri of `year`, the first day of Rosh Hashanah.
    static func newYear(_ year: Int) -> LocalDate {
        let rataDie = -1_373_427 + elapsedDays(year) + yearLengthCorrection(year)
        return LocalDate(dayNumber: rataDie - 719_163)
    }

    /// Whether `year` has the extra month, Adar I.
    static func isLeap(_ year: Int) -> Bool { (7 * year + 1) % 19 < 7 }

    /// The Hebrew year whose Tishri falls in the autumn of the Gregorian `year`.
    static func yearStarting(in year: Int) -> Int { year + 3761 }

    /// 15 Nisan, the first day of Passover, in the spring of the Gregorian `year`: 163 days before the next 1 Tishri.
    static func passover(in year: Int) -> LocalDate { newYear(yearStarting(in: year)).adding(days: -163) }

    /// 25 Kislev, the first day of Hanukkah, in the Gregorian `year`.
    static func hanukkah(in year: Int) -> LocalDate {
        let hebrewYear = yearStarting(in: year)
        let start = newYear(hebrewYear)
        let length = newYear(hebrewYear + 1).dayNumber - start.dayNumber
        let heshvan = length % 10 == 5 ? 30 : 29
        return start.adding(days: 30 + heshvan + 24)
    }

    /// 15 Shevat (Tu BiShvat) in the Gregorian `year`: before Passover by Shevat's rest, Adar (and Adar I) and Nisan's first half.
    static func tuBiShvat(in year: Int) -> LocalDate {
        passover(in: year).adding(days: isLeap(year + 3760) ? -89 : -59)
    }

    /// Yom HaShoah, 27 Nisan, kept off the Sabbath's edges: a Friday moves to Thursday, a Sunday to Monday.
    static func yomHashoah(in year: Int) -> LocalDate {
        let day = passover(in: year).adding(days: 12)
        switch day.weekday {
        case 5: return day.adding(days: -1)
        case 7: return day.adding(days: 1)
        default: return day
        }
    }

    /// Yom HaAtzmaut, 5 Iyar, as Israel has kept it since 2004: a Friday or Saturday moves back to Thursday, a Monday
    /// on to Tuesday, so that Yom HaZikaron, the day before, never follows a Sabbath.
    static func yomHaatzmaut(in year: Int) -> LocalDate {
        let day = passover(in: year).adding(days: 20)
        switch day.weekday {
        case 5: return day.adding(days: -1)
        case 6: return day.adding(days: -2)
        case 1: return day.adding(days: 1)
        default: return day
        }
    }
}

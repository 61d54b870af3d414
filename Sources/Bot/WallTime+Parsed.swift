import Intents
import Marketplace

extension WallTime {
    /// The wall-clock time the parser read, already normalized.
    init(_ moment: LocalDateTime) {
        self.init(year: moment.date.year, month: moment.date.month, day: moment.date.day, minutes: moment.minutes)
    }
}

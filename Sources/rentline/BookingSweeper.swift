import Bot
import ServiceLifecycle

/// Moves bookings on as real time passes (expiry, start, reminders, completion), every `interval`, on a server
/// that keeps real time; a server with a fixed clock sweeps whenever `/clock` moves it. Of the servers sharing a
/// PostgreSQL database, only the one holding the sweep's lock does (writes sweep what is due on every server anyway).
struct BookingSweeper: Service {
    let bot: Bot
    var interval: Duration = .seconds(15)

    func run() async {
        await cancelWhenGracefulShutdown {
            while (try? await Task.sleep(for: interval)) != nil {
                if await bot.leadsTheSweep() { await bot.sweepAndTell() }
            }
        }
    }
}

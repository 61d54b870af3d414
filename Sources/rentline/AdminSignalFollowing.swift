import Bot
import ServiceLifecycle

/// Acts on what admins do from the console (live notices, closing banned users' connections) within `interval`.
struct AdminSignalFollowing: Service {
    let bot: Bot
    var interval: Duration = .milliseconds(250)

    func run() async {
        await cancelWhenGracefulShutdown {
            await bot.followAdminSignals(every: interval)
        }
    }
}

import Dispatch
import Glibc
import WeatherCore

/// `--watch SECONDS`: renders again every interval and prints only when the output changed,
/// for status bars that read a command's lines as they come (polybar's `tail = true`,
/// Waybar's and i3blocks' persistent modules, tmux through a file). Fetching goes through
/// the cache as always, so OpenWeather is asked at most once per cache lifetime (ten
/// minutes) whatever the interval. SIGINT and SIGTERM end the loop between rounds, or its
/// wait at once, and the command exits 0.
///
/// Test mode: with `WEATHER_TEST_WATCH_ROUNDS=N` in the environment the loop runs N rounds
/// and, instead of waiting, moves ``LiveClock`` ahead by the interval: tests see the cache
/// expire without sleeping.
struct WatchLoop {
    /// The shortest interval: OpenWeather's data changes about every ten minutes.
    static let shortestInterval = 60
    static let testRoundsVariable = "WEATHER_TEST_WATCH_ROUNDS"

    let interval: Int
    let clock: LiveClock
    /// Rounds to run without waiting (test mode), or `nil` to run until a signal.
    let testRounds: Int?
    /// SIGINT and SIGTERM, caught from the loop's creation on.
    private let stop = StopSignal()

    init(interval: Int, clock: LiveClock, environment: [String: String]) {
        self.interval = interval
        self.clock = clock
        testRounds = environment[Self.testRoundsVariable].flatMap { Int($0) }.map { max($0, 1) }
    }

    /// After `first` was written, writes each rendering that differs from the last written,
    /// until a signal (or the test rounds) ends the loop. A failure ends it with its exit code.
    func run(after first: String, write: (String) -> Void, render: () throws(CommandFailure) -> String) throws(CommandFailure) {
        var last = first
        var round = 1
        while !stop.isRequested {
            if let testRounds {
                if round >= testRounds { break }
                clock.advance(by: Double(interval))
            } else if stop.wait(seconds: interval) {
                break
            }
            round += 1
            let output = try render()
            if output != last {
                write(output)
                last = output
            }
        }
    }
}

/// SIGINT and SIGTERM, caught for the loop: they set a flag and wake its wait.
private final class StopSignal {
    private let requested = Locked(false)
    private let wake = DispatchSemaphore(value: 0)
    private let sources: [any DispatchSourceSignal]

    init() {
        let queue = DispatchQueue(label: "weather.watch.signals")
        sources = [SIGINT, SIGTERM].map { number in
            // Dispatch sees the signal only once its default action (ending the process) is off.
            signal(number, SIG_IGN)
            return DispatchSource.makeSignalSource(signal: number, queue: queue)
        }
        for source in sources {
            source.setEventHandler { [requested, wake] in
                requested.withLock { $0 = true }
                wake.signal()
            }
            source.resume()
        }
    }

    var isRequested: Bool { requested.withLock { $0 } }

    /// Waits `seconds` or until a signal; whether a signal came.
    func wait(seconds: Int) -> Bool {
        _ = wake.wait(timeout: .now() + .seconds(seconds))
        return isRequested
    }
}

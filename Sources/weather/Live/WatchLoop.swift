import Dispatch
import Glibc
import WeatherCore

/// `--watch SECONDS`: renders again every interval and prints only when the output changed,
/// for status bars that read a command's lines as they come (polybar's `tail = true`,
/// Waybar's and i3blocks' persistent modules, tmux through a file). Fetching goes through
/// the cache as always, so OpenWeather is asked at most once per cache lifetime (ten
/// minutes) whatever the interval. A round the network fails prints why and is tried again
/// sooner (a bar started before the network is up keeps running). SIGINT and SIGTERM end
/// it within a second, during a fetch too, and the command exits 0.
///
/// Test mode: with `WEATHER_TEST_WATCH_ROUNDS=N` in the environment the loop runs N rounds
/// and, instead of waiting, moves ``LiveClock`` ahead by the wait: tests see the cache
/// expire without sleeping.
struct WatchLoop {
    /// The shortest interval: OpenWeather's data changes about every ten minutes.
    static let shortestInterval = 60
    /// The wait after a failed round; it doubles with each failure in a row, up to the interval.
    static let firstRetrySeconds = 15
    static let testRoundsVariable = "WEATHER_TEST_WATCH_ROUNDS"

    let interval: Int
    let clock: LiveClock
    /// Rounds to run without waiting (test mode), or `nil` to run until a signal.
    let testRounds: Int?
    /// SIGINT and SIGTERM, caught from the loop's creation on: make it before the first fetch.
    private let stop = StopSignal()

    init(interval: Int, clock: LiveClock, environment: [String: String]) {
        self.interval = interval
        self.clock = clock
        testRounds = environment[Self.testRoundsVariable].flatMap { Int($0) }.map { max($0, 1) }
    }

    /// Renders and writes each rendering that differs from the last written, until a signal
    /// (or the test rounds) ends the loop.
    /// - Parameter failureText: what to write for a failed round, or `nil` for a failure that
    ///   ends the loop with its exit code (one that trying again cannot mend).
    func run(
        write: (String) -> Void, failureText: (CommandFailure) -> String?, render: () throws(CommandFailure) -> String
    ) throws(CommandFailure) {
        var last: String?
        var round = 0
        var failuresInRow = 0
        while !stop.isRequested {
            round += 1
            let output: String
            do {
                output = try stop.working(render)
                failuresInRow = 0
            } catch {
                guard let text = failureText(error) else { throw error }
                output = text
                failuresInRow += 1
            }
            if output != last {
                write(output)
                last = output
            }
            let wait = failuresInRow == 0 ? interval : min(interval, Self.firstRetrySeconds << min(failuresInRow - 1, 8))
            if let testRounds {
                if round >= testRounds { break }
                clock.advance(by: Double(wait))
            } else if stop.wait(seconds: wait) {
                break
            }
        }
    }
}

/// SIGINT and SIGTERM, caught for the loop: between rounds they set a flag and wake its
/// wait; during a round (a fetch that may take its whole timeout) they end the process at
/// once with status 0, as nothing of the round has been written yet.
private final class StopSignal {
    private let state = Locked((requested: false, working: false))
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
            source.setEventHandler { [state, wake] in
                state.withLock { state in
                    state.requested = true
                    if state.working { exit(0) }
                }
                wake.signal()
            }
            source.resume()
        }
    }

    var isRequested: Bool { state.withLock { $0.requested } }

    /// Runs one round; a signal meanwhile ends the process (status 0).
    func working<T>(_ body: () throws(CommandFailure) -> T) throws(CommandFailure) -> T {
        let requested = state.withLock { state in
            if !state.requested { state.working = true }
            return state.requested
        }
        if requested { exit(0) }
        defer { state.withLock { $0.working = false } }
        return try body()
    }

    /// Waits `seconds` or until a signal; whether a signal came.
    func wait(seconds: Int) -> Bool {
        _ = wake.wait(timeout: .now() + .seconds(seconds))
        return isRequested
    }
}

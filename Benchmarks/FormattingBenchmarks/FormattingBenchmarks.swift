import Benchmark
import WeatherCore
import WeatherLocalization

/// The in-process target from issue 2: one temperature plus one date, ko_KR, with
/// formatters created once (as the presenter does) — at most 1,100 ns per pair.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        scalingFactor: .kilo,
        maxDuration: .seconds(3))

    Benchmark("Temperature + date, ko_KR (formatters reused)") { benchmark in
        let locale = try WeatherLocale("ko_KR")
        let temperature = try TemperatureFormatter(locale: locale)
        let date = try SkeletonDateFormatter(locale: locale, skeleton: "MMMEdj", timeZone: WeatherTimeZone("Asia/Seoul"))
        let reading = Temperature(271.15, .kelvin)
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            blackHole(temperature.format(reading))
            blackHole(date.format(unixSeconds: 1_781_244_000 + index))
        }
    }

    Benchmark("Temperature alone, ko_KR") { benchmark in
        let temperature = try TemperatureFormatter(locale: WeatherLocale("ko_KR"))
        let reading = Temperature(271.15, .kelvin)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(temperature.format(reading))
        }
    }

    Benchmark("Date alone, ko_KR MMMEdj") { benchmark in
        let date = try SkeletonDateFormatter(
            locale: WeatherLocale("ko_KR"), skeleton: "MMMEdj", timeZone: WeatherTimeZone("Asia/Seoul"))
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            blackHole(date.format(unixSeconds: 1_781_244_000 + index))
        }
    }

    Benchmark("Formatter lookup from the cache, ko_KR") { benchmark in
        let locale = try WeatherLocale("ko_KR")
        _ = try TemperatureFormatter(locale: locale)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try TemperatureFormatter(locale: locale))
        }
    }
}

import Benchmark
import FoundationEssentials
import WeatherCore
import WeatherLocalization
import WeatherPresentation
import WeatherRendering

/// The in-process target from issue 2: one temperature plus one date, ko_KR, with
/// formatters created once (as the presenter does) — at most 1,100 ns per pair.
///
/// Formatters remember their recent results, so two workloads are measured: every value
/// new (ICU formats each one; the period of the inputs is far beyond what is remembered)
/// and a 5-day forecast shown again (40 three-hour slots, as a widget or a server does).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        scalingFactor: .kilo,
        maxDuration: .seconds(3))

    Benchmark("Temperature + date, ko_KR, every value new") { benchmark in
        let locale = try WeatherLocale("ko_KR")
        let temperature = try TemperatureFormatter(locale: locale)
        let date = try SkeletonDateFormatter(locale: locale, skeleton: "MMMEdj", timeZone: WeatherTimeZone("Asia/Seoul"))
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            blackHole(temperature.format(Temperature(240 + Double(index % 8_000) / 100, .kelvin)))
            blackHole(date.format(unixSeconds: 1_781_244_000 + index))
        }
    }

    Benchmark("Temperature + date, ko_KR, a forecast shown again") { benchmark in
        let locale = try WeatherLocale("ko_KR")
        let temperature = try TemperatureFormatter(locale: locale)
        let date = try SkeletonDateFormatter(locale: locale, skeleton: "MMMEdj", timeZone: WeatherTimeZone("Asia/Seoul"))
        let slots = (0..<40).map { slot in
            (Temperature(268.15 + Double(slot % 16) * 0.37, .kelvin), 1_781_244_000 + slot * 10_800)
        }
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            let (reading, time) = slots[index % slots.count]
            blackHole(temperature.format(reading))
            blackHole(date.format(unixSeconds: time))
        }
    }

    Benchmark("Temperature alone, ko_KR, every value new") { benchmark in
        let temperature = try TemperatureFormatter(locale: WeatherLocale("ko_KR"))
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            blackHole(temperature.format(Temperature(240 + Double(index % 8_000) / 100, .kelvin)))
        }
    }

    Benchmark("Date alone, ko_KR MMMEdj, every value new") { benchmark in
        let date = try SkeletonDateFormatter(
            locale: WeatherLocale("ko_KR"), skeleton: "MMMEdj", timeZone: WeatherTimeZone("Asia/Seoul"))
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            blackHole(date.format(unixSeconds: 1_781_244_000 + index))
        }
    }

    // Issue 11's warm render: decode both Seoul responses, present, render text, with the
    // presenter's formatters open (as a server or a snapshot batch has them). Its
    // throughput is renders per second on one core.
    Benchmark("Whole render, ko_KR, Seoul fixtures, warm", configuration: .init(scalingFactor: .one)) { benchmark in
        let fixtures = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../../Tests/Fixtures")
        let currentData = try Data(contentsOf: fixtures.appending(path: "seoul-current.json"))
        let forecastData = try Data(contentsOf: fixtures.appending(path: "seoul-forecast.json"))
        let locale = try WeatherLocale("ko_KR")
        let presenter = try ForecastPresenter(options: PresentationOptions(locale: locale))
        let renderer = TextRenderer()
        func render() throws -> String {
            let viewModel = try presenter.present(
                current: OpenWeatherDecoder.decodeCurrent(currentData), forecast: OpenWeatherDecoder.decodeForecast(forecastData))
            return renderer.render(viewModel)
        }
        blackHole(try render())
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try render())
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

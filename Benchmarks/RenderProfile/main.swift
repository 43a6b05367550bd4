// The whole render in one process, warm: decode both Seoul responses, present, render text,
// with the presenter (and so every ICU formatter) made once before the loop, as a server
// or a snapshot batch does per request.
//
//   .build/release/RenderProfile CURRENT.json FORECAST.json [renders] [locale] [chart]
//       prints renders per second on one core (wall clock, best of 5 rounds)
//   valgrind --tool=callgrind .build/release/RenderProfile … 1     and … 101
//       the difference of the two totals / 100 is the instructions of one warm render
//   a fifth argument `chart` renders with the chart of the next hours (`weather --chart`);
//   `air` (fifth or sixth) also decodes and presents the Air Pollution answers beside
//   CURRENT.json (air/seoul-air-current, -history, -forecast), as live weather does;
//   `decoded` decodes every answer once, before the loop, and counts presenting and
//   rendering alone, as the service does (it keeps answers decoded until they expire);
//   `onecall` reads CURRENT.json as a One Call 3.0 answer (FORECAST.json is not read): its
//   hourly steps, days, minutes and alerts, presented and rendered as `weather --onecall` does
import FoundationEssentials
import WeatherCore
import WeatherLocalization
import WeatherPresentation
import WeatherRendering

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count >= 2 else { fatalError("usage: RenderProfile CURRENT.json FORECAST.json [renders] [locale]") }
let currentData = try Data(contentsOf: URL(filePath: arguments[arguments.startIndex]))
let oneCall = arguments.dropFirst(4).contains("onecall")
let forecastData = oneCall ? Data() : try Data(contentsOf: URL(filePath: arguments[arguments.startIndex + 1]))
let renders = arguments.count > 2 ? Int(arguments[arguments.startIndex + 2]) ?? 1_000 : 1_000
let locale = try WeatherLocale(arguments.count > 3 ? arguments[arguments.startIndex + 3] : "ko_KR")

let presenter = try ForecastPresenter(options: PresentationOptions(locale: locale))
let options = arguments.dropFirst(4)
let withChart = options.contains("chart")
let airData: [Data]? = options.contains("air") ? try ["current", "history", "forecast"].map { name in
    try Data(contentsOf: URL(filePath: arguments[arguments.startIndex]).deletingLastPathComponent().appending(path: "air/seoul-air-\(name).json"))
} : nil
let renderer = TextRenderer(chart: withChart ? .braille : nil)

/// Every answer decoded.
func decode() throws -> (CurrentWeatherResponse, ForecastResponse, AirQualityInput?) {
    let air = try airData.map { data in
        AirQualityInput.responses(
            current: try OpenWeatherDecoder.decodeAirPollution(data[0]), history: try OpenWeatherDecoder.decodeAirPollution(data[1]),
            forecast: try OpenWeatherDecoder.decodeAirPollution(data[2]))
    }
    return (try OpenWeatherDecoder.decodeCurrent(currentData), try OpenWeatherDecoder.decodeForecast(forecastData), air)
}
let decodedOnce = options.contains("decoded") && !oneCall ? try decode() : nil

let oneCallOnce = oneCall && options.contains("decoded") ? try OpenWeatherDecoder.decodeOneCall(currentData, units: .metric) : nil

/// One render, from response bytes (or, with `decoded`, the decoded answers) to the text a user sees.
func render() throws -> Int {
    if oneCall {
        let forecast = try oneCallOnce ?? OpenWeatherDecoder.decodeOneCall(currentData, units: .metric)
        return renderer.render(try presenter.present(forecast)).utf8.count
    }
    let (current, forecast, air) = try decodedOnce ?? decode()
    let viewModel = try presenter.present(current: current, forecast: forecast, airQuality: air)
    return renderer.render(viewModel).utf8.count
}

var length = try render()  // warms every formatter and cache the loop uses
let rounds = renders >= 100 ? 5 : 1
var best = Duration.seconds(1_000_000)
for _ in 0..<rounds {
    let clock = ContinuousClock()
    let elapsed = try clock.measure {
        for _ in 0..<renders { length &+= try render() }
    }
    best = min(best, elapsed)
}
let seconds = Double(best.components.seconds) + Double(best.components.attoseconds) / 1e18
print("renders=\(renders) locale=\(locale.identifier) renders_per_second=\(Int(Double(renders) / seconds)) µs_per_render=\(Int(seconds / Double(renders) * 1e6)) checksum=\(length)")

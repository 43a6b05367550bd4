import FoundationEssentials
import WeatherCore
import WeatherPresentation

/// The decoded input of `weather show`: files, stdin, or the bundled sample.
struct ForecastInput {
    var current: CurrentWeatherResponse?
    var forecast: ForecastResponse?
    /// A forecast read from a feed other than 2.5's two answers (`--onecall`).
    var feed: Forecast? = nil
    /// The name errors about the data use (the file, standard input, or the sample).
    var displayName: InputName
    /// The place as a place search names it (the sample's bundled geocoding answer), when known.
    var place: Place? = nil
    /// Whether the data is the bundled sample, which the output then says.
    var origin: DataOrigin = .given
    /// Whether the place search for the coordinates failed, which the output then says.
    var placeSearchFailed = false
    /// Air pollution at the same place, when asked for (files, the sample or the network).
    var airQuality: AirQualityInput? = nil
    /// The names of the current and forecast inputs, for warnings about their readings.
    var currentName: InputName? = nil
    var forecastName: InputName? = nil
    /// The names of the Air Pollution files (now, history, forecast), when they are files.
    var airQualityNames: (current: InputName?, history: InputName?, forecast: InputName?) = (nil, nil, nil)

    /// Readings the decoder corrected or left out, each with the input it came from.
    var adjustments: [(file: InputName, adjustment: ReadingAdjustment)] {
        let fromFeed = (feed?.adjustments ?? []).map { (file: displayName, adjustment: $0) }
        let fromCurrent = fromFeed + (current?.adjustments ?? []).map { (file: currentName ?? displayName, adjustment: $0) }
        let fromForecast = (forecast?.adjustments ?? []).map { (file: forecastName ?? displayName, adjustment: $0) }
        guard case .responses(let now, let history, let next) = airQuality else { return fromCurrent + fromForecast }
        // A negative concentration left out is said as a weather reading's is.
        let fromAir = [(now, airQualityNames.current), (history, airQualityNames.history), (next, airQualityNames.forecast)]
            .flatMap { response, name in (response?.adjustments ?? []).map { (file: name ?? displayName, adjustment: $0) } }
        return fromCurrent + fromForecast + fromAir
    }

    static func load(current: String?, forecast: String?, units: OpenWeatherUnits) throws(CommandFailure) -> ForecastInput {
        if current == "-" && forecast == "-" {
            throw CommandFailure(kind: .usage, message: .standardInputTwice)
        }
        if current == nil && forecast == nil {
            return try ForecastInput(
                current: decodeCurrent(BundledSamples.bytes("current.json"), file: .sample("current.json"), units: .standard),
                forecast: decodeForecast(BundledSamples.bytes("forecast.json"), file: .sample("forecast.json"), units: .standard),
                displayName: .sample("forecast.json"),
                place: try? GeocodingDecoder.decodePlaces(Data(BundledSamples.bytes("place.json"))).first,
                origin: .sample,
                airQuality: .responses(
                    current: try decodeAir(BundledSamples.bytes("air-current.json"), file: .sample("air-current.json")),
                    history: try decodeAir(BundledSamples.bytes("air-history.json"), file: .sample("air-history.json")),
                    forecast: try decodeAir(BundledSamples.bytes("air-forecast.json"), file: .sample("air-forecast.json"))))
        }
        return try ForecastInput(
            current: current.map { path throws(CommandFailure) in try decodeCurrent(InputFile.read(path), file: InputName(argument: path), units: units) },
            forecast: forecast.map { path throws(CommandFailure) in try decodeForecast(InputFile.read(path), file: InputName(argument: path), units: units) },
            displayName: InputName(argument: current ?? forecast ?? "-"),
            currentName: current.map(InputName.init(argument:)),
            forecastName: forecast.map(InputName.init(argument:)))
    }

    /// A saved One Call 3.0 answer (`--onecall`; `-` for standard input).
    static func load(oneCall path: String, units: OpenWeatherUnits) throws(CommandFailure) -> ForecastInput {
        let file = InputName(argument: path)
        let bytes = try InputFile.read(path)
        let forecast = try decode(file) { () throws(OpenWeatherDecodingError) in try OpenWeatherDecoder.decodeOneCall(Data(bytes), units: units) }
        return ForecastInput(current: nil, forecast: nil, feed: forecast, displayName: file)
    }

    /// The Air Pollution answers of `--air-pollution`, `--air-pollution-history` and
    /// `--air-pollution-forecast`.
    /// Reads them into ``airQuality`` (none without the first), keeping their names for warnings.
    mutating func loadAir(current: String?, history: String?, forecast: String?) throws(CommandFailure) {
        guard let current else {
            airQuality = nil
            return
        }
        func load(_ path: String?) throws(CommandFailure) -> AirPollutionResponse? {
            try path.map { path throws(CommandFailure) in try Self.decodeAir(InputFile.read(path), file: InputName(argument: path)) }
        }
        airQuality = try .responses(
            current: Self.decodeAir(InputFile.read(current), file: InputName(argument: current)), history: load(history), forecast: load(forecast))
        airQualityNames = (InputName(argument: current), history.map(InputName.init(argument:)), forecast.map(InputName.init(argument:)))
    }

    private static func decodeAir(_ bytes: [UInt8], file: InputName) throws(CommandFailure) -> AirPollutionResponse {
        try decode(file) { () throws(OpenWeatherDecodingError) in try OpenWeatherDecoder.decodeAirPollution(Data(bytes)) }
    }

    private static func decodeCurrent(_ bytes: [UInt8], file: InputName, units: OpenWeatherUnits) throws(CommandFailure) -> CurrentWeatherResponse {
        try decode(file) { () throws(OpenWeatherDecodingError) in try OpenWeatherDecoder.decodeCurrent(Data(bytes), units: units) }
    }

    private static func decodeForecast(_ bytes: [UInt8], file: InputName, units: OpenWeatherUnits) throws(CommandFailure) -> ForecastResponse {
        try decode(file) { () throws(OpenWeatherDecodingError) in try OpenWeatherDecoder.decodeForecast(Data(bytes), units: units) }
    }

    /// A decoding failure becomes a data error naming the file.
    private static func decode<T>(_ file: InputName, _ body: () throws(OpenWeatherDecodingError) -> T) throws(CommandFailure) -> T {
        do {
            return try body()
        } catch {
            throw CommandFailure(kind: .dataError, message: .decoding(file: file, error))
        }
    }
}

extension BundledSamples {
    /// The bytes of an embedded sample file; empty if the build embedded none by that name,
    /// which the decoder then reports as malformed input.
    static func bytes(_ name: String) -> [UInt8] {
        guard let file = files.first(where: { $0.path == name }) else { return [] }
        return Array(file.text.utf8)
    }
}

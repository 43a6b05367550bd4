/// Reads an Open-Meteo `/v1/forecast` body into a ``Forecast``, with the one JSON reader.
///
/// The request asks for metric units, wind in m/s and Unix times (`timeformat=unixtime`,
/// `timezone=auto`); an answer saved with other units or ISO 8601 times is read as its
/// `…_units` objects declare (``OpenMeteoUnits``). Every part but `latitude`/`longitude` may
/// be absent, and any value in a column may be `null` (a model without that variable):
/// an hour without a temperature is left out, a missing reading is `nil`, never a guess.
/// Snowfall comes in centimetres of snow and is held as millimetres of water (÷ 7 × 10,
/// Open-Meteo's own rule), as OpenWeather's `snow` is.
enum OpenMeteoReader {
    typealias Failure = WireModelReader.Failure

    /// The units every request asks for.
    static let units = OpenWeatherUnits.metric

    static func forecast(_ tree: JSONTree) throws(OpenWeatherDecodingError) -> Forecast {
        var repairs: [ReadingAdjustment] = []
        do throws(Failure) {
            var forecast = try tree.withReader { reader throws(Failure) in try read(Fields(reader, JSONTree.root), repairs: &repairs) }
            forecast.adjustments = repairs.map { adjustment in
                ReadingAdjustment(path: tree.path(to: Int(adjustment.path) ?? 0).description, sent: adjustment.sent, shown: adjustment.shown)
            }
            return forecast
        } catch {
            throw error.error(in: tree)
        }
    }

    /// `{"error": true, "reason": "…"}`, Open-Meteo's error body, as an API error (code 400,
    /// the status it comes with); `nil` for any other body.
    static func apiError(_ tree: JSONTree) -> OpenWeatherDecodingError? {
        tree.withReader { reader in
            guard let root = try? Fields(reader, JSONTree.root), let flag = root.optional("error"), reader.kind(flag) == .true else { return nil }
            let reason = (try? root.optionalString("reason")) ?? nil
            return .apiError(code: "400", message: UpstreamName.bounded(reason ?? ""))
        }
    }

    private static func read(_ root: Fields, repairs: inout [ReadingAdjustment]) throws(Failure) -> Forecast {
        let latitude = try root.checkedDouble("latitude", within: Coordinates.latitudeRange)
        let longitude = try root.checkedDouble("longitude", within: Coordinates.longitudeRange)
        let offset = try root.optionalInt("utc_offset_seconds")
        if let offset, !UTCOffset.isValid(seconds: offset) {
            throw Failure(node: try root.required("utc_offset_seconds"), problem: .invalid(.notUTCOffset(seconds: offset)))
        }
        let zone = try root.optionalString("timezone")
        let clock: ForecastClock? =
            if let zone, !zone.isEmpty, zone != "GMT" { .identifier(zone, offsetSeconds: offset, path: "timezone") }
            else if let offset { .utcOffset(seconds: offset, path: "utc_offset_seconds") }
            else { nil }
        let readingUnits = ReadingUnits(temperature: units.temperatureUnit)
        // Times written without a zone (a saved answer's `iso8601`) are at the answer's offset.
        func declared(_ key: StaticString) throws(Failure) -> OpenMeteoUnits {
            OpenMeteoUnits(try root.optionalFields(key), utcOffset: offset ?? 0)
        }
        var days: [ForecastDay] = []
        if let daily = try root.optionalFields("daily") {
            days = try self.days(Columns(daily, units: declared("daily_units")), units: readingUnits, repairs: &repairs)
        }
        var observation: Observation?
        if let current = try root.optionalFields("current") {
            observation = try self.observation(current, declared: declared("current_units"), units: readingUnits, days: days, repairs: &repairs)
        }
        var steps: ForecastSteps?
        if let hourly = try root.optionalFields("hourly") {
            steps = ForecastSteps(
                units: readingUnits, stepSeconds: 3600, items: try self.steps(Columns(hourly, units: declared("hourly_units")), repairs: &repairs))
        }
        var forecast = Forecast(
            location: ForecastLocation(coordinates: Coordinates(lon: longitude, lat: latitude), clock: clock),
            observation: observation, steps: steps, days: days)
        forecast.attribution = .openMeteo
        return forecast
    }

    private static func observation(
        _ object: Fields, declared: OpenMeteoUnits, units: ReadingUnits, days: [ForecastDay], repairs: inout [ReadingAdjustment]
    ) throws(Failure) -> Observation {
        // Each value in the units `current_units` declares.
        func read(
            _ key: StaticString, _ convert: (OpenMeteoUnits) -> (Double, StaticString, Int) throws(Failure) -> Double
        ) throws(Failure) -> Double? {
            guard let value = try object.optionalDouble(key) else { return nil }
            return try convert(declared)(value, key, try object.required(key))
        }
        func celsius(_ key: StaticString) throws(Failure) -> Double? { try read(key, OpenMeteoUnits.celsius) }
        func speed(_ key: StaticString) throws(Failure) -> Double? { try read(key, OpenMeteoUnits.metresPerSecond) }
        func amount(_ key: StaticString) throws(Failure) -> Double? { try read(key, OpenMeteoUnits.amount) }
        func snow(_ key: StaticString) throws(Failure) -> Double? { try read(key, OpenMeteoUnits.snowCentimetres) }
        let time = try declared.time(object.reader, object.required("time"))
        let temperature = try declared.celsius(object.double("temperature_2m"), "temperature_2m", at: object.required("temperature_2m"))
        let isDay = try object.optionalInt("is_day").map { $0 != 0 } ?? true
        // Today's sunrise and sunset: the last day starting at or before now.
        let today = days.last { $0.time <= time }
        var pressure = try object.optionalAmount("pressure_msl")
        if pressure == nil { pressure = try object.optionalAmount("surface_pressure") }
        return Observation(
            time: time, units: units,
            temperature: temperature,
            feelsLike: try celsius("apparent_temperature"),
            pressure: pressure,
            humidity: try object.percentage("relative_humidity_2m", repairs: &repairs),
            dewPoint: try celsius("dew_point_2m"),
            visibility: try amount("visibility"),
            cloudCover: try object.percentage("cloud_cover", repairs: &repairs),
            uvIndex: try object.optionalAmount("uv_index"),
            wind: try wind(speed: speed("wind_speed_10m"), direction: object.optionalDouble("wind_direction_10m"), gust: speed("wind_gusts_10m")),
            rain: try rain(amount("rain"), amount("showers")),
            snow: try snowWater(snow("snowfall")),
            condition: try object.optionalInt("weather_code").map { SkyCondition(wmo: $0, isDaytime: isDay) },
            sunrise: today?.sunrise, sunset: today?.sunset)
    }

    private static func steps(_ hourly: Columns, repairs: inout [ReadingAdjustment]) throws(Failure) -> [ForecastStep] {
        let times = try hourly.column("time")
        var items: [ForecastStep] = []
        items.reserveCapacity(times.count)
        for row in times.indices {
            // An hour without a time or temperature (past the model's horizon) is not a step.
            guard let time = try hourly.time(times, row), let temperature = try hourly.temperature("temperature_2m", row) else { continue }
            let isDay = try hourly.int("is_day", row).map { $0 != 0 } ?? true
            let chance = try hourly.percentage("precipitation_probability", row, repairs: &repairs)
            items.append(ForecastStep(
                time: time, temperature: temperature,
                feelsLike: try hourly.temperature("apparent_temperature", row),
                condition: try hourly.int("weather_code", row).map { SkyCondition(wmo: $0, isDaytime: isDay) },
                isDaytime: isDay,
                chanceOfPrecipitation: chance.map { $0 / 100 },
                rain: try rain(hourly.amount("rain", row), hourly.amount("showers", row)),
                snow: try snowWater(hourly.snow("snowfall", row)),
                wind: try wind(speed: hourly.speed("wind_speed_10m", row), direction: hourly.double("wind_direction_10m", row),
                               gust: hourly.speed("wind_gusts_10m", row)),
                humidity: try hourly.percentage("relative_humidity_2m", row, repairs: &repairs),
                pressure: try hourly.amount("pressure_msl", row),
                dewPoint: try hourly.temperature("dew_point_2m", row),
                uvIndex: try hourly.amount("uv_index", row)))
        }
        return items
    }

    private static func days(_ daily: Columns, units: ReadingUnits, repairs: inout [ReadingAdjustment]) throws(Failure) -> [ForecastDay] {
        let times = try daily.column("time")
        var days: [ForecastDay] = []
        for row in times.indices {
            guard let time = try daily.time(times, row),
                let low = try daily.temperature("temperature_2m_min", row), let high = try daily.temperature("temperature_2m_max", row)
            else { continue }
            let chance = try daily.percentage("precipitation_probability_max", row, repairs: &repairs)
            days.append(ForecastDay(
                time: time, units: units, low: min(low, high), high: max(low, high),
                condition: try daily.int("weather_code", row).map { SkyCondition(wmo: $0, isDaytime: true) },
                chanceOfPrecipitation: chance.map { $0 / 100 },
                rain: try rain(daily.amount("rain_sum", row), daily.amount("showers_sum", row)),
                snow: try snowWater(daily.snow("snowfall_sum", row)),
                uvIndexMax: try daily.amount("uv_index_max", row),
                sunrise: try daily.timeValue("sunrise", row),
                sunset: try daily.timeValue("sunset", row)))
        }
        return days
    }

    /// Rain and showers together, as OpenWeather's `rain` counts both; `nil` when neither
    /// was given, and when both are 0 (nothing falls, as OpenWeather leaves `rain` out).
    private static func rain(_ rain: Double?, _ showers: Double?) -> Double? {
        guard rain != nil || showers != nil else { return nil }
        let total = (rain ?? 0) + (showers ?? 0)
        return total > 0 ? total : nil
    }

    /// Centimetres of fresh snow as millimetres of water (7 cm of snow ≈ 10 mm of water).
    private static func snowWater(_ centimetres: Double?) -> Double? {
        guard let centimetres, centimetres > 0 else { return nil }
        return centimetres * 10 / 7
    }

    private static func wind(speed: Double?, direction: Double?, gust: Double?) -> WindReading {
        var direction = direction
        if let degrees = direction, !(0...360).contains(degrees) { direction = nil }
        return WindReading(speed: speed ?? 0, direction: direction, gust: gust)
    }
}

extension SkyCondition {
    /// A WMO code with the icon of its nearest OpenWeather condition, by day or night.
    init(wmo code: Int, isDaytime: Bool) {
        self.init(code: .wmo(code), icon: WMOWeatherCode.icon(code, isDaytime: isDaytime))
    }
}

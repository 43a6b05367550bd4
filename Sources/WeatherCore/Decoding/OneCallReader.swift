/// Reads a One Call 3.0 body (`/data/3.0/onecall`) into a ``Forecast``, with the one JSON
/// reader and the rules of the 2.5 readers: an absent or `null` optional is `nil`, a whole
/// number may be written `50.0`, every part but `lat`/`lon` may be left out (`exclude=`),
/// an alert may lack `tags`, `event` or `sender_name` (both seen empty in real answers).
/// Each value is checked as it is read, so a failure names its JSON path; a percentage just
/// outside 0...100 (humidity 101) is clamped and recorded as 2.5's are.
enum OneCallReader {
    typealias Failure = WireModelReader.Failure

    static func forecast(_ tree: JSONTree, units: OpenWeatherUnits) throws(OpenWeatherDecodingError) -> Forecast {
        var repairs: [ReadingAdjustment] = []
        do throws(Failure) {
            var forecast = try tree.withReader { reader throws(Failure) in
                try read(Fields(reader, JSONTree.root), units: units, repairs: &repairs)
            }
            forecast.adjustments = repairs.map { adjustment in
                // The node was recorded; its path is spelled out only now.
                ReadingAdjustment(path: tree.path(to: Int(adjustment.path) ?? 0).description, sent: adjustment.sent, shown: adjustment.shown)
            }
            return forecast
        } catch {
            throw error.error(in: tree)
        }
    }

    private static func read(_ root: Fields, units: OpenWeatherUnits, repairs: inout [ReadingAdjustment]) throws(Failure) -> Forecast {
        let readingUnits = ReadingUnits(temperature: units.temperatureUnit)
        let latitude = try root.checkedDouble("lat", within: Coordinates.latitudeRange)
        let longitude = try root.checkedDouble("lon", within: Coordinates.longitudeRange)
        let offset = try root.optionalInt("timezone_offset")
        if let offset, !UTCOffset.isValid(seconds: offset) {
            throw Failure(node: try root.required("timezone_offset"), problem: .invalid(.notUTCOffset(seconds: offset)))
        }
        let zone = try root.optionalString("timezone")
        let clock: ForecastClock? =
            if let zone, !zone.isEmpty { .identifier(zone, offsetSeconds: offset, path: "timezone") }
            else if let offset { .utcOffset(seconds: offset, path: "timezone_offset") }
            else { nil }
        let context = Context(units: units)
        var observed: Observation?
        if let current = try root.optionalFields("current") {
            observed = try observation(current, units: readingUnits, context, repairs: &repairs)
        }
        var steps: ForecastSteps?
        if let hourly = try root.optionalArray("hourly") {
            var items: [ForecastStep] = []
            items.reserveCapacity(hourly.reader.count(hourly.node))
            for (_, element) in hourly.reader.elements(of: hourly.node) {
                items.append(try step(Fields(hourly.reader, element), context, repairs: &repairs))
            }
            steps = ForecastSteps(units: readingUnits, stepSeconds: 3600, items: items)
        }
        var days: [ForecastDay] = []
        if let daily = try root.optionalArray("daily") {
            for (_, element) in daily.reader.elements(of: daily.node) {
                days.append(try day(Fields(daily.reader, element), context, repairs: &repairs))
            }
        }
        var minutely: [MinutePrecipitation] = []
        if let minutes = try root.optionalArray("minutely") {
            for (_, element) in minutes.reader.elements(of: minutes.node) {
                let minute = try Fields(minutes.reader, element)
                minutely.append(MinutePrecipitation(
                    time: try minute.time("dt"), millimetresPerHour: try minute.optionalAmount("precipitation") ?? 0))
            }
        }
        var alerts: [WeatherAlert] = []
        if let list = try root.optionalArray("alerts") {
            for (_, element) in list.reader.elements(of: list.node) {
                alerts.append(try alert(Fields(list.reader, element)))
            }
        }
        var forecast = Forecast(
            location: ForecastLocation(coordinates: Coordinates(lon: longitude, lat: latitude), clock: clock),
            observation: observed, steps: steps, days: days, minutely: minutely, alerts: alerts)
        forecast.carriesAlerts = true
        return forecast
    }

    /// The units a body's temperatures and speeds are in, for the range checks.
    private struct Context {
        let units: OpenWeatherUnits
    }

    private static func observation(
        _ object: Fields, units: ReadingUnits, _ context: Context, repairs: inout [ReadingAdjustment]
    ) throws(Failure) -> Observation {
        Observation(
            time: try object.time("dt"),
            units: units,
            temperature: try object.temperature("temp", context.units),
            feelsLike: try object.optionalTemperature("feels_like", context.units),
            pressure: try object.optionalAmount("pressure"),
            humidity: try object.percentage("humidity", repairs: &repairs),
            dewPoint: try object.optionalTemperature("dew_point", context.units),
            visibility: try object.optionalAmount("visibility"),
            cloudCover: try object.percentage("clouds", repairs: &repairs),
            uvIndex: try object.uvIndex("uvi"),
            wind: try wind(object, context),
            rain: try object.optionalFields("rain")?.optionalAmount("1h"),
            snow: try object.optionalFields("snow")?.optionalAmount("1h"),
            condition: try condition(object),
            sunrise: try object.optionalTime("sunrise"),
            sunset: try object.optionalTime("sunset"))
    }

    private static func step(_ object: Fields, _ context: Context, repairs: inout [ReadingAdjustment]) throws(Failure) -> ForecastStep {
        let sky = try condition(object)
        let time = try object.time("dt")
        return ForecastStep(
            time: time,
            temperature: try object.temperature("temp", context.units),
            feelsLike: try object.optionalTemperature("feels_like", context.units),
            condition: sky,
            isDaytime: sky?.isDaytimeIcon ?? true,
            chanceOfPrecipitation: try object.probability("pop", repairs: &repairs),
            rain: try object.optionalFields("rain")?.optionalAmount("1h"),
            snow: try object.optionalFields("snow")?.optionalAmount("1h"),
            wind: try wind(object, context),
            humidity: try object.percentage("humidity", repairs: &repairs),
            pressure: try object.optionalAmount("pressure"),
            dewPoint: try object.optionalTemperature("dew_point", context.units),
            uvIndex: try object.uvIndex("uvi"))
    }

    private static func day(_ object: Fields, _ context: Context, repairs: inout [ReadingAdjustment]) throws(Failure) -> ForecastDay {
        let temperatures = try object.fields("temp")
        return ForecastDay(
            time: try object.time("dt"),
            units: ReadingUnits(temperature: context.units.temperatureUnit),
            low: try temperatures.temperature("min", context.units),
            high: try temperatures.temperature("max", context.units),
            condition: try condition(object),
            chanceOfPrecipitation: try object.probability("pop", repairs: &repairs),
            rain: try object.optionalAmount("rain"),
            snow: try object.optionalAmount("snow"),
            uvIndexMax: try object.uvIndex("uvi"),
            sunrise: try object.optionalTime("sunrise"),
            sunset: try object.optionalTime("sunset"),
            moonrise: try object.optionalTime("moonrise"),
            moonset: try object.optionalTime("moonset"),
            moonPhase: try object.optionalDouble("moon_phase"))
    }

    private static func alert(_ object: Fields) throws(Failure) -> WeatherAlert {
        var tags: [String] = []
        if let list = try object.optionalArray("tags") {
            for (_, element) in list.reader.elements(of: list.node) {
                guard list.reader.kind(element) == .string else { throw Failure(node: element, problem: .expected(.string)) }
                tags.append(list.reader.text(of: element))
            }
        }
        let start = try object.time("start")
        let end = try object.optionalTime("end") ?? start
        return WeatherAlert(
            senderName: try object.optionalString("sender_name") ?? "",
            event: try object.optionalString("event") ?? "",
            start: start, end: max(start, end),
            description: try object.optionalString("description") ?? "",
            tags: tags)
    }

    /// `weather[0]`; `nil` when the list is absent or empty.
    private static func condition(_ object: Fields) throws(Failure) -> SkyCondition? {
        guard let list = try object.optionalArray("weather") else { return nil }
        guard let (_, first) = list.reader.elements(of: list.node).first(where: { _ in true }) else { return nil }
        let entry = try Fields(list.reader, first)
        return SkyCondition(code: .openWeather(try entry.int("id")), icon: try entry.optionalString("icon") ?? "")
    }

    private static func wind(_ object: Fields, _ context: Context) throws(Failure) -> WindReading {
        let speed = try object.optionalSpeed("wind_speed", context.units) ?? 0
        var direction = try object.optionalDouble("wind_deg")
        if let degrees = direction, !(0...360).contains(degrees) { direction = nil }
        return WindReading(
            speed: context.units.metersPerSecond(speed), direction: direction,
            gust: try object.optionalSpeed("wind_gust", context.units).map(context.units.metersPerSecond))
    }
}

extension Fields {
    func optionalArray(_ key: StaticString) throws(Failure) -> Elements? {
        guard let value = optional(key) else { return nil }
        guard reader.kind(value) == .array else { throw Failure(node: value, problem: .expected(.array)) }
        return Elements(reader: reader, node: value)
    }

    func checkedDouble(_ key: StaticString, within range: ClosedRange<Double>) throws(Failure) -> Double {
        let value = try double(key)
        guard range.contains(value) else { throw Failure(node: try required(key), problem: .invalid(.outside(value, range))) }
        return value
    }

    func time(_ key: StaticString) throws(Failure) -> Int {
        try ReadingChecks.time(int(key), at: required(key))
    }

    /// A time, `nil` when absent; 0 (One Call's "no moonrise this day") is kept as sent.
    func optionalTime(_ key: StaticString) throws(Failure) -> Int? {
        guard optional(key) != nil else { return nil }
        return try time(key)
    }

    func temperature(_ key: StaticString, _ units: OpenWeatherUnits) throws(Failure) -> Double {
        try ReadingChecks.temperature(double(key), at: required(key), units)
    }

    func optionalTemperature(_ key: StaticString, _ units: OpenWeatherUnits) throws(Failure) -> Double? {
        guard optional(key) != nil else { return nil }
        return try temperature(key, units)
    }

    func optionalSpeed(_ key: StaticString, _ units: OpenWeatherUnits) throws(Failure) -> Double? {
        guard let value = try optionalDouble(key) else { return nil }
        return try ReadingChecks.speed(value, at: required(key), units)
    }

    /// A quantity that cannot be negative (an amount, a pressure, a distance, an index).
    func optionalAmount(_ key: StaticString) throws(Failure) -> Double? {
        guard let value = try optionalDouble(key) else { return nil }
        return try ReadingChecks.amount(value, at: required(key))
    }

    /// A UV index: no sky gives more than ``UVIndexScale/plausible`` (about 43 was the record).
    func uvIndex(_ key: StaticString) throws(Failure) -> Double? {
        guard let value = try optionalAmount(key) else { return nil }
        guard UVIndexScale.plausible.contains(value) else {
            throw Failure(node: try required(key), problem: .invalid(.outside(value, UVIndexScale.plausible)))
        }
        return value
    }

    /// A percentage, clamped to 0...100 when slightly outside (recorded with its node).
    func percentage(_ key: StaticString, repairs: inout [ReadingAdjustment]) throws(Failure) -> Double? {
        guard let value = try optionalDouble(key) else { return nil }
        return try ReadingChecks.share(value, at: required(key), of: 100, repairs: &repairs)
    }

    /// A probability, clamped to 0...1 when slightly outside (recorded with its node).
    func probability(_ key: StaticString, repairs: inout [ReadingAdjustment]) throws(Failure) -> Double? {
        guard let value = try optionalDouble(key) else { return nil }
        return try ReadingChecks.share(value, at: required(key), of: 1, repairs: &repairs)
    }
}

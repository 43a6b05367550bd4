/// A decoded endpoint body: carries the units it was requested in and checks its ranges.
protocol ValidatedResponse {
    /// The model a document holds, or what is wrong and where (see ``WireModelReader``).
    static func read(_ tree: JSONTree) throws(OpenWeatherDecodingError) -> Self
    var units: OpenWeatherUnits { get set }
    /// Corrects or leaves out readings that are slightly wrong, recording each.
    mutating func repair()
    func validate() throws(OpenWeatherDecodingError)
}

/// Range checks run after decoding, so every value a caller sees is physically possible
/// and every response has a primary condition. Each failure names the value's JSON path;
/// a path is spelled out only for a value that fails (a warm render checks about 500
/// values and used to build a path string for each).
extension CurrentWeatherResponse: ValidatedResponse {
    func validate() throws(OpenWeatherDecodingError) {
        let root = JSONPath.root
        try validateTime(dt, at: root.appending(CodingKeys.dt))
        try validateTime(sys.sunrise, at: root.appending(CodingKeys.sys).appending(key: "sunrise"))
        try validateTime(sys.sunset, at: root.appending(CodingKeys.sys).appending(key: "sunset"))
        try validateOffset(timezoneOffsetSeconds, at: root.appending(CodingKeys.timezoneOffsetSeconds))
        try coord.validate(at: root.appending(CodingKeys.coord))
        try validateConditions(weather, at: root.appending(CodingKeys.weather))
        try main.validate(at: root.appending(CodingKeys.main), units: units)
        try validateNotNegative(visibility, at: root.appending(CodingKeys.visibility))
        try wind.validate(at: root.appending(CodingKeys.wind), units: units)
        try clouds.validate(at: root.appending(CodingKeys.clouds))
        try rain?.validate(at: root.appending(CodingKeys.rain))
        try snow?.validate(at: root.appending(CodingKeys.snow))
    }
}

extension ForecastResponse: ValidatedResponse {
    func validate() throws(OpenWeatherDecodingError) {
        let city = { JSONPath.root.appending(CodingKeys.city) }
        try validateTime(self.city.sunrise, at: city().appending(key: "sunrise"))
        try validateTime(self.city.sunset, at: city().appending(key: "sunset"))
        try validateOffset(self.city.timezoneOffsetSeconds, at: city().appending(key: "timezone"))
        try self.city.coord.validate(at: city().appending(key: "coord"))
        let list = { JSONPath.root.appending(CodingKeys.list) }
        for (index, item) in self.list.enumerated() {
            try item.validate(at: list().appending(index: index), units: units)
        }
    }
}

extension ForecastResponse.Item {
    func validate(at path: @autoclosure () -> JSONPath, units: OpenWeatherUnits) throws(OpenWeatherDecodingError) {
        try validateTime(dt, at: path().appending(CodingKeys.dt))
        try main.validate(at: path().appending(CodingKeys.main), units: units)
        try validateConditions(weather, at: path().appending(CodingKeys.weather))
        try clouds.validate(at: path().appending(CodingKeys.clouds))
        try wind.validate(at: path().appending(CodingKeys.wind), units: units)
        try validateNotNegative(visibility, at: path().appending(CodingKeys.visibility))
        if let pop = probabilityOfPrecipitation, !(0...1).contains(pop) {
            throw .invalidValue(
                path: path().appending(CodingKeys.probabilityOfPrecipitation).description,
                reason: .outside(value: "\(pop)", lowest: "0", highest: "1"))
        }
        try rain?.validate(at: path().appending(CodingKeys.rain))
        try snow?.validate(at: path().appending(CodingKeys.snow))
    }
}

extension MainReadings {
    func validate(at path: @autoclosure () -> JSONPath, units: OpenWeatherUnits) throws(OpenWeatherDecodingError) {
        try validateAboveAbsoluteZero(temp, units: units, at: path().appending(CodingKeys.temp))
        try validateAboveAbsoluteZero(feelsLike ?? temp, units: units, at: path().appending(CodingKeys.feelsLike))
        try validateAboveAbsoluteZero(tempMin, units: units, at: path().appending(CodingKeys.tempMin))
        try validateAboveAbsoluteZero(tempMax, units: units, at: path().appending(CodingKeys.tempMax))
        try validatePercentage(humidity, at: path().appending(CodingKeys.humidity))
    }
}

extension Wind {
    func validate(at path: @autoclosure () -> JSONPath, units: OpenWeatherUnits) throws(OpenWeatherDecodingError) {
        try validateNotNegative(speed, at: path().appending(CodingKeys.speed))
        try validateWindSpeed(speed, units: units, at: path().appending(CodingKeys.speed))
        if let deg, !(0...360).contains(deg) {
            throw .invalidValue(path: path().appending(CodingKeys.deg).description, reason: .outside(value: "\(deg)", lowest: "0", highest: "360"))
        }
        try validateNotNegative(gust, at: path().appending(CodingKeys.gust))
        try validateWindSpeed(gust, units: units, at: path().appending(CodingKeys.gust))
    }
}

extension Coordinates {
    /// No place lies beyond ±90° latitude or ±180° longitude (1e300 would reach the header).
    func validate(at path: @autoclosure () -> JSONPath) throws(OpenWeatherDecodingError) {
        if !Self.latitudeRange.contains(lat) {
            throw .invalidValue(path: path().appending(key: "lat").description, reason: .outside(lat, Self.latitudeRange))
        }
        if !Self.longitudeRange.contains(lon) {
            throw .invalidValue(path: path().appending(key: "lon").description, reason: .outside(lon, Self.longitudeRange))
        }
    }
}

extension Clouds {
    func validate(at path: @autoclosure () -> JSONPath) throws(OpenWeatherDecodingError) {
        try validatePercentage(all, at: path().appending(CodingKeys.all))
    }
}

extension Precipitation {
    func validate(at path: @autoclosure () -> JSONPath) throws(OpenWeatherDecodingError) {
        try validateNotNegative(oneHour, at: path().appending(CodingKeys.oneHour))
        try validateNotNegative(threeHours, at: path().appending(CodingKeys.threeHours))
    }
}

private func validateAboveAbsoluteZero(
    _ value: Double, units: OpenWeatherUnits, at path: @autoclosure () -> JSONPath
) throws(OpenWeatherDecodingError) {
    if value < units.absoluteZero {
        throw .invalidValue(path: path().description, reason: .belowAbsoluteZero(value, units))
    }
    // `!(… <= …)` also catches NaN.
    if !(value <= units.highestTemperature) {
        throw .invalidValue(path: path().description, reason: .aboveAnyTemperature(value, units))
    }
}

/// A wind speed no wind reaches (1.8e308 m/s would read "∞ mph") is a broken answer.
private func validateWindSpeed(_ value: Double?, units: OpenWeatherUnits, at path: @autoclosure () -> JSONPath) throws(OpenWeatherDecodingError) {
    if let value, !(value <= units.highestWindSpeed) {
        throw .invalidValue(path: path().description, reason: .aboveAnyWindSpeed(value, units))
    }
}

private func validateConditions(_ conditions: [WeatherCondition], at path: @autoclosure () -> JSONPath) throws(OpenWeatherDecodingError) {
    if conditions.isEmpty {
        throw .emptyWeatherList(path: path().description)
    }
}

/// A Unix time must be one a calendar can show, so later offset arithmetic cannot overflow.
func validateTime(_ seconds: Int?, at path: @autoclosure () -> JSONPath) throws(OpenWeatherDecodingError) {
    if let seconds, !UnixTime.range.contains(seconds) {
        throw .invalidValue(path: path().description, reason: .timeOutOfRange(seconds: seconds))
    }
}

/// A UTC offset must be one a clock can show (whole minutes within ±18 hours): an answer
/// that cannot be shown is refused here, before the client caches it.
private func validateOffset(_ seconds: Int?, at path: @autoclosure () -> JSONPath) throws(OpenWeatherDecodingError) {
    if let seconds, !UTCOffset.isValid(seconds: seconds) {
        throw .invalidValue(path: path().description, reason: .notUTCOffset(seconds: seconds))
    }
}

private func validatePercentage(_ value: Int, at path: @autoclosure () -> JSONPath) throws(OpenWeatherDecodingError) {
    if !(0...100).contains(value) {
        throw .invalidValue(path: path().description, reason: .outside(value: "\(value)", lowest: "0", highest: "100"))
    }
}

private func validateNotNegative<Number: Comparable & Numeric>(
    _ value: Number?, at path: @autoclosure () -> JSONPath
) throws(OpenWeatherDecodingError) {
    if let value, value < .zero {
        throw .invalidValue(path: path().description, reason: .negative("\(value)"))
    }
}

extension CurrentWeatherResponse {
    static func read(_ tree: JSONTree) throws(OpenWeatherDecodingError) -> Self {
        try WireModelReader.current(tree)
    }
}

extension ForecastResponse {
    static func read(_ tree: JSONTree) throws(OpenWeatherDecodingError) -> Self {
        try WireModelReader.forecast(tree)
    }
}

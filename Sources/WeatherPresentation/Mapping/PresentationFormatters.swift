import WeatherCore
import WeatherLocalization

/// Every formatter one presentation needs, for one locale and time zone. Each is backed by
/// the engine's shared caches, so making this is cheap after the first time.
struct PresentationFormatters: Sendable {
    let localizer: Localizer
    let temperature: TemperatureFormatter
    let spokenTemperature: TemperatureFormatter
    let wind: QuantityFormatter
    let spokenWind: QuantityFormatter
    let pressure: QuantityFormatter
    let precipitation: QuantityFormatter
    let visibility: QuantityFormatter
    let percent: PercentFormatter
    let observedAt: SkeletonDateFormatter
    let hourly: SkeletonDateFormatter
    let day: SkeletonDateFormatter
    let sunriseSunset: SkeletonDateFormatter
    let dayNames: DayNameFormatter
    let timeZone: WeatherTimeZone

    /// - Parameter stepsOffTheHour: whether forecast steps fall at minutes past the hour locally.
    init(options: PresentationOptions, localizer: Localizer, timeZone: WeatherTimeZone, stepsOffTheHour: Bool = false) throws(LocalizationError) {
        let locale = options.locale
        let skeletons = options.skeletons
        self.localizer = localizer
        self.timeZone = timeZone
        temperature = try TemperatureFormatter(locale: locale, options: options.temperature)
        var spoken = options.temperature
        spoken.width = .fullName
        spokenTemperature = try TemperatureFormatter(locale: locale, options: spoken)
        wind = try QuantityFormatter(.windSpeed, locale: locale)
        spokenWind = try QuantityFormatter(.windSpeed, locale: locale, width: .fullName)
        pressure = try QuantityFormatter(.pressure, locale: locale)
        precipitation = try QuantityFormatter(.precipitation, locale: locale)
        visibility = try QuantityFormatter(.visibility, locale: locale)
        percent = try PercentFormatter(locale: locale)
        observedAt = try SkeletonDateFormatter(locale: locale, skeleton: skeletons.observedAt, timeZone: timeZone)
        let hourlySkeleton = stepsOffTheHour && !skeletons.hourly.contains("m") ? skeletons.hourly + "m" : skeletons.hourly
        hourly = try SkeletonDateFormatter(locale: locale, skeleton: hourlySkeleton, timeZone: timeZone)
        day = try SkeletonDateFormatter(locale: locale, skeleton: skeletons.day, timeZone: timeZone)
        sunriseSunset = try SkeletonDateFormatter(locale: locale, skeleton: skeletons.sunriseSunset, timeZone: timeZone)
        dayNames = try DayNameFormatter(locale: locale, timeZone: timeZone, weekdaySkeleton: skeletons.weekday)
    }

    func temperatureText(_ value: Double, in unit: TemperatureUnit) -> TemperatureText {
        let reading = Temperature(value, unit)
        return TemperatureText(
            text: temperature.format(reading),
            accessibilityLabel: spokenTemperature.format(reading),
            value: reading.value(in: temperature.unit))
    }

    func conditionText(_ condition: WeatherCondition) -> ConditionText {
        ConditionText(id: condition.id, text: localizer.string(Self.conditionKey(condition)), icon: condition.icon)
    }

    /// `condition.<id>` for the ids OpenWeather documents; the group's key for others
    /// (a retired 9xx id, a new id), so an unknown id still reads sensibly.
    static func conditionKey(_ condition: WeatherCondition) -> String {
        if condition.isKnown { return "condition.\(condition.id)" }
        switch condition.group {
        case .thunderstorm: return "condition.group.2"
        case .drizzle: return "condition.group.3"
        case .rain: return "condition.group.5"
        case .snow: return "condition.group.6"
        case .atmosphere: return "condition.group.7"
        case .clear, .clouds: return "condition.group.8"
        case .unknown: return "condition.unknown"
        }
    }

    /// Below 0.5 m/s the Beaufort scale calls the air calm and a direction means nothing.
    static let calmBelowMetersPerSecond = 0.5

    func windText(_ wind: Wind, units: OpenWeatherUnits) -> WindText {
        let speed = units.metersPerSecond(wind.speed)
        let speedText = self.wind.format(speed)
        let gust = wind.gust.map { self.wind.format(units.metersPerSecond($0)) }
        guard speed >= Self.calmBelowMetersPerSecond else {
            let calm = localizer.string("wind.calm")
            return WindText(speed: speedText, direction: nil, directionAbbreviation: nil, summary: calm,
                            accessibilityLabel: calm, gust: gust, degrees: wind.deg)
        }
        let point = wind.deg.flatMap(CompassPoint.init(degrees:))
        let direction = point.map { localizer.string("compass.\($0.rawValue)") }
        let abbreviation = point.map { localizer.string("compass.\($0.rawValue).abbr") }
        let spokenSpeed = spokenWind.format(speed)
        return WindText(
            speed: speedText,
            direction: direction,
            directionAbbreviation: abbreviation,
            summary: abbreviation.map { localizer.string("wind.summary", .string($0), .string(speedText)) } ?? speedText,
            accessibilityLabel: direction.map { localizer.string("accessibility.wind", .string($0), .string(spokenSpeed)) } ?? spokenSpeed,
            gust: gust,
            degrees: wind.deg)
    }

    /// "Rain 0.3 mm" and/or "Snow 0.5 mm" for amounts that were reported; `nil` when none.
    func precipitationText(rain: Double?, snow: Double?) -> String? {
        let parts = [
            rain.map { localizer.string("precipitation.rain", .string(precipitation.format($0))) },
            snow.map { localizer.string("precipitation.snow", .string(precipitation.format($0))) },
        ].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " / ")
    }

    func isoDate(_ date: LocalDate) -> String {
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(date.year, 4))-\(pad(date.month, 2))-\(pad(date.day, 2))"
    }
}

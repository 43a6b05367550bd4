import WeatherCore
import WeatherLocalization
import WeatherStrings

/// Every formatter one presentation needs, for one locale and time zone. Each is backed by
/// the engine's shared caches, so making this is cheap after the first time.
struct PresentationFormatters: Sendable {
    let localizer: Localizer
    let temperature: TemperatureFormatter
    let spokenTemperature: TemperatureFormatter
    let wind: QuantityFormatter
    let spokenWind: QuantityFormatter
    let pressure: QuantityFormatter
    let spokenPressure: QuantityFormatter
    let precipitation: QuantityFormatter
    let spokenPrecipitation: QuantityFormatter
    let visibility: QuantityFormatter
    let spokenVisibility: QuantityFormatter
    let percent: PercentFormatter
    let spokenPercent: PercentFormatter
    let observedAt: SkeletonDateFormatter
    let hourly: SkeletonDateFormatter
    let sunriseSunset: SkeletonDateFormatter
    /// A moment on another day than today, in sentences (`금요일 오전 9시`, `Friday 9 AM`).
    let weekdayHour: SkeletonDateFormatter
    let dayNames: DayNameFormatter
    /// A forecast day's title, date and heading (the daily rows, the hourly table's day headings).
    let dayHeadings: DayHeadings
    let timeZone: WeatherTimeZone

    /// What distinguishes the sets of one presenter (its locale and options are fixed).
    struct Key: Hashable, Sendable {
        let timeZone: WeatherTimeZone
        let stepsOffTheHour: Bool
    }

    /// - Parameter stepsOffTheHour: whether forecast steps fall at minutes past the hour locally.
    init(options: PresentationOptions, localizer: Localizer, timeZone: WeatherTimeZone, stepsOffTheHour: Bool = false) throws(LocalizationError) {
        let locale = options.locale
        let skeletons = options.skeletons
        self.localizer = localizer
        // The zone's days and offsets come from ICU's calendar: a calendar that cannot be
        // opened fails here, as an error, instead of days and times shown in UTC.
        try timeZone.checkCalendar()
        self.timeZone = timeZone
        temperature = try TemperatureFormatter(locale: locale, options: options.temperature)
        var spoken = options.temperature
        spoken.width = .fullName
        spokenTemperature = try TemperatureFormatter(locale: locale, options: spoken)
        wind = try QuantityFormatter(.windSpeed, locale: locale)
        spokenWind = try QuantityFormatter(.windSpeed, locale: locale, width: .fullName)
        pressure = try QuantityFormatter(.pressure, locale: locale)
        spokenPressure = try QuantityFormatter(.pressure, locale: locale, width: .fullName)
        precipitation = try QuantityFormatter(.precipitation, locale: locale)
        spokenPrecipitation = try QuantityFormatter(.precipitation, locale: locale, width: .fullName)
        visibility = try QuantityFormatter(.visibility, locale: locale)
        spokenVisibility = try QuantityFormatter(.visibility, locale: locale, width: .fullName)
        percent = try PercentFormatter(locale: locale)
        spokenPercent = try PercentFormatter(locale: locale, width: .fullName)
        observedAt = try SkeletonDateFormatter(locale: locale, skeleton: skeletons.observedAt, timeZone: timeZone)
        var hourly = try SkeletonDateFormatter(locale: locale, skeleton: skeletons.hourly, timeZone: timeZone)
        // Minutes where the hour alone would be wrong (steps at :45) or a bare number ("from 15").
        if !skeletons.hourly.contains("m"), stepsOffTheHour || hourly.isBareHour {
            hourly = try SkeletonDateFormatter(locale: locale, skeleton: skeletons.hourly + "m", timeZone: timeZone)
        }
        self.hourly = hourly
        let weekdaySkeleton = "EEEE" + hourly.skeleton
        weekdayHour = try SkeletonDateFormatter(locale: locale, skeleton: weekdaySkeleton, timeZone: timeZone)
        sunriseSunset = try SkeletonDateFormatter(locale: locale, skeleton: skeletons.sunriseSunset, timeZone: timeZone)
        dayNames = try DayNameFormatter(locale: locale, timeZone: timeZone, weekdaySkeleton: skeletons.weekday)
        dayHeadings = try DayHeadings(locale: locale, localizer: localizer, names: dayNames, daySkeleton: skeletons.day)
    }

    var units: QuantityUnits {
        QuantityUnits(windSpeed: wind.unit, pressure: pressure.unit, precipitation: precipitation.unit, visibility: visibility.unit)
    }

    func temperatureText(_ value: Double, in unit: TemperatureUnit) -> TemperatureText {
        let reading = Temperature(value, unit)
        return TemperatureText(
            text: temperature.format(reading),
            accessibilityLabel: spokenTemperature.spoken(reading, localizer: localizer),
            value: reading.value(in: temperature.unit))
    }

    func conditionText(_ condition: SkyCondition, isDaytime: Bool?) -> ConditionText {
        let symbol = WeatherSymbol(icon: condition.icon)
        return ConditionText(
            id: condition.code.openWeatherID, text: localizer.string(StringKey.condition(condition.code, isDaytime: isDaytime)),
            icon: condition.icon, emoji: symbol.emoji, ascii: symbol.ascii)
    }

    func percentText(percent value: Double) -> AccessibleText {
        AccessibleText(text: percent.format(percent: value), accessibilityLabel: spokenPercent.format(percent: value))
    }

    func percentText(fraction value: Double) -> AccessibleText {
        AccessibleText(text: percent.format(fraction: value), accessibilityLabel: spokenPercent.format(fraction: value))
    }

    func quantityText(_ value: Double, _ shown: QuantityFormatter, _ spoken: QuantityFormatter) -> AccessibleText {
        let text = shown.format(value)
        let words = spoken.format(value)
        guard text.isTrace else { return AccessibleText(text: text.text, accessibilityLabel: words.text) }
        return AccessibleText(
            text: localizer.string(.precipitationTrace, .string(text.text)),
            accessibilityLabel: localizer.string(.accessibilityLessThan, .string(words.text)))
    }

    /// Below 0.5 m/s the Beaufort scale calls the air calm and a direction means nothing.
    static let calmBelowMetersPerSecond = 0.5

    func windText(_ wind: WindReading, points: CompassRose) -> WindText {
        let speed = wind.speed
        let speedText = self.wind.format(speed).text
        let gust = wind.gust.map { self.wind.format($0).text }
        guard speed >= Self.calmBelowMetersPerSecond else {
            let calm = localizer.string(.windCalm)
            return WindText(speed: speedText, direction: nil, directionAbbreviation: nil, summary: calm,
                            accessibilityLabel: calm, gust: gust, degrees: wind.direction)
        }
        let point = wind.direction.flatMap { CompassPoint(degrees: $0, points: points) }
        let direction = point.map { localizer.string(StringKey.compassKey($0)) }
        let abbreviation = point.map { localizer.string(StringKey.compassAbbreviationKey($0)) }
        let spokenSpeed = spokenWind.format(speed).text
        var spoken = direction.map { localizer.string(.accessibilityWind, .string($0), .string(spokenSpeed)) } ?? spokenSpeed
        if let gustSpeed = wind.gust {
            spoken = localizer.string(.windWithGust, .string(spoken), .string(spokenWind.format(gustSpeed).text))
        }
        return WindText(
            speed: speedText,
            direction: direction,
            directionAbbreviation: abbreviation,
            summary: abbreviation.map { localizer.string(.windSummary, .string($0), .string(speedText)) } ?? speedText,
            accessibilityLabel: spoken,
            gust: gust,
            degrees: wind.direction)
    }

    /// "Rain 0.3 mm" and/or "Snow 0.5 mm" for amounts that were reported and are not zero;
    /// `nil` when none.
    func precipitationText(rain: Double?, snow: Double?) -> AccessibleText? {
        let parts = [(rain, StringKey.precipitationRain), (snow, StringKey.precipitationSnow)].compactMap { amount, key -> AccessibleText? in
            guard let amount, amount > 0 else { return nil }
            let value = quantityText(amount, precipitation, spokenPrecipitation)
            return AccessibleText(
                text: localizer.string(key, .string(value.text)),
                accessibilityLabel: localizer.string(key, .string(value.accessibilityLabel)))
        }
        guard !parts.isEmpty else { return nil }
        return AccessibleText(
            text: parts.map(\.text).joinedText(separator: " / "),
            accessibilityLabel: parts.map(\.accessibilityLabel).joinedText(separator: ", "))
    }

    func isoDate(_ date: LocalDate) -> String {
        CivilDate.isoText(year: date.year, month: date.month, day: date.day)
    }
}

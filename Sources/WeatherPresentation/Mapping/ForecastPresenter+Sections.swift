import WeatherCore
import WeatherLocalization
import WeatherStrings

extension ForecastPresenter {
    /// The observed temperature, in the forecast's unit, when it was observed on `day`.
    func observedTemperature(_ current: Observation?, on day: DayGroup, forecastUnits: ReadingUnits, _ f: PresentationFormatters) -> Double? {
        guard let current, f.timeZone.localDate(atUnixSeconds: current.time) == day.date else { return nil }
        return Temperature(current.temperature, current.units.temperature).value(in: forecastUnits.temperature)
    }

    func presentCurrent(
        _ current: Observation, days: [DayGroup], todayRange: (low: Temperature, high: Temperature)? = nil,
        forecastUnits: ReadingUnits, at location: ForecastLocation, _ f: PresentationFormatters
    ) -> CurrentConditionsViewModel {
        let unit = current.units.temperature
        // Today's range is the feed's own day when it has days, else the daily summary's for
        // today when the forecast covers today, else the observation's own min/max.
        let today = f.timeZone.localDate(atUnixSeconds: current.time)
        var range = days.first { $0.date == today }.map { day in
            day.temperatureRange(observed: observedTemperature(current, on: day, forecastUnits: forecastUnits, f))
        }
        var rangeUnit = range == nil ? unit : forecastUnits.temperature
        if let todayRange {
            range = (todayRange.low.value, todayRange.high.value)
            rangeUnit = todayRange.low.unit
        }
        let observedAt = f.observedAt.format(unixSeconds: current.time)
        let primary = current.condition ?? SkyCondition.unreported
        let sun = SunTimes(current: current, at: location.coordinates, formatters: f)
        return CurrentConditionsViewModel(
            observedAtUnix: current.time,
            observedAt: observedAt,
            observedAtLabel: f.localizer.string(.headerObservedAt, .string(observedAt)),
            temperature: f.temperatureText(current.temperature, in: unit),
            feelsLike: current.feelsLike.map { f.temperatureText($0, in: unit) },
            high: f.temperatureText(range?.high ?? current.areaHigh ?? current.temperature, in: rangeUnit),
            low: f.temperatureText(range?.low ?? current.areaLow ?? current.temperature, in: rangeUnit),
            condition: f.conditionText(primary, isDaytime: sun.isDaytime ?? primary.isDaytimeIcon),
            humidity: current.humidity.map { f.percentText(percent: $0) },
            wind: f.windText(current.wind, points: .sixteen),
            pressure: current.pressure.map { f.quantityText($0, f.pressure, f.spokenPressure) },
            visibility: current.visibility.map { f.quantityText($0, f.visibility, f.spokenVisibility) },
            cloudCover: current.cloudCover.map { f.percentText(percent: $0) },
            rain: f.precipitationText(rain: current.rain, snow: nil),
            snow: f.precipitationText(rain: nil, snow: current.snow),
            sunrise: sun.sunrise,
            sunset: sun.sunset)
    }

    func presentDay(
        _ day: DayGroup, units: ReadingUnits, now: Int, observed: Observation?, _ f: PresentationFormatters
    ) -> DailySummaryViewModel {
        let unit = units.temperature
        let range = day.temperatureRange(observed: observedTemperature(observed, on: day, forecastUnits: units, f))
        let condition = DominantCondition.of(day.items) ?? SkyCondition.unreported
        return dayRow(
            date: day.date, at: day.items[0].time, low: f.temperatureText(range.low, in: unit), high: f.temperatureText(range.high, in: unit),
            // A day's condition is its daytime one: the daytime name ("Sunny").
            condition: f.conditionText(condition, isDaytime: day.items.contains(where: \.isDaytime) ? true : nil),
            chance: day.items.compactMap(\.chanceOfPrecipitation).max(), coverage: coverage(of: day, f), now: now, f)
    }

    /// A day's row: its headings, its range worded for the eye and the ear, its condition.
    private func dayRow(
        date: LocalDate, at time: Int, low: TemperatureText, high: TemperatureText, condition: ConditionText, chance: Double?,
        coverage: DayCoverage, now: Int, _ f: PresentationFormatters
    ) -> DailySummaryViewModel {
        let words = f.dayHeadings.day(forUnixSeconds: time, today: now)
        return DailySummaryViewModel(
            localDate: f.isoDate(date),
            title: words.title,
            date: words.date,
            heading: words.heading,
            low: low,
            high: high,
            range: AccessibleText(
                text: f.localizer.string(.dailyRange, .string(low.text), .string(high.text)),
                accessibilityLabel: f.localizer.string(.accessibilityRange, .string(low.accessibilityLabel), .string(high.accessibilityLabel))),
            condition: condition,
            chanceOfPrecipitation: chance.map(f.percentText(fraction:)),
            coverage: coverage)
    }

    /// A day as the feed forecasts it: whole, its condition the feed's.
    func presentDay(_ day: ForecastDay, now: Int, uvScale: UVIndexScale, _ f: PresentationFormatters) -> DailySummaryViewModel {
        let unit = day.units.temperature
        var row = dayRow(
            date: f.timeZone.localDate(atUnixSeconds: day.time), at: day.time,
            low: f.temperatureText(day.low, in: unit), high: f.temperatureText(day.high, in: unit),
            condition: f.conditionText(day.condition ?? SkyCondition.unreported, isDaytime: true),
            chance: day.chanceOfPrecipitation, coverage: DayCoverage(stepCount: 1, isComplete: true, note: nil), now: now, f)
        row.uvIndexMax = day.uvIndexMax.map { index in
            let value = f.localizer.string(.uvDailyMaximum, .string(uvText(index, scale: uvScale).text))
            return AccessibleText(text: value, accessibilityLabel: value)
        }
        return row
    }

    /// Complete, or what part of the day the steps cover ("from 3 PM").
    private func coverage(of day: DayGroup, _ f: PresentationFormatters) -> DayCoverage {
        let complete = day.isComplete(in: f.timeZone)
        guard !complete, let first = day.items.first, let last = day.items.last else {
            return DayCoverage(stepCount: day.items.count, isComplete: complete, note: nil)
        }
        let startsLate = DayGroup.secondsIntoDay(first.time, f.timeZone) >= 3 * 3600
        let endsEarly = DayGroup.secondsIntoDay(last.time, f.timeZone) < 21 * 3600
        let from = f.hourly.format(unixSeconds: first.time)
        let until = f.hourly.format(unixSeconds: last.time)
        let note = switch (startsLate, endsEarly) {
        case (true, true): f.localizer.string(.dailyCoverageBetween, .string(from), .string(until))
        case (true, false): f.localizer.string(.dailyCoverageFrom, .string(from))
        default: f.localizer.string(.dailyCoverageUntil, .string(until))
        }
        return DayCoverage(stepCount: day.items.count, isComplete: false, note: note)
    }

    func presentItem(_ item: ForecastStep, units: ReadingUnits, _ f: PresentationFormatters) -> HourlyItemViewModel {
        let condition = item.condition ?? SkyCondition.unreported
        let isDaytime = item.isDaytime
        return HourlyItemViewModel(
            unixTime: item.time,
            time: f.hourly.format(unixSeconds: item.time),
            temperature: f.temperatureText(item.temperature, in: units.temperature),
            condition: f.conditionText(condition, isDaytime: isDaytime),
            chanceOfPrecipitation: item.chanceOfPrecipitation.map(f.percentText(fraction:)),
            precipitation: f.precipitationText(rain: item.rain, snow: item.snow),
            wind: f.windText(item.wind, points: .eight),
            isDaytime: isDaytime)
    }
}

/// Sunrise and sunset for the current conditions. OpenWeather sends 0 (or nothing) for both
/// where the sun neither rises nor sets that day, and then marks the data `d` or `n` wrongly
/// as often as not; the sun itself says which it is (``SolarPosition``): midnight sun, polar
/// night, or, anywhere else, unknown times. Without times, the sun also says whether it is
/// day or night for the condition's name.
struct SunTimes {
    var sunrise: AccessibleText?
    var sunset: AccessibleText?
    /// Day or night from the sun's elevation when the data gives no sunrise or sunset;
    /// `nil` when it gives one (its icon's `d`/`n` is then trusted).
    var isDaytime: Bool?

    init(current: Observation, at coordinates: Coordinates?, formatters f: PresentationFormatters) {
        let rise = current.sunrise.flatMap { $0 > 0 ? $0 : nil }
        let set = current.sunset.flatMap { $0 > 0 ? $0 : nil }
        sunrise = rise.map { Self.time($0, f) }
        sunset = set.map { Self.time($0, f) }
        guard rise == nil, set == nil, let coordinates else { return }
        isDaytime = SolarPosition.isUp(at: coordinates, unixSeconds: current.time)
        let polar: StringKey? = switch SolarPosition.day(at: coordinates, unixSeconds: current.time) {
        case .midnightSun: .sunPolarDay
        case .polarNight: .sunPolarNight
        case .risesAndSets: nil
        }
        if let polar {
            let text = f.localizer.string(polar)
            sunrise = AccessibleText(text: text, accessibilityLabel: text)
            sunset = sunrise
        }
    }

    private static func time(_ seconds: Int, _ f: PresentationFormatters) -> AccessibleText {
        let text = f.sunriseSunset.format(unixSeconds: seconds)
        return AccessibleText(text: text, accessibilityLabel: text)
    }
}

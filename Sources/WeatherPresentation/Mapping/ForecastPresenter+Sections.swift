import WeatherCore
import WeatherLocalization
import WeatherStrings

extension WeatherCondition {
    /// Stands in where a constructed response has no condition (the decoder rejects an
    /// empty `weather` list); id 0 reads as "unknown conditions".
    static let unreported = WeatherCondition(id: 0, main: "", description: "", icon: "")

    /// Whether the icon marks daytime (`01d`) or night (`01n`); `nil` without an icon.
    var isDaytimeIcon: Bool? {
        if icon.hasSuffix("d") { return true }
        if icon.hasSuffix("n") { return false }
        return nil
    }
}

extension ForecastPresenter {
    /// The observed temperature, in the forecast's unit, when it was observed on `day`.
    func observedTemperature(_ current: CurrentWeatherResponse?, on day: DayGroup, forecastUnits: OpenWeatherUnits, _ f: PresentationFormatters) -> Double? {
        guard let current, f.timeZone.localDate(atUnixSeconds: current.dt) == day.date else { return nil }
        return Temperature(current.main.temp, current.units.temperatureUnit).value(in: forecastUnits.temperatureUnit)
    }

    func presentCurrent(
        _ current: CurrentWeatherResponse, days: [DayGroup], forecastUnits: OpenWeatherUnits, _ f: PresentationFormatters
    ) -> CurrentConditionsViewModel {
        let unit = current.units.temperatureUnit
        let main = current.main
        // Today's range is the daily summary's for today when the forecast covers today,
        // else the observation's own min/max.
        let today = f.timeZone.localDate(atUnixSeconds: current.dt)
        let range = days.first { $0.date == today }.map { day in
            day.temperatureRange(observed: observedTemperature(current, on: day, forecastUnits: forecastUnits, f))
        }
        let rangeUnit = range == nil ? unit : forecastUnits.temperatureUnit
        let observedAt = f.observedAt.format(unixSeconds: current.dt)
        let primary = current.primaryCondition ?? WeatherCondition.unreported
        let sun = SunTimes(current: current, formatters: f)
        return CurrentConditionsViewModel(
            observedAtUnix: current.dt,
            observedAt: observedAt,
            observedAtLabel: f.localizer.string(.headerObservedAt, .string(observedAt)),
            temperature: f.temperatureText(main.temp, in: unit),
            feelsLike: main.feelsLike.map { f.temperatureText($0, in: unit) },
            high: f.temperatureText(range?.high ?? main.tempMax, in: rangeUnit),
            low: f.temperatureText(range?.low ?? main.tempMin, in: rangeUnit),
            condition: f.conditionText(primary, isDaytime: sun.isDaytime ?? primary.isDaytimeIcon),
            humidity: f.percentText(percent: Double(main.humidity)),
            wind: f.windText(current.wind, units: current.units, points: .sixteen),
            pressure: f.quantityText(main.pressure, f.pressure, f.spokenPressure),
            visibility: current.visibility.map { f.quantityText(Double($0), f.visibility, f.spokenVisibility) },
            cloudCover: f.percentText(percent: Double(current.clouds.all)),
            rain: f.precipitationText(rain: current.rain?.oneHour ?? current.rain?.threeHours, snow: nil),
            snow: f.precipitationText(rain: nil, snow: current.snow?.oneHour ?? current.snow?.threeHours),
            sunrise: sun.sunrise,
            sunset: sun.sunset)
    }

    func presentDay(
        _ day: DayGroup, units: OpenWeatherUnits, now: Int, observed: CurrentWeatherResponse?, _ f: PresentationFormatters
    ) -> DailySummaryViewModel {
        let unit = units.temperatureUnit
        let first = day.items[0]
        let range = day.temperatureRange(observed: observedTemperature(observed, on: day, forecastUnits: units, f))
        let low = f.temperatureText(range.low, in: unit)
        let high = f.temperatureText(range.high, in: unit)
        let condition = DominantCondition.of(day.items) ?? WeatherCondition.unreported
        let words = f.dayHeadings.day(forUnixSeconds: first.dt, today: now)
        return DailySummaryViewModel(
            localDate: f.isoDate(day.date),
            title: words.title,
            date: words.date,
            heading: words.heading,
            low: low,
            high: high,
            range: AccessibleText(
                text: f.localizer.string(.dailyRange, .string(low.text), .string(high.text)),
                accessibilityLabel: f.localizer.string(.accessibilityRange, .string(low.accessibilityLabel), .string(high.accessibilityLabel))),
            // A day's condition is its daytime one: the daytime name ("Sunny").
            condition: f.conditionText(condition, isDaytime: day.items.contains { $0.sys.partOfDay == .day } ? true : nil),
            chanceOfPrecipitation: day.items.compactMap(\.probabilityOfPrecipitation).max().map(f.percentText(fraction:)),
            coverage: coverage(of: day, f))
    }

    /// Complete, or what part of the day the steps cover ("from 3 PM").
    private func coverage(of day: DayGroup, _ f: PresentationFormatters) -> DayCoverage {
        let complete = day.isComplete(in: f.timeZone)
        guard !complete, let first = day.items.first, let last = day.items.last else {
            return DayCoverage(stepCount: day.items.count, isComplete: complete, note: nil)
        }
        let startsLate = DayGroup.secondsIntoDay(first.dt, f.timeZone) >= 3 * 3600
        let endsEarly = DayGroup.secondsIntoDay(last.dt, f.timeZone) < 21 * 3600
        let from = f.hourly.format(unixSeconds: first.dt)
        let until = f.hourly.format(unixSeconds: last.dt)
        let note = switch (startsLate, endsEarly) {
        case (true, true): f.localizer.string(.dailyCoverageBetween, .string(from), .string(until))
        case (true, false): f.localizer.string(.dailyCoverageFrom, .string(from))
        default: f.localizer.string(.dailyCoverageUntil, .string(until))
        }
        return DayCoverage(stepCount: day.items.count, isComplete: false, note: note)
    }

    func presentItem(_ item: ForecastResponse.Item, units: OpenWeatherUnits, _ f: PresentationFormatters) -> HourlyItemViewModel {
        let condition = item.primaryCondition ?? WeatherCondition.unreported
        let isDaytime = item.sys.partOfDay == .day
        return HourlyItemViewModel(
            unixTime: item.dt,
            time: f.hourly.format(unixSeconds: item.dt),
            temperature: f.temperatureText(item.main.temp, in: units.temperatureUnit),
            condition: f.conditionText(condition, isDaytime: isDaytime),
            chanceOfPrecipitation: item.probabilityOfPrecipitation.map(f.percentText(fraction:)),
            precipitation: f.precipitationText(rain: item.rain?.threeHours, snow: item.snow?.threeHours),
            wind: f.windText(item.wind, units: units, points: .eight),
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

    init(current: CurrentWeatherResponse, formatters f: PresentationFormatters) {
        let rise = current.sys.sunrise.flatMap { $0 > 0 ? $0 : nil }
        let set = current.sys.sunset.flatMap { $0 > 0 ? $0 : nil }
        sunrise = rise.map { Self.time($0, f) }
        sunset = set.map { Self.time($0, f) }
        guard rise == nil, set == nil else { return }
        isDaytime = SolarPosition.isUp(at: current.coord, unixSeconds: current.dt)
        let polar: StringKey? = switch SolarPosition.day(at: current.coord, unixSeconds: current.dt) {
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

import WeatherCore
import WeatherLocalization

extension WeatherCondition {
    /// Stands in where a constructed response has no condition (the decoder rejects an
    /// empty `weather` list); id 0 reads as "unknown conditions".
    static let unreported = WeatherCondition(id: 0, main: "", description: "", icon: "")
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
        return CurrentConditionsViewModel(
            observedAtUnix: current.dt,
            observedAt: observedAt,
            observedAtLabel: f.localizer.string("header.observedAt", .string(observedAt)),
            temperature: f.temperatureText(main.temp, in: unit),
            feelsLike: f.temperatureText(main.feelsLike, in: unit),
            high: f.temperatureText(range?.high ?? main.tempMax, in: rangeUnit),
            low: f.temperatureText(range?.low ?? main.tempMin, in: rangeUnit),
            condition: f.conditionText(primary),
            humidity: f.percent.format(percent: Double(main.humidity)),
            wind: f.windText(current.wind, units: current.units),
            pressure: f.pressure.format(main.pressure),
            visibility: current.visibility.map { f.visibility.format(Double($0)) },
            cloudCover: f.percent.format(percent: Double(current.clouds.all)),
            rain: (current.rain?.oneHour ?? current.rain?.threeHours).flatMap { f.precipitationText(rain: $0, snow: nil) },
            snow: (current.snow?.oneHour ?? current.snow?.threeHours).flatMap { f.precipitationText(rain: nil, snow: $0) },
            sunrise: current.sys.sunrise.map(f.sunriseSunset.format(unixSeconds:)),
            sunset: current.sys.sunset.map(f.sunriseSunset.format(unixSeconds:)))
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
        return DailySummaryViewModel(
            localDate: f.isoDate(day.date),
            title: f.dayNames.name(forUnixSeconds: first.dt, today: now),
            date: f.day.format(unixSeconds: first.dt),
            low: low,
            high: high,
            range: f.localizer.string("daily.range", .string(low.text), .string(high.text)),
            condition: f.conditionText(condition),
            chanceOfPrecipitation: day.items.compactMap(\.probabilityOfPrecipitation).max().map(f.percent.format(fraction:)),
            stepCount: day.items.count)
    }

    func presentItem(_ item: ForecastResponse.Item, units: OpenWeatherUnits, _ f: PresentationFormatters) -> HourlyItemViewModel {
        let condition = item.primaryCondition ?? WeatherCondition.unreported
        return HourlyItemViewModel(
            unixTime: item.dt,
            localDate: f.isoDate(f.timeZone.localDate(atUnixSeconds: item.dt)),
            time: f.hourly.format(unixSeconds: item.dt),
            temperature: f.temperatureText(item.main.temp, in: units.temperatureUnit),
            condition: f.conditionText(condition),
            chanceOfPrecipitation: item.probabilityOfPrecipitation.map(f.percent.format(fraction:)),
            precipitation: f.precipitationText(rain: item.rain?.threeHours, snow: item.snow?.threeHours),
            wind: f.windText(item.wind, units: units),
            isDaytime: item.sys.partOfDay == .day)
    }
}

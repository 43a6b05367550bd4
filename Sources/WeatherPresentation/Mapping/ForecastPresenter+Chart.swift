import WeatherCore
import WeatherLocalization
import WeatherStrings

extension ForecastPresenter {
    /// The chart of the steps in the window: points, ticks, day boundaries, extremes and
    /// the sentence that describes the curve; `nil` without steps.
    func presentChart(_ steps: [ForecastResponse.Item], units: OpenWeatherUnits, now: Int, _ f: PresentationFormatters) -> ChartViewModel? {
        guard !steps.isEmpty else { return nil }
        let points = steps.map { step in
            let amount = (step.rain?.threeHours ?? 0) + (step.snow?.threeHours ?? 0)
            let shown = f.precipitationText(rain: step.rain?.threeHours, snow: step.snow?.threeHours)
            return ChartPointViewModel(
                unixTime: step.dt,
                temperature: f.temperatureText(step.main.temp, in: units.temperatureUnit),
                chanceOfPrecipitation: step.probabilityOfPrecipitation,
                chanceOfPrecipitationText: step.probabilityOfPrecipitation.map { f.percent.format(fraction: $0) },
                precipitationAmount: f.precipitation.valueInShownUnit(amount),
                precipitationAmountText: shown?.text,
                condition: f.conditionText(step.primaryCondition ?? .unreported, isDaytime: step.sys.partOfDay == .day))
        }
        // The first of equal extremes: "lowest at 6 AM" names the earliest time it is reached.
        let lowest = points.indices.min { points[$0].temperature.value < points[$1].temperature.value } ?? 0
        let highest = points.indices.max { points[$0].temperature.value <= points[$1].temperature.value } ?? 0
        let firstDate = f.timeZone.localDate(atUnixSeconds: steps[0].dt)
        var boundaries: [ChartTickViewModel] = []
        var previous = firstDate
        for step in steps {
            let date = f.timeZone.localDate(atUnixSeconds: step.dt)
            guard date != previous else { continue }
            previous = date
            boundaries.append(ChartTickViewModel(unixTime: step.dt, label: f.dayNames.name(forUnixSeconds: step.dt, today: now)))
        }
        return ChartViewModel(
            points: points,
            hourTicks: steps.map { ChartTickViewModel(unixTime: $0.dt, label: f.hourly.format(unixSeconds: $0.dt)) },
            dayBoundaries: boundaries,
            minimum: points[lowest].temperature,
            maximum: points[highest].temperature,
            precipitationMaximum: points.map(\.precipitationAmount).max() ?? 0,
            summary: localizer.string(
                .chartSummary,
                .string(points[lowest].temperature.text), .string(moment(points[lowest].unixTime, now: now, f)),
                .string(points[highest].temperature.text), .string(moment(points[highest].unixTime, now: now, f))))
    }
}

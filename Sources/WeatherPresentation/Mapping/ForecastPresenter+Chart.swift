import WeatherCore
import WeatherLocalization
import WeatherStrings

extension ForecastPresenter {
    /// The chart of the steps in the window (`items` are the same steps, presented): points, ticks, day boundaries, extremes and
    /// the sentence that describes the curve; `nil` without steps.
    func presentChart(_ steps: [ForecastStep], items: [HourlyItemViewModel], now: Int, _ f: PresentationFormatters) -> ChartViewModel? {
        guard !steps.isEmpty, steps.count == items.count else { return nil }
        let points = zip(steps, items).map { step, item in
            ChartPointViewModel(
                unixTime: step.time,
                temperature: item.temperature,
                chanceOfPrecipitation: step.chanceOfPrecipitation,
                chanceOfPrecipitationText: item.chanceOfPrecipitation?.text,
                precipitationAmount: f.precipitation.valueInShownUnit((step.rain ?? 0) + (step.snow ?? 0)),
                precipitationAmountText: item.precipitation?.text,
                condition: item.condition)
        }
        // The first of equal extremes: "lowest at 6 AM" names the earliest time it is reached.
        let lowest = points.indices.min { points[$0].temperature.value < points[$1].temperature.value } ?? 0
        let highest = points.indices.max { points[$0].temperature.value <= points[$1].temperature.value } ?? 0
        let firstDate = f.timeZone.localDate(atUnixSeconds: steps[0].time)
        var boundaries: [ChartTickViewModel] = []
        var previous = firstDate
        for step in steps {
            let date = f.timeZone.localDate(atUnixSeconds: step.time)
            guard date != previous else { continue }
            previous = date
            boundaries.append(ChartTickViewModel(unixTime: step.time, label: f.dayNames.name(forUnixSeconds: step.time, today: now)))
        }
        return ChartViewModel(
            points: points,
            hourTicks: items.map { ChartTickViewModel(unixTime: $0.unixTime, label: $0.time) },
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

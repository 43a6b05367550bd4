import WeatherLocalization
import WeatherStrings

extension ForecastPresenter {
    /// The rows of the current conditions, labelled, in the order every frontend lists them.
    /// A value the data lacks reads as the "unavailable" mark; rain and snow each get a row
    /// under the one label "Precipitation".
    func readings(of current: CurrentConditionsViewModel) -> [ReadingViewModel] {
        let unavailable = labels.words.unavailable
        func row(_ id: ReadingID, _ value: AccessibleText?) -> ReadingViewModel {
            ReadingViewModel(
                id: id, label: labels.readings[id] ?? "", text: value?.text ?? unavailable,
                accessibilityLabel: value?.accessibilityLabel ?? unavailable)
        }
        func row(_ id: ReadingID, _ value: TemperatureText?) -> ReadingViewModel {
            ReadingViewModel(
                id: id, label: labels.readings[id] ?? "", text: value?.text ?? unavailable,
                accessibilityLabel: value?.accessibilityLabel ?? unavailable, value: value?.value)
        }
        var wind = current.wind.summary
        if let gust = current.wind.gust { wind = localizer.string(.windWithGust, .string(wind), .string(gust)) }
        var rows = [
            row(.temperature, current.temperature),
            row(.condition, AccessibleText(text: current.condition.text, accessibilityLabel: current.condition.text)),
            row(.feelsLike, current.feelsLike),
            row(.high, current.high),
            row(.low, current.low),
            row(.humidity, current.humidity),
            row(.wind, AccessibleText(text: wind, accessibilityLabel: current.wind.accessibilityLabel)),
            row(.pressure, current.pressure),
            row(.visibility, current.visibility),
            row(.cloudCover, current.cloudCover),
        ]
        rows += [current.rain, current.snow].compactMap { $0 }.map { row(.precipitation, $0) }
        rows.append(row(.sunrise, current.sunrise))
        rows.append(row(.sunset, current.sunset))
        // Only where the feed gives them: 2.5's rows stay as they were.
        if let uv = current.uvIndex { rows.append(row(.uvIndex, uv)) }
        if let dewPoint = current.dewPoint { rows.append(row(.dewPoint, dewPoint)) }
        return rows
    }
}

import WeatherLocalization
import WeatherStrings

extension ForecastPresenter {
    /// The rows of the current conditions, labelled, in the order every frontend lists them.
    /// A value the data lacks reads as the "unavailable" mark; rain and snow each get a row
    /// under the one label "Precipitation".
    func readings(of current: CurrentConditionsViewModel) -> [ReadingViewModel] {
        let unavailable = localizer.string(.valueUnavailable)
        func row(_ id: ReadingID, _ key: StringKey, _ value: AccessibleText?) -> ReadingViewModel {
            ReadingViewModel(
                id: id, label: localizer.string(key), text: value?.text ?? unavailable,
                accessibilityLabel: value?.accessibilityLabel ?? unavailable)
        }
        func row(_ id: ReadingID, _ key: StringKey, _ value: TemperatureText?) -> ReadingViewModel {
            ReadingViewModel(
                id: id, label: localizer.string(key), text: value?.text ?? unavailable,
                accessibilityLabel: value?.accessibilityLabel ?? unavailable, value: value?.value)
        }
        var wind = current.wind.summary
        if let gust = current.wind.gust { wind = localizer.string(.windWithGust, .string(wind), .string(gust)) }
        var rows = [
            row(.temperature, .labelTemperature, current.temperature),
            row(.condition, .labelCondition, AccessibleText(text: current.condition.text, accessibilityLabel: current.condition.text)),
            row(.feelsLike, .labelFeelsLike, current.feelsLike),
            row(.high, .labelHigh, current.high),
            row(.low, .labelLow, current.low),
            row(.humidity, .labelHumidity, current.humidity),
            row(.wind, .labelWind, AccessibleText(text: wind, accessibilityLabel: current.wind.accessibilityLabel)),
            row(.pressure, .labelPressure, current.pressure),
            row(.visibility, .labelVisibility, current.visibility),
            row(.cloudCover, .labelClouds, current.cloudCover),
        ]
        rows += [current.rain, current.snow].compactMap { $0 }.map { row(.precipitation, .labelPrecipitation, $0) }
        rows.append(row(.sunrise, .labelSunrise, current.sunrise))
        rows.append(row(.sunset, .labelSunset, current.sunset))
        return rows
    }

    /// The daily table's headers, in column order.
    var dailyColumns: [ColumnHeaderViewModel] {
        [column(.day, .columnDay), column(.condition, .columnCondition), column(.lowHigh, .columnLowHigh),
         column(.chanceOfPrecipitation, .columnChanceOfPrecipitation, spoken: .columnChanceOfPrecipitationSpoken)]
    }

    /// The 3-hour table's headers, in column order.
    var hourlyColumns: [ColumnHeaderViewModel] {
        [column(.time, .columnTime), column(.temperature, .columnTemperature, spoken: .labelTemperature),
         column(.condition, .columnCondition),
         column(.chanceOfPrecipitation, .columnChanceOfPrecipitation, spoken: .columnChanceOfPrecipitationSpoken),
         column(.precipitationAmount, .columnPrecipitationAmount), column(.wind, .columnWind)]
    }

    private func column(_ id: ColumnID, _ key: StringKey, spoken: StringKey? = nil) -> ColumnHeaderViewModel {
        let text = localizer.string(key)
        return ColumnHeaderViewModel(id: id, text: text, accessibilityLabel: spoken.map { localizer.string($0) } ?? text)
    }
}

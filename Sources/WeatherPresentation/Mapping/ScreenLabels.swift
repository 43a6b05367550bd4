import WeatherLocalization
import WeatherStrings

/// The words of every screen in one locale that depend on no data: the readings' labels, the
/// tables' headers, section titles and the screen's common words. A presenter looks them up
/// once, when it is made.
struct ScreenLabels: Sendable {
    let current: String
    let hourlyTitle: String
    /// The title above steps an hour apart (One Call, Open-Meteo).
    let hourlyTitleEveryHour: String
    let readings: [ReadingID: String]
    let dailyColumns: [ColumnHeaderViewModel]
    let hourlyColumns: [ColumnHeaderViewModel]
    let words: ScreenWords

    init(_ localizer: Localizer) {
        func column(_ id: ColumnID, _ key: StringKey, spoken: StringKey? = nil) -> ColumnHeaderViewModel {
            let text = localizer.string(key)
            return ColumnHeaderViewModel(id: id, text: text, accessibilityLabel: spoken.map { localizer.string($0) } ?? text)
        }
        current = localizer.string(.sectionCurrent)
        hourlyTitle = localizer.string(.sectionHourly, .integer(HourlyItemViewModel.stepHours))
        hourlyTitleEveryHour = localizer.string(.sectionHourlyEveryHour)
        let keys: [ReadingID: StringKey] = [
            .temperature: .labelTemperature, .condition: .labelCondition, .feelsLike: .labelFeelsLike, .high: .labelHigh,
            .low: .labelLow, .humidity: .labelHumidity, .wind: .labelWind, .pressure: .labelPressure,
            .visibility: .labelVisibility, .cloudCover: .labelClouds, .precipitation: .labelPrecipitation,
            .sunrise: .labelSunrise, .sunset: .labelSunset, .uvIndex: .labelUVIndex, .dewPoint: .labelDewPoint,
        ]
        readings = keys.mapValues { localizer.string($0) }
        let chance = column(.chanceOfPrecipitation, .columnChanceOfPrecipitation, spoken: .columnChanceOfPrecipitationSpoken)
        let condition = column(.condition, .columnCondition)
        dailyColumns = [column(.day, .columnDay), condition, column(.lowHigh, .columnLowHigh, spoken: .columnLowHighSpoken), chance]
        hourlyColumns = [
            column(.time, .columnTime), column(.temperature, .columnTemperature, spoken: .labelTemperature), condition, chance,
            column(.precipitationAmount, .columnPrecipitationAmount), column(.wind, .columnWind),
        ]
        words = ScreenWords(unavailable: localizer.string(.valueUnavailable), lineTemplate: localizer.string(.lineTemplate))
    }
}

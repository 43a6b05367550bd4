import WeatherCore

/// What falls in a condition, by its OpenWeather id group: thunderstorms, drizzle and rain
/// (freezing rain included) are rain; the 6xx group (snow, sleet, rain and snow) is snow.
enum Precipitation: Sendable, Equatable {
    case rain, snow

    init?(conditionID id: Int) {
        switch id / 100 {
        case 2, 3, 5: self = .rain
        case 6: self = .snow
        default: return nil
        }
    }
}

extension ConditionCode {
    /// OpenWeather's id for the condition: its own, or a WMO code's nearest (0: none), for
    /// frontends that know OpenWeather's ids (the view model's `condition.id`).
    package var openWeatherID: Int {
        switch self {
        case .openWeather(let id): id
        case .wmo(let code): WMOWeatherCode.openWeatherID(code) ?? 0
        }
    }
}

/// WMO 4677 weather codes as Open-Meteo sends them (`weather_code`), told in OpenWeather's
/// vocabulary: the nearest documented OpenWeather condition, so each code is worded by the
/// same translated names and drawn by the same symbols as OpenWeather's.
///
/// ```swift
/// WMOWeatherCode.openWeatherID(61)               // 500 (light rain)
/// WMOWeatherCode.icon(2, isDaytime: false)       // "03n"
/// ```
package enum WMOWeatherCode {
    /// Codes no OpenWeather condition says: rime fog, freezing drizzle, snow grains and hail.
    /// They keep their nearest condition's id, group and symbol, and have names of their own
    /// (`condition.wmo.96`: "Thunderstorms with Hail", not "… and Rain").
    package static let codesWithOwnName: Set<Int> = [48, 56, 57, 77, 96, 99]

    /// The nearest OpenWeather condition id; `nil` for a code Open-Meteo does not use.
    /// Source: Open-Meteo's forecast API documentation, "WMO Weather interpretation codes (WW)".
    package static func openWeatherID(_ code: Int) -> Int? {
        switch code {
        case 0: 800             // clear sky
        case 1: 801             // mainly clear
        case 2: 802             // partly cloudy
        case 3: 804             // overcast
        case 45, 48: 741        // fog, depositing rime fog
        case 51: 300            // drizzle: light, moderate, dense
        case 53: 301
        case 55: 302
        case 56, 57, 66, 67: 511  // freezing drizzle and freezing rain
        case 61: 500            // rain: slight, moderate, heavy
        case 63: 501
        case 65: 502
        case 71, 77: 600        // snow fall: slight; snow grains
        case 73: 601
        case 75: 602
        case 80: 520            // rain showers: slight, moderate, violent
        case 81: 521
        case 82: 522
        case 85: 620            // snow showers: slight, heavy
        case 86: 622
        case 95: 211            // thunderstorm
        case 96: 201            // thunderstorm with slight hail
        case 99: 202            // thunderstorm with heavy hail
        default: nil
        }
    }

    /// OpenWeather's icon code for the code (`10d`), so every frontend draws it; empty for
    /// a code Open-Meteo does not use.
    package static func icon(_ code: Int, isDaytime: Bool) -> String {
        guard let id = openWeatherID(code) else { return "" }
        let base =
            switch id {
            case 200..<300: "11"
            case 300..<400, 520..<600: "09"
            case 511, 600..<700: "13"
            case 500..<600: "10"
            case 700..<800: "50"
            case 800: "01"
            case 801: "02"
            case 802: "03"
            default: "04"
            }
        return base + (isDaytime ? "d" : "n")
    }
}

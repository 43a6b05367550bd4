import WeatherCore

/// A measurement system named by the `-u-ms-` keyword.
public enum MeasurementSystem: String, Sendable, Hashable, Codable, CaseIterable {
    case metric
    case ussystem
    case uksystem

    /// Reads the keyword as BCP 47 (`uksystem`) or as ICU's legacy value (`imperial`) spells it.
    init?(localeKeyword value: String) {
        self.init(rawValue: value == "imperial" ? "uksystem" : value)
    }

    /// The region whose CLDR unit preferences this system stands for.
    var preferenceRegion: String {
        switch self {
        case .metric: "001"
        case .ussystem: "US"
        case .uksystem: "GB"
        }
    }
}

extension TemperatureUnit {
    /// Reads the `-u-mu-` keyword's CLDR values (`celsius`, `fahrenhe`, `kelvin`), and the
    /// full spelling `fahrenheit`.
    init?(localeKeyword value: String) {
        switch value {
        case "celsius": self = .celsius
        case "fahrenhe", "fahrenheit": self = .fahrenheit
        case "kelvin": self = .kelvin
        default: return nil
        }
    }
}

/// An hour cycle named by the `-u-hc-` keyword.
public enum HourCycle: String, Sendable, Hashable, Codable, CaseIterable {
    /// 0–11 with AM/PM.
    case h11
    /// 1–12 with AM/PM.
    case h12
    /// 0–23.
    case h23
    /// 1–24.
    case h24
}

/// A weather quantity as OpenWeather reports it, in its standard unit (m/s, hPa, mm, m).
package enum WeatherQuantity: String, Sendable, Hashable, Codable, CaseIterable {
    /// Wind speed in m/s: m/s in ko_KR, mph in en_US and en_GB, km/h in de_DE (usage `wind`).
    case windSpeed
    /// Air pressure in hPa: hPa, inHg in en_US (usage `baromtrc`).
    case pressure
    /// Precipitation amount in mm: mm, inches in en_US (usage `rainfall`).
    case precipitation
    /// Visibility in m: km, miles in en_US and en_GB (usage `visiblty`).
    case visibility

    /// CLDR's unit category and usage for this quantity (`speed`/`wind`).
    var cldrPreference: (category: String, usage: String) {
        switch self {
        case .windSpeed: ("speed", "wind")
        case .pressure: ("pressure", "baromtrc")
        case .precipitation: ("length", "rainfall")
        case .visibility: ("length", "visiblty")
        }
    }

    /// The unit shown when CLDR names one the engine has no rule for (never with ICU 72's
    /// data; the precision policy test lists every unit CLDR routes to).
    var fallbackUnit: WeatherMeasureUnit {
        switch self {
        case .windSpeed: .meterPerSecond
        case .pressure: .hectopascal
        case .precipitation: .millimeter
        case .visibility: .kilometer
        }
    }
}

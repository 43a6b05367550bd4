import Logging
import WeatherStrings
package import WeatherCore

/// CLDR's unit preferences for weather, read once from ICU's data and kept as plain values,
/// so choosing a unit costs a dictionary lookup instead of ICU's unit router on every call.
enum UnitPreferences {
    /// `temperature/weather`: °F for US, BS, BZ, KY, PR, PW; °C elsewhere (001).
    static let temperatureForWeather = table(category: "temperature", usage: "weather")

    /// ICU's rows for a category and usage by region; should ICU's data lack them, an empty
    /// table (every locale then gets the quantity's fallback unit), said as an error.
    static func table(category: String, usage: String) -> [String: [UnitPreferenceRow]] {
        if let rows = ICUUnitPreferenceData.rows(category: category, usage: usage) { return rows }
        WeatherDiagnostics.logger.error("No unit preferences in ICU's data: every locale gets the default unit", metadata: [
            "category": "\(category)", "usage": "\(usage)",
        ])
        return [:]
    }

    /// The preference rows for `region`, falling back to the world (`001`) as CLDR does.
    static func rows(in table: [String: [UnitPreferenceRow]], region: String) -> [UnitPreferenceRow] {
        table[region] ?? table["001"] ?? []
    }

    /// The region whose preferences apply: `-u-ms-` first, then `-u-rg-`, the locale's region,
    /// and its likely region.
    static func region(for locale: WeatherLocale) -> String {
        locale.measurementSystem?.preferenceRegion ?? locale.preferenceRegion
    }
}

extension WeatherLocale {
    /// The temperature unit this locale prefers for weather, by CLDR: the `-u-mu-` keyword,
    /// else the `-u-ms-` system, else the region (with `-u-rg-`) under usage `weather`.
    ///
    /// ```swift
    /// try WeatherLocale("en_US").preferredTemperatureUnit           // .fahrenheit
    /// try WeatherLocale("en_LR").preferredTemperatureUnit           // .celsius
    /// try WeatherLocale("en-GB-u-rg-uszzzz").preferredTemperatureUnit // .fahrenheit
    /// ```
    package var preferredTemperatureUnit: TemperatureUnit {
        if let temperatureUnit { return temperatureUnit }
        let region = UnitPreferences.region(for: self)
        let unit = UnitPreferences.rows(in: UnitPreferences.temperatureForWeather, region: region).first?.unit
        return unit.flatMap(TemperatureUnit.init(rawValue:)) ?? .celsius
    }
}

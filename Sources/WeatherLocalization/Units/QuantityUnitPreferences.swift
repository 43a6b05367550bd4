import WeatherCore

/// CLDR's unit preferences for wind, pressure, precipitation and visibility, read once
/// from ICU's data and kept as plain values: the unit is resolved per locale as data, then
/// formatted with a fixed-unit skeleton, so ICU routes no unit on any call.
enum QuantityUnitPreferences {
    static let tables: [WeatherQuantity: [String: [UnitPreferenceRow]]] = Dictionary(
        uniqueKeysWithValues: WeatherQuantity.allCases.map { quantity in
            let preference = quantity.cldrPreference
            return (quantity, UnitPreferences.table(category: preference.category, usage: preference.usage))
        })

    /// Where a country's weather service shows a quantity in another unit than CLDR's row
    /// for its region, the service's unit. Looked up with the region the locale resolves to
    /// (after `-u-ms-` and `-u-rg-`), so those keywords still decide. `Sources/WeatherPresentation/WeatherPresentation.docc/Units.md`
    /// gives the reasons.
    static let nationalServiceUnits: [WeatherQuantity: [String: WeatherMeasureUnit]] = [
        // JMA (気象庁) gives every wind in m/s; ICU 72's CLDR has km/h (001) for Japan.
        // CMA (中国气象局) and CWA (中央氣象署) measure and publish wind speed in m/s; their
        // wind force (级/級) is a scale defined by m/s bands, not a unit ICU can format.
        // The Met Office gives wind in mph; ICU 72's CLDR has km/h (001) for Britain.
        .windSpeed: ["JP": .meterPerSecond, "CN": .meterPerSecond, "TW": .meterPerSecond, "GB": .milePerHour],
        // INMET and Brazil's weather apps give rain in mm; ICU 72's CLDR has centimeters for
        // BR, which turned 0.3 mm into "< 0,1 cm".
        .precipitation: ["BR": .millimeter],
        // The IMD gives air pressure in hPa; ICU 72's CLDR has inches of mercury for India.
        // INMET gives it in hPa, where CLDR has millibars for Brazil.
        .pressure: ["IN": .hectopascal, "BR": .hectopascal],
    ]
}

extension WeatherLocale {
    /// The units this locale shows a quantity in, largest first, each with the smallest value
    /// (in OpenWeather's unit) it is used from; the last one takes every smaller value.
    ///
    /// Each row but the last applies from its `geq` in its own unit, and CLDR's default
    /// `geq` is 1: ICU's data writes only the others (`0.1` kilometer). So visibility in
    /// the US is in miles from 1 mi and in feet below; elsewhere in kilometers from 100 m
    /// and in meters below.
    ///
    /// ```swift
    /// try WeatherLocale("ko_KR").preferredUnits(for: .windSpeed).first?.unit  // .meterPerSecond
    /// try WeatherLocale("en_US").preferredUnits(for: .pressure).first?.unit    // .inchOfMercury
    /// try WeatherLocale("en_US").preferredUnits(for: .visibility).map(\.unit) // [.mile, .foot]
    /// try WeatherLocale("ja_JP").preferredUnits(for: .windSpeed).first?.unit   // .meterPerSecond (JMA)
    /// ```
    package func preferredUnits(for quantity: WeatherQuantity) -> [(unit: WeatherMeasureUnit, fromSourceValue: Double?)] {
        let region = UnitPreferences.region(for: self)
        if let unit = QuantityUnitPreferences.nationalServiceUnits[quantity]?[region] { return [(unit, nil)] }
        let rows = UnitPreferences.rows(in: QuantityUnitPreferences.tables[quantity] ?? [:], region: region)
            .filter { WeatherMeasureUnit(rawValue: $0.unit) != nil }
        let units = rows.enumerated().compactMap { index, row -> (unit: WeatherMeasureUnit, fromSourceValue: Double?)? in
            guard let unit = WeatherMeasureUnit(rawValue: row.unit) else { return nil }
            guard index < rows.count - 1 else { return (unit, nil) }
            // CLDR's `geq` is in the row's own unit (`0.1` kilometer: from 100 m on).
            return (unit, (row.minimum ?? UnitPreferenceRow.defaultMinimum) / unit.perSourceUnit)
        }
        return units.isEmpty ? [(quantity.fallbackUnit, nil)] : units
    }
}

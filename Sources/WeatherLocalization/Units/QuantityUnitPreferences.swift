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
    /// ```
    public func preferredUnits(for quantity: WeatherQuantity) -> [(unit: WeatherMeasureUnit, fromSourceValue: Double?)] {
        let region = UnitPreferences.region(for: self)
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

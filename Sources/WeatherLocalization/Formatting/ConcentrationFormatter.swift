package import WeatherCore
package import WeatherStrings

/// Formats pollutant concentrations in the unit and with the decimals each agency publishes
/// (``PublishedConcentration``): µg/m³ and mg/m³ with ICU's units, ppm with ICU's
/// `permillion`, ppb (which ICU 72 cannot format) in the locale's digits beside the
/// table's words; each with a spoken form. Also index values in the locale's digits.
///
/// ```swift
/// let korean = try ConcentrationFormatter(locale: WeatherLocale("ko_KR"), localizer: localizer)
/// korean.format(95.4).text   // "95㎍/㎥"
/// ```
package struct ConcentrationFormatter: Sendable {
    /// One unit at one precision: ICU's shown and spoken forms, each with the language's
    /// own words where they differ from ICU's (``UnitNameOverrides``).
    private struct Unit: Sendable {
        let short: ICUNumberFormatter
        let spoken: ICUNumberFormatter
        let overrides: (short: UnitNameOverrides?, spoken: UnitNameOverrides?)

        init(_ unit: String, _ precision: String, locale: WeatherLocale) throws(LocalizationError) {
            func formatter(_ width: UnitWidth) throws(LocalizationError) -> ICUNumberFormatter {
                try ICUNumberFormatter.shared(
                    skeleton: "unit/\(unit) \(width.icuSkeletonStem) \(precision) rounding-mode-half-up group-min2", locale: locale)
            }
            short = try formatter(.short)
            spoken = try formatter(.fullName)
            func words(_ width: UnitWidth) -> UnitNameOverrides? {
                UnitNameOverrides(language: locale.language, unit: unit, width: width, localeID: locale.identifier)
            }
            overrides = (words(.short), words(.fullName))
        }

        func format(_ value: Double) -> (text: String, spoken: String) {
            let text = short.format(value)
            let said = spoken.format(value)
            return (overrides.short?.apply(to: text) ?? text, overrides.spoken?.apply(to: said) ?? said)
        }
    }

    private let micrograms: Unit
    private let milligramsTenths: Unit
    /// Gases as a mixing ratio, as AirKorea and AirNow publish them (`0.030ppm`, CO `0.4ppm`).
    private let partsPerMillion: Unit
    private let partsPerMillionTenths: Unit
    private let number: ICUNumberFormatter
    /// The table with the words for ppb: shown (`41 ppb`) and spoken, agreeing with its
    /// number (`41 parts per billion`).
    private let localizer: Localizer

    /// - Parameters:
    ///   - locale: whose digits and ICU unit words are used.
    ///   - localizer: the table for the words ICU has none for (ppb).
    package init(locale: WeatherLocale, localizer: Localizer) throws(LocalizationError) {
        micrograms = try Unit("microgram-per-cubic-meter", "precision-integer", locale: locale)
        milligramsTenths = try Unit("milligram-per-cubic-meter", ".0", locale: locale)
        partsPerMillion = try Unit("permillion", ".000", locale: locale)
        partsPerMillionTenths = try Unit("permillion", ".0", locale: locale)
        number = try ICUNumberFormatter.shared(skeleton: "precision-integer group-min2", locale: locale)
        self.localizer = localizer
    }

    /// A concentration in µg/m³, whole: the text (`95㎍/㎥`, `95 μg/m³`) and its spoken form.
    package func format(_ microgramsPerCubicMetre: Double) -> (text: String, spoken: String) {
        micrograms.format(microgramsPerCubicMetre)
    }

    /// A concentration given in µg/m³ (`value`) as `published` says: `41 ppb`, `0.4ppm`,
    /// `1.1 mg/m³`, `25 μg/m³`, with its spoken form.
    package func format(_ value: Double, of pollutant: Pollutant, as published: PublishedConcentration) -> (text: String, spoken: String) {
        let figure = published.value(of: pollutant, microgramsPerCubicMetre: value)
        switch published.unit {
        case .microgramsPerCubicMetre:
            return micrograms.format(figure)
        case .milligramsPerCubicMetre:
            return milligramsTenths.format(figure)
        case .partsPerMillion:
            return (published.fractionDigits == 1 ? partsPerMillionTenths : partsPerMillion).format(figure)
        case .partsPerBillion:
            // Whole, as AirNow and ECCC publish ppb; rounded half up like the other units.
            let whole = Int((figure + 1e-9).rounded(.toNearestOrAwayFromZero))
            return (localizer.string(.airQualityUnitPPB, .string(number.format(whole))), localizer.string(.airQualityUnitPPBSpoken, .integer(whole)))
        }
    }

    /// A whole number in the locale's digits (an index value, a count of hours).
    package func format(whole value: Int) -> String {
        number.format(value)
    }
}

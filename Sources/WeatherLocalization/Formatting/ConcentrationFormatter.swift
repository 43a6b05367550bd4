/// Formats pollutant concentrations in µg/m³ with ICU's `microgram-per-cubic-meter` unit,
/// whole numbers as the agencies publish them, with a spoken form; and index values in the
/// locale's digits.
///
/// ```swift
/// let korean = try ConcentrationFormatter(locale: WeatherLocale("ko_KR"))
/// korean.format(95.4).text   // "95㎍/㎥"
/// ```
package struct ConcentrationFormatter: Sendable {
    private let short: ICUNumberFormatter
    private let spoken: ICUNumberFormatter
    private let number: ICUNumberFormatter
    /// Gases as a mixing ratio, as AirKorea publishes them (`0.030ppm`, CO `0.4ppm`).
    private let partsPerMillion: (short: ICUNumberFormatter, spoken: ICUNumberFormatter)
    private let partsPerMillionTenths: (short: ICUNumberFormatter, spoken: ICUNumberFormatter)
    /// The unit's words where the language's agency and press write them otherwise than ICU
    /// (``UnitNameOverrides``: Korean `㎍/㎥`, Hindi `μg/m³`), shown and spoken.
    private let overrides: (short: UnitNameOverrides?, spoken: UnitNameOverrides?)

    /// The ICU skeleton of the shown form; the spoken form uses the full unit name.
    static func skeleton(_ width: UnitWidth) -> String {
        "unit/microgram-per-cubic-meter \(width.icuSkeletonStem) precision-integer rounding-mode-half-up group-min2"
    }

    package init(locale: WeatherLocale) throws(LocalizationError) {
        short = try ICUNumberFormatter.shared(skeleton: Self.skeleton(.short), locale: locale)
        spoken = try ICUNumberFormatter.shared(skeleton: Self.skeleton(.fullName), locale: locale)
        number = try ICUNumberFormatter.shared(skeleton: "precision-integer group-min2", locale: locale)
        func ppm(_ digits: String, _ width: UnitWidth) throws(LocalizationError) -> ICUNumberFormatter {
            try ICUNumberFormatter.shared(skeleton: "unit/permillion \(width.icuSkeletonStem) \(digits) rounding-mode-half-up", locale: locale)
        }
        partsPerMillion = (try ppm(".000", .short), try ppm(".000", .fullName))
        partsPerMillionTenths = (try ppm(".0", .short), try ppm(".0", .fullName))
        func words(_ width: UnitWidth) -> UnitNameOverrides? {
            UnitNameOverrides(language: locale.language, unit: "microgram-per-cubic-meter", width: width, localeID: locale.identifier)
        }
        overrides = (words(.short), words(.fullName))
    }

    /// A concentration in µg/m³: the text (`95㎍/㎥`, `95 μg/m³`) and its spoken form.
    package func format(_ microgramsPerCubicMetre: Double) -> (text: String, spoken: String) {
        let text = short.format(microgramsPerCubicMetre)
        let spoken = spoken.format(microgramsPerCubicMetre)
        return (overrides.short?.apply(to: text) ?? text, overrides.spoken?.apply(to: spoken) ?? spoken)
    }

    /// A gas's mixing ratio in ppm, with three decimals, or one (`tenths`) as AirKorea writes
    /// carbon monoxide: `0.030ppm`, `0.4ppm`, and its spoken form.
    package func format(partsPerMillion value: Double, tenths: Bool = false) -> (text: String, spoken: String) {
        let formatters = tenths ? partsPerMillionTenths : partsPerMillion
        return (formatters.short.format(value), formatters.spoken.format(value))
    }

    /// A whole number in the locale's digits (an index value, a count of hours).
    package func format(whole value: Int) -> String {
        number.format(value)
    }
}

/// A formatted quantity: its text, and whether it is a trace (a positive amount below the
/// smallest step shown, whose text is that step: `0.1 mm` for "less than 0.1 mm").
package struct FormattedQuantity: Sendable, Hashable {
    /// `4.6m/s`, `10 km`, `29.91 inHg`; for a trace, the smallest step (`0.1mm`).
    package var text: String
    /// Whether the value is more than zero but less than half the smallest step shown:
    /// a frontend words it as "< 0.1 mm" / "0.1mm 미만".
    package var isTrace: Bool

    package init(text: String, isTrace: Bool) {
        self.text = text
        self.isTrace = isTrace
    }
}

/// Formats one kind of weather quantity for a locale: in the unit CLDR prefers there
/// (resolved once, as data), converted here and written by ICU with a fixed-unit skeleton
/// and the unit's precision (``WeatherMeasureUnit/precision``). Creating one opens (or
/// reuses) the ICU formatters; formatting cannot fail.
///
/// ```swift
/// let wind = try QuantityFormatter(.windSpeed, locale: WeatherLocale("en_US"))
/// wind.format(4.2).text  // "9 mph"
/// let rain = try QuantityFormatter(.precipitation, locale: WeatherLocale("ko_KR"))
/// rain.format(0.31).text   // "0.3mm"
/// rain.format(0.02)        // FormattedQuantity(text: "0.1mm", isTrace: true)
/// ```
package struct QuantityFormatter: Sendable {
    package let quantity: WeatherQuantity
    /// The unit values are shown in (for visibility, the one for values from 1 km or 1 mi on).
    package let unit: WeatherMeasureUnit
    private let steps: [Step]

    private struct Step: Sendable {
        var unit: WeatherMeasureUnit
        var fromSourceValue: Double?
        var formatter: ICUNumberFormatter
        var wholeFormatter: ICUNumberFormatter
        /// ICU's `one` patterns a native reader would not write (``UnitPatternRepair``).
        var repairs: [UnitPatternRepair]
        /// Words for the unit where ICU's are not the language's weather words (``UnitNameOverrides``).
        var overrides: UnitNameOverrides?

        func text(_ value: Double) -> String {
            let text = formatter.format(value)
            return overridden(repairs.isEmpty ? text : repairs.apply(to: text))
        }

        func overridden(_ text: String) -> String { overrides?.apply(to: text) ?? text }
    }

    /// - Parameters:
    ///   - quantity: What is formatted (wind speed, pressure, precipitation, visibility).
    ///   - locale: The locale whose CLDR unit preference and numbers are used.
    ///   - width: Short (`12 km/h`), narrow or full unit names.
    ///   - rounding: `nil` follows the unit's precision policy; a rounding replaces it.
    package init(_ quantity: WeatherQuantity, locale: WeatherLocale, width: UnitWidth = .short, rounding: Rounding? = nil) throws(LocalizationError) {
        try rounding?.validate()
        self.quantity = quantity
        var steps: [Step] = []
        for (unit, from) in locale.preferredUnits(for: quantity) {
            let precision = rounding ?? Rounding(fractionDigits: unit.precision.fractionDigits)
            let whole = rounding ?? Rounding(fractionDigits: 0)
            let formatter = try ICUNumberFormatter.shared(skeleton: Self.skeleton(unit, width, precision), locale: locale)
            let step = precision.fractionDigits > 0 ? UnitPrecision(fractionDigits: precision.fractionDigits).smallestStep : nil
            steps.append(Step(
                unit: unit, fromSourceValue: from, formatter: formatter,
                wholeFormatter: try ICUNumberFormatter.shared(skeleton: Self.skeleton(unit, width, whole), locale: locale),
                repairs: UnitPatternRepair.repairs(format: { formatter.format($0) }, smallestStep: step, localeID: locale.identifier),
                overrides: UnitNameOverrides(language: locale.language, unit: unit.rawValue, width: width, localeID: locale.identifier)))
        }
        self.steps = steps
        self.unit = steps[0].unit
    }

    /// `unit/meter-per-second unit-width-short .0 rounding-mode-half-up group-min2`: a fixed
    /// unit, no `usage/`; as barometers do, no grouping in four-digit values (`1013hPa`).
    static func skeleton(_ unit: WeatherMeasureUnit, _ width: UnitWidth, _ rounding: Rounding) -> String {
        "unit/\(unit.rawValue) \(width.icuSkeletonStem) \(rounding.icuSkeletonStems) group-min2"
    }

    /// A value given in OpenWeather's standard unit, converted to the unit ``format(_:)`` shows it in.
    package func valueInShownUnit(_ value: Double) -> Double {
        value * step(for: value).unit.perSourceUnit
    }

    private func step(for value: Double) -> Step {
        steps.first { step in step.fromSourceValue.map { value >= $0 } ?? true } ?? steps[steps.count - 1]
    }

    /// Formats a value given in OpenWeather's standard unit (m/s, hPa, mm, m).
    package func format(_ value: Double) -> FormattedQuantity {
        let step = step(for: value)
        let converted = value * step.unit.perSourceUnit
        let precision = step.unit.precision
        if precision.showsTrace, converted > 0, converted < precision.smallestStep / 2 {
            return FormattedQuantity(text: step.text(precision.smallestStep), isTrace: true)
        }
        let usesWhole = precision.wholeFrom.map { converted.magnitude >= $0 } ?? false
        return FormattedQuantity(text: usesWhole ? step.overridden(step.wholeFormatter.format(converted)) : step.text(converted), isTrace: false)
    }
}

/// Formats percentages: humidity as given (`65` → `65%`, `%65` in Turkish) or a
/// probability as a fraction (`0.2` → `20%`).
package struct PercentFormatter: Sendable {
    private let formatter: ICUNumberFormatter
    private let fractionFormatter: ICUNumberFormatter

    /// - Parameters:
    ///   - locale: The locale whose percent sign and digits are used.
    ///   - width: `.fullName` spells the unit out for screen readers (`48 percent`, `48퍼센트`).
    package init(locale: WeatherLocale, width: UnitWidth = .short) throws(LocalizationError) {
        let stem = width == .fullName ? "measure-unit/concentr-percent unit-width-full-name" : "percent"
        formatter = try ICUNumberFormatter.shared(skeleton: "\(stem) precision-integer rounding-mode-half-up", locale: locale)
        fractionFormatter = try ICUNumberFormatter.shared(skeleton: "\(stem) scale/100 precision-integer rounding-mode-half-up", locale: locale)
    }

    /// A percentage already in 0...100 (OpenWeather's `humidity`, `clouds.all`).
    package func format(percent value: Double) -> String { formatter.format(value) }

    /// A probability in 0...1 (OpenWeather's `pop`).
    package func format(fraction value: Double) -> String { fractionFormatter.format(value) }
}

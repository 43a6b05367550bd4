public import WeatherCore
package import WeatherStrings

/// What a caller chooses for temperatures, apart from what the locale prefers.
public struct TemperatureFormatOptions: Sendable, Hashable, Codable {
    /// A unit to show regardless of the locale, or `nil` for the locale's CLDR preference.
    public var unit: TemperatureUnit?
    public var rounding: Rounding
    public var width: UnitWidth

    public init(unit: TemperatureUnit? = nil, rounding: Rounding = Rounding(), width: UnitWidth = .short) {
        self.unit = unit
        self.rounding = rounding
        self.width = width
    }

    /// The fixed-unit ICU skeleton for `unit` (no `usage/`, so ICU does no unit routing
    /// per call); `sign-negative` hides the minus of a value that rounds to zero.
    ///
    /// ```swift
    /// TemperatureFormatOptions().icuSkeleton(for: .celsius)
    /// // "measure-unit/temperature-celsius unit-width-short precision-integer rounding-mode-half-up sign-negative"
    /// ```
    package func icuSkeleton(for unit: TemperatureUnit) -> String {
        "measure-unit/temperature-\(unit.rawValue) \(width.icuSkeletonStem) \(rounding.icuSkeletonStems) sign-negative"
    }
}

/// Formats temperatures for one locale and set of options. Creating one validates
/// everything and opens (or reuses) the ICU formatter; formatting cannot fail.
///
/// ```swift
/// let formatter = try TemperatureFormatter(locale: WeatherLocale("ko_KR"))
/// formatter.format(Temperature(270.65, .kelvin))  // "-3°C"
/// formatter.format(Temperature(272.9, .kelvin))   // "0°C", never "-0°C"
/// ```
public struct TemperatureFormatter: Sendable {
    package let locale: WeatherLocale
    package let options: TemperatureFormatOptions
    /// The unit every formatted value is shown in.
    package let unit: TemperatureUnit
    private let formatter: ICUNumberFormatter
    /// The values `options.rounding` gives, by which formatted texts are kept.
    private let grid: RoundingGrid?
    /// ICU's `one` patterns a native reader would not write (`1 °C` beside `2°C` in Turkish).
    private let repairs: [UnitPatternRepair]
    /// Words for the unit where ICU's are not the language's weather words (``UnitNameOverrides``).
    private let overrides: UnitNameOverrides?

    /// Texts kept per formatter, by rounded value: with whole degrees, 256 hold the readings
    /// of any forecast in any unit (the world's records span -129 °F to 134 °F), each
    /// written by ICU once; finer roundings span less and ask ICU again past it.
    static let keptTexts = 256

    public init(locale: WeatherLocale, options: TemperatureFormatOptions = TemperatureFormatOptions()) throws(LocalizationError) {
        try options.rounding.validate()
        self.locale = locale
        self.options = options
        self.unit = options.unit ?? locale.preferredTemperatureUnit
        self.formatter = try ICUNumberFormatter.shared(
            skeleton: options.icuSkeleton(for: unit), locale: locale, recentCapacity: Self.keptTexts)
        self.grid = RoundingGrid(options.rounding)
        let formatter = self.formatter
        let step = options.rounding.fractionDigits > 0 ? UnitPrecision(fractionDigits: options.rounding.fractionDigits).smallestStep : nil
        self.repairs = UnitPatternRepair.repairs(format: { formatter.format($0) }, smallestStep: step, localeID: locale.identifier)
        self.overrides = UnitNameOverrides(
            language: locale.language, unit: "temperature-\(unit.rawValue)", width: options.width, localeID: locale.identifier)
    }

    /// The temperature as ``format(_:)`` writes it, with a value below zero worded by
    /// `belowZero` around its number instead of a minus sign, and then by `quantity` around
    /// the whole phrase: for spoken text, where "섭씨 영하 5도", "minus 5 degrees Celsius"
    /// and "٣ درجات مئوية تحت الصفر" read right and "섭씨 -5도" does not.
    ///
    /// ```swift
    /// let spoken = try TemperatureFormatter(locale: WeatherLocale("ko_KR"), options: TemperatureFormatOptions(width: .fullName))
    /// spoken.format(Temperature(268.15, .kelvin), belowZero: { "영하 \($0)" })  // "섭씨 영하 5도"
    /// ```
    package func format(
        _ temperature: Temperature, belowZero: (String) -> String, quantity: (String) -> String = { $0 }
    ) -> String {
        let text = format(temperature)
        let value = temperature.value(in: unit)
        guard value < 0 else { return text }
        var magnitude = format(Temperature(value.magnitude, unit))
        // Rounded to zero, ICU already shows no sign.
        guard magnitude != text else { return text }
        // A number said in words (Arabic `درجة مئوية واحدة`) has no digits to go beside.
        guard let number = ShownNumber(in: magnitude)?.range else { return quantity(magnitude) }
        magnitude.replaceSubrange(number, with: belowZero(String(magnitude[number])))
        return quantity(magnitude)
    }

    /// The spoken temperature in `localizer`'s words below zero (`accessibility.belowZero`
    /// around the number, `accessibility.belowZero.quantity` around the phrase), where the
    /// locale's language has its own table: never English words inside another language's unit.
    package func spoken(_ temperature: Temperature, localizer: Localizer) -> String {
        guard localizer.hasOwnTable else { return format(temperature) }
        return format(
            temperature,
            belowZero: { localizer.string(.accessibilityBelowZero, .string($0)) },
            quantity: { localizer.string(.accessibilityBelowZeroQuantity, .string($0)) })
    }

    /// The temperature converted exactly to `unit`, rounded and written for the locale.
    /// A temperature that rounds to a value formatted recently (by any formatter with the
    /// same locale and options) is not formatted again: its text depends on that value alone.
    public func format(_ temperature: Temperature) -> String {
        let text = icuText(temperature)
        let repaired = repairs.isEmpty ? text : repairs.apply(to: text)
        return overrides?.apply(to: repaired) ?? repaired
    }

    private func icuText(_ temperature: Temperature) -> String {
        if FormattingMemo.isEnabled, let grid, let exact = temperature.exactValue(in: unit), let steps = grid.steps(exact) {
            return formatter.format(.rounded(steps: steps)) { .exact(exact) }
        }
        return formatter.format(.temperature(bits: temperature.value.bitPattern, unit: temperature.unit)) {
            if let exact = temperature.exactValue(in: unit) { return .exact(exact) }
            // Beyond exact range (|value| > 10^12): no weather reading, but still no crash.
            return .double(temperature.value(in: unit))
        }
    }
}

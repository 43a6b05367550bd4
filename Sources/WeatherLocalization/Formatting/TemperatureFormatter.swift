public import WeatherCore

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
    public func icuSkeleton(for unit: TemperatureUnit) -> String {
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
    public let locale: WeatherLocale
    public let options: TemperatureFormatOptions
    /// The unit every formatted value is shown in.
    public let unit: TemperatureUnit
    private let formatter: ICUNumberFormatter

    public init(locale: WeatherLocale, options: TemperatureFormatOptions = TemperatureFormatOptions()) throws(LocalizationError) {
        try options.rounding.validate()
        self.locale = locale
        self.options = options
        self.unit = options.unit ?? locale.preferredTemperatureUnit
        self.formatter = try ICUNumberFormatter.shared(skeleton: options.icuSkeleton(for: unit), locale: locale)
    }

    /// The temperature converted exactly to `unit`, rounded and written for the locale.
    /// A temperature formatted recently (by any formatter with the same locale and options)
    /// is not converted or formatted again.
    public func format(_ temperature: Temperature) -> String {
        formatter.format(.temperature(bits: temperature.value.bitPattern, unit: temperature.unit)) {
            if let exact = temperature.exactValue(in: unit) { return .exact(exact) }
            // Beyond exact range (|value| > 10^12): no weather reading, but still no crash.
            return .double(temperature.value(in: unit))
        }
    }
}

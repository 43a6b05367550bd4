/// A weather quantity as OpenWeather reports it (standard units), formatted in the unit
/// the locale prefers by CLDR for that usage: ICU's `usage/` skeletons route and convert.
public enum WeatherQuantity: String, Sendable, Hashable, Codable, CaseIterable {
    /// Wind speed in m/s → m/s in ko_KR, mph in en_US, km/h in de_DE (usage `wind`).
    case windSpeed
    /// Air pressure in hPa → hPa, inHg in en_US, mmHg in ru (usage `baromtrc`).
    case pressure
    /// Precipitation amount in mm → mm, inches in en_US (usage `rainfall`).
    case precipitation
    /// Visibility in m → km, miles in en_US and en_GB (usage `visiblty`).
    case visibility

    /// The ICU skeleton stems naming the input unit and the CLDR usage.
    public var icuUnitStems: String {
        switch self {
        case .windSpeed: "unit/meter-per-second usage/wind"
        case .pressure: "unit/hectopascal usage/baromtrc"
        case .precipitation: "unit/millimeter usage/rainfall"
        case .visibility: "unit/meter usage/visiblty"
        }
    }

    /// Precision when the caller gives none. Pressure keeps 2 to 4 significant digits
    /// (`1013 hPa`, `29.91 inHg`, `759.8 mmHg`) and, as barometers do, no grouping in
    /// four-digit values; the others keep CLDR's usage precision (`3.6 m/s`, `0.31 mm`).
    var defaultPrecisionStems: String? {
        switch self {
        case .pressure: "@@## group-min2"
        case .windSpeed, .precipitation, .visibility: nil
        }
    }
}

/// Formats one kind of weather quantity for a locale. Creating one opens (or reuses) the
/// ICU formatter; formatting cannot fail.
///
/// ```swift
/// let wind = try QuantityFormatter(.windSpeed, locale: WeatherLocale("en_US"))
/// wind.format(4.2)  // "9 mph"
/// ```
public struct QuantityFormatter: Sendable {
    public let quantity: WeatherQuantity
    private let formatter: ICUNumberFormatter

    /// - Parameter rounding: `nil` keeps the quantity's default precision.
    public init(_ quantity: WeatherQuantity, locale: WeatherLocale, width: UnitWidth = .short, rounding: Rounding? = nil) throws(LocalizationError) {
        try rounding?.validate()
        self.quantity = quantity
        let skeleton = [quantity.icuUnitStems, width.icuSkeletonStem, rounding?.icuSkeletonStems ?? quantity.defaultPrecisionStems]
            .compactMap { $0 }
            .joined(separator: " ")
        self.formatter = try ICUNumberFormatter.shared(skeleton: skeleton, locale: locale)
    }

    /// Formats a value given in OpenWeather's standard unit (m/s, hPa, mm, m).
    public func format(_ value: Double) -> String {
        formatter.format(value)
    }
}

/// Formats percentages: humidity as given (`65` → `65%`, `%65` in Turkish) or a
/// probability as a fraction (`0.2` → `20%`).
public struct PercentFormatter: Sendable {
    private let formatter: ICUNumberFormatter
    private let fractionFormatter: ICUNumberFormatter

    public init(locale: WeatherLocale) throws(LocalizationError) {
        formatter = try ICUNumberFormatter.shared(skeleton: "percent precision-integer rounding-mode-half-up", locale: locale)
        fractionFormatter = try ICUNumberFormatter.shared(skeleton: "percent scale/100 precision-integer rounding-mode-half-up", locale: locale)
    }

    /// A percentage already in 0...100 (OpenWeather's `humidity`, `clouds.all`).
    public func format(percent value: Double) -> String { formatter.format(value) }

    /// A probability in 0...1 (OpenWeather's `pop`).
    public func format(fraction value: Double) -> String { fractionFormatter.format(value) }
}

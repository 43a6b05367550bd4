import WeatherCore

/// How a number is rounded for display.
///
/// The default is whole numbers rounded half-up (half away from zero): 2.5 °C shows as
/// `3°C` and −2.5 °C as `-3°C`, as people read a thermometer. ICU's own default,
/// half-even, would show `2°C`; pass `.halfEven` to get it.
public struct Rounding: Sendable, Hashable, Codable {
    /// Digits after the decimal separator, shown always (`1` → `-2.0°C`). Ignored when
    /// `increment` is set. 0...6.
    public var fractionDigits: Int
    /// Round to a multiple of this step (`0.5` → `2.5°C`, `3.0°C`), or `nil` for none.
    public var increment: Double?
    public var mode: RoundingMode

    public init(fractionDigits: Int = 0, increment: Double? = nil, mode: RoundingMode = .halfUp) {
        self.fractionDigits = fractionDigits
        self.increment = increment
        self.mode = mode
    }

    /// The ICU skeleton stems for this rounding (`precision-integer rounding-mode-half-up`).
    package var icuSkeletonStems: String {
        let precision: String
        if let increment {
            precision = "precision-increment/\(Self.plainDecimal(increment))"
        } else if fractionDigits == 0 {
            precision = "precision-integer"
        } else {
            precision = "." + String(repeating: "0", count: fractionDigits)
        }
        return "\(precision) rounding-mode-\(mode.rawValue)"
    }

    /// Throws for values ICU would reject or that make no sense on a weather display.
    func validate() throws(LocalizationError) {
        guard (0...6).contains(fractionDigits) else {
            throw .invalidOption(name: .fractionDigits, value: String(fractionDigits))
        }
        if let increment {
            guard increment.isFinite, increment > 0, increment <= 100,
                  (try? ExactDecimal(increment)) != nil, Self.plainDecimal(increment).count <= 12
            else { throw .invalidOption(name: .roundingIncrement, value: String(increment)) }
        }
    }

    /// `0.5`, `2`, `0.05`: never exponent notation, which ICU's skeleton syntax rejects.
    private static func plainDecimal(_ value: Double) -> String {
        (try? ExactDecimal(value).decimalString()) ?? value.description
    }
}

/// ICU's rounding modes, named as its skeleton stems name them.
public enum RoundingMode: String, Sendable, Hashable, Codable, CaseIterable {
    case ceiling, floor, down, up
    case halfEven = "half-even"
    case halfDown = "half-down"
    case halfUp = "half-up"
}

/// How a unit is written next to its number.
public enum UnitWidth: String, Sendable, Hashable, Codable, CaseIterable {
    /// `-2°C`, `9,4 °C`, `12 km/h`.
    case short
    /// `10°`, `12km/h`: for tight layouts.
    case narrow
    /// `섭씨 10도`, `10 degrees Celsius`: for screen readers.
    case fullName = "full"

    var icuSkeletonStem: String {
        switch self {
        case .short: "unit-width-short"
        case .narrow: "unit-width-narrow"
        case .fullName: "unit-width-full-name"
        }
    }
}

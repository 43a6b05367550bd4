/// A unit of temperature, with exact conversions between the three in use.
public enum TemperatureUnit: String, Sendable, Hashable, Codable, CaseIterable {
    case kelvin
    case celsius
    case fahrenheit

    /// Converts a value in this unit to `target` without floating-point error.
    ///
    /// ```swift
    /// try TemperatureUnit.kelvin.convert(ExactDecimal(270.65), to: .fahrenheit).decimalString()  // "27.5"
    /// ```
    package func convert(_ value: ExactDecimal, to target: TemperatureUnit) throws(ExactDecimalError) -> ExactDecimal {
        if self == target { return value }
        return try target.fromKelvin(toKelvin(value))
    }

    private static let zeroCelsiusInKelvin = ExactDecimal(reduced: 27315, 100)
    private static let fahrenheitPerKelvin = ExactDecimal(reduced: 9, 5)
    private static let kelvinPerFahrenheit = ExactDecimal(reduced: 5, 9)
    /// 0 K is −459.67 °F.
    private static let absoluteZeroFahrenheit = ExactDecimal(reduced: -45967, 100)

    private func toKelvin(_ value: ExactDecimal) throws(ExactDecimalError) -> ExactDecimal {
        switch self {
        case .kelvin: value
        case .celsius: try value + Self.zeroCelsiusInKelvin
        case .fahrenheit: try (value - Self.absoluteZeroFahrenheit) * Self.kelvinPerFahrenheit
        }
    }

    private func fromKelvin(_ kelvin: ExactDecimal) throws(ExactDecimalError) -> ExactDecimal {
        switch self {
        case .kelvin: kelvin
        case .celsius: try kelvin - Self.zeroCelsiusInKelvin
        case .fahrenheit: try kelvin * Self.fahrenheitPerKelvin + Self.absoluteZeroFahrenheit
        }
    }
}

/// A temperature as a number and the unit it was measured in.
///
/// OpenWeather reports Kelvin unless asked otherwise, so that is what the raw models carry;
/// formatters convert exactly to the unit a locale prefers.
public struct Temperature: Sendable, Hashable, Codable {
    public var value: Double
    public var unit: TemperatureUnit

    public init(_ value: Double, _ unit: TemperatureUnit) {
        self.value = value
        self.unit = unit
    }

    /// The exact value in `target`, or `nil` when the value is too large to convert exactly.
    package func exactValue(in target: TemperatureUnit) -> ExactDecimal? {
        try? unit.convert(ExactDecimal(value), to: target)
    }

    /// The value in `target` as a `Double`, for drawing charts and comparing temperatures.
    package func value(in target: TemperatureUnit) -> Double {
        if let exact = exactValue(in: target) { return exact.doubleValue }
        let kelvin: Double = switch unit {
        case .kelvin: value
        case .celsius: value + 273.15
        case .fahrenheit: (value + 459.67) * 5 / 9
        }
        return switch target {
        case .kelvin: kelvin
        case .celsius: kelvin - 273.15
        case .fahrenheit: kelvin * 9 / 5 - 459.67
        }
    }
}

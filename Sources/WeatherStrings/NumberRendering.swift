import WeatherCore

/// Turns numbers into the digits a locale shows; `Localizer` uses it for `%d`, `%f` and `%@`.
///
/// The ICU layer provides locale digits; ``ASCIINumberRendering`` is the plain default.
public protocol NumberRendering: Sendable {
    /// An integer without grouping, such as `-12`.
    func integer(_ value: Int) -> String
    /// A number with exactly `fractionDigits` digits after the point, or, when nil, as
    /// few as show it exactly (`2.5`, `3`).
    func decimal(_ value: Double, fractionDigits: Int?) -> String
}

/// Numbers in ASCII digits with a `.` decimal point and no grouping, the same in every locale.
///
/// ```swift
/// ASCIINumberRendering().decimal(2.345, fractionDigits: 1)  // "2.3"
/// ASCIINumberRendering().decimal(-0.04, fractionDigits: 1)  // "0.0" (no "-0.0")
/// ```
///
/// Rounding is half away from zero on the shortest decimal that identifies the `Double`
/// (so 2.675 gives "2.68", as a person expects, where C's printf gives "2.67"). A result
/// that rounds to zero has no minus sign. Not-a-number is "NaN", infinities "∞" and "-∞".
public struct ASCIINumberRendering: NumberRendering, Hashable {
    /// Creates the ASCII rendering.
    public init() {}

    /// `String(value)`: `-1234567`.
    public func integer(_ value: Int) -> String {
        String(value)
    }

    /// Fixed or shortest digits, rounded as the type describes.
    public func decimal(_ value: Double, fractionDigits: Int?) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-∞" : "∞" }
        var number = DecimalDigits(value)
        if let fractionDigits { number.round(fractionDigits: max(0, fractionDigits)) }
        return number.text(fractionDigits: fractionDigits.map { max(0, $0) })
    }
}

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

/// A finite `Double` as decimal digits `0.d₁d₂d₃… × 10^pointPosition`.
private struct DecimalDigits {
    var negative: Bool
    /// Significant digits without leading zeros; empty for zero.
    var digits: [UInt8]
    /// How many of `digits` stand before the decimal point (may be negative or exceed the count).
    var pointPosition: Int

    /// Reads Swift's shortest round-trip form, such as `123.45`, `1e-05` or `1.5e+20`.
    init(_ value: Double) {
        let text = value.magnitude.description
        let parts = text.split(separator: "e", maxSplits: 1)
        let exponent = parts.count == 2 ? Int(parts[1]) ?? 0 : 0
        var digits: [UInt8] = []
        var pointPosition = 0
        var seenPoint = false
        for character in parts[0] {
            if character == "." {
                seenPoint = true
            } else if let digit = character.wholeNumberValue {
                digits.append(UInt8(digit))
                if !seenPoint { pointPosition += 1 }
            }
        }
        while digits.first == 0 {
            digits.removeFirst()
            pointPosition -= 1
        }
        while digits.last == 0 { digits.removeLast() }
        self.negative = value < 0
        self.digits = digits
        self.pointPosition = digits.isEmpty ? 0 : pointPosition + exponent
    }

    /// Rounds half away from zero to `fractionDigits` digits after the point.
    mutating func round(fractionDigits: Int) {
        let keep = pointPosition + fractionDigits
        guard keep < digits.count else { return }
        guard keep >= 0 else {
            digits = []
            pointPosition = 0
            return
        }
        let roundUp = digits[keep] >= 5
        digits.removeSubrange(keep...)
        if roundUp {
            var index = digits.count - 1
            while index >= 0, digits[index] == 9 {
                digits[index] = 0
                index -= 1
            }
            if index >= 0 {
                digits[index] += 1
            } else {
                digits.insert(1, at: 0)
                pointPosition += 1
            }
        }
        while digits.last == 0 { digits.removeLast() }
        if digits.isEmpty { pointPosition = 0 }
    }

    /// The digits with exactly `fractionDigits` after the point, or all of them when nil.
    func text(fractionDigits: Int?) -> String {
        let integerPart =
            pointPosition <= 0
            ? "0"
            : (0..<pointPosition).map { digitText(at: $0) }.joined()
        let fractionCount = fractionDigits ?? max(0, digits.count - pointPosition)
        let fractionPart = (0..<fractionCount).map { digitText(at: pointPosition + $0) }.joined()
        let sign = negative && !digits.isEmpty ? "-" : ""
        return sign + integerPart + (fractionPart.isEmpty ? "" : "." + fractionPart)
    }

    private func digitText(at index: Int) -> String {
        index >= 0 && index < digits.count ? String(digits[index]) : "0"
    }
}

/// A finite `Double` as the decimal digits of its shortest round-trip form,
/// `0.d₁d₂d₃… × 10^pointPosition`: what JSON wrote and a person reads (`270.65`, not the
/// binary `270.64999999999997726…`). ``ExactDecimal`` and the ASCII number rendering of
/// the tables both start from it.
///
/// ```swift
/// var number = DecimalDigits(2.675)
/// number.round(fractionDigits: 2)
/// number.text(fractionDigits: 2)  // "2.68" (printf's "%.2f" gives "2.67")
/// ```
package struct DecimalDigits: Sendable, Hashable {
    /// Whether the value is below zero (a result rounded to zero shows no sign).
    package var negative: Bool
    /// Significant digits without leading zeros; empty for zero.
    package var digits: [UInt8]
    /// How many of `digits` stand before the decimal point (may be negative or exceed the count).
    package var pointPosition: Int

    /// Reads Swift's shortest round-trip form, such as `123.45`, `1e-05` or `1.5e+20`;
    /// `value` must be finite.
    package init(_ value: Double) {
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
    package mutating func round(fractionDigits: Int) {
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
    package func text(fractionDigits: Int?) -> String {
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

/// A rational number with 64-bit numerator and denominator, used to convert
/// temperatures without the rounding error of binary floating point.
///
/// ```swift
/// let kelvin = try ExactDecimal(270.65)
/// let fahrenheit = try TemperatureUnit.kelvin.convert(kelvin, to: .fahrenheit)
/// fahrenheit.decimalString  // "27.5" (Double arithmetic gives 27.499999999999943)
/// ```
public struct ExactDecimal: Sendable, Hashable, CustomStringConvertible {
    /// Numerator and positive denominator, kept in lowest terms.
    public private(set) var numerator: Int64
    public private(set) var denominator: Int64

    /// The largest magnitude accepted from outside: far beyond any weather value, small
    /// enough that every conversion here stays inside 64 bits.
    static let magnitudeLimit: Int64 = 1_000_000_000_000

    /// The number with the value `numerator / denominator`.
    public init(numerator: Int64, denominator: Int64 = 1) throws(ExactDecimalError) {
        guard denominator != 0 else { throw .divisionByZero }
        var n = numerator, d = denominator
        if d < 0 {
            guard n != .min, d != .min else { throw .outOfRange }
            n = -n
            d = -d
        }
        let divisor = gcd(n.magnitude, d.magnitude)
        self.numerator = n / Int64(divisor)
        self.denominator = d / Int64(divisor)
    }

    /// A constant already in lowest terms with a positive denominator.
    init(reduced numerator: Int64, _ denominator: Int64) {
        self.numerator = numerator
        self.denominator = denominator
    }

    /// The exact value of the shortest decimal that reads back as `value`
    /// (`270.65`, not the binary `270.64999999999997726…`), as JSON numbers are written.
    public init(_ value: Double) throws(ExactDecimalError) {
        guard value.isFinite else { throw .notFinite }
        try self.init(decimalString: value.description)
    }

    /// Parses a plain or scientific decimal (`-2.5`, `270.65`, `1e-05`).
    public init(decimalString text: String) throws(ExactDecimalError) {
        var mantissa = Substring(text)
        var exponent = 0
        if let e = mantissa.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            guard let parsed = Int(mantissa[mantissa.index(after: e)...]) else { throw .notANumber(text) }
            exponent = parsed
            mantissa = mantissa[..<e]
        }
        var negative = false
        if let sign = mantissa.first, sign == "-" || sign == "+" {
            negative = sign == "-"
            mantissa = mantissa.dropFirst()
        }
        let parts = mantissa.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = parts[0], fraction = parts.count > 1 ? parts[1] : ""
        guard !(whole.isEmpty && fraction.isEmpty),
              (whole + fraction).allSatisfy({ $0.isASCII && $0.isNumber })
        else { throw .notANumber(text) }

        // Drop leading zeros and trailing fraction zeros so only significant digits count.
        var digits = Substring(String(whole + fraction).drop { $0 == "0" })
        exponent -= fraction.count
        while digits.last == "0" {
            digits = digits.dropLast()
            exponent += 1
        }
        guard digits.count <= 18, exponent > -18, exponent + digits.count <= 13 else {
            if digits.isEmpty { try self.init(numerator: 0); return }
            throw .outOfRange
        }
        guard var n = Int64(digits.isEmpty ? "0" : String(digits)) else { throw .notANumber(text) }
        var d: Int64 = 1
        if exponent >= 0 {
            for _ in 0..<exponent { n *= 10 }
        } else {
            for _ in 0..<(-exponent) { d *= 10 }
        }
        try self.init(numerator: negative ? -n : n, denominator: d)
        guard abs(Double(self.numerator) / Double(self.denominator)) < Double(Self.magnitudeLimit) else {
            throw .outOfRange
        }
    }

    public static func + (lhs: Self, rhs: Self) throws(ExactDecimalError) -> Self {
        let (a, b, d) = try commonDenominator(lhs, rhs)
        let (sum, overflow) = a.addingReportingOverflow(b)
        guard !overflow else { throw .outOfRange }
        return try Self(numerator: sum, denominator: d)
    }

    public static func - (lhs: Self, rhs: Self) throws(ExactDecimalError) -> Self {
        try lhs + Self(numerator: -rhs.numerator, denominator: rhs.denominator)
    }

    public static func * (lhs: Self, rhs: Self) throws(ExactDecimalError) -> Self {
        // Cross-reduce first so intermediate products stay small.
        let g1 = Int64(gcd(lhs.numerator.magnitude, rhs.denominator.magnitude))
        let g2 = Int64(gcd(rhs.numerator.magnitude, lhs.denominator.magnitude))
        let (n, o1) = (lhs.numerator / g1).multipliedReportingOverflow(by: rhs.numerator / g2)
        let (d, o2) = (lhs.denominator / g2).multipliedReportingOverflow(by: rhs.denominator / g1)
        guard !o1, !o2 else { throw .outOfRange }
        return try Self(numerator: n, denominator: d)
    }

    private static func commonDenominator(_ lhs: Self, _ rhs: Self) throws(ExactDecimalError) -> (Int64, Int64, Int64) {
        let g = Int64(gcd(lhs.denominator.magnitude, rhs.denominator.magnitude))
        let (d, o1) = lhs.denominator.multipliedReportingOverflow(by: rhs.denominator / g)
        let (a, o2) = lhs.numerator.multipliedReportingOverflow(by: rhs.denominator / g)
        let (b, o3) = rhs.numerator.multipliedReportingOverflow(by: lhs.denominator / g)
        guard !o1, !o2, !o3 else { throw .outOfRange }
        return (a, b, d)
    }

    /// The value as a decimal string for ICU's `unumf_formatDecimal`: exact when the
    /// expansion terminates, otherwise cut after `maxFractionDigits` digits. A cut
    /// expansion is never a rounding tie, so rounding it to fewer digits gives the
    /// same result as rounding the true value.
    public func decimalString(maxFractionDigits: Int = 20) -> String {
        let negative = numerator < 0
        let magnitude = numerator.magnitude, divisor = denominator.magnitude
        var text = negative ? "-" : ""
        text += String(magnitude / divisor)
        var remainder = magnitude % divisor
        guard remainder != 0 else { return text }
        text += "."
        var digits = 0
        while remainder != 0, digits < maxFractionDigits {
            // remainder < divisor ≤ 10^13 · 9, so remainder · 10 fits comfortably.
            remainder *= 10
            text += String(remainder / divisor)
            remainder %= divisor
            digits += 1
        }
        return text
    }

    /// The nearest `Double`, for drawing and comparisons where exactness does not matter.
    public var doubleValue: Double { Double(numerator) / Double(denominator) }

    public var description: String { decimalString() }
}

/// Why a number cannot be represented exactly.
public enum ExactDecimalError: Error, Sendable, Hashable, CustomStringConvertible {
    case notANumber(String)
    case notFinite
    case outOfRange
    case divisionByZero

    public var description: String {
        switch self {
        case .notANumber(let text): "'\(text)' is not a number"
        case .notFinite: "the value is not finite"
        case .outOfRange: "the value is out of range"
        case .divisionByZero: "division by zero"
        }
    }
}

private func gcd(_ a: UInt64, _ b: UInt64) -> UInt64 {
    var (a, b) = (a, b)
    while b != 0 { (a, b) = (b, a % b) }
    return a == 0 ? 1 : a
}

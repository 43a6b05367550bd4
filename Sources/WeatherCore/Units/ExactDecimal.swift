/// A rational number with 64-bit numerator and denominator, used to convert
/// temperatures without the rounding error of binary floating point.
///
/// ```swift
/// let kelvin = try ExactDecimal(270.65)
/// let fahrenheit = try TemperatureUnit.kelvin.convert(kelvin, to: .fahrenheit)
/// fahrenheit.decimalString  // "27.5" (Double arithmetic gives 27.499999999999943)
/// ```
package struct ExactDecimal: Sendable, Hashable, CustomStringConvertible {
    /// Numerator and positive denominator, kept in lowest terms.
    package private(set) var numerator: Int64
    package private(set) var denominator: Int64

    /// The largest magnitude accepted from outside: far beyond any weather value, small
    /// enough that every conversion here stays inside 64 bits.
    static let magnitudeLimit: Int64 = 1_000_000_000_000

    /// The number with the value `numerator / denominator`.
    package init(numerator: Int64, denominator: Int64 = 1) throws(ExactDecimalError) {
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
    package init(_ value: Double) throws(ExactDecimalError) {
        guard value.isFinite else { throw .notFinite }
        // Fast path for the few-decimal values weather data carries: the first power of ten
        // k for which value · 10^k is a whole number n with n / 10^k reading back as
        // `value` gives the shortest decimal, as `description` would, without formatting.
        var scale: Int64 = 1
        for _ in 0...6 {
            let scaled = (value * Double(scale)).rounded()
            if abs(scaled) < 9.0e15, scaled / Double(scale) == value {
                try self.init(numerator: Int64(scaled), denominator: scale)
                guard abs(value) < Double(Self.magnitudeLimit) else { throw .outOfRange }
                return
            }
            scale *= 10
        }
        try self.init(digits: DecimalDigits(value))
        guard abs(value) < Double(Self.magnitudeLimit) else { throw .outOfRange }
    }

    /// The exact value of a finite double's shortest decimal, within the 64-bit limits.
    private init(digits number: DecimalDigits) throws(ExactDecimalError) {
        guard !number.digits.isEmpty else { self.init(reduced: 0, 1); return }
        // At most 17 significant digits (a double's shortest form), so the significand fits.
        let exponent = number.pointPosition - number.digits.count
        guard exponent > -19, number.pointPosition <= 13 else { throw .outOfRange }
        var numerator = number.digits.reduce(Int64(0)) { $0 * 10 + Int64($1) }, denominator: Int64 = 1
        for _ in 0..<max(0, exponent) { numerator *= 10 }
        for _ in 0..<max(0, -exponent) { denominator *= 10 }
        try self.init(numerator: number.negative ? -numerator : numerator, denominator: denominator)
    }

    package static func + (lhs: Self, rhs: Self) throws(ExactDecimalError) -> Self {
        if lhs.denominator == rhs.denominator {
            let (sum, overflow) = lhs.numerator.addingReportingOverflow(rhs.numerator)
            guard !overflow else { throw .outOfRange }
            return try Self(numerator: sum, denominator: lhs.denominator)
        }
        let (a, b, d) = try commonDenominator(lhs, rhs)
        let (sum, overflow) = a.addingReportingOverflow(b)
        guard !overflow else { throw .outOfRange }
        return try Self(numerator: sum, denominator: d)
    }

    package static func - (lhs: Self, rhs: Self) throws(ExactDecimalError) -> Self {
        try lhs + Self(numerator: -rhs.numerator, denominator: rhs.denominator)
    }

    package static func * (lhs: Self, rhs: Self) throws(ExactDecimalError) -> Self {
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
    package func decimalString(maxFractionDigits: Int = 20) -> String {
        withDecimalDigits(maxFractionDigits: maxFractionDigits) { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with the ``decimalString(maxFractionDigits:)`` text in a stack buffer,
    /// so formatting a temperature allocates nothing for the conversion.
    package func withDecimalDigits<R>(maxFractionDigits: Int = 20, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let fractionLimit = min(max(maxFractionDigits, 0), 40)
        // Sign, up to 20 integer digits, the point and the fraction digits.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24 + fractionLimit) { buffer in
            var count = 0
            func append(_ byte: UInt8) {
                buffer[count] = byte
                count += 1
            }
            if numerator < 0 { append(UInt8(ascii: "-")) }
            let divisor = denominator.magnitude
            var whole = numerator.magnitude / divisor
            var remainder = numerator.magnitude % divisor
            // Integer digits, written backwards then reversed in place.
            let wholeStart = count
            repeat {
                append(UInt8(ascii: "0") + UInt8(whole % 10))
                whole /= 10
            } while whole != 0
            var low = wholeStart, high = count - 1
            while low < high {
                buffer.swapAt(low, high)
                low += 1
                high -= 1
            }
            if remainder != 0, fractionLimit > 0 {
                append(UInt8(ascii: "."))
                var digits = 0
                while remainder != 0, digits < fractionLimit {
                    // Full-width arithmetic: remainder · 10 can exceed 64 bits for large denominators.
                    let (digit, next) = divisor.dividingFullWidth(remainder.multipliedFullWidth(by: 10))
                    append(UInt8(ascii: "0") + UInt8(digit))
                    remainder = next
                    digits += 1
                }
            }
            return body(UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// The nearest `Double`, for drawing and comparisons where exactness does not matter.
    package var doubleValue: Double { Double(numerator) / Double(denominator) }

    package var description: String { decimalString() }
}

/// Why a number cannot be represented exactly.
package enum ExactDecimalError: Error, Sendable, Hashable, CustomStringConvertible {
    case notFinite
    case outOfRange
    case divisionByZero

    package var description: String {
        switch self {
        case .notFinite: "the value is not finite"
        case .outOfRange: "the value is out of range"
        case .divisionByZero: "division by zero"
        }
    }
}

/// Stein's binary GCD: shifts and subtractions instead of 64-bit divisions, which matters
/// on the formatting hot path (every temperature is reduced a few times).
private func gcd(_ a: UInt64, _ b: UInt64) -> UInt64 {
    if a == 0 { return b == 0 ? 1 : b }
    if b == 0 { return a }
    let shift = (a | b).trailingZeroBitCount
    var u = a >> a.trailingZeroBitCount
    var v = b >> b.trailingZeroBitCount
    while u != v {
        if u > v { swap(&u, &v) }
        v -= u
        v >>= v.trailingZeroBitCount
    }
    return u << shift
}

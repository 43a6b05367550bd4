extension Trigonometry {
    /// The angle in degrees, −180 to 180, whose tangent is `y / x` in the quadrant of
    /// (`x`, `y`); 0 when both are 0. In Swift alone, like ``sin(degrees:)``: the argument is
    /// halved twice (atan x = 2 atan(x / (1 + √(1 + x²)))) until the series converges fast.
    static func atan2(_ y: Double, _ x: Double) -> Double {
        if x == 0 && y == 0 { return 0 }
        // The angle of (x, y) from whichever axis is nearer, so the ratio is at most 1.
        let swap = abs(y) > abs(x)
        var ratio = swap ? x / y : y / x
        ratio = ratio / (1 + (1 + ratio * ratio).squareRoot())
        ratio = ratio / (1 + (1 + ratio * ratio).squareRoot())
        // |ratio| ≤ tan(π/16) ≈ 0.199: 12 terms of the series reach 1e-17.
        let square = ratio * ratio
        var term = ratio
        var sum = ratio
        for n in 1...12 {
            term *= -square
            sum += term / Double(2 * n + 1)
        }
        var degrees = 4 * sum * 180 / .pi
        if swap { degrees = (y > 0 ? 90 : -90) - degrees }
        else if x < 0 { degrees += y >= 0 ? 180 : -180 }
        return degrees
    }

    /// The angle in degrees, −90 to 90, whose sine is `value` (clamped to ±1).
    static func asin(_ value: Double) -> Double {
        let clamped = Swift.max(-1, Swift.min(1, value))
        return atan2(clamped, (1 - clamped * clamped).squareRoot())
    }

    /// `degrees` brought into 0 ..< 360.
    static func normalized(degrees: Double) -> Double {
        let reduced = degrees.truncatingRemainder(dividingBy: 360)
        return reduced < 0 ? reduced + 360 : reduced
    }
}

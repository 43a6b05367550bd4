import WeatherCore

/// The values a ``Rounding`` can give, as whole numbers of one step (the increment, or
/// 10^-fractionDigits): a value's rounded result is a step count, computed exactly in
/// Swift the way ICU rounds (`rounding-mode-half-up` rounds a tie away from zero).
///
/// A temperature's text depends only on its rounded value, so a formatter keeps texts by
/// step count: the 800 readings from 250 K to 329.9 K round to 80 whole degrees Celsius,
/// and ICU formats each of those once.
///
/// ```swift
/// let grid = RoundingGrid(Rounding())                   // whole numbers, half-up
/// grid?.steps(try ExactDecimal(numerator: -5, denominator: 2))  // -3
/// ```
struct RoundingGrid: Sendable, Hashable {
    /// The step as a fraction in lowest terms.
    let stepNumerator: Int64
    let stepDenominator: Int64
    let mode: RoundingMode

    /// The grid of a validated rounding; `nil` for an increment that is not an exact decimal.
    init?(_ rounding: Rounding) {
        let step: ExactDecimal
        if let increment = rounding.increment {
            guard let exact = try? ExactDecimal(increment), exact.numerator > 0 else { return nil }
            step = exact
        } else {
            var denominator: Int64 = 1
            for _ in 0..<max(0, min(rounding.fractionDigits, 18)) { denominator *= 10 }
            guard let exact = try? ExactDecimal(numerator: 1, denominator: denominator) else { return nil }
            step = exact
        }
        stepNumerator = step.numerator
        stepDenominator = step.denominator
        mode = rounding.mode
    }

    /// The value rounded to the grid, in steps; `nil` when the arithmetic would leave 64 bits.
    func steps(_ value: ExactDecimal) -> Int64? {
        // value / step = (n_v · d_s) / (d_v · n_s), both denominators positive.
        let (n, overflowN) = value.numerator.multipliedReportingOverflow(by: stepDenominator)
        let (d, overflowD) = value.denominator.multipliedReportingOverflow(by: stepNumerator)
        guard !overflowN, !overflowD, d > 0 else { return nil }
        var lower = n / d, remainder = n % d
        if remainder < 0 {
            lower -= 1
            remainder += d
        }
        guard remainder != 0 else { return lower }
        let upper = lower + 1
        let towardZero = n < 0 ? upper : lower
        let awayFromZero = n < 0 ? lower : upper
        switch mode {
        case .ceiling: return upper
        case .floor: return lower
        case .down: return towardZero
        case .up: return awayFromZero
        case .halfEven, .halfUp, .halfDown:
            let beyond = d - remainder  // the distance to the upper neighbour, in the same units
            if remainder < beyond { return lower }
            if remainder > beyond { return upper }
            return switch mode {
            case .halfEven: lower % 2 == 0 ? lower : upper
            case .halfDown: towardZero
            default: awayFromZero
            }
        }
    }
}

/// Time as the sky's formulas take it: Julian centuries of Terrestrial Time (TT) since
/// J2000.0, and days of Universal Time for the Earth's rotation.
///
/// TT runs ahead of UT by ΔT (69.2 s measured in 2024): the Moon moves half a degree an hour,
/// so the lunar series are evaluated in TT, while sidereal time (where the sky stands over a
/// place) is reckoned in UT. ΔT comes from the Espenak–Meeus polynomials (NASA's eclipse
/// pages, 2006): exact to a second up to 2005, and since then extrapolated (73.9 s for 2024,
/// 5 s too many: the Moon moves 0.003° in 5 s, a second of a rise time at most).
///
/// ```swift
/// AstronomicalTime(unixSeconds: 946_728_000).daysSinceJ2000  // 0.0 (2000-01-01 12:00 UT)
/// ```
package struct AstronomicalTime: Sendable, Hashable {
    /// Days of Universal Time since J2000.0 (2000-01-01 12:00 UT).
    package let daysSinceJ2000: Double
    /// Julian centuries of Terrestrial Time since J2000.0 (Meeus's `T`).
    package let centuriesTT: Double

    /// The Unix time of J2000.0.
    static let j2000UnixSeconds = 946_728_000.0

    package init(unixSeconds: Double) {
        let days = (unixSeconds - Self.j2000UnixSeconds) / 86_400
        daysSinceJ2000 = days
        let year = 2000 + days / 365.25
        centuriesTT = (days + Self.deltaTSeconds(year: year) / 86_400) / 36_525
    }

    /// ΔT = TT − UT in seconds for a decimal year (Espenak and Meeus, "Polynomial expressions
    /// for Delta T", 2006).
    static func deltaTSeconds(year: Double) -> Double {
        switch year {
        case 1961..<1986:
            let t = year - 1975
            return 45.45 + 1.067 * t - t * t / 260 - t * t * t / 718
        case 1986..<2005:
            let t = year - 2000
            return 63.86 + t * (0.3345 + t * (-0.060374 + t * (0.0017275 + t * (0.000651814 + t * 0.00002373599))))
        case 2005..<2050:
            let t = year - 2000
            return 62.92 + 0.32217 * t + 0.005589 * t * t
        case 2050..<2150:
            let u = (year - 1820) / 100
            return -20 + 32 * u * u - 0.5628 * (2150 - year)
        default:
            // The long-term parabola (Morrison and Stephenson 2004).
            let u = (year - 1820) / 100
            return -20 + 32 * u * u
        }
    }

    /// Greenwich mean sidereal time in degrees (Meeus, Astronomical Algorithms, eq. 12.4).
    var greenwichSiderealDegrees: Double {
        let t = daysSinceJ2000 / 36_525
        return 280.460_618_37 + 360.985_647_366_29 * daysSinceJ2000 + t * t * (0.000_387_933 - t / 38_710_000)
    }
}

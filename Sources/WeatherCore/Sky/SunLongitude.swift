/// The Sun's apparent geocentric ecliptic longitude and its distance, for the Moon's phase
/// and the solar terms.
///
/// Algorithm: Meeus, Astronomical Algorithms (2nd ed., 1998), chapter 25, "low accuracy":
/// the geometric mean longitude and anomaly to T², the equation of the centre, then
/// aberration (−20.5″) and nutation in longitude (−17.2″ sin Ω). Meeus gives 0.01° as its
/// accuracy; the Sun moves 0.01° in a quarter of an hour, so a solar term's instant is good
/// to about that, and its day is right except within minutes of midnight.
///
/// ```swift
/// SunLongitude(time: AstronomicalTime(unixSeconds: 718_934_341)).apparentLongitude  // 199.90894 (1992-10-13 00:00 TT; Meeus 25.a: 199.90895°)
/// ```
package struct SunLongitude: Sendable, Hashable {
    /// Apparent longitude in degrees, 0 ..< 360 (mean equinox of date, nutation included).
    package let apparentLongitude: Double
    /// Distance from the Earth in astronomical units.
    package let distanceAU: Double
    /// The nutation in longitude included in ``apparentLongitude``, in degrees.
    let nutation: Double

    /// One astronomical unit in kilometres (IAU 2012).
    package static let kilometresPerAU = 149_597_870.7

    package init(time: AstronomicalTime) {
        let t = time.centuriesTT
        let meanLongitude = 280.466_46 + t * (36_000.769_83 + t * 0.000_303_2)
        let anomaly = 357.529_11 + t * (35_999.050_29 - t * 0.000_153_7)
        let eccentricity = 0.016_708_634 - t * (0.000_042_037 + t * 0.000_000_126_7)
        let centre = (1.914_602 - t * (0.004_817 + t * 0.000_014)) * Trigonometry.sin(degrees: anomaly)
            + (0.019_993 - t * 0.000_101) * Trigonometry.sin(degrees: 2 * anomaly)
            + 0.000_289 * Trigonometry.sin(degrees: 3 * anomaly)
        let trueAnomaly = anomaly + centre
        distanceAU = 1.000_001_018 * (1 - eccentricity * eccentricity) / (1 + eccentricity * Trigonometry.cos(degrees: trueAnomaly))
        let node = 125.04 - 1_934.136 * t
        nutation = -0.004_78 * Trigonometry.sin(degrees: node)
        apparentLongitude = Trigonometry.normalized(degrees: meanLongitude + centre - 0.005_69 + nutation)
    }
}

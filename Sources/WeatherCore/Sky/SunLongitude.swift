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

    /// The Sun to about 1″ (a second of time in a solar term, well under one in a phase):
    /// Meeus chapter 25's "higher accuracy" — the Earth's heliocentric longitude and distance
    /// from the truncated VSOP87 (``EarthSeries``, 188 cosines), the FK5 correction, the
    /// nutation's four largest terms (chapter 22, 0.5″) and aberration. About ten times the
    /// work of ``init(time:)``: the instants of solar terms and principal phases use it, the
    /// days' phases do not.
    ///
    /// ```swift
    /// SunLongitude(preciseAt: AstronomicalTime(unixSeconds: 718_934_341)).apparentLongitude  // 199.906 10 (Meeus 25.b: 199.906 06°)
    /// ```
    package init(preciseAt time: AstronomicalTime) {
        let t = time.centuriesTT
        let tau = t / 10
        func series(_ powers: [[EarthSeries.Term]]) -> Double {
            var total = 0.0
            var power = 1.0
            for terms in powers {
                var sum = 0.0
                for term in terms {
                    sum += term.amplitude * Trigonometry.cos(degrees: (term.phase + term.frequency * tau) * (180 / .pi))
                }
                total += sum * power
                power *= tau
            }
            return total / 100_000_000
        }
        let heliocentric = series(EarthSeries.longitude) * (180 / .pi)
        distanceAU = series(EarthSeries.distance)
        // Geocentric, then FK5 (−0.090 33″).
        let geometric = heliocentric + 180 - 0.090_33 / 3_600
        let node = 125.044_52 - 1_934.136_261 * t
        let sunMean = 280.466_5 + 36_000.769_8 * t
        let moonMean = 218.316_5 + 481_267.881_3 * t
        nutation = (-17.20 * Trigonometry.sin(degrees: node) - 1.32 * Trigonometry.sin(degrees: 2 * sunMean)
            - 0.23 * Trigonometry.sin(degrees: 2 * moonMean) + 0.21 * Trigonometry.sin(degrees: 2 * node)) / 3_600
        let aberration = -20.489_8 / 3_600 / distanceAU
        apparentLongitude = Trigonometry.normalized(degrees: geometric + nutation + aberration)
    }
}

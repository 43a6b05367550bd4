/// Where the sun stands at a place: whether a day there is one of midnight sun or polar night,
/// and whether the sun is up at an instant. Used where OpenWeather sends no sunrise or sunset
/// (0 or absent), whose `d`/`n` marks are then unreliable: a response from 75.8° N at 14:50 on
/// 28 April (midnight sun) is marked `n`.
///
/// The sun's position comes from the Astronomical Almanac's low-precision formulas (within
/// about 0.01° from 1950 to 2050, and a few hundredths of a degree for centuries around),
/// "up" counts from an elevation of −0.833°: the standard allowance for refraction and the
/// sun's radius that sunrise and sunset times use.
///
/// ```swift
/// let north = Coordinates(lon: 15.6, lat: 78.2)        // Longyearbyen
/// SolarPosition.day(at: north, unixSeconds: 1_781_956_800)  // .midnightSun (2026-06-20)
/// SolarPosition.day(at: north, unixSeconds: 1_797_768_000)  // .polarNight  (2026-12-20)
/// ```
package enum SolarPosition {
    /// What a day at a place is: the sun never sets, never rises, or does both.
    package enum Day: Sendable, Hashable {
        /// The sun stays up at midnight (its lowest elevation is above the horizon).
        case midnightSun
        /// The sun stays down at noon (its highest elevation is below the horizon).
        case polarNight
        /// The sun rises and sets.
        case risesAndSets
    }

    /// The elevation, in degrees, at which the sun's upper edge meets the horizon.
    package static let horizonDegrees = -0.833

    /// Midnight sun, polar night, or neither, for the day around `unixSeconds`: the sun's
    /// declination at that instant gives its noon elevation (90° − |latitude − declination|)
    /// and its midnight elevation (|latitude + declination| − 90°).
    package static func day(at place: Coordinates, unixSeconds: Int) -> Day {
        let sun = SunVector(unixSeconds: unixSeconds)
        let sinLatitude = Trigonometry.sin(degrees: place.lat)
        let cosLatitude = Trigonometry.cos(degrees: place.lat)
        let cosDeclination = (1 - sun.z * sun.z).squareRoot()
        // sin(noon elevation) = cos(φ − δ); sin(midnight elevation) = −cos(φ + δ).
        let noon = cosLatitude * cosDeclination + sinLatitude * sun.z
        let midnight = sinLatitude * sun.z - cosLatitude * cosDeclination
        let horizon = Trigonometry.sin(degrees: horizonDegrees)
        if midnight > horizon { return .midnightSun }
        if noon < horizon { return .polarNight }
        return .risesAndSets
    }

    /// Whether the sun is up at `place` at `unixSeconds`: always under midnight sun, never in
    /// polar night, else whether its elevation then is above −0.833°.
    package static func isUp(at place: Coordinates, unixSeconds: Int) -> Bool {
        switch day(at: place, unixSeconds: unixSeconds) {
        case .midnightSun: return true
        case .polarNight: return false
        case .risesAndSets: return sineOfElevation(at: place, unixSeconds: unixSeconds) > Trigonometry.sin(degrees: horizonDegrees)
        }
    }

    /// The sine of the sun's elevation at `place` and `unixSeconds`: the sun's direction
    /// dotted with the local zenith, both in equatorial coordinates.
    static func sineOfElevation(at place: Coordinates, unixSeconds: Int) -> Double {
        let sun = SunVector(unixSeconds: unixSeconds)
        // Local sidereal angle: Greenwich mean sidereal time plus the longitude.
        let sidereal = 280.460_618_37 + 360.985_647_366_29 * sun.daysSinceJ2000 + place.lon
        let cosLatitude = Trigonometry.cos(degrees: place.lat)
        return cosLatitude * Trigonometry.cos(degrees: sidereal) * sun.x
            + cosLatitude * Trigonometry.sin(degrees: sidereal) * sun.y
            + Trigonometry.sin(degrees: place.lat) * sun.z
    }
}

/// The sun's direction as a unit vector in equatorial coordinates (z toward the north
/// celestial pole, so z is the sine of the declination).
private struct SunVector {
    let daysSinceJ2000: Double
    let x: Double
    let y: Double
    let z: Double

    init(unixSeconds: Int) {
        // J2000.0 is 2000-01-01 12:00, 10,957.5 days after the Unix epoch.
        let days = Double(unixSeconds) / 86_400 - 10_957.5
        daysSinceJ2000 = days
        let meanLongitude = 280.460 + 0.985_647_4 * days
        let meanAnomaly = 357.528 + 0.985_600_3 * days
        let longitude = meanLongitude + 1.915 * Trigonometry.sin(degrees: meanAnomaly)
            + 0.020 * Trigonometry.sin(degrees: 2 * meanAnomaly)
        let obliquity = 23.439 - 0.000_000_4 * days
        let sinLongitude = Trigonometry.sin(degrees: longitude)
        x = Trigonometry.cos(degrees: longitude)
        y = Trigonometry.cos(degrees: obliquity) * sinLongitude
        z = Trigonometry.sin(degrees: obliquity) * sinLongitude
    }
}

/// Sine and cosine of angles in degrees, in Swift alone: the core library imports no C
/// math library. A reduction to ±90° and the Taylor series to x²³ (its next term is under
/// 1e-18 there), summed by Horner's rule with the coefficients written out: multiplications
/// only, about 5 ns a call (the Moon's rise and set take a few hundred).
enum Trigonometry {
    static func sin(degrees: Double) -> Double {
        // To −180° … 180° without fmod (a third of the time of the whole function).
        var reduced = degrees - 360 * (degrees / 360).rounded(.toNearestOrEven)
        // sin(x) = sin(180° − x) brings the angle within ±90°, where the series converges fast.
        if reduced > 90 { reduced = 180 - reduced } else if reduced < -90 { reduced = -180 - reduced }
        let x = reduced * (.pi / 180)
        let s = x * x
        // (−1)ᵏ / (2k + 1)! for k = 1 … 11.
        var sum = -1.0 / 2.585_201_673_888_497_664e22              // −1/23!
        sum = sum * s + 1.0 / 5.109_094_217_170_944e19             // 1/21!
        sum = sum * s - 1.0 / 1.216_451_004_088_32e17              // −1/19!
        sum = sum * s + 1.0 / 355_687_428_096_000                  // 1/17!
        sum = sum * s - 1.0 / 1_307_674_368_000                    // −1/15!
        sum = sum * s + 1.0 / 6_227_020_800                        // 1/13!
        sum = sum * s - 1.0 / 39_916_800                           // −1/11!
        sum = sum * s + 1.0 / 362_880                              // 1/9!
        sum = sum * s - 1.0 / 5_040                                // −1/7!
        sum = sum * s + 1.0 / 120                                  // 1/5!
        sum = sum * s - 1.0 / 6                                    // −1/3!
        return x + x * s * sum
    }

    static func cos(degrees: Double) -> Double {
        sin(degrees: degrees + 90)
    }
}

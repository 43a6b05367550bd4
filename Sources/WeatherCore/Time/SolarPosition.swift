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
/// math library. A reduction to ±180° and a Taylor series to 1e-15 are ample for the sun.
enum Trigonometry {
    static func sin(degrees: Double) -> Double {
        var reduced = degrees.truncatingRemainder(dividingBy: 360)
        if reduced > 180 { reduced -= 360 } else if reduced < -180 { reduced += 360 }
        // sin(x) = sin(180° − x) brings the angle within ±90°, where the series converges fast.
        if reduced > 90 { reduced = 180 - reduced } else if reduced < -90 { reduced = -180 - reduced }
        let x = reduced * .pi / 180
        let square = x * x
        var term = x
        var sum = x
        for n in stride(from: 2, through: 30, by: 2) {
            term *= -square / Double(n * (n + 1))
            sum += term
        }
        return sum
    }

    static func cos(degrees: Double) -> Double {
        sin(degrees: degrees.truncatingRemainder(dividingBy: 360) + 90)
    }
}

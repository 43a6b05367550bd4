/// The Moon's phase at an instant: its elongation from the Sun, the phase angle and the
/// illuminated fraction of its disk.
///
/// Algorithm: Meeus, Astronomical Algorithms (2nd ed., 1998), chapter 48, from the
/// geocentric positions of the Moon (chapter 47, ``MoonPosition``) and the Sun (chapter 25,
/// ``SunLongitude``): the phase angle i is the Sun–Moon–Earth angle, and the illuminated
/// fraction is (1 + cos i) / 2. With these positions the fraction is good to about 0.001
/// (0.1 percentage point).
///
/// ```swift
/// let phase = MoonPhase(unixSeconds: 1_796_529_600)  // 2026-12-06 12:00 UTC
/// phase.illuminatedFraction  // 0.078 (a waning crescent)
/// phase.isWaxing             // false
/// ```
package struct MoonPhase: Sendable, Hashable {
    /// The Moon's apparent longitude minus the Sun's, 0 ..< 360 degrees: 0 at new moon,
    /// 90 at first quarter, 180 at full moon, 270 at last quarter.
    package let elongation: Double
    /// The angle Sun–Moon–Earth in degrees, 180 at new moon and 0 at full moon.
    package let phaseAngle: Double
    /// The illuminated fraction of the disk, 0 to 1.
    package let illuminatedFraction: Double

    /// Whether the lit part is growing (the elongation is under 180°).
    package var isWaxing: Bool { elongation < 180 }

    package init(unixSeconds: Double) {
        let time = AstronomicalTime(unixSeconds: unixSeconds)
        let moon = MoonPosition(time: time)
        let sun = SunLongitude(time: time)
        self.init(moon: moon, sun: sun)
    }

    /// The Moon's apparent longitude minus the Sun's, 0 ..< 360 degrees. The nutation
    /// cancels in the difference; the Sun's aberration stays.
    static func elongation(moon: MoonPosition, sun: SunLongitude) -> Double {
        Trigonometry.normalized(degrees: moon.longitude + sun.nutation - sun.apparentLongitude)
    }

    init(moon: MoonPosition, sun: SunLongitude) {
        elongation = Self.elongation(moon: moon, sun: sun)
        // Both in ecliptic coordinates, kilometres.
        let sunDistance = sun.distanceAU * SunLongitude.kilometresPerAU
        let sunVector = SkyVector(
            x: sunDistance * Trigonometry.cos(degrees: sun.apparentLongitude),
            y: sunDistance * Trigonometry.sin(degrees: sun.apparentLongitude), z: 0)
        let cosLatitude = Trigonometry.cos(degrees: moon.latitude)
        let moonVector = SkyVector(
            x: moon.distanceKilometres * cosLatitude * Trigonometry.cos(degrees: moon.longitude),
            y: moon.distanceKilometres * cosLatitude * Trigonometry.sin(degrees: moon.longitude),
            z: moon.distanceKilometres * Trigonometry.sin(degrees: moon.latitude))
        // From the Moon: toward the Earth (−moon) and toward the Sun (sun − moon).
        let toSun = sunVector - moonVector
        let toEarth = SkyVector(x: -moonVector.x, y: -moonVector.y, z: -moonVector.z)
        let cosine = toSun.dot(toEarth)
        let crossX = toSun.y * toEarth.z - toSun.z * toEarth.y
        let crossY = toSun.z * toEarth.x - toSun.x * toEarth.z
        let crossZ = toSun.x * toEarth.y - toSun.y * toEarth.x
        let sine = (crossX * crossX + crossY * crossY + crossZ * crossZ).squareRoot()
        phaseAngle = Trigonometry.atan2(sine, cosine)
        illuminatedFraction = (1 + cosine / (toSun.length * toEarth.length)) / 2
    }
}

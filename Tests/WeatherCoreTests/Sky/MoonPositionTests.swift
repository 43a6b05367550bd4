import Testing
@testable import WeatherCore

@Suite("The Moon's and the Sun's positions match Meeus's worked examples")
struct MoonPositionTests {
    @Test("Example 47.a: the Moon on 1992-04-12 at 0h TT")
    func meeusExample47a() {
        // 0h TT is 58.3 s (ΔT) before 0h UT; 703 036 800 is 1992-04-12 00:00 UTC.
        let moon = MoonPosition(time: AstronomicalTime(unixSeconds: 703_036_800 - 58.3))
        #expect(abs(moon.longitude - 133.162_655) < 0.000_1)
        #expect(abs(moon.latitude - -3.229_126) < 0.000_1)
        #expect(abs(moon.distanceKilometres - 368_409.7) < 0.5)
        #expect(abs(moon.horizontalParallax - 0.991_990) < 0.000_01)
    }

    @Test("Example 25.a: the Sun's apparent longitude on 1992-10-13 at 0h TT")
    func meeusExample25a() {
        let sun = SunLongitude(time: AstronomicalTime(unixSeconds: 718_934_400 - 58.6))
        #expect(abs(sun.apparentLongitude - 199.908_95) < 0.000_1)
        #expect(abs(sun.distanceAU - 0.997_66) < 0.000_01)
    }

    @Test("Example 25.b: the precise Sun (VSOP87) on 1992-10-13 at 0h TT")
    func meeusExample25b() {
        let sun = SunLongitude(preciseAt: AstronomicalTime(unixSeconds: 718_934_400 - 58.6))
        #expect(abs(sun.apparentLongitude - 199.906_06) < 0.000_1)
        #expect(abs(sun.distanceAU - 0.997_607_75) < 0.000_000_1)
    }

    @Test("atan2 and asin in Swift alone agree with the quadrants", arguments: [
        (1.0, 1.0, 45.0), (1.0, -1.0, 135.0), (-1.0, -1.0, -135.0), (-1.0, 1.0, -45.0),
        (0.0, -1.0, 180.0), (2.0, 0.0, 90.0), (-2.0, 0.0, -90.0), (0.5, 0.866_025_403_784_438_6, 30.0),
    ])
    func atan2(y: Double, x: Double, expected: Double) {
        #expect(abs(Trigonometry.atan2(y, x) - expected) < 1e-12)
        #expect(abs(Trigonometry.asin(0.5) - 30) < 1e-12)
    }

    @Test("ΔT is the Espenak–Meeus polynomial: 63.86 s in 2000, 73.9 s extrapolated to 2024")
    func deltaT() {
        #expect(abs(AstronomicalTime.deltaTSeconds(year: 2024) - 73.9) < 0.1)
        #expect(abs(AstronomicalTime.deltaTSeconds(year: 2000) - 63.86) < 0.01)
    }
}

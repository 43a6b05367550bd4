import Testing
@testable import WeatherCore

@Suite("Solar terms fall on the almanacs' days")
struct SolarTermTests {
    /// Within the 0.01° of the Sun's low-accuracy longitude a term's instant is good to about
    /// 10 minutes: the 2025 winter solstice at 00:03 KST (computed 00:00) is too close to
    /// midnight to test, and is left out.
    @Test("Days of 2025–2026 in Korea's time (UTC+9)", arguments: [
        (2025, 11, 7, SolarTerm.beginningOfWinter),   // 입동, early afternoon
        (2026, 2, 4, .beginningOfSpring),             // 입춘, early morning
        (2026, 3, 20, .springEquinox),                // 춘분 23:46 KST (PyEphem); computed 23:36
        (2026, 6, 21, .summerSolstice),               // 하지 17:24 KST (PyEphem); computed 17:19
        (2026, 12, 22, .winterSolstice),              // 동지 05:50 KST (PyEphem); computed 05:47
    ])
    func termDays(year: Int, month: Int, day: Int, term: SolarTerm) {
        let start = CivilDate(year: year, month: month, day: day)!.daysSince1970 * 86_400 - 9 * 3_600
        #expect(SolarTerm.within(start: start, end: start + 86_400)?.term == term)
        #expect(SolarTerm.within(start: start - 86_400, end: start) == nil)
        #expect(SolarTerm.within(start: start + 86_400, end: start + 2 * 86_400) == nil)
    }

    @Test("Terms are the Sun's longitude / 15, and have ids")
    func identities() {
        #expect(SolarTerm.winterSolstice.solarLongitude == 270)
        #expect(SolarTerm.beginningOfSpring.solarLongitude == 315)
        #expect(SolarTerm.allCases.count == 24)
        #expect(Set(SolarTerm.allCases.map(\.id)).count == 24)
    }
}

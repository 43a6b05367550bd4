import Testing
@testable import WeatherCore

@Suite("Solar terms fall on the almanacs' days")
struct SolarTermTests {
    /// Instants within 20 s of PyEphem's (its equinoxes and solstices 2020–2030: 13.5 s at
    /// worst), so even the 2025 winter solstice, at 00:02:51 KST, is on the 22nd.
    @Test("Days of 2025–2026 in Korea's time (UTC+9)", arguments: [
        (2025, 11, 7, SolarTerm.beginningOfWinter),   // 입동, early afternoon
        (2025, 12, 22, .winterSolstice),              // 동지 00:02:51 KST (PyEphem)
        (2026, 2, 4, .beginningOfSpring),             // 입춘, early morning
        (2026, 3, 20, .springEquinox),                // 춘분 23:45:53 KST (PyEphem)
        (2026, 6, 21, .summerSolstice),               // 하지 17:24:31 KST (PyEphem)
        (2026, 12, 22, .winterSolstice),              // 동지 05:50:00 KST (PyEphem)
    ])
    func termDays(year: Int, month: Int, day: Int, term: SolarTerm) {
        let start = CivilDate(year: year, month: month, day: day)!.daysSince1970 * 86_400 - 9 * 3_600
        #expect(SolarTerm.within(start: start, end: start + 86_400)?.term == term)
        #expect(SolarTerm.within(start: start - 86_400, end: start) == nil)
        #expect(SolarTerm.within(start: start + 86_400, end: start + 2 * 86_400) == nil)
    }

    @Test("The 2026 winter solstice within 20 s of PyEphem's 2026-12-21 20:50:00 UTC")
    func solsticeInstant() throws {
        let found = try #require(SolarTerm.within(start: 1_797_865_200, end: 1_797_951_600))
        #expect(found.term == .winterSolstice)
        #expect(abs(found.unixSeconds - 1_797_886_200) <= 20)
    }

    @Test("Terms are the Sun's longitude / 15, and have ids")
    func identities() {
        #expect(SolarTerm.winterSolstice.solarLongitude == 270)
        #expect(SolarTerm.beginningOfSpring.solarLongitude == 315)
        #expect(SolarTerm.allCases.count == 24)
        #expect(Set(SolarTerm.allCases.map(\.id)).count == 24)
    }
}

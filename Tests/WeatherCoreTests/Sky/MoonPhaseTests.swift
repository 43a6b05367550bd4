import Testing
@testable import WeatherCore

@Suite("The Moon's phase: principal phases on the right local day, illuminated fraction")
struct MoonPhaseTests {
    /// USNO's phase times (UT, to the minute), 2024–2027: the eclipse new and full moons and
    /// the quarters of January 2025.
    static let usnoPhases: [(MoonPhaseName, String, Int)] = [
        (.new, "2024-04-08 18:21", 1_712_600_460),
        (.full, "2024-09-18 02:34", 1_726_626_840),
        (.firstQuarter, "2025-01-06 23:56", 1_736_207_760),
        (.lastQuarter, "2025-01-21 20:31", 1_737_491_460),
        (.full, "2025-03-14 06:55", 1_741_935_300),
        (.full, "2025-09-07 18:09", 1_757_268_540),
        (.new, "2026-02-17 12:01", 1_771_329_660),
        (.full, "2026-03-03 11:38", 1_772_537_880),
        (.new, "2026-08-12 17:37", 1_786_556_220),
        (.new, "2027-02-06 15:56", 1_801_929_360),
        (.full, "2027-02-20 23:23", 1_803_165_780),
        (.new, "2027-08-02 10:05", 1_817_201_100),
    ]

    @Test("Each phase's instant within a minute of the USNO's, and its UTC day named by it",
          arguments: usnoPhases.map { PhaseCase(phase: $0.0, text: $0.1, instant: $0.2) })
    func principalPhases(_ reference: PhaseCase) {
        let dayStart = reference.instant - (reference.instant % 86_400)
        let found = PrincipalPhase.within(start: dayStart, end: dayStart + 86_400)
        #expect(found?.phase == reference.phase)
        // The USNO prints minutes: 30 s of rounding, and PyEphem agrees with us within 15 s.
        #expect(abs((found?.unixSeconds ?? 0) - reference.instant) <= 60)
        #expect(MoonDay(at: Coordinates(lon: 0, lat: 51.48), start: dayStart, end: dayStart + 86_400).phase == reference.phase)
    }

    struct PhaseCase: CustomTestStringConvertible, Sendable {
        var phase: MoonPhaseName
        var text: String
        var instant: Int
        var testDescription: String { "\(phase.rawValue) \(text) UT" }
    }

    @Test("The full moon of 2024-09-18 02:34 UT is on the 17th in New York and the 18th in Seoul")
    func phaseDayFollowsTheZone() {
        let newYork = Coordinates(lon: -74.006, lat: 40.7128)
        let seoul = Coordinates(lon: 126.978, lat: 37.5665)
        // New York (EDT, UTC−4): the 17th runs 04:00 UTC on the 17th to 04:00 on the 18th.
        #expect(MoonDay(at: newYork, start: 1_726_545_600, end: 1_726_632_000).phase == .full)
        #expect(MoonDay(at: newYork, start: 1_726_632_000, end: 1_726_718_400).phase == .waningGibbous)
        // Seoul (KST, UTC+9): the 17th is waxing, the 18th full.
        #expect(MoonDay(at: seoul, start: 1_726_498_800, end: 1_726_585_200).phase == .waxingGibbous)
        #expect(MoonDay(at: seoul, start: 1_726_585_200, end: 1_726_671_600).phase == .full)
    }

    @Test("Illuminated fraction against PyEphem's moon_phase, within half a percentage point", arguments: [
        // (Unix seconds, PyEphem 4.2.1's fraction)
        (1_796_529_600, 0.0776), (1_798_075_712, 0.9989), (1_712_600_460, 0.0000), (1_736_207_760, 0.5023),
    ])
    func illuminatedFraction(instant: Int, expected: Double) {
        #expect(abs(MoonPhase(unixSeconds: Double(instant)).illuminatedFraction - expected) < 0.005)
    }

    @Test("Waxing before full, waning after; the eight names by the stretch")
    func waxingAndNames() {
        #expect(MoonPhase(unixSeconds: 1_726_626_840 - 86_400).isWaxing)
        #expect(!MoonPhase(unixSeconds: 1_726_626_840 + 86_400).isWaxing)
        #expect(MoonPhaseName.between(elongation: 45) == .waxingCrescent)
        #expect(MoonPhaseName.between(elongation: 135) == .waxingGibbous)
        #expect(MoonPhaseName.between(elongation: 225) == .waningGibbous)
        #expect(MoonPhaseName.between(elongation: 315) == .waningCrescent)
        #expect(MoonPhaseName.allCases.map(\.emoji).joined() == "🌑🌒🌓🌔🌕🌖🌗🌘")
        #expect(MoonPhaseName.allCases.map(\.ascii) == ["NM", "WXC", "FQ", "WXG", "FM", "WNG", "LQ", "WNC"])
    }
}

import Testing
@testable import WeatherCore

/// Reference rises and sets: PyEphem 4.2.1 (libastro, the full ELP-2000/82 Moon), with the
/// USNO's conventions (pressure 0, horizon −0°34′, the upper limb), local days from the IANA
/// zones (Python's zoneinfo). PyEphem agrees with the USNO's tables to the minute they print.
@Suite("Moonrise and moonset fall within a minute of an ephemeris for each local day")
struct MoonHorizonTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var place: String
        var lat: Double
        var lon: Double
        var day: String
        var start: Int
        var end: Int
        var rise: Int?
        var set: Int?
        var testDescription: String { "\(place) \(day)" }
    }

    static let cases: [Case] = [
        Case(place: "Seoul", lat: 37.5665, lon: 126.978, day: "2024-02-10", start: 1_707_490_800, end: 1_707_577_200, rise: 1_707_519_169, set: 1_707_557_010),
        Case(place: "Seoul", lat: 37.5665, lon: 126.978, day: "2024-09-17", start: 1_726_498_800, end: 1_726_585_200, rise: 1_726_564_618, set: 1_726_515_950),
        Case(place: "Seoul", lat: 37.5665, lon: 126.978, day: "2025-01-29", start: 1_738_076_400, end: 1_738_162_800, rise: 1_738_103_958, set: 1_738_139_177),
        Case(place: "Seoul", lat: 37.5665, lon: 126.978, day: "2025-10-06", start: 1_759_676_400, end: 1_759_762_800, rise: 1_759_739_509, set: 1_759_694_836),
        Case(place: "Seoul", lat: 37.5665, lon: 126.978, day: "2026-03-03", start: 1_772_463_600, end: 1_772_550_000, rise: 1_772_529_492, set: 1_772_488_092),
        Case(place: "Seoul", lat: 37.5665, lon: 126.978, day: "2026-12-06", start: 1_796_482_800, end: 1_796_569_200, rise: 1_796_500_208, set: 1_796_536_856),
        Case(place: "Seoul", lat: 37.5665, lon: 126.978, day: "2026-12-24", start: 1_798_038_000, end: 1_798_124_400, rise: 1_798_100_364, set: 1_798_066_675),
        Case(place: "Seoul", lat: 37.5665, lon: 126.978, day: "2027-06-15", start: 1_812_985_200, end: 1_813_071_600, rise: 1_813_044_834, set: 1_812_992_564),
        // 2026-03-08 is 23 hours long in New York (daylight saving starts) and has no moonrise.
        Case(place: "New York", lat: 40.7128, lon: -74.006, day: "2026-03-08", start: 1_772_946_000, end: 1_773_028_800, rise: nil, set: 1_772_976_160),
        // 2026-11-01 is 25 hours long (daylight saving ends).
        Case(place: "New York", lat: 40.7128, lon: -74.006, day: "2026-11-01", start: 1_793_505_600, end: 1_793_595_600, rise: 1_793_592_839, set: 1_793_556_422),
        Case(place: "New York", lat: 40.7128, lon: -74.006, day: "2025-03-09", start: 1_741_496_400, end: 1_741_579_200, rise: 1_741_543_956, set: 1_741_511_236),
        Case(place: "New York", lat: 40.7128, lon: -74.006, day: "2024-04-08", start: 1_712_548_800, end: 1_712_635_200, rise: 1_712_571_732, set: 1_712_619_615),
        Case(place: "New York", lat: 40.7128, lon: -74.006, day: "2027-01-01", start: 1_798_779_600, end: 1_798_866_000, rise: 1_798_785_945, set: 1_798_823_218),
        // Sydney's daylight-saving days: 25 hours on 2026-04-05, 23 on 2026-10-04.
        Case(place: "Sydney", lat: -33.8688, lon: 151.2093, day: "2026-04-05", start: 1_775_307_600, end: 1_775_397_600, rise: 1_775_380_197, set: 1_775_343_529),
        Case(place: "Sydney", lat: -33.8688, lon: 151.2093, day: "2026-10-04", start: 1_791_036_000, end: 1_791_118_800, rise: 1_791_040_623, set: 1_791_075_862),
        Case(place: "Sydney", lat: -33.8688, lon: 151.2093, day: "2025-07-01", start: 1_751_292_000, end: 1_751_378_400, rise: 1_751_331_098, set: 1_751_374_537),
        Case(place: "Helsinki", lat: 60.17, lon: 24.94, day: "2026-06-21", start: 1_781_989_200, end: 1_782_075_600, rise: 1_782_035_634, set: 1_781_992_821),
        Case(place: "Helsinki", lat: 60.17, lon: 24.94, day: "2026-12-21", start: 1_797_804_000, end: 1_797_890_400, rise: 1_797_848_519, set: 1_797_826_932),
    ]

    @Test("Seoul, New York, Sydney and Helsinki, 2024–2027, daylight-saving days included", arguments: cases)
    func riseAndSet(_ reference: Case) {
        let horizon = MoonHorizon(at: Coordinates(lon: reference.lon, lat: reference.lat), start: reference.start, end: reference.end)
        #expect((horizon.rise == nil) == (reference.rise == nil))
        #expect((horizon.set == nil) == (reference.set == nil))
        if let rise = horizon.rise, let expected = reference.rise { #expect(abs(rise - expected) <= 60) }
        if let set = horizon.set, let expected = reference.set { #expect(abs(set - expected) <= 60) }
    }

    @Test("Tromsø (69.65° N) in December 2025: days with neither a rise nor a set, said so")
    func polarDays() {
        let tromso = Coordinates(lon: 18.96, lat: 69.65)
        // Local days in Europe/Oslo (UTC+1 in winter).
        func day(_ day: Int) -> MoonHorizon {
            let start = CivilDate(year: 2025, month: 12, day: day)!.daysSince1970 * 86_400 - 3_600
            return MoonHorizon(at: tromso, start: start, end: start + 86_400)
        }
        // PyEphem: no rise and no set on 3–8 December (up) and 17–22 December (down).
        #expect(day(5).alwaysUp)
        #expect(day(5).rise == nil && day(5).set == nil)
        #expect(day(20).alwaysDown)
        #expect(!day(20).alwaysUp)
    }

    @Test("A day is a handful of series evaluations: fast enough for every forecast day")
    func cheap() {
        let seoul = Coordinates(lon: 126.978, lat: 37.5665)
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for day in 0..<100 {
                _ = MoonDay(at: seoul, start: 1_796_482_800 + day * 86_400, end: 1_796_569_200 + day * 86_400)
            }
        }
        // About 80 k instructions (25 µs) a day in a release build; generous for a debug build
        // on a busy machine.
        #expect(elapsed < .seconds(5))
    }
}

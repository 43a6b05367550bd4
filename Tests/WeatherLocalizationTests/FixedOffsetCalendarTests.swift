import Testing
@testable import WeatherLocalization

/// A fixed offset's dates and offsets are worked out without ICU's calendar; these check
/// them against that calendar, the one every zone used before.
@Suite("Dates in a fixed offset: arithmetic, the same as ICU's Gregorian calendar")
struct FixedOffsetCalendarTests {
    static let offsets = [0, 32_400, -18_000, 20_700, -34_200, 50_400, -43_200, 64_800, -64_800]

    @Test("Every offset, instants from 1583 to 9999 and around each day's edges: the date ICU's calendar gives")
    func sameAsICU() throws {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        var instants = [0, -1, 86_399, 86_400, 951_782_400, 1_767_225_600 - 1, 1_767_225_600, 253_402_300_799 - 64_800,
                        -12_212_553_600 + 64_800, 4_107_542_400, -2_208_988_800, 1_709_164_800]
        for _ in 0..<3_000 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            instants.append(-12_212_553_600 + 64_800 + Int(state % 265_614_789_599))
        }
        for offset in Self.offsets {
            let zone = try WeatherTimeZone(offsetSeconds: offset)
            let calendar = try ICUCalendar(timeZoneID: zone.icuIdentifier)
            for instant in instants {
                let date = zone.localDate(atUnixSeconds: instant)
                let icu = try calendar.localDate(millisecondsSince1970: Double(instant) * 1000)
                #expect(LocalDate(year: icu.year, month: icu.month, day: icu.day, julianDay: icu.julianDay) == date,
                        "\(offset) \(instant)")
                #expect(try zone.offsetSeconds(atUnixSeconds: instant) == calendar.offsetSeconds(millisecondsSince1970: Double(instant) * 1000))
            }
        }
    }

    @Test("Known days, exactly", arguments: [
        (0, 0, LocalDate(year: 1970, month: 1, day: 1, julianDay: 2_440_588)),
        (-1, 0, LocalDate(year: 1969, month: 12, day: 31, julianDay: 2_440_587)),
        (1_709_164_800 + 43_200, 0, LocalDate(year: 2024, month: 2, day: 29, julianDay: 2_460_370)),
        (1_767_225_600 - 3_600, 32_400, LocalDate(year: 2026, month: 1, day: 1, julianDay: 2_461_042)),
        (1_767_225_600 - 3_600, -18_000, LocalDate(year: 2025, month: 12, day: 31, julianDay: 2_461_041)),
        (253_402_300_799, 0, LocalDate(year: 9999, month: 12, day: 31, julianDay: 5_373_484)),
    ])
    func knownDays(instant: Int, offset: Int, expected: LocalDate) throws {
        #expect(try WeatherTimeZone(offsetSeconds: offset).localDate(atUnixSeconds: instant) == expected)
    }

    @Test("Before 1583 ICU's calendar still decides: 4 October 1582 (Julian) is followed by 15 October")
    func beforeTheGregorianSwitch() throws {
        let zone = WeatherTimeZone.utc
        let fifteenth = -12_219_292_800  // 1582-10-15T00:00Z
        #expect(zone.localDate(atUnixSeconds: fifteenth) == LocalDate(year: 1582, month: 10, day: 15, julianDay: 2_299_161))
        #expect(zone.localDate(atUnixSeconds: fifteenth - 1) == LocalDate(year: 1582, month: 10, day: 4, julianDay: 2_299_160))
    }

    @Test("Instants whose local time would overflow an Int are left to ICU, without trapping")
    func extremes() throws {
        let zone = try WeatherTimeZone(offsetSeconds: 64_800)
        #expect(zone.offsetSeconds(atUnixSeconds: Int.max) == 64_800)
        _ = zone.localDate(atUnixSeconds: Int.max)
        _ = zone.localDate(atUnixSeconds: Int.min)
    }
}

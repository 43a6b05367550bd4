import Testing
import WeatherCore

@Suite("Civil dates: days since 1970 and back, weekdays, leap years")
struct CivilDateTests {
    @Test("Known dates have their day numbers and weekdays", arguments: [
        (1970, 1, 1, 0, 5), (2026, 12, 3, 20_790, 5), (2000, 2, 29, 11_016, 3), (1969, 12, 31, -1, 4),
        (1583, 1, 1, -141_349, 7), (9999, 12, 31, 2_932_896, 6), (1, 1, 1, -719_162, 2),
    ])
    func knownDates(year: Int, month: Int, day: Int, days: Int, weekday: Int) throws {
        let date = try #require(CivilDate(year: year, month: month, day: day))
        #expect(date.daysSince1970 == days)
        #expect(date.weekday == weekday)
        #expect(CivilDate(daysSince1970: days) == date)
    }

    @Test("Every day from year 1 to 9999 goes to its date and back, one after another")
    func roundTrip() throws {
        var previous = try #require(CivilDate(year: 1, month: 1, day: 1))
        let last = try #require(CivilDate(year: 9999, month: 12, day: 31))
        var checked = 1
        for days in (previous.daysSince1970 + 1)...last.daysSince1970 {
            let date = CivilDate(daysSince1970: days)
            let next = previous.day < CivilDate.daysIn(month: previous.month, year: previous.year)
                ? (previous.year, previous.month, previous.day + 1)
                : previous.month < 12 ? (previous.year, previous.month + 1, 1) : (previous.year + 1, 1, 1)
            guard (date.year, date.month, date.day) == next, CivilDate(year: date.year, month: date.month, day: date.day) == date,
                  date.weekday == previous.weekday % 7 + 1
            else {
                Issue.record("day \(days) is \(date.year)-\(date.month)-\(date.day)")
                return
            }
            previous = date
            checked += 1
        }
        #expect(checked == 3_652_059)
    }

    @Test("Dates that do not exist are refused", arguments: [
        (2026, 2, 29), (2100, 2, 29), (2026, 2, 31), (2026, 4, 31), (2026, 13, 1), (2026, 0, 1), (2026, 1, 0),
    ])
    func impossible(year: Int, month: Int, day: Int) {
        #expect(CivilDate(year: year, month: month, day: day) == nil)
    }

    @Test("Leap years: every fourth, but not centuries unless divisible by 400")
    func leapYears() {
        #expect([1900, 2000, 2024, 2026, 2100, 2400].map(CivilDate.isLeap) == [false, true, true, false, false, true])
    }

    @Test("An instant splits into its UTC date and second of the day, before 1970 too")
    func instants() {
        let before = CivilDate.of(unixSeconds: -1)
        #expect(before.date == CivilDate(daysSince1970: -1))
        #expect(before.secondOfDay == 86_399)
        #expect(CivilDate.of(unixSeconds: -86_400).date == CivilDate(daysSince1970: -1))
        #expect(CivilDate.of(unixSeconds: -86_401).secondOfDay == 86_399)
        #expect(CivilDate.of(unixSeconds: Int.min).date.daysSince1970 == Int.min / 86_400 - 1)
        let after = CivilDate.of(unixSeconds: 1_796_277_600)
        #expect([after.date.year, after.date.month, after.date.day, after.secondOfDay] == [2026, 12, 3, 21_600])
    }
}

@Suite("A civil date's ISO 8601 text")
struct CivilDateISOTextTests {
    @Test("Four-digit years, two-digit months and days, zero-padded", arguments: [
        (2026, 12, 3, "2026-12-03"), (2027, 1, 31, "2027-01-31"), (999, 5, 7, "0999-05-07"), (0, 1, 1, "0000-01-01"),
        (9999, 12, 31, "9999-12-31"), (10000, 1, 1, "10000-01-01"),
    ])
    func isoText(year: Int, month: Int, day: Int, expected: String) {
        #expect(CivilDate.isoText(year: year, month: month, day: day) == expected)
    }

    @Test("A date's own text")
    func dateText() throws {
        #expect(try #require(CivilDate(year: 2026, month: 6, day: 12)).isoText == "2026-06-12")
        #expect(CivilDate(daysSince1970: 0).isoText == "1970-01-01")
    }
}

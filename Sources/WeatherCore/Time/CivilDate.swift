/// A day of the proleptic Gregorian calendar: the one place where days since 1970 become
/// a year, month and day and back (Howard Hinnant's algorithms), with the day of the week
/// and leap years.
///
/// ```swift
/// CivilDate(year: 2026, month: 12, day: 3)?.daysSince1970  // 20790
/// CivilDate(daysSince1970: 0).weekday                      // 5 (Thursday)
/// CivilDate(year: 2026, month: 2, day: 31)                 // nil
/// ```
package struct CivilDate: Sendable, Hashable, Comparable {
    package let year: Int
    /// 1 to 12.
    package let month: Int
    /// 1 to the month's length.
    package let day: Int
    /// Days since 1970-01-01 (negative before it).
    package let daysSince1970: Int

    /// The Julian day number of 1970-01-01, the day Unix time counts from.
    package static let julianDayOf1970 = 2_440_588

    /// The day's Julian day number, as ICU's calendar gives it (`UCAL_JULIAN_DAY`).
    package var julianDay: Int { daysSince1970 + Self.julianDayOf1970 }

    /// The date, or `nil` when it does not exist (`2026-02-31`, month 13).
    package init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), (1...Self.daysIn(month: month, year: year)).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        daysSince1970 = era * 146_097 + dayOfEra - 719_468
    }

    /// The date `days` after 1970-01-01.
    package init(daysSince1970 days: Int) {
        daysSince1970 = days
        // March-based years of 400-year eras.
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// The date of the day holding `seconds` since 1970 (UTC), and the second within that day.
    package static func of(unixSeconds seconds: Int) -> (date: CivilDate, secondOfDay: Int) {
        // Rounded down, without overflow at Int.min.
        guard seconds < 0 else { return (CivilDate(daysSince1970: seconds / 86_400), seconds % 86_400) }
        let before = -(seconds + 1)
        return (CivilDate(daysSince1970: -(before / 86_400) - 1), 86_399 - before % 86_400)
    }

    /// 1 is Sunday … 7 is Saturday, as ICU's `UCAL_DAY_OF_WEEK` (1970-01-01 was a Thursday).
    package var weekday: Int {
        let shifted = (daysSince1970 + 4) % 7
        return shifted + (shifted < 0 ? 8 : 1)
    }

    /// Whether `year` has a 29 February.
    package static func isLeap(year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// 28 to 31: the length of a month.
    package static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year: year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    package static func < (lhs: Self, rhs: Self) -> Bool { lhs.daysSince1970 < rhs.daysSince1970 }
}

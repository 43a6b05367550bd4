package import WeatherCore

/// A day of a lunisolar calendar: year, month, leap month or not, day.
///
/// ```swift
/// let date = try LunarDate(CivilDate(year: 2026, month: 12, day: 6)!, in: .chinese)
/// (date.month, date.isLeapMonth, date.day)  // (10, false, 28)
/// try LunarDate(CivilDate(year: 2012, month: 5, day: 13)!, in: .dangi).isLeapMonth  // true (윤3월)
/// ```
package struct LunarDate: Sendable, Hashable, Codable {
    /// Which calendar the date is in.
    package let calendar: LunarCalendar
    /// The calendar's own year count, as ICU keeps it (4663 for most of 2026 in `chinese`).
    package let year: Int
    /// 1 to 12; a leap month repeats the number of the month before it.
    package let month: Int
    /// Whether the month is the year's intercalary (leap) month: 闰/閏/윤.
    package let isLeapMonth: Bool
    /// 1 to 30.
    package let day: Int

    /// The lunar date of a Gregorian day.
    /// - Throws: ``LocalizationError/icuFailure(operation:code:)`` when ICU cannot open or
    ///   compute the calendar (out of memory, or data without it).
    package init(_ date: CivilDate, in calendar: LunarCalendar) throws(LocalizationError) {
        let icu = calendar == .chinese ? ICULunarCalendar.chinese : ICULunarCalendar.dangi
        guard let icu else { throw .icuFailure(operation: "ucal_open", code: "U_MISSING_RESOURCE_ERROR") }
        do {
            let fields = try icu.fields(of: date)
            self.calendar = calendar
            year = fields.year
            month = fields.month
            isLeapMonth = fields.isLeapMonth
            day = fields.day
        } catch {
            throw error.localizationError
        }
    }
}

internal import CICU
import WeatherCore

/// An ICU lunisolar calendar (`UCalendar` of type `chinese` or `dangi`) read for the lunar
/// date of a Gregorian day.
///
/// ICU computes both calendars astronomically in their own country's time (China UTC+8,
/// Korea UTC+9 since 1961), so a day's lunar date does not depend on the reader's zone:
/// the calendar is set to noon UTC of the Gregorian date and its fields read.
///
/// Sendable notes: setting the time mutates the calendar; every call holds a lock.
final class ICULunarCalendar: Sendable {
    private let calendar: Locked<ICUHandle<UnsafeMutablePointer<UCalendar?>>>

    /// The two calendars, each opened once on first use; `nil` only when ICU cannot open
    /// it (no memory, or ICU data without the calendar).
    static let chinese = try? ICULunarCalendar(type: "chinese")
    static let dangi = try? ICULunarCalendar(type: "dangi")

    private init(type: String) throws(ICUError) {
        let opened = try withICUStatus("ucal_open") { status in
            "UTC".withUTF16Buffer { cicu_ucal_open($0, $1, "en@calendar=" + type, UCAL_DEFAULT, &status) }
        }
        guard let opened else { throw ICUError(code: U_ILLEGAL_ARGUMENT_ERROR.rawValue, operation: "ucal_open") }
        calendar = Locked(ICUHandle(opened))
    }

    deinit { calendar.withLock { cicu_ucal_close($0.pointer) } }

    /// The lunar year (ICU's extended year: 4663 for 2026 in `chinese`, 4359 in `dangi`),
    /// month (1–12), whether the month is a leap month, and day (1–30) of a Gregorian day.
    /// - Throws: `ICUError` when ICU cannot set the instant or compute the fields.
    func fields(of date: CivilDate) throws(ICUError) -> (year: Int, month: Int, isLeapMonth: Bool, day: Int) {
        let noon = (Double(date.daysSince1970) * 86_400 + 43_200) * 1000
        let result = calendar.withLock { handle -> ((Int, Int, Bool, Int), UErrorCode) in
            let calendar = handle.pointer
            var status = U_ZERO_ERROR
            cicu_ucal_setMillis(calendar, noon, &status)
            let year = cicu_ucal_get(calendar, UCAL_EXTENDED_YEAR, &status)
            let month = cicu_ucal_get(calendar, UCAL_MONTH, &status) + 1
            let leap = cicu_ucal_get(calendar, UCAL_IS_LEAP_MONTH, &status)
            let day = cicu_ucal_get(calendar, UCAL_DATE, &status)
            return ((Int(year), Int(month), leap != 0, Int(day)), status)
        }
        guard result.1.isSuccess else { throw ICUError(code: result.1.rawValue, operation: "ucal_get") }
        return result.0
    }
}

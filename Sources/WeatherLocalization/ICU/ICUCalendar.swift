internal import CICU
import WeatherCore

/// A Gregorian ICU calendar (`UCalendar`) in one time zone, used to find the local
/// calendar day of an instant.
///
/// Sendable notes: setting the time mutates the calendar; every call holds a lock.
final class ICUCalendar: Sendable {
    private let calendar: Locked<ICUHandle<UnsafeMutablePointer<UCalendar?>>>

    init(timeZoneID: String) throws(ICUError) {
        let opened = try withICUStatus("ucal_open") { status in
            timeZoneID.withUTF16Buffer { cicu_ucal_open($0, $1, "en_US_POSIX@calendar=gregorian", UCAL_GREGORIAN, &status) }
        }
        guard let opened else { throw ICUError(code: U_ILLEGAL_ARGUMENT_ERROR.rawValue, operation: "ucal_open") }
        calendar = Locked(ICUHandle(opened))
    }

    deinit { calendar.withLock { cicu_ucal_close($0.pointer) } }

    /// The zone's total offset from UTC at an instant, daylight saving included, in seconds.
    /// - Throws: `ICUError` when ICU cannot set the instant or compute the fields.
    func offsetSeconds(millisecondsSince1970 date: Double) throws(ICUError) -> Int {
        let result = calendar.withLock { handle -> (Int, UErrorCode) in
            let calendar = handle.pointer
            var status = U_ZERO_ERROR
            cicu_ucal_setMillis(calendar, date, &status)
            let milliseconds = cicu_ucal_get(calendar, UCAL_ZONE_OFFSET, &status) + cicu_ucal_get(calendar, UCAL_DST_OFFSET, &status)
            return (Int(milliseconds / 1000), status)
        }
        // ICU keeps the first failure in the status: one check covers every call.
        guard result.1.isSuccess else { throw ICUError(code: result.1.rawValue, operation: "ucal_get") }
        return result.0
    }

    /// The local date at an instant: Julian day number, year, month (1–12), day.
    /// - Throws: `ICUError` when ICU cannot set the instant or compute the fields.
    func localDate(millisecondsSince1970 date: Double) throws(ICUError) -> (julianDay: Int, year: Int, month: Int, day: Int) {
        let result = calendar.withLock { handle -> ((Int, Int, Int, Int), UErrorCode) in
            let calendar = handle.pointer
            var status = U_ZERO_ERROR
            cicu_ucal_setMillis(calendar, date, &status)
            let julianDay = cicu_ucal_get(calendar, UCAL_JULIAN_DAY, &status)
            let year = cicu_ucal_get(calendar, UCAL_EXTENDED_YEAR, &status)
            let month = cicu_ucal_get(calendar, UCAL_MONTH, &status) + 1
            let day = cicu_ucal_get(calendar, UCAL_DATE, &status)
            return ((Int(julianDay), Int(year), Int(month), Int(day)), status)
        }
        guard result.1.isSuccess else { throw ICUError(code: result.1.rawValue, operation: "ucal_get") }
        return result.0
    }
}

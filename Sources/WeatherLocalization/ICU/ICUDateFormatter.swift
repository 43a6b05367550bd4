internal import CICU
import Synchronization

/// One ICU date formatter (`UDateFormat`) for a pattern, locale and time zone.
///
/// Sendable notes: `udat_format` sets the time on the formatter's internal calendar,
/// so it is not safe to call on one formatter from two threads at once; each call
/// holds a lock (uncontended, a few nanoseconds).
final class ICUDateFormatter: Sendable {
    private let formatter: Mutex<UnsafeMutablePointer<UDateFormat?>>

    init(pattern: String, localeID: String, timeZoneID: String, capitalization: UDisplayContext?) throws(ICUError) {
        let opened = try withICUStatus("udat_open") { status in
            pattern.withUTF16Buffer { patternChars, patternLength in
                timeZoneID.withUTF16Buffer { zoneChars, zoneLength in
                    cicu_udat_open(UDAT_PATTERN, UDAT_PATTERN, localeID, zoneChars, zoneLength, patternChars, patternLength, &status)
                }
            }
        }
        guard let opened else { throw ICUError(code: U_ILLEGAL_ARGUMENT_ERROR.rawValue, operation: "udat_open") }
        if let capitalization {
            var status = U_ZERO_ERROR
            cicu_udat_setContext(opened, capitalization, &status)
        }
        formatter = Mutex(opened)
    }

    deinit { formatter.withLock { cicu_udat_close($0) } }

    /// Formats an instant given in milliseconds since 1970 (ICU's `UDate`).
    func format(millisecondsSince1970 date: Double) -> String {
        formatter.withLock { formatter in
            (try? icuString("udat_format") { cicu_udat_format(formatter, date, $0, $1, nil, &$2) }) ?? ""
        }
    }
}

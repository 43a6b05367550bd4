internal import CICU
import Synchronization

/// One ICU date formatter (`UDateFormat`) for a pattern, locale and time zone, with
/// its recent results.
///
/// Sendable notes: `udat_format` sets the time on the formatter's internal calendar,
/// so it is not safe to call on one formatter from two threads at once; each call
/// holds a lock (uncontended, a few nanoseconds), which also guards the recent results.
final class ICUDateFormatter: Sendable {
    private struct State {
        let formatter: UnsafeMutablePointer<UDateFormat?>
        /// By the instant's bit pattern.
        var recent = RecentResults<UInt64>()
    }

    private let state: Mutex<State>

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
            guard status.isSuccess else {
                cicu_udat_close(opened)
                throw ICUError(code: status.rawValue, operation: "udat_setContext")
            }
        }
        state = Mutex(State(formatter: opened))
    }

    deinit { state.withLock { cicu_udat_close($0.formatter) } }

    /// Formats an instant given in milliseconds since 1970 (ICU's `UDate`); an instant
    /// formatted recently is not formatted again.
    func format(millisecondsSince1970 date: Double) -> String {
        state.withLock { state in
            let (slot, remembered) = state.recent.lookUp(date.bitPattern)
            if let remembered { return remembered }
            // ICU fails here only when memory is exhausted; "" is then logged, not remembered.
            let text: String
            do throws(ICUError) {
                text = try icuString("udat_format") { cicu_udat_format(state.formatter, date, $0, $1, nil, &$2) }
            } catch {
                return formattingFailed(error.operation, UErrorCode(rawValue: error.code))
            }
            state.recent.remember(text, for: date.bitPattern, in: slot)
            return text
        }
    }
}

internal import CICU
import Synchronization

/// ICU's relative date-time formatter (`URelativeDateTimeFormatter`), used for day
/// names such as "Today" and "내일".
///
/// Sendable notes: formatting is guarded by a lock, as for date formatters.
final class ICURelativeDayFormatter: Sendable {
    private let formatter: Mutex<OpaquePointer>

    init(localeID: String) throws(ICUError) {
        let opened = try withICUStatus("ureldatefmt_open") {
            cicu_ureldatefmt_open(localeID, nil, UDAT_STYLE_LONG, UDISPCTX_CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE, &$0)
        }
        guard let opened else { throw ICUError(code: U_MISSING_RESOURCE_ERROR.rawValue, operation: "ureldatefmt_open") }
        formatter = Mutex(opened)
    }

    deinit { formatter.withLock { cicu_ureldatefmt_close($0) } }

    /// The named form for a day offset (0 → "Today", 1 → "Tomorrow").
    func dayName(offset: Int) -> String {
        formatter.withLock { formatter in
            (try? icuString("ureldatefmt_format") {
                cicu_ureldatefmt_format(formatter, Double(offset), UDAT_REL_UNIT_DAY, $0, $1, &$2)
            }) ?? ""
        }
    }
}

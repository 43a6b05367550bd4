internal import CICU
import WeatherCore

/// ICU's relative date-time formatter (`URelativeDateTimeFormatter`), used for day
/// names such as "Today" and "내일" and for ages such as "25분 전".
///
/// Sendable notes: formatting is guarded by a lock, as for date formatters.
final class ICURelativeDayFormatter: Sendable {
    private let formatter: Locked<ICUHandle<OpaquePointer>>

    /// - Parameter midSentence: capitalize for the middle of a sentence ("vor 3 Stunden")
    ///   rather than for its beginning ("Today", a day header).
    init(localeID: String, midSentence: Bool = false) throws(ICUError) {
        let context = midSentence ? UDISPCTX_CAPITALIZATION_FOR_MIDDLE_OF_SENTENCE : UDISPCTX_CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE
        let opened = try withICUStatus("ureldatefmt_open") {
            cicu_ureldatefmt_open(localeID, nil, UDAT_STYLE_LONG, context, &$0)
        }
        guard let opened else { throw ICUError(code: U_MISSING_RESOURCE_ERROR.rawValue, operation: "ureldatefmt_open") }
        formatter = Locked(ICUHandle(opened))
    }

    deinit { formatter.withLock { cicu_ureldatefmt_close($0.pointer) } }

    /// The one formatter per locale and capitalization, shared by every caller.
    static func shared(localeID: String, midSentence: Bool = false) throws(ICUError) -> ICURelativeDayFormatter {
        try sharedFormatters.value(for: SharedKey(localeID: localeID, midSentence: midSentence)) { () throws(ICUError) in
            try ICURelativeDayFormatter(localeID: localeID, midSentence: midSentence)
        }
    }

    private struct SharedKey: Hashable, Sendable {
        var localeID: String
        var midSentence: Bool
    }

    private static let sharedFormatters = Locked(LeastRecentlyUsed<SharedKey, ICURelativeDayFormatter>(maximumCost: 32))

    /// Units an age is given in.
    enum AgeUnit {
        case second, minute, hour, day

        var icuUnit: URelativeDateTimeUnit {
            switch self {
            case .second: UDAT_REL_UNIT_SECOND
            case .minute: UDAT_REL_UNIT_MINUTE
            case .hour: UDAT_REL_UNIT_HOUR
            case .day: UDAT_REL_UNIT_DAY
            }
        }
    }

    /// A numeric past offset ("25 minutes ago"), never a named one ("yesterday").
    func ago(_ amount: Int, _ unit: AgeUnit) -> String {
        formatter.withLock { handle in
            let formatter = handle.pointer
            do throws(ICUError) {
                return try icuString("ureldatefmt_formatNumeric") {
                    cicu_ureldatefmt_formatNumeric(formatter, -Double(amount), unit.icuUnit, $0, $1, &$2)
                }
            } catch {
                return formattingFailed(error.operation, UErrorCode(rawValue: error.code))
            }
        }
    }

    /// The named form for a day offset (0 → "Today", 1 → "Tomorrow").
    func dayName(offset: Int) -> String {
        formatter.withLock { handle in
            let formatter = handle.pointer
            do throws(ICUError) {
                return try icuString("ureldatefmt_format") {
                    cicu_ureldatefmt_format(formatter, Double(offset), UDAT_REL_UNIT_DAY, $0, $1, &$2)
                }
            } catch {
                return formattingFailed(error.operation, UErrorCode(rawValue: error.code))
            }
        }
    }
}

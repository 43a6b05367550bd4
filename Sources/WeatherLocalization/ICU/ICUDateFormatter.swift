internal import CICU
import Logging
import WeatherCore
import WeatherStrings

/// One ICU date formatter (`UDateFormat`) for a pattern, locale and time zone, with
/// its recent results and, where it is exact, a memo of its field texts (``DateFieldMemo``).
///
/// Sendable notes: `udat_format` sets the time on the formatter's internal calendar,
/// so it is not safe to call on one formatter from two threads at once; each call
/// holds a lock (uncontended, a few nanoseconds), which also guards the recent results,
/// the memo and the field position iterator.
final class ICUDateFormatter: Sendable {
    /// Sendable notes: ICU handles, reached only while ``state``'s lock is held (see ``ICUHandle``).
    private struct State: @unchecked Sendable {
        let formatter: UnsafeMutablePointer<UDateFormat?>
        /// By the instant's bit pattern.
        var recent = RecentResults<UInt64>()
        /// The field texts, when the pattern and calendar allow it; `nil` otherwise.
        var memo: DateFieldMemo?
        /// Where `udat_formatForFields` reports the fields; opened on the memo's first miss.
        var positions: OpaquePointer?
    }

    private let state: Locked<State>
    /// The calendar ICU formats in (`gregorian`, `buddhist`, `japanese`…), `nil` if ICU cannot say.
    let calendarType: String?
    /// For the diagnostic that says the memo turned off.
    private let pattern: String
    private let localeID: String

    /// Opens a formatter. `memoizesFields` asks for the field memo; it is used only when it
    /// is exact: the zone must be UTC (a fixed offset is added to the instant beforehand),
    /// the calendar Gregorian, and every pattern field one whose text depends on its own
    /// value (``DatePatternField/fields(of:)``).
    init(
        pattern: String, localeID: String, timeZoneID: String,
        capitalization: SkeletonDateFormatter.Capitalization = .asInSentence, memoizesFields: Bool = false
    ) throws(ICUError) {
        let opened = try withICUStatus("udat_open") { status in
            pattern.withUTF16Buffer { patternChars, patternLength in
                timeZoneID.withUTF16Buffer { zoneChars, zoneLength in
                    cicu_udat_open(UDAT_PATTERN, UDAT_PATTERN, localeID, zoneChars, zoneLength, patternChars, patternLength, &status)
                }
            }
        }
        guard let opened else { throw ICUError(code: U_ILLEGAL_ARGUMENT_ERROR.rawValue, operation: "udat_open") }
        if capitalization == .beginningOfSentence {
            // (Set on the formatter opened here, so callers pass the project's own
            // `Capitalization` rather than an ICU constant.)
            var status = U_ZERO_ERROR
            cicu_udat_setContext(opened, UDISPCTX_CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE, &status)
            guard status.isSuccess else {
                cicu_udat_close(opened)
                throw ICUError(code: status.rawValue, operation: "udat_setContext")
            }
        }
        calendarType = Self.calendarType(of: opened)
        var memo: DateFieldMemo?
        if memoizesFields, timeZoneID == "UTC", calendarType == "gregorian",
           let fields = DatePatternField.fields(of: pattern) {
            memo = DateFieldMemo(fields: fields)
        }
        self.pattern = pattern
        self.localeID = localeID
        state = Locked(State(formatter: opened, memo: memo))
    }

    deinit {
        state.withLock { state in
            if let positions = state.positions { cicu_ufieldpositer_close(positions) }
            cicu_udat_close(state.formatter)
        }
    }

    /// The formatter's calendar (`gregorian`, `buddhist`, `japanese`…), or `nil` if ICU cannot say.
    private static func calendarType(of formatter: UnsafeMutablePointer<UDateFormat?>) -> String? {
        guard let calendar = cicu_udat_getCalendar(formatter) else { return nil }
        var status = U_ZERO_ERROR
        guard let type = cicu_ucal_getType(calendar, &status), status.isSuccess else { return nil }
        return String(cString: type)
    }

    /// Whether instants are written from remembered field texts (false once the memo turned off).
    var memoizesFields: Bool {
        state.withLock { $0.memo?.isOn ?? false }
    }

    /// Formats an instant given in milliseconds since 1970 (ICU's `UDate`); an instant
    /// formatted recently is not formatted again, nor one whose field values all were.
    func format(millisecondsSince1970 date: Double) -> String {
        state.withLock { state in
            let (slot, remembered) = state.recent.lookUp(date.bitPattern)
            if let remembered { return remembered }
            // ICU fails here only when memory is exhausted; "" is then logged, not remembered.
            let text: String
            do throws(ICUError) {
                if state.memo?.isOn == true, FormattingMemo.isEnabled, let time = CivilTime(millisecondsSince1970: date) {
                    if let known = state.memo?.text(at: time) {
                        text = known
                    } else {
                        text = try formatLearning(date, at: time, in: &state)
                    }
                } else {
                    text = try icuString("udat_format") { cicu_udat_format(state.formatter, date, $0, $1, nil, &$2) }
                }
            } catch {
                return formattingFailed(error.operation, UErrorCode(rawValue: error.code))
            }
            state.recent.remember(text, for: date.bitPattern, in: slot)
            return text
        }
    }

    /// ICU's text for an instant, with its field spans taught to the memo.
    private func formatLearning(_ date: Double, at time: CivilTime, in state: inout State) throws(ICUError) -> String {
        if state.positions == nil {
            state.positions = try withICUStatus("ufieldpositer_open") { cicu_ufieldpositer_open(&$0) }
        }
        let positions = state.positions
        let formatter = state.formatter
        let (text, inconsistency) = try icuUTF16("udat_formatForFields") {
            cicu_udat_formatForFields(formatter, date, $0, $1, positions, &$2)
        } read: { units in
            var spans: [(field: Int32, start: Int, limit: Int)] = []
            var start: Int32 = 0, limit: Int32 = 0
            while true {
                let field = cicu_ufieldpositer_next(positions, &start, &limit)
                if field < 0 { break }
                spans.append((field, Int(start), Int(limit)))
            }
            return (String(icuUTF16: units), state.memo?.learn(units, spans: spans, at: time))
        }
        if let inconsistency {
            WeatherDiagnostics.logger.debug("date field memo off; ICU formats every instant", metadata: [
                "locale": "\(localeID)", "pattern": "\(pattern)", "reason": "\(inconsistency)",
            ])
        }
        return text
    }
}

internal import CICU
internal import CICUNumber
import WeatherCore

/// A locale's decimal symbols (ICU's `DecimalFormatSymbols`: digits, separators, signs),
/// built once and shared by the locale's number formatters. ICU's C API builds them again
/// for each formatter it opens (and for each of a formatter's first calls), which was the
/// largest part of opening a locale's formatters; a formatter opened with these copies
/// them instead, and formats exactly as one with symbols of its own.
///
/// Sendable notes: the symbols are never changed after creation; opening a formatter only
/// reads (copies) them, which ICU allows from any thread.
final class ICUNumberSymbols: Sendable {
    /// The `CICUNumberSymbols` handle, for ``ICUNumberFormatter`` to open formatters with.
    nonisolated(unsafe) let symbols: OpaquePointer

    init(localeID: String) throws(ICUError) {
        let opened = try withICUStatus("DecimalFormatSymbols") { cicu_numsym_open(localeID, &$0) }
        guard let opened else { throw ICUError(code: U_MISSING_RESOURCE_ERROR.rawValue, operation: "DecimalFormatSymbols") }
        symbols = opened
    }

    deinit { cicu_numsym_close(symbols) }

    /// The symbols of a locale, built on first use; a few locales are kept, as formatters
    /// of one locale are opened together.
    static func shared(localeID: String) throws(ICUError) -> ICUNumberSymbols {
        try cache.value(for: localeID) { () throws(ICUError) in try ICUNumberSymbols(localeID: localeID) }
    }

    private static let cache = Locked(LeastRecentlyUsed<String, ICUNumberSymbols>(maximumCost: 8))
}

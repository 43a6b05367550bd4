internal import CICU
import WeatherCore

/// ICU's locale display names (`ULocaleDisplayNames`), used for a country's name in the
/// user's language: `KR` → "South Korea", "대한민국", "Corée du Sud".
///
/// Opened with `UDISPCTX_NO_SUBSTITUTE`, so a code ICU has no name for gives no result
/// instead of echoing the code back.
///
/// Sendable notes: ICU documents display-name objects as usable from one thread at a
/// time, so calls are serialized by a lock, as for the date formatters.
final class ICURegionNames: Sendable {
    private let names: Locked<ICUHandle<OpaquePointer>>

    init(localeID: String) throws(ICUError) {
        var contexts = [UDISPCTX_STANDARD_NAMES, UDISPCTX_LENGTH_FULL, UDISPCTX_NO_SUBSTITUTE,
                        UDISPCTX_CAPITALIZATION_FOR_STANDALONE]
        let count = Int32(contexts.count)
        let opened = try withICUStatus("uldn_openForContext") { cicu_uldn_openForContext(localeID, &contexts, count, &$0) }
        guard let opened else { throw ICUError(code: U_MISSING_RESOURCE_ERROR.rawValue, operation: "uldn_openForContext") }
        names = Locked(ICUHandle(opened))
    }

    deinit { names.withLock { cicu_uldn_close($0.pointer) } }

    /// The region's name, or `nil` when ICU has none for `code`.
    func name(forRegion code: String) -> String? {
        names.withLock { handle in
            let names = handle.pointer
            let name = try? icuString("uldn_regionDisplayName") { cicu_uldn_regionDisplayName(names, code, $0, $1, &$2) }
            guard let name, !name.isEmpty else { return nil }
            return name
        }
    }
}

internal import CICU
import WeatherCore

/// One ICU date-time pattern generator (`UDateTimePatternGenerator`) for a locale.
///
/// Sendable notes: `udatpg_getBestPattern*` mutates internal state and is not
/// thread-safe, so every call holds a lock. Patterns are cached by the caller, so the
/// lock is taken once per (locale, skeleton), not per formatted date.
final class ICUDatePatternGenerator: Sendable {
    private let generator: Locked<ICUHandle<UnsafeMutablePointer<UDateTimePatternGenerator?>>>

    init(localeID: String) throws(ICUError) {
        let opened = try withICUStatus("udatpg_open") { cicu_udatpg_open(localeID, &$0) }
        guard let opened else { throw ICUError(code: U_MISSING_RESOURCE_ERROR.rawValue, operation: "udatpg_open") }
        generator = Locked(ICUHandle(opened))
    }

    deinit { generator.withLock { cicu_udatpg_close($0.pointer) } }

    /// The locale's best pattern for a skeleton (`MMMEd` → `M월 d일 (E)` in Korean).
    func bestPattern(skeleton: String) throws(ICUError) -> String {
        try generator.withLock { (handle) throws(ICUError) -> String in
            let generator = handle.pointer
            return try skeleton.withUTF16Buffer { chars, length throws(ICUError) in
                try icuString("udatpg_getBestPattern") {
                    cicu_udatpg_getBestPatternWithOptions(generator, chars, length, UDATPG_MATCH_NO_OPTIONS, $0, $1, &$2)
                }
            }
        }
    }
}

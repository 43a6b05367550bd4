internal import CICU
import Synchronization

/// One ICU number formatter (`UNumberFormatter`), opened from a skeleton and a locale,
/// with one reusable result object (`UFormattedNumber`).
///
/// Sendable notes: the formatter is immutable after creation and `unumf_format*` is
/// thread-safe on it, but the result object is written by every call, so a call holds
/// the lock for the format and the copy out. Reusing the result saves an allocation and
/// a free per value on the hot path.
final class ICUNumberFormatter: Sendable {
    private struct Handles {
        let formatter: OpaquePointer
        let result: OpaquePointer
    }

    private let handles: Mutex<Handles>

    /// Opens a formatter; fails with ICU's error for a skeleton it cannot read.
    init(skeleton: String, localeID: String) throws(ICUError) {
        let opened = try withICUStatus("unumf_openForSkeletonAndLocale") { status in
            skeleton.withUTF16Buffer { cicu_unumf_openForSkeletonAndLocaleWithError($0, $1, localeID, nil, &status) }
        }
        guard let opened else { throw ICUError(code: U_ILLEGAL_ARGUMENT_ERROR.rawValue, operation: "unumf_open") }
        var status = U_ZERO_ERROR
        guard let result = cicu_unumf_openResult(&status), status.isSuccess else {
            cicu_unumf_close(opened)
            throw ICUError(code: status.rawValue, operation: "unumf_openResult")
        }
        handles = Mutex(Handles(formatter: opened, result: result))
    }

    /// Every number formatter of the process, keyed by locale id and skeleton, so the
    /// temperature, quantity, percent and in-translation formatters share one cache.
    private static let cache = FormatterCache<String, ICUNumberFormatter>()

    /// The shared formatter for a skeleton in a locale, opened on first use.
    static func shared(skeleton: String, locale: WeatherLocale) throws(LocalizationError) -> ICUNumberFormatter {
        do {
            return try cache.value(for: "\(locale.identifier) \(skeleton)") { () throws(ICUError) in
                try ICUNumberFormatter(skeleton: skeleton, localeID: locale.identifier)
            }
        } catch {
            throw error.localizationError
        }
    }

    deinit {
        handles.withLock { handles in
            cicu_unumf_closeResult(handles.result)
            cicu_unumf_close(handles.formatter)
        }
    }

    /// Formats a decimal number written in ASCII (`-0.25`, `27.5`) exactly as written.
    func format(decimal digits: UnsafeBufferPointer<UInt8>) -> String {
        digits.withMemoryRebound(to: CChar.self) { chars in
            format { formatter, result, status in
                cicu_unumf_formatDecimal(formatter, chars.baseAddress, Int32(chars.count), result, &status)
            }
        }
    }

    func format(decimal: String) -> String {
        var text = decimal
        return text.withUTF8 { format(decimal: $0) }
    }

    func format(_ value: Double) -> String {
        format { formatter, result, status in cicu_unumf_formatDouble(formatter, value, result, &status) }
    }

    func format(_ value: Int) -> String {
        format { formatter, result, status in cicu_unumf_formatInt(formatter, Int64(value), result, &status) }
    }

    /// Runs one format call into the shared result. ICU reports failure here only for
    /// memory exhaustion; the empty string then stands for "could not format".
    private func format(_ call: (OpaquePointer, OpaquePointer, inout UErrorCode) -> Void) -> String {
        handles.withLock { handles in
            var status = U_ZERO_ERROR
            call(handles.formatter, handles.result, &status)
            guard status.isSuccess else { return "" }
            return (try? icuString("unumf_resultToString") { cicu_unumf_resultToString(handles.result, $0, $1, &$2) }) ?? ""
        }
    }
}

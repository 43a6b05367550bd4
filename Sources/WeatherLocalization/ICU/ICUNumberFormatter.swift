internal import CICU

/// One ICU number formatter (`UNumberFormatter`), opened from a skeleton and a locale.
///
/// Sendable notes: a `UNumberFormatter` is immutable after creation and ICU documents
/// `unumf_format*` as thread-safe on a shared formatter; each call uses its own
/// `UFormattedNumber` result, so sharing an instance across threads is safe.
final class ICUNumberFormatter: @unchecked Sendable {
    private let formatter: OpaquePointer

    /// Opens a formatter; fails with ICU's error for a skeleton it cannot read.
    init(skeleton: String, localeID: String) throws(ICUError) {
        let opened = try withICUStatus("unumf_openForSkeletonAndLocale") { status in
            skeleton.withUTF16Buffer { cicu_unumf_openForSkeletonAndLocaleWithError($0, $1, localeID, nil, &status) }
        }
        guard let opened else { throw ICUError(code: U_ILLEGAL_ARGUMENT_ERROR.rawValue, operation: "unumf_open") }
        formatter = opened
    }

    deinit { cicu_unumf_close(formatter) }

    /// Formats a decimal string (`"-0.25"`, `"27.5"`) exactly as written.
    func format(decimal: String) -> String {
        format { result, status in cicu_unumf_formatDecimal(formatter, decimal, Int32(decimal.utf8.count), result, &status) }
    }

    func format(_ value: Double) -> String {
        format { result, status in cicu_unumf_formatDouble(formatter, value, result, &status) }
    }

    func format(_ value: Int) -> String {
        format { result, status in cicu_unumf_formatInt(formatter, Int64(value), result, &status) }
    }

    /// Runs one format call into a fresh result. The only failure ICU reports here is
    /// memory exhaustion; the empty string then stands for "could not format".
    private func format(_ call: (OpaquePointer, inout UErrorCode) -> Void) -> String {
        var status = U_ZERO_ERROR
        guard let result = cicu_unumf_openResult(&status), status.isSuccess else { return "" }
        defer { cicu_unumf_closeResult(result) }
        call(result, &status)
        guard status.isSuccess else { return "" }
        return (try? icuString("unumf_resultToString") { cicu_unumf_resultToString(result, $0, $1, &$2) }) ?? ""
    }
}

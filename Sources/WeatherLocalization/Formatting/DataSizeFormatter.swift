/// Sizes of data in the locale's words, for limits a message states: `32 MB`, `32 Mo`,
/// `32MB`, `32 МБ`.
///
/// ```swift
/// try DataSizeFormatter(locale: WeatherLocale("fr_FR")).megabytes(32 * 1024 * 1024)  // "32 Mo"
/// ```
package struct DataSizeFormatter: Sendable {
    private let formatter: ICUNumberFormatter

    /// Opens (or reuses) the locale's megabyte formatter.
    package init(locale: WeatherLocale) throws(LocalizationError) {
        formatter = try ICUNumberFormatter.shared(
            skeleton: "measure-unit/digital-megabyte unit-width-short precision-integer", locale: locale)
    }

    /// `bytes` in whole megabytes of 1,048,576 bytes, as the limits are set.
    package func megabytes(_ bytes: Int) -> String {
        formatter.format(bytes / (1024 * 1024))
    }
}

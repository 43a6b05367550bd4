import Logging
import WeatherStrings

/// Says how long ago something happened, in the locale's words and capitalized for the
/// middle of a sentence: "25 minutes ago", "25분 전", "vor 3 Stunden". Used for the age of
/// cached data.
///
/// ```swift
/// let ago = try ElapsedTimeFormatter(locale: WeatherLocale("ko_KR"))
/// ago.format(seconds: 1_500)  // "25분 전"
/// ago.format(seconds: 7_200)  // "2시간 전"
/// ```
package struct ElapsedTimeFormatter: Sendable {
    private let relative: ICURelativeDayFormatter

    package init(locale: WeatherLocale) throws(LocalizationError) {
        do {
            relative = try ICURelativeDayFormatter.shared(localeID: locale.identifier, midSentence: true)
        } catch {
            throw error.localizationError
        }
    }

    /// The age in the largest whole unit that fits: seconds under a minute, then minutes,
    /// hours and days. A negative age (a clock set back) counts as zero.
    package func format(seconds: Int) -> String {
        let age = max(0, seconds)
        switch age {
        case ..<60: return relative.ago(age, .second)
        case ..<3_600: return relative.ago(age / 60, .minute)
        case ..<86_400: return relative.ago(age / 3_600, .hour)
        default: return relative.ago(age / 86_400, .day)
        }
    }

    /// The age worded for `locale`; should ICU be unable to word it (the locale was
    /// validated, so only broken ICU data does that), the seconds (`"1500 s"`), said as a
    /// warning on ``WeatherDiagnostics`` rather than silently.
    package static func age(seconds: Int, locale: WeatherLocale) -> String {
        do {
            return try ElapsedTimeFormatter(locale: locale).format(seconds: seconds)
        } catch {
            WeatherDiagnostics.logger.warning(
                "the age of cached data could not be worded; shown in seconds",
                metadata: ["locale": "\(locale.identifier)", "error": "\(error)"])
            return "\(max(0, seconds)) s"
        }
    }
}

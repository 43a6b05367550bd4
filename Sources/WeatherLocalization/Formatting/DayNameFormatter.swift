/// Names forecast days for headers: "Today" and "Tomorrow" (`오늘`, `내일`) from ICU's
/// relative date data for the days next to today, the weekday name otherwise.
///
/// ```swift
/// let names = try DayNameFormatter(locale: WeatherLocale("ko_KR"), timeZone: WeatherTimeZone("+09:00"))
/// names.name(forUnixSeconds: friday, today: thursday)  // "내일"
/// names.name(forUnixSeconds: saturday, today: thursday)  // "토요일"
/// ```
package struct DayNameFormatter: Sendable {
    package let timeZone: WeatherTimeZone
    private let relative: ICURelativeDayFormatter
    /// The same names as written inside a sentence ("until tomorrow", "bis morgen").
    private let relativeInSentence: ICURelativeDayFormatter
    private let weekday: SkeletonDateFormatter

    /// - Parameters:
    ///   - locale: The language of the names.
    ///   - timeZone: The zone whose calendar days are named.
    ///   - weekdaySkeleton: the skeleton for days beyond tomorrow (`EEEE` → "Saturday").
    package init(locale: WeatherLocale, timeZone: WeatherTimeZone, weekdaySkeleton: String = "EEEE") throws(LocalizationError) {
        self.timeZone = timeZone
        self.weekday = try SkeletonDateFormatter(
            locale: locale, skeleton: weekdaySkeleton, timeZone: timeZone, capitalization: .beginningOfSentence)
        do {
            self.relative = try ICURelativeDayFormatter.shared(localeID: locale.identifier)
            self.relativeInSentence = try ICURelativeDayFormatter.shared(localeID: locale.identifier, midSentence: true)
        } catch {
            throw error.localizationError
        }
    }

    /// The header for the local day containing `seconds`, relative to the local day of `today`.
    package func name(forUnixSeconds seconds: Int, today: Int) -> String {
        relativeName(forUnixSeconds: seconds, today: today) ?? weekday.format(unixSeconds: seconds)
    }

    /// `text`, a moment written with its weekday (`Friday 12 PM`, `vendredi 12 h`), with
    /// that weekday replaced by "tomorrow" as written inside a sentence (`tomorrow 12 PM`,
    /// `demain 12 h`) when the moment's day is tomorrow; `text` as it was otherwise, or when
    /// the weekday is not found in it (a weekday skeleton other than `EEEE`).
    package func namingTomorrow(in text: String, forUnixSeconds seconds: Int, today: Int) -> String {
        let offset = timeZone.localDate(atUnixSeconds: seconds).days(since: timeZone.localDate(atUnixSeconds: today))
        guard offset == 1 else { return text }
        // The weekday as a header writes it ("Vendredi"), or as a sentence does ("vendredi").
        let header = weekday.format(unixSeconds: seconds)
        // Strings joined as strings: appending a Substring calls the standard library's
        // generic append, whose first call in a process looks its types up (0.3 M instructions).
        let inSentence = String(header.prefix(1)).lowercased() + String(header.dropFirst())
        guard let range = text.firstRange(of: header) ?? text.firstRange(of: inSentence) else { return text }
        let tomorrow = relativeInSentence.dayName(offset: 1)
        guard !tomorrow.isEmpty else { return text }
        return String(text[..<range.lowerBound]) + tomorrow + String(text[range.upperBound...])
    }

    /// "Yesterday", "Today" or "Tomorrow" for those days; `nil` for the others.
    package func relativeName(forUnixSeconds seconds: Int, today: Int) -> String? {
        let offset = timeZone.localDate(atUnixSeconds: seconds).days(since: timeZone.localDate(atUnixSeconds: today))
        // Every CLDR locale names yesterday, today and tomorrow; farther days use weekdays.
        guard (-1...1).contains(offset) else { return nil }
        let name = relative.dayName(offset: offset)
        return name.isEmpty ? nil : name
    }
}

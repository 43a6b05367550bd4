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

    /// "yesterday", "today" or "tomorrow" (offset -1, 0, 1) as written inside a sentence;
    /// `nil` for other offsets.
    package func nameInSentence(offset: Int) -> String? {
        guard (-1...1).contains(offset) else { return nil }
        let name = relativeInSentence.dayName(offset: offset)
        return name.isEmpty ? nil : name
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

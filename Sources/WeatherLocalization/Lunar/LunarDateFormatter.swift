package import WeatherCore

/// Formats the lunar date of a Gregorian day for a locale, in the calendar the locale
/// shows (``LunarCalendar/shown(for:)``).
///
/// Korean readers get KASI's form ("음력 10월 28일", "음력 윤6월 19일"), Chinese readers the
/// almanacs' ("农历十月廿八", "農曆十月廿八"); any other language that asks for a calendar
/// with `-u-ca-chinese` or `-u-ca-dangi` gets ICU's month and day in that calendar ("Tenth
/// Month 28" in English, "十月28日" in Japanese).
///
/// ```swift
/// let formatter = try LunarDateFormatter(locale: WeatherLocale("zh_Hans_CN"))!
/// try formatter.format(CivilDate(year: 2026, month: 12, day: 6)!)  // "农历十月廿八"
/// ```
package struct LunarDateFormatter: Sendable {
    package let locale: WeatherLocale
    package let calendar: LunarCalendar
    private let style: Style

    private enum Style: Sendable {
        case korean
        case chinese(traditional: Bool)
        case icu(SkeletonDateFormatter)
    }

    /// The formatter for `locale`, in `calendar` when given, else in the one the locale
    /// shows; `nil` when the locale shows none and no calendar is given.
    /// - Throws: ``LocalizationError`` when ICU cannot make the date pattern.
    package init?(locale: WeatherLocale, calendar: LunarCalendar? = nil) throws(LocalizationError) {
        guard let calendar = calendar ?? LunarCalendar.shown(for: locale) else { return nil }
        self.locale = locale
        self.calendar = calendar
        if locale.language == "ko" {
            style = .korean
        } else if let script = locale.chineseScript {
            style = .chinese(traditional: script == "Hant")
        } else {
            // ICU reads the calendar from the locale id: add it when the locale lacks it.
            let id = ICULocaleData.keyword("calendar", in: locale.identifier) == calendar.rawValue
                ? locale.languageTag : Self.tag(locale.languageTag, calendar: calendar)
            let withCalendar = try WeatherLocale(id)
            style = .icu(try SkeletonDateFormatter(locale: withCalendar, skeleton: "MMMMd", timeZone: .utc))
        }
    }

    /// The lunar date of `date` as text.
    /// - Throws: ``LocalizationError`` when ICU cannot compute the calendar.
    package func format(_ date: CivilDate) throws(LocalizationError) -> String {
        switch style {
        case .korean: return LunarDateText.korean(try LunarDate(date, in: calendar))
        case .chinese(let traditional): return LunarDateText.chinese(try LunarDate(date, in: calendar), traditional: traditional)
        case .icu(let formatter): return formatter.format(unixSeconds: date.daysSince1970 * 86_400 + 43_200)
        }
    }

    /// A BCP 47 tag with its `-u-ca-` set to `calendar` (replacing one there).
    private static func tag(_ tag: String, calendar: LunarCalendar) -> String {
        var parts = tag.split(separator: "-").map(String.init)
        if let index = parts.firstIndex(of: "ca"), index + 1 < parts.count {
            parts[index + 1] = calendar.rawValue
            return parts.joined(separator: "-")
        }
        if parts.contains("u") {
            let index = parts.firstIndex(of: "u")! + 1
            parts.insert(contentsOf: ["ca", calendar.rawValue], at: index)
            return parts.joined(separator: "-")
        }
        return tag + "-u-ca-" + calendar.rawValue
    }
}

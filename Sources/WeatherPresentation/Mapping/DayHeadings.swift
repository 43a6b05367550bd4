import WeatherLocalization
import WeatherStrings

/// A forecast day's title, date and heading, written as the locale's weather services write
/// a day in a list: the daily rows and the hourly table's day headings use the same words.
struct DayHeadings: Sendable {
    /// Languages whose weather services write every day of a list as its date with the
    /// weekday in brackets, the way the observation's date is written, and name only today
    /// and tomorrow: Japanese (気象庁's 週間天気予報 `5日(土)`; tenki.jp and Yahoo!天気
    /// `12月5日(土)`, after 今日 and 明日; checked 2026-11-27). Elsewhere a day's name goes
    /// before its date (`토요일 12월 5일`, `Saturday, Dec 5`).
    static let dateWithWeekdayLanguages: Set<String> = ["ja"]

    /// One day's words.
    struct Day {
        /// `今日`, `明日`, `土曜日`; `Today`, `Tomorrow`, `Saturday`.
        var title: String
        /// `12月5日(土)` where the date carries the weekday, else `12월 5일`, `Dec 5`.
        var date: String
        /// The day column's text: title and date (`Saturday, Dec 5`, `今日 12月3日(木)`), or
        /// the date alone where it carries the weekday and the day is not today or tomorrow.
        var heading: String
    }

    private let names: DayNameFormatter
    private let date: SkeletonDateFormatter
    private let writesWeekdayInDate: Bool
    private let localizer: Localizer

    /// - Parameters:
    ///   - names: the days' names (`Today`, `Saturday`), in the same zone.
    ///   - daySkeleton: the date's skeleton without a weekday (`MMMd`); `E` is added where
    ///     the language writes the weekday in the date.
    init(locale: WeatherLocale, localizer: Localizer, names: DayNameFormatter, daySkeleton: String) throws(LocalizationError) {
        writesWeekdayInDate = Self.dateWithWeekdayLanguages.contains(locale.language)
        let skeleton = writesWeekdayInDate && !daySkeleton.contains("E") ? daySkeleton + "E" : daySkeleton
        date = try SkeletonDateFormatter(locale: locale, skeleton: skeleton, timeZone: names.timeZone)
        self.names = names
        self.localizer = localizer
    }

    /// The words for the local day containing `seconds`, relative to the local day of `today`.
    func day(forUnixSeconds seconds: Int, today: Int) -> Day {
        let date = date.format(unixSeconds: seconds)
        if writesWeekdayInDate {
            let relative = names.relativeName(forUnixSeconds: seconds, today: today)
            let heading = relative.map { localizer.string(.dailyDayWithDate, .string($0), .string(date)) } ?? date
            return Day(title: relative ?? names.name(forUnixSeconds: seconds, today: today), date: date, heading: heading)
        }
        let title = names.name(forUnixSeconds: seconds, today: today)
        return Day(title: title, date: date, heading: localizer.string(.dailyDayWithDate, .string(title), .string(date)))
    }
}

import Testing
import WeatherCore
@testable import WeatherLocalization

/// Reference lunar dates: the Hong Kong Observatory's Gregorian–lunar conversion tables for
/// `chinese` (as the `lunardate` 0.3.0 package carries them) and KASI's 음양력 tables for
/// `dangi` (as `korean-lunar-calendar` 0.4.0 carries them).
@Suite("Lunar dates from ICU's chinese and dangi calendars match HKO and KASI")
struct LunarDateTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var gregorian: (Int, Int, Int)
        /// (month, leap, day) in chinese (HKO), then in dangi (KASI).
        var chinese: (Int, Bool, Int)
        var dangi: (Int, Bool, Int)
        var testDescription: String { "\(gregorian.0)-\(gregorian.1)-\(gregorian.2)" }
    }

    static let cases: [Case] = [
        // 2012: the leap month is the 3rd in Korea (윤3월) and the 4th in China (闰四月).
        Case(gregorian: (2012, 5, 13), chinese: (4, false, 23), dangi: (3, true, 23)),
        Case(gregorian: (2012, 5, 21), chinese: (4, true, 1), dangi: (4, false, 1)),
        Case(gregorian: (2012, 6, 12), chinese: (4, true, 23), dangi: (4, false, 23)),
        Case(gregorian: (2012, 6, 19), chinese: (5, false, 1), dangi: (4, false, 30)),
        // 2017: 윤5월 in Korea, 闰六月 in China.
        Case(gregorian: (2017, 6, 24), chinese: (6, false, 1), dangi: (5, true, 1)),
        Case(gregorian: (2017, 7, 23), chinese: (6, true, 1), dangi: (6, false, 1)),
        Case(gregorian: (2017, 8, 22), chinese: (7, false, 1), dangi: (7, false, 1)),
        // Leap months both calendars share.
        Case(gregorian: (2020, 5, 23), chinese: (4, true, 1), dangi: (4, true, 1)),
        Case(gregorian: (2023, 3, 22), chinese: (2, true, 1), dangi: (2, true, 1)),
        Case(gregorian: (2025, 7, 25), chinese: (6, true, 1), dangi: (6, true, 1)),
        Case(gregorian: (2025, 8, 12), chinese: (6, true, 19), dangi: (6, true, 19)),
        Case(gregorian: (2033, 12, 22), chinese: (11, true, 1), dangi: (11, true, 1)),
        // New years and ordinary days.
        Case(gregorian: (2024, 2, 10), chinese: (1, false, 1), dangi: (1, false, 1)),
        Case(gregorian: (2026, 2, 17), chinese: (1, false, 1), dangi: (1, false, 1)),
        Case(gregorian: (2026, 12, 6), chinese: (10, false, 28), dangi: (10, false, 28)),
        Case(gregorian: (2027, 1, 28), chinese: (12, false, 21), dangi: (12, false, 21)),
        Case(gregorian: (2030, 1, 3), chinese: (11, false, 30), dangi: (11, false, 30)),
    ]

    @Test("Month, leap month and day in both calendars", arguments: cases)
    func fields(_ reference: Case) throws {
        let date = try #require(CivilDate(year: reference.gregorian.0, month: reference.gregorian.1, day: reference.gregorian.2))
        let chinese = try LunarDate(date, in: .chinese)
        let dangi = try LunarDate(date, in: .dangi)
        #expect((chinese.month, chinese.isLeapMonth, chinese.day) == reference.chinese)
        #expect((dangi.month, dangi.isLeapMonth, dangi.day) == reference.dangi)
    }

    @Test("The almanacs' words in Korean and Chinese, ICU's elsewhere", arguments: [
        ("zh_Hans_CN", 2026, 12, 6, "农历十月廿八"),
        ("zh_Hant_TW", 2026, 12, 6, "農曆十月廿八"),
        ("zh_Hant_HK", 2012, 6, 12, "農曆閏四月廿三"),
        ("zh_Hans_CN", 2012, 6, 12, "农历闰四月廿三"),
        ("zh_Hans_CN", 2026, 2, 17, "农历正月初一"),
        ("zh_Hans_CN", 2026, 12, 24, "农历冬月十六"),
        ("zh_Hans_CN", 2027, 1, 28, "农历腊月廿一"),
        ("zh_Hant_TW", 2027, 1, 28, "農曆臘月廿一"),
        ("zh_Hans_CN", 2030, 1, 3, "农历冬月三十"),
        ("zh_Hans_CN", 2025, 8, 12, "农历闰六月十九"),
        ("ko_KR", 2026, 12, 6, "음력 10월 28일"),
        ("ko_KR", 2012, 5, 13, "음력 윤3월 23일"),
        ("ko_KR", 2025, 8, 12, "음력 윤6월 19일"),
        ("ko-KR-u-ca-chinese", 2012, 5, 13, "음력 4월 23일"),
        ("zh-Hans-CN-u-ca-dangi", 2012, 5, 13, "农历闰三月廿三"),
        ("en-US-u-ca-chinese", 2026, 12, 6, "Tenth Month 28"),
        ("ja-JP-u-ca-chinese", 2012, 6, 12, "閏四月23日"),
    ])
    func words(locale: String, year: Int, month: Int, day: Int, expected: String) throws {
        let formatter = try #require(try LunarDateFormatter(locale: WeatherLocale(locale)))
        #expect(try formatter.format(#require(CivilDate(year: year, month: month, day: day))) == expected)
    }

    @Test("Shown by default in Korean and Chinese only; -u-ca- turns it on or off", arguments: [
        ("ko_KR", LunarCalendar?.some(.dangi)), ("zh_Hans_CN", .chinese), ("zh_Hant_HK", .chinese), ("yue_HK", .chinese),
        ("en_US", nil), ("ja_JP", nil), ("vi_VN", nil),
        ("en-US-u-ca-chinese", .chinese), ("en-US-u-ca-dangi", .dangi), ("ko-KR-u-ca-gregory", nil), ("zh-CN-u-ca-gregory", nil),
    ])
    func shown(locale: String, expected: LunarCalendar?) throws {
        #expect(LunarCalendar.shown(for: try WeatherLocale(locale)) == expected)
    }

    @Test("A setting turns it on (in the locale's calendar, else chinese) or off")
    func setting() throws {
        #expect(LunarCalendar.shown(for: try WeatherLocale("ko-KR"), setting: false) == nil)
        #expect(LunarCalendar.shown(for: try WeatherLocale("ko-KR"), setting: nil) == .dangi)
        #expect(LunarCalendar.shown(for: try WeatherLocale("en-US"), setting: true) == .chinese)
        #expect(LunarCalendar.shown(for: try WeatherLocale("en-US-u-ca-dangi"), setting: true) == .dangi)
        #expect(LunarCalendar.shown(for: try WeatherLocale("en-US"), setting: nil) == nil)
    }

    @Test("Chinese day and month names", arguments: [
        (1, "初一"), (10, "初十"), (11, "十一"), (19, "十九"), (20, "二十"), (21, "廿一"), (29, "廿九"), (30, "三十"),
    ])
    func dayNames(day: Int, expected: String) {
        #expect(LunarDateText.dayName(day) == expected)
    }

    @Test("A local day's bounds follow daylight saving", arguments: [
        ("America/New_York", 2026, 3, 8, 1_772_946_000, 1_773_028_800),   // 23 hours
        ("America/New_York", 2026, 11, 1, 1_793_505_600, 1_793_595_600),  // 25 hours
        ("Asia/Seoul", 2026, 12, 6, 1_796_482_800, 1_796_569_200),
        ("Australia/Sydney", 2026, 10, 4, 1_791_036_000, 1_791_118_800),  // 23 hours
        ("+05:45", 2026, 12, 6, 1_796_494_500, 1_796_580_900),
    ])
    func dayBounds(zone: String, year: Int, month: Int, day: Int, start: Int, end: Int) throws {
        let bounds = try WeatherTimeZone(zone).dayBounds(of: #require(CivilDate(year: year, month: month, day: day)))
        #expect(bounds.start == start)
        #expect(bounds.end == end)
    }
}

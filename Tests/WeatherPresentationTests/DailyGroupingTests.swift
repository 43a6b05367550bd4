import Testing
import WeatherCore
import WeatherLocalization
@testable import WeatherPresentation

/// 2026-12-03 00:00 UTC.
private let midnightUTC = 1_796_256_000

@Suite("Forecast steps are grouped by the location's local calendar day")
struct DailyGroupingTests {
    @Test("Days split at local midnight in the location's offset, not UTC's or the machine's", arguments: [
        // (offset, hours after midnight UTC of each step, expected steps per day)
        (32_400, [12, 15, 18], [1, 2]),        // Seoul: 15:00 UTC is 00:00 the next day
        (-18_000, [3, 6, 9], [1, 2]),          // New York: 05:00 UTC is midnight
        (20_700, [15, 18, 21], [2, 1]),        // Kathmandu: 18:00 UTC is 23:45, 21:00 UTC is 02:45 the next day
        (45_900, [9, 12, 15], [1, 2]),         // Chatham +12:45: 11:15 UTC is midnight
        (0, [0, 21, 24], [2, 1]),
    ])
    func localMidnight(offset: Int, hours: [Int], expected: [Int]) throws {
        let forecast = PresentationFixtures.forecast(offset: offset, steps: hours.map { PresentationFixtures.step(midnightUTC + $0 * 3600) })
        let presenter = try PresentationFixtures.presenter("en_US") { $0.hours = .all }
        let view = try presenter.present(current: nil, forecast: forecast)
        #expect(view.hourly.map(\.items.count) == expected)
        // Every one of these days is partial: only the first is listed.
        #expect(view.daily.map(\.coverage.stepCount) == [expected[0]])
    }

    @Test("Seoul's five days in Korean: titles, dates, ranges, conditions")
    func seoulDays() throws {
        let view = try PresentationFixtures.presenter("ko_KR").present(
            current: PresentationFixtures.current("seoul-current"), forecast: PresentationFixtures.forecast("seoul-forecast"))
        // Today from 3 PM, four whole days; Tuesday's five steps (until noon) are not a day.
        #expect(view.dailyTitle == "5일 예보")
        #expect(view.daily.map(\.title) == ["오늘", "내일", "토요일", "일요일", "월요일"])
        #expect(view.daily.map(\.date) == ["12월 3일", "12월 4일", "12월 5일", "12월 6일", "12월 7일"])
        #expect(view.daily.map(\.heading) == ["오늘 12월 3일", "내일 12월 4일", "토요일 12월 5일", "일요일 12월 6일", "월요일 12월 7일"])
        #expect(view.daily.map(\.localDate) == ["2026-12-03", "2026-12-04", "2026-12-05", "2026-12-06", "2026-12-07"])
        #expect(view.daily.map(\.coverage) == [DayCoverage(stepCount: 3, isComplete: false, note: "오후 3시부터")]
            + Array(repeating: DayCoverage(stepCount: 8, isComplete: true, note: nil), count: 4))
        #expect(view.daily[0].range == AccessibleText(text: "-3°C ~ 0°C", accessibilityLabel: "최저 섭씨 영하 3도, 최고 섭씨 0도"))
        #expect(view.daily[1].condition.text == "약한 비")
        #expect(view.daily[1].chanceOfPrecipitation == AccessibleText(text: "86%", accessibilityLabel: "86%"))
        // The next 24 hours by default, under a heading per day.
        #expect(view.hourly.map(\.heading) == ["오늘 12월 3일", "내일 12월 4일"])
        #expect(view.hourly.map(\.items.count) == [3, 5])
        #expect(view.hourly[0].items.map(\.time) == ["오후 3시", "오후 6시", "오후 9시"])
        #expect(view.hourly[1].items[4].precipitation == AccessibleText(text: "0.3mm(비)", accessibilityLabel: "0.3밀리미터(비)"))
        #expect(view.hourly[1].items[0].temperature.text == "-3°C")
    }

    /// Japanese weather pages (気象庁, tenki.jp, Yahoo!天気) write a day as its date with the
    /// weekday in brackets, as the observation's date is written, naming only 今日 and 明日;
    /// the high comes before the low.
    @Test("Japanese days: the date with its weekday, one style for rows and headings, high first")
    func japaneseDays() throws {
        let view = try PresentationFixtures.presenter("ja_JP").present(
            current: PresentationFixtures.current("seoul-current"), forecast: PresentationFixtures.forecast("seoul-forecast"))
        #expect(view.daily.map(\.title) == ["今日", "明日", "土曜日", "日曜日", "月曜日"])
        #expect(view.daily.map(\.date) == ["12月3日(木)", "12月4日(金)", "12月5日(土)", "12月6日(日)", "12月7日(月)"])
        #expect(view.daily.map(\.heading) == ["今日 12月3日(木)", "明日 12月4日(金)", "12月5日(土)", "12月6日(日)", "12月7日(月)"])
        #expect(view.daily.map(\.headingParts) == [["今日", "12月3日(木)"], ["明日", "12月4日(金)"], ["12月5日(土)"], ["12月6日(日)"], ["12月7日(月)"]])
        #expect(view.hourly.map(\.heading) == ["今日 12月3日(木)", "明日 12月4日(金)"])
        #expect(view.current?.observedAt == "12月3日(木) 14:50")
        #expect(view.dailyColumns.first { $0.id == .lowHigh }?.text == "最高 / 最低")
        #expect(view.daily[2].range == AccessibleText(text: "0°C / -3°C", accessibilityLabel: "最高摂氏 0 度、最低摂氏 マイナス3 度"))
    }

    @Test("Elsewhere a day's name goes before its date, and the heading has both parts")
    func nameThenDate() throws {
        let view = try PresentationFixtures.presenter("zh_CN").present(
            current: PresentationFixtures.current("seoul-current"), forecast: PresentationFixtures.forecast("seoul-forecast"))
        #expect(view.daily[2].headingParts == [view.daily[2].title, view.daily[2].date])
        #expect(view.daily[2].heading == "星期六 12月5日")
    }

    @Test("English day titles and ranges")
    func englishDays() throws {
        let view = try PresentationFixtures.presenter("en_US").present(
            current: nil, forecast: PresentationFixtures.forecast("new-york-forecast"))
        #expect(view.daily.map(\.title) == ["Today", "Tomorrow", "Sunday", "Monday", "Tuesday"])
        #expect(view.daily[0].heading == "Today, Mar 12")
        #expect(view.dailyTitle == "5-Day Forecast")
    }

    @Test("--now decides which day is today")
    func nowOption() throws {
        let presenter = try PresentationFixtures.presenter("ko_KR") { $0.now = 1_796_277_000 - 86_400 }
        let view = try presenter.present(current: nil, forecast: PresentationFixtures.forecast("seoul-forecast"))
        #expect(view.daily.prefix(3).map(\.title) == ["내일", "금요일", "토요일"])
    }

    @Test("An IANA zone follows daylight saving inside the forecast window")
    func daylightSaving() throws {
        let presenter = try PresentationFixtures.presenter("en_US") {
            $0.timeZone = try WeatherTimeZone("America/New_York")
            $0.hours = .all
        }
        let view = try presenter.present(current: nil, forecast: PresentationFixtures.forecast("new-york-forecast"))
        // 2027-03-14 is the DST switch: steps at 03:00 UTC read 10 PM before it and 11 PM after.
        let lateSteps = view.hourly.flatMap(\.items).filter { $0.unixTime % 86_400 == 3 * 3600 }.map(\.time)
        #expect(lateSteps.first == "10\u{202F}PM")
        #expect(lateSteps.last == "11\u{202F}PM")
    }

    @Test("A day's condition is its most frequent daytime condition, ties to the more severe")
    func dominantCondition() throws {
        let steps = [
            PresentationFixtures.step(midnightUTC + 0 * 3600, id: 800),
            PresentationFixtures.step(midnightUTC + 3 * 3600, id: 500),
            PresentationFixtures.step(midnightUTC + 6 * 3600, id: 800),
            PresentationFixtures.step(midnightUTC + 9 * 3600, id: 500),
            PresentationFixtures.step(midnightUTC + 12 * 3600, id: 211, day: false),
            PresentationFixtures.step(midnightUTC + 15 * 3600, id: 211, day: false),
            PresentationFixtures.step(midnightUTC + 18 * 3600, id: 211, day: false),
        ]
        let view = try PresentationFixtures.presenter("en_US").present(current: nil, forecast: PresentationFixtures.forecast(offset: 0, steps: steps))
        #expect(view.daily.first?.condition.id == 500)
    }

    @Test("Probability of precipitation: the day's highest; none given stays absent")
    func chanceOfPrecipitation() throws {
        let steps = [
            PresentationFixtures.step(midnightUTC, pop: 0.2), PresentationFixtures.step(midnightUTC + 3 * 3600, pop: 0.65),
            PresentationFixtures.step(midnightUTC + 86_400), PresentationFixtures.step(midnightUTC + 86_400 + 3 * 3600),
        ]
        let presenter = try PresentationFixtures.presenter("tr_TR") { $0.hours = .all }
        let view = try presenter.present(current: nil, forecast: PresentationFixtures.forecast(offset: 0, steps: steps))
        #expect(view.daily.map(\.chanceOfPrecipitation?.text) == ["%65"])
        #expect(view.hourly.flatMap(\.items).map(\.chanceOfPrecipitation?.text) == ["%20", "%65", nil, nil])
    }
}

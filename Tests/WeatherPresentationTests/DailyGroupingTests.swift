import Testing
import WeatherCore
import WeatherLocalization
import WeatherPresentation

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
        let view = try PresentationFixtures.presenter("en_US").present(current: nil, forecast: forecast)
        #expect(view.daily.map(\.stepCount) == expected)
    }

    @Test("Seoul's five days in Korean: titles, dates, ranges, conditions")
    func seoulDays() throws {
        let view = try PresentationFixtures.presenter("ko_KR").present(
            current: PresentationFixtures.current("seoul-current"), forecast: PresentationFixtures.forecast("seoul-forecast"))
        #expect(view.daily.map(\.title) == ["오늘", "내일", "토요일", "일요일", "월요일", "화요일"])
        #expect(view.daily.map(\.date) == ["12월 3일 (목)", "12월 4일 (금)", "12월 5일 (토)", "12월 6일 (일)", "12월 7일 (월)", "12월 8일 (화)"])
        #expect(view.daily.map(\.localDate) == ["2026-12-03", "2026-12-04", "2026-12-05", "2026-12-06", "2026-12-07", "2026-12-08"])
        #expect(view.daily.map(\.stepCount) == [3, 8, 8, 8, 8, 5])
        #expect(view.daily[0].range == "-3°C ~ 0°C")
        #expect(view.daily[1].condition.text == "약한 비")
        #expect(view.daily[1].chanceOfPrecipitation == "86%")
        #expect(view.hourly.count == 40)
        #expect(view.hourly[0].time == "12월 3일 (목) 오후 3시")
        #expect(view.hourly[7].precipitation == "비 0.31mm")
        #expect(view.hourly[11].temperature.text == "0°C")
        #expect(view.hourly[13].temperature.text == "-3°C")
    }

    @Test("English day titles and ranges")
    func englishDays() throws {
        let view = try PresentationFixtures.presenter("en_US").present(
            current: nil, forecast: PresentationFixtures.forecast("new-york-forecast"))
        #expect(view.daily.map(\.title) == ["Today", "Tomorrow", "Sunday", "Monday", "Tuesday", "Wednesday"])
        #expect(view.daily[0].date == "Fri, Mar 12")
        #expect(view.hourly[17].condition.text == "Thunderstorm with rain")
    }

    @Test("--now decides which day is today")
    func nowOption() throws {
        let presenter = try PresentationFixtures.presenter("ko_KR") { $0.now = 1_796_277_000 - 86_400 }
        let view = try presenter.present(current: nil, forecast: PresentationFixtures.forecast("seoul-forecast"))
        #expect(view.daily.prefix(3).map(\.title) == ["내일", "금요일", "토요일"])
    }

    @Test("An IANA zone follows daylight saving inside the forecast window")
    func daylightSaving() throws {
        let presenter = try PresentationFixtures.presenter("en_US") { $0.timeZone = try WeatherTimeZone("America/New_York") }
        let view = try presenter.present(current: nil, forecast: PresentationFixtures.forecast("new-york-forecast"))
        // 2027-03-14 is the DST switch: steps at 03:00 UTC read 10 PM before it and 11 PM after.
        let lateSteps = view.hourly.filter { $0.unixTime % 86_400 == 3 * 3600 }.map(\.time)
        #expect(lateSteps.first == "Fri, Mar 12, 10\u{202F}PM")
        #expect(lateSteps.last == "Tue, Mar 16, 11\u{202F}PM")
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
        let view = try PresentationFixtures.presenter("tr_TR").present(current: nil, forecast: PresentationFixtures.forecast(offset: 0, steps: steps))
        #expect(view.daily.map(\.chanceOfPrecipitation) == ["%65", nil])
        #expect(view.hourly.map(\.chanceOfPrecipitation) == ["%20", "%65", nil, nil])
    }
}

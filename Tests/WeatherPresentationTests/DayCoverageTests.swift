import Testing
import WeatherCore
import WeatherLocalization
@testable import WeatherPresentation

/// 2026-12-03 00:00 UTC.
private let midnightUTC = 1_796_256_000

@Suite("Days: partial days at both ends, the title counting real days, the hourly window")
struct DayCoverageTests {
    /// Steps every 3 hours from `first` hours after midnight UTC, `count` of them.
    static func forecast(offset: Int, firstHour: Int, count: Int) -> ForecastResponse {
        PresentationFixtures.forecast(offset: offset, steps: (0..<count).map { PresentationFixtures.step(midnightUTC + (firstHour + 3 * $0) * 3600) })
    }

    @Test("Partial first and last days in three offsets: the first is marked, the last left out", arguments: [
        // (offset, first step in hours after midnight UTC, en_US notes of the listed days, listed dates)
        (32_400, 6, ["from 3\u{202F}PM", nil, nil, nil, nil], ["2026-12-03", "2026-12-04", "2026-12-05", "2026-12-06", "2026-12-07"]),
        (-18_000, 15, ["from 10\u{202F}AM", nil, nil, nil, nil], ["2026-12-03", "2026-12-04", "2026-12-05", "2026-12-06", "2026-12-07"]),
        (20_700, 9, ["from 2:45\u{202F}PM", nil, nil, nil, nil], ["2026-12-03", "2026-12-04", "2026-12-05", "2026-12-06", "2026-12-07"]),
    ])
    func partialDays(offset: Int, firstHour: Int, notes: [String?], dates: [String]) throws {
        let view = try PresentationFixtures.presenter("en_US").present(current: nil, forecast: Self.forecast(offset: offset, firstHour: firstHour, count: 40))
        #expect(view.daily.map(\.coverage.note) == notes)
        #expect(view.daily.map(\.localDate) == dates)
        #expect(view.dailyTitle == "5-Day Forecast")
        // The last local day has its few steps in the hourly forecast, not in the daily list.
        let all = try PresentationFixtures.presenter("en_US") { $0.hours = .all }
            .present(current: nil, forecast: Self.forecast(offset: offset, firstHour: firstHour, count: 40))
        #expect(all.hourly.count == 6)
        #expect(all.hourly.last?.items.count ?? 0 < 8)
    }

    @Test("A forecast starting at local midnight has a complete first day; one ending early marks 'until'")
    func wholeFirstDay() throws {
        let view = try PresentationFixtures.presenter("ko_KR").present(current: nil, forecast: Self.forecast(offset: 0, firstHour: 0, count: 16))
        #expect(view.daily.map(\.coverage) == [DayCoverage(stepCount: 8, isComplete: true, note: nil), DayCoverage(stepCount: 8, isComplete: true, note: nil)])
        #expect(view.dailyTitle == "2일 예보")
        let short = try PresentationFixtures.presenter("ko_KR").present(current: nil, forecast: Self.forecast(offset: 0, firstHour: 0, count: 4))
        #expect(short.daily.map(\.coverage.note) == ["오전 9시까지"])
        let middle = try PresentationFixtures.presenter("en_US").present(current: nil, forecast: Self.forecast(offset: 0, firstHour: 6, count: 3))
        #expect(middle.daily.map(\.coverage.note) == ["6\u{202F}AM–12\u{202F}PM"])
        #expect(middle.dailyTitle == "1-Day Forecast")
    }

    @Test("--hours: 24 by default, any number of hours, or all", arguments: [
        (HourlyWindow.default, 8), (.hours(3), 1), (.hours(12), 4), (.hours(25), 9), (.all, 40),
    ])
    func hourlyWindow(window: HourlyWindow, steps: Int) throws {
        let presenter = try PresentationFixtures.presenter("en_US") { $0.hours = window }
        let view = try presenter.present(current: nil, forecast: Self.forecast(offset: 32_400, firstHour: 6, count: 40))
        #expect(view.hourly.flatMap(\.items).count == steps)
    }

    @Test("The window starts at now; a now before the data starts at the first step")
    func windowStart() throws {
        let later = try PresentationFixtures.presenter("en_US") { $0.now = midnightUTC + 12 * 3600 }
        let view = try later.present(current: nil, forecast: Self.forecast(offset: 0, firstHour: 6, count: 40))
        #expect(view.hourly.first?.items.first?.unixTime == midnightUTC + 12 * 3600)
        let earlier = try PresentationFixtures.presenter("en_US") { $0.now = midnightUTC - 86_400 }
        let fromStart = try earlier.present(current: nil, forecast: Self.forecast(offset: 0, firstHour: 6, count: 40))
        #expect(fromStart.hourly.first?.items.first?.unixTime == midnightUTC + 6 * 3600)
        #expect(fromStart.hourly.flatMap(\.items).count == 8)
    }

    @Test("Hourly rows show only the time, in the locale's hour cycle or -u-hc-", arguments: [
        ("ko_KR", ["오후 3시", "오후 6시", "오후 9시"]), ("ko-KR-u-hc-h23", ["15시", "18시", "21시"]),
        ("en_US", ["3\u{202F}PM", "6\u{202F}PM", "9\u{202F}PM"]), ("en-US-u-hc-h23", ["15:00", "18:00", "21:00"]),
        ("de_DE", ["15 Uhr", "18 Uhr", "21 Uhr"]), ("en_GB", ["15:00", "18:00", "21:00"]),
        // The hour as the language's weather services write it (HourStyle).
        ("pt_BR", ["15h", "18h", "21h"]), ("hi_IN", ["दोपहर 3", "शाम 6", "रात 9"]),
    ])
    func hourCycle(locale: String, times: [String]) throws {
        let view = try PresentationFixtures.presenter(locale).present(current: nil, forecast: Self.forecast(offset: 32_400, firstHour: 6, count: 8))
        #expect(view.hourly.first?.items.map(\.time) == times)
    }

    /// Every 24-hour locale of a shipped language whose hour alone is a bare number gets
    /// minutes; those whose hour carries a word keep it. (locale, the note of a first day
    /// from 15:00, the first hourly row.)
    @Test("An hour is never a bare number: 24-hour locales write 15:00, or 15 Uhr, 15 h, 15時", arguments: [
        ("ru_RU", "с 15:00", "15:00"), ("es_ES", "desde las 15:00", "15:00"), ("pt_BR", "a partir das 15h", "15h"),
        ("it_IT", "dalle 15:00", "15:00"), ("tr_TR", "15:00 itibarıyla", "15:00"), ("he_IL", "החל מ־15:00", "15:00"),
        ("en_GB", "from 15:00", "15:00"), ("de_DE", "ab 15 Uhr", "15 Uhr"), ("fr_FR", "à partir de 15 h", "15 h"),
        ("ja_JP", "15時から", "15時"), ("zh_CN", "15时起", "15时"), ("ko-KR-u-hc-h23", "15시부터", "15시"),
        ("en_US", "from 3\u{202F}PM", "3\u{202F}PM"),
    ])
    func noBareHour(locale: String, note: String, firstRow: String) throws {
        let view = try PresentationFixtures.presenter(locale).present(current: nil, forecast: Self.forecast(offset: 32_400, firstHour: 6, count: 16))
        #expect(view.daily.first?.coverage.note == note)
        #expect(view.hourly.first?.items.first?.time == firstRow)
    }

    @Test("Day and night names: Sunny by day, Clear at night; the day's summary uses the daytime name")
    func dayAndNight() throws {
        let steps = [
            PresentationFixtures.step(midnightUTC + 3 * 3600, id: 800, day: true),
            PresentationFixtures.step(midnightUTC + 15 * 3600, id: 800, day: false),
            PresentationFixtures.step(midnightUTC + 18 * 3600, id: 801, day: false),
        ]
        let presenter = try PresentationFixtures.presenter("en_US") { $0.hours = .all }
        let view = try presenter.present(current: nil, forecast: PresentationFixtures.forecast(offset: 0, steps: steps))
        #expect(view.hourly.flatMap(\.items).map(\.condition.text) == ["Sunny", "Clear", "Mostly Clear"])
        #expect(view.hourly.flatMap(\.items).map(\.condition.emoji) == ["☀️", "🌙", "🌙"])
        #expect(view.daily.first?.condition.text == "Sunny")
    }

    @Test("Wind directions: 8 points in the 3-hour rows, one name per 45° band")
    func eightPoints() throws {
        let bearings: [(Double, String)] = [(292, "W"), (293, "NW"), (315, "NW"), (337, "NW"), (338, "N")]
        for (bearing, expected) in bearings {
            var step = PresentationFixtures.step(midnightUTC + 6 * 3600)
            step.wind = Wind(speed: 4, deg: bearing)
            let presenter = try PresentationFixtures.presenter("en_US") { $0.hours = .all }
            let view = try presenter.present(current: nil, forecast: PresentationFixtures.forecast(offset: 0, steps: [step]))
            #expect(view.hourly.first?.items.first?.wind.directionAbbreviation == expected, "\(bearing)°")
        }
    }
}

import Testing
import WeatherCore
import WeatherLocalization
import WeatherPresentation

@Suite("Every real response renders: optional fields absent, polar sun, no time zone")
struct ToleranceTests {
    @Test("No feels_like (responses before late 2019): the view model has none, the rest is there")
    func noFeelsLike() throws {
        let view = try PresentationFixtures.presenter("ko_KR").present(
            current: PresentationFixtures.current("no-feels-like-current"), forecast: nil)
        #expect(view.current?.feelsLike == nil)
        #expect(view.current?.temperature.text == "0°C")
    }

    @Test("No timezone: times in UTC, and a header line says so", arguments: [
        ("ko_KR", "데이터에 시간대 정보가 없어 시각을 협정 세계시(UTC)로 표시합니다", "12월 3일 (목) 오전 5:50"),
        ("en_US", "No time zone in the data: times are in UTC", "Thu, Dec 3, 5:50\u{202F}AM"),
    ])
    func noTimeZone(locale: String, note: String, observedAt: String) throws {
        let view = try PresentationFixtures.presenter(locale).present(
            current: PresentationFixtures.current("no-timezone-current"), forecast: PresentationFixtures.forecast("quirks-forecast"))
        #expect(view.timeZone == "UTC")
        #expect(view.timeZoneNote == note)
        #expect(view.current?.observedAt == observedAt)
    }

    @Test("A time zone chosen by the user needs no note")
    func chosenZone() throws {
        let presenter = try PresentationFixtures.presenter("en_US") { $0.timeZone = try WeatherTimeZone("Asia/Seoul") }
        let view = try presenter.present(current: PresentationFixtures.current("no-timezone-current"), forecast: nil)
        #expect(view.timeZoneNote == nil)
        #expect(view.timeZone == "Asia/Seoul")
    }

    @Test("Sunrise and sunset 0 beyond the polar circle: midnight sun or polar night, as the icon says", arguments: [
        ("polar-day-current", "ko_KR", "없음 (백야)"), ("polar-night-current", "ko_KR", "없음 (극야)"),
        ("polar-day-current", "en_US", "None (midnight sun)"), ("polar-night-current", "en_US", "None (polar night)"),
    ])
    func polarSun(fixture: String, locale: String, expected: String) throws {
        let view = try PresentationFixtures.presenter(locale).present(current: PresentationFixtures.current(fixture), forecast: nil)
        #expect(view.current?.sunrise?.text == expected)
        #expect(view.current?.sunset?.text == expected)
    }

    @Test("Sunrise and sunset 0 where it is not clear why: unknown, never 1970's time")
    func zeroSunTimesElsewhere() throws {
        var current = try PresentationFixtures.current("seoul-current")
        current.sys.sunrise = 0
        current.sys.sunset = 0
        let view = try PresentationFixtures.presenter("en_US").present(current: current, forecast: nil)
        #expect(view.current?.sunrise == nil)
        #expect(view.current?.sunset == nil)
    }

    @Test("Corrected readings show their corrected values (quirks-forecast)")
    func correctedReadings() throws {
        let presenter = try PresentationFixtures.presenter("ko_KR") { $0.hours = .all }
        let view = try presenter.present(current: nil, forecast: PresentationFixtures.forecast("quirks-forecast"))
        let steps = view.hourly.flatMap(\.items)
        #expect(steps.count == 40)
        #expect(steps[2].wind.summary == "2.6m/s")  // direction 400° left out: speed alone
        #expect(steps[4].chanceOfPrecipitation?.text == "100%")
    }
}

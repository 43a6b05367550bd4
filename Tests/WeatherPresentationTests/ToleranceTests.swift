import Testing
import WeatherCore
import WeatherLocalization
@testable import WeatherPresentation

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

    @Test("Sunrise and sunset 0 beyond the polar circle: midnight sun or polar night, as the sun says", arguments: [
        ("polar-day-current", "ko_KR", "없음 (백야)"), ("polar-night-current", "ko_KR", "없음 (극야)"),
        ("polar-day-current", "en_US", "None (midnight sun)"), ("polar-night-current", "en_US", "None (polar night)"),
    ])
    func polarSun(fixture: String, locale: String, expected: String) throws {
        let view = try PresentationFixtures.presenter(locale).present(current: PresentationFixtures.current(fixture), forecast: nil)
        #expect(view.current?.sunrise?.text == expected)
        #expect(view.current?.sunset?.text == expected)
    }

    struct SunCase: CustomTestStringConvertible, Sendable {
        var name: String
        var lat: Double
        var lon: Double
        var dt: Int
        var icon: String
        var sunTimes: Int?
        var sunrise: String?
        var condition: String
        var testDescription: String { name }
    }

    @Test("Without sunrise and sunset the sun decides, whatever the icon's d or n says", arguments: [
        // The reported response: 75.8° N, 28 April, 14:50 local, marked `n`.
        SunCase(name: "midnight sun marked n", lat: 75.8, lon: 16, dt: 1_777_380_600, icon: "01n", sunTimes: 0,
                sunrise: "None (midnight sun)", condition: "Sunny"),
        SunCase(name: "polar night marked d", lat: 78.2, lon: 15.6, dt: 1_797_854_400, icon: "01d", sunTimes: 0,
                sunrise: "None (polar night)", condition: "Clear"),
        SunCase(name: "the South Pole in December, sunrise and sunset absent", lat: -90, lon: 0, dt: 1_797_854_400, icon: "01n", sunTimes: nil,
                sunrise: "None (midnight sun)", condition: "Sunny"),
        SunCase(name: "the South Pole in June", lat: -90, lon: 0, dt: 1_782_043_200, icon: "01d", sunTimes: 0,
                sunrise: "None (polar night)", condition: "Clear"),
        // Away from the poles no times are shown, and the condition follows the sun's elevation.
        SunCase(name: "the equator at local noon, marked n", lat: 0, lon: 0, dt: 1_774_008_000, icon: "01n", sunTimes: 0,
                sunrise: nil, condition: "Sunny"),
        SunCase(name: "the equator at local midnight, marked d", lat: 0, lon: 0, dt: 1_773_964_800, icon: "01d", sunTimes: nil,
                sunrise: nil, condition: "Clear"),
        // The day the midnight sun begins at 75.8° N is still one of sunrise and sunset.
        SunCase(name: "75.8° N at midnight two days before the midnight sun", lat: 75.8, lon: 0, dt: 1_776_988_800, icon: "01d", sunTimes: 0,
                sunrise: nil, condition: "Clear"),
    ])
    func sunDecides(_ testCase: SunCase) throws {
        var current = try PresentationFixtures.current("polar-day-current")
        current.coord = Coordinates(lon: testCase.lon, lat: testCase.lat)
        current.dt = testCase.dt
        current.weather[0].icon = testCase.icon
        current.sys.sunrise = testCase.sunTimes
        current.sys.sunset = testCase.sunTimes
        let view = try PresentationFixtures.presenter("en_US").present(current: current, forecast: nil)
        #expect(view.current?.sunrise?.text == testCase.sunrise)
        #expect(view.current?.sunset?.text == testCase.sunrise)
        #expect(view.current?.condition.text == testCase.condition)
    }

    @Test("A forecast without sunrise and sunset takes each step's day or night from the sun")
    func forecastStepsFromTheSun() throws {
        // 75.8° N from 28 April 2026, midnight sun: every step is daytime, though marked n.
        let start = 1_777_338_000  // 01:00 UTC
        let steps = (0..<8).map { PresentationFixtures.step(start + $0 * 10_800, day: false) }
        var forecast = PresentationFixtures.forecast(offset: 7200, steps: steps)
        forecast.city.coord = Coordinates(lon: 16, lat: 75.8)
        forecast.city.sunrise = 0
        forecast.city.sunset = 0
        let polar = try PresentationFixtures.presenter("en_US").present(current: nil, forecast: forecast)
        #expect(polar.hourly.flatMap(\.items).map(\.isDaytime) == Array(repeating: true, count: 8))
        #expect(polar.hourly.flatMap(\.items).map(\.condition.text) == Array(repeating: "Sunny", count: 8))
        // At the equator each 3-hour step follows the sun: up from about 06:00 to 18:00 UTC at 0° E (steps at 01:00, 04:00 … 22:00).
        forecast.city.coord = Coordinates(lon: 0, lat: 0)
        forecast.city.sunrise = nil
        forecast.city.sunset = nil
        let equator = try PresentationFixtures.presenter("en_US").present(current: nil, forecast: forecast)
        #expect(equator.hourly.flatMap(\.items).map(\.isDaytime) == [false, false, true, true, true, true, false, false])
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

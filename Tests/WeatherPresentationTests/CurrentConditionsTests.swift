import Testing
import WeatherCore
import WeatherLocalization
@testable import WeatherPresentation

@Suite("Current conditions become a view model formatted for the locale")
struct CurrentConditionsTests {
    /// The conditions without their title and labelled rows, to compare the values alone.
    static func valuesOnly(_ current: CurrentConditionsViewModel) -> CurrentConditionsViewModel {
        var values = current
        values.title = ""
        values.readings = []
        return values
    }

    @Test("Seoul in Korean, with today's range from the forecast")
    func seoulInKorean() throws {
        let view = try PresentationFixtures.presenter("ko_KR").present(
            current: PresentationFixtures.current("seoul-current"), forecast: PresentationFixtures.forecast("seoul-forecast"))
        #expect(view.place == "Seoul, 대한민국")
        #expect(view.language == "ko")
        #expect(view.timeZone == "GMT+09:00")
        #expect(view.temperatureUnit == .celsius)
        #expect(view.current?.title == "현재 날씨")
        #expect(view.current?.readings.map(\.label) == ["기온", "날씨", "체감온도", "최고", "최저", "습도", "바람", "기압", "가시거리", "구름양", "일출", "일몰"])
        #expect(view.current?.readings[2] == ReadingViewModel(
            id: .feelsLike, label: "체감온도", text: "-5°C", accessibilityLabel: "섭씨 영하 5도", value: -5.03))
        #expect(view.current?.readings[6].text == "북서풍 4.6m/s, 순간 최대 8.8m/s")
        #expect(view.current.map(Self.valuesOnly) == CurrentConditionsViewModel(
            observedAtUnix: 1_796_277_000,
            observedAt: "12월 3일 (목) 오후 2:50",
            observedAtLabel: "12월 3일 (목) 오후 2:50 기준",
            temperature: TemperatureText(text: "0°C", accessibilityLabel: "섭씨 0도", value: -0.25),
            feelsLike: TemperatureText(text: "-5°C", accessibilityLabel: "섭씨 영하 5도", value: -5.03),
            high: TemperatureText(text: "0°C", accessibilityLabel: "섭씨 0도", value: 0.39),
            low: TemperatureText(text: "-3°C", accessibilityLabel: "섭씨 영하 3도", value: -2.66),
            condition: ConditionText(id: 800, text: "맑음", icon: "01d", emoji: "☀️", ascii: "*"),
            humidity: AccessibleText(text: "48%", accessibilityLabel: "48%"),
            wind: WindText(
                speed: "4.6m/s", direction: "북서", directionAbbreviation: "북서", summary: "북서풍 4.6m/s",
                accessibilityLabel: "북서풍, 초속 4.6미터, 순간 최대 초속 8.8미터", gust: "8.8m/s", degrees: 320),
            pressure: AccessibleText(text: "1027hPa", accessibilityLabel: "1027헥토파스칼"),
            visibility: AccessibleText(text: "10km", accessibilityLabel: "10킬로미터"),
            cloudCover: AccessibleText(text: "0%", accessibilityLabel: "0%"),
            rain: nil,
            snow: nil,
            sunrise: AccessibleText(text: "오전 7:29", accessibilityLabel: "오전 7:29"),
            sunset: AccessibleText(text: "오후 5:14", accessibilityLabel: "오후 5:14")))
    }

    @Test("Seoul in American English, alone: °F, mph, inHg, miles, the observation's own range")
    func seoulInAmericanEnglish() throws {
        let view = try PresentationFixtures.presenter("en_US").present(
            current: PresentationFixtures.current("seoul-current"), forecast: nil)
        #expect(view.temperatureUnit == .fahrenheit)
        #expect(view.daily.isEmpty && view.hourly.isEmpty)
        #expect(view.current?.readings.map(\.label) == [
            "Temperature", "Conditions", "Feels like", "High", "Low", "Humidity", "Wind", "Pressure", "Visibility", "Cloud cover",
            "Sunrise", "Sunset",
        ])
        // Without a forecast, today's range is not known: the summary shows none (never the station spread).
        #expect(view.now?.today == nil)
        #expect(view.now?.nextChange == nil)
        #expect(view.current.map(Self.valuesOnly) == CurrentConditionsViewModel(
            observedAtUnix: 1_796_277_000,
            observedAt: "Thu, Dec 3, 2:50\u{202F}PM",
            observedAtLabel: "As of Thu, Dec 3, 2:50\u{202F}PM",
            temperature: TemperatureText(text: "32°F", accessibilityLabel: "32 degrees Fahrenheit", value: 31.55),
            feelsLike: TemperatureText(text: "23°F", accessibilityLabel: "23 degrees Fahrenheit", value: 22.946),
            high: TemperatureText(text: "33°F", accessibilityLabel: "33 degrees Fahrenheit", value: 33.008),
            low: TemperatureText(text: "30°F", accessibilityLabel: "30 degrees Fahrenheit", value: 29.624),
            condition: ConditionText(id: 800, text: "Sunny", icon: "01d", emoji: "☀️", ascii: "*"),
            humidity: AccessibleText(text: "48%", accessibilityLabel: "48 percent"),
            wind: WindText(
                speed: "10 mph", direction: "Northwest", directionAbbreviation: "NW", summary: "NW 10 mph",
                accessibilityLabel: "Northwest wind, 10 miles per hour, gusts 20 miles per hour", gust: "20 mph", degrees: 320),
            pressure: AccessibleText(text: "30.33 inHg", accessibilityLabel: "30.33 inches of mercury"),
            visibility: AccessibleText(text: "6.2 mi", accessibilityLabel: "6.2 miles"),
            cloudCover: AccessibleText(text: "0%", accessibilityLabel: "0 percent"),
            rain: nil,
            snow: nil,
            sunrise: AccessibleText(text: "7:29\u{202F}AM", accessibilityLabel: "7:29\u{202F}AM"),
            sunset: AccessibleText(text: "5:14\u{202F}PM", accessibilityLabel: "5:14\u{202F}PM")))
    }

    @Test("Optional fields the API leaves out stay absent, never invented")
    func missingOptionalFields() throws {
        let view = try PresentationFixtures.presenter("ko_KR").present(
            current: PresentationFixtures.current("kathmandu-current"), forecast: nil)
        let current = try #require(view.current)
        #expect(current.visibility == nil)
        #expect(current.wind.direction == nil)
        #expect(current.wind.gust == nil)
        #expect(current.wind.summary == "1.0m/s")
        #expect(current.rain?.text == "0.9mm(비)")
        #expect(current.rain?.accessibilityLabel == "0.9밀리미터(비)")
        #expect(current.condition.text == "비")
        #expect(view.timeZone == "GMT+05:45")
        #expect(current.observedAt == "7월 21일 (화) 오후 2:05")
    }

    @Test("Unknown condition ids fall back to their group", arguments: [
        (905, "en_US", "Unknown"), (809, "en_US", "Cloudy"), (232, "ko_KR", "강한 이슬비를 동반한 뇌우"), (299, "ko_KR", "뇌우"), (0, "en_US", "Unknown"),
        (799, "en_US", "Low Visibility"),
    ])
    func unknownConditionIDs(id: Int, locale: String, expected: String) throws {
        var current = try PresentationFixtures.current("seoul-current")
        current.weather = [WeatherCondition(id: id, main: "", description: "", icon: "01d")]
        let view = try PresentationFixtures.presenter(locale).present(current: current, forecast: nil)
        #expect(view.current?.condition.text == expected)
    }

    @Test("Calm air has no direction", arguments: [("ko_KR", "고요"), ("en_US", "Calm")])
    func calmWind(locale: String, expected: String) throws {
        var current = try PresentationFixtures.current("seoul-current")
        current.wind = Wind(speed: 0.2, deg: 180)
        let wind = try #require(try PresentationFixtures.presenter(locale).present(current: current, forecast: nil).current?.wind)
        #expect(wind.summary == expected)
        #expect(wind.direction == nil)
    }

    @Test("Responses requested in metric or imperial units are read as declared")
    func declaredUnits() throws {
        var current = try PresentationFixtures.current("seoul-current")
        current.units = .imperial
        current.main.temp = 50
        current.wind = Wind(speed: 10, deg: 0)
        let view = try PresentationFixtures.presenter("ko_KR").present(current: current, forecast: nil)
        #expect(view.current?.temperature.text == "10°C")
        #expect(view.current?.wind.speed == "4.5m/s")
        #expect(view.current?.wind.summary == "북풍 4.5m/s")
    }

    @Test("Options: unit override, rounding and time zone")
    func options() throws {
        let presenter = try PresentationFixtures.presenter("ko_KR") { options in
            options.temperature = TemperatureFormatOptions(unit: .fahrenheit, rounding: Rounding(fractionDigits: 1))
            options.timeZone = try WeatherTimeZone("Europe/London")
        }
        let view = try presenter.present(current: PresentationFixtures.current("seoul-current"), forecast: nil)
        #expect(view.current?.temperature.text == "31.6°F")
        #expect(view.current?.observedAt == "12월 3일 (목) 오전 5:50")
        #expect(view.timeZone == "Europe/London")
    }
}

import FoundationEssentials
import Testing
import WeatherCore
import WeatherLocalization
@testable import WeatherPresentation
import WeatherTestSupport

/// One Call 3.0 read into the provider-neutral forecast, and its warnings worded in the
/// user's language with the agency's text kept and tagged.
@Suite("One Call answers and their warnings")
struct OneCallAlertTests {
    static func rome() throws -> Forecast {
        try OpenWeatherDecoder.decodeOneCall(Fixture.data("onecall/rome-onecall.json"), units: .metric)
    }

    @Test("A One Call answer is read whole: the observation, 48 hours, 8 days, the next hour, the alerts")
    func readsWhole() throws {
        let forecast = try Self.rome()
        #expect(forecast.observation?.temperature == 12.94)
        #expect(forecast.observation?.dewPoint == 9.79)
        #expect(forecast.observation?.uvIndex == 0.21)
        #expect(forecast.steps?.items.count == 48)
        #expect(forecast.steps?.stepSeconds == 3600)
        #expect(forecast.days.count == 8)
        #expect(forecast.days[1].moonrise == 0)
        #expect(forecast.minutely.count == 61)
        #expect(forecast.alerts.map(\.event) == ["Yellow Thunderstorm Warning", "Yellow Wind Warning"])
        #expect(forecast.location.clock == .identifier("Europe/Rome", offsetSeconds: 3600, path: "timezone"))
    }

    @Test("A broken One Call answer names the JSON path of what is wrong")
    func brokenNamesPath() throws {
        let body = Data(#"{"lat": 41.9, "lon": 12.5, "hourly": [{"dt": 1796571000, "temp": -300}]}"#.utf8)
        #expect(throws: OpenWeatherDecodingError.invalidValue(path: "hourly[0].temp", reason: .belowAbsoluteZero(-300, .metric))) {
            try OpenWeatherDecoder.decodeOneCall(body, units: .metric)
        }
        let noLatitude = Data(#"{"lon": 12.5}"#.utf8)
        #expect(throws: OpenWeatherDecodingError.missingField(path: "lat")) { try OpenWeatherDecoder.decodeOneCall(noLatitude) }
    }

    @Test("The Italian yellow thunderstorm warning in Korean, the English original tagged, the expired wind warning left out")
    func koreanFrame() throws {
        let view = try PresentationFixtures.presenter("ko_KR").present(Self.rome())
        let alerts = try #require(view.alerts)
        #expect(view.alertsTitle == "기상특보")
        #expect(alerts.count == 1)
        let alert = try #require(alerts.first)
        #expect(alert.kind == .thunderstorm)
        #expect(alert.level == "yellow")
        #expect(alert.title == "뇌우 황색경보")
        #expect(alert.period == "12월 6일 (일) 오후 11:59까지")
        #expect(alert.original.language == "en")
        #expect(alert.original.event == "Yellow Thunderstorm Warning")
        #expect(alert.original.label == "원문")
        #expect(view.hourlyTitle == "시간별 예보")
        #expect(view.daily.count == 8)
        #expect(view.timeZone == "Europe/Rome")
    }

    @Test("Levels as the senders state them, in English", arguments: [
        ("Yellow Wind Warning", "", "yellow", "Yellow warning: Wind"),
        ("Moderate thunderstorm warning", "", "yellow", "Yellow warning: Thunderstorms"),
        ("Severe flood warning", "", "orange", "Orange warning: Flooding"),
        ("Wind Advisory", "", "advisory", "Advisory: Wind"),
        ("Winter Storm Watch", "", "watch", "Watch: Snow and ice"),
        ("STURMBÖEN", "Es treten Sturmböen auf. Warnstufe 2 von 4.", "dwd-2", "Warning level 2 of 4: Wind"),
        ("GLÄTTE", "Level 1 of 4: slippery roads", "dwd-1", "Warning level 1 of 4: Snow and ice"),
        ("Гололедно-изморозевое отложение", "", nil, "Weather warning: Snow and ice"),
    ] as [(String, String, String?, String)])
    func levels(event: String, description: String, level: String?, title: String) throws {
        let forecast = Self.forecast(alerts: [WeatherAlert(senderName: "", event: event, start: 1_796_560_000, end: 1_796_600_000, description: description)])
        let alert = try #require(PresentationFixtures.presenter("en_US").present(forecast).alerts?.first)
        #expect(alert.level == level)
        #expect(alert.title == title)
    }

    @Test("Russia's English and Russian copies are one alert each, in Russian for a Russian reader, in English for a Korean one")
    func pairsMerged() throws {
        let start = 1_796_560_000, end = 1_796_600_000
        let alerts = [
            WeatherAlert(senderName: "", event: "Freezing rain, icing", start: start, end: end,
                         description: "Freezing rain and icing on roads", tags: ["Snow/Ice", "Rain", "Other dangers"]),
            WeatherAlert(senderName: "", event: "Гололедно-изморозевое отложение", start: start, end: end,
                         description: "Гололед на дорогах", tags: ["Snow/Ice"]),
            WeatherAlert(senderName: "", event: "Strong wind", start: start, end: end, description: "Wind gusts 17-22 m/s", tags: ["Wind"]),
            WeatherAlert(senderName: "", event: "Сильный ветер", start: start, end: end, description: "Порывы ветра 17-22 м/с", tags: ["Wind"]),
        ]
        let russian = try #require(PresentationFixtures.presenter("ru_RU").present(Self.forecast(alerts: alerts)).alerts)
        #expect(russian.count == 2)
        #expect(russian.map(\.original.event) == ["Гололедно-изморозевое отложение", "Сильный ветер"])
        #expect(russian.map(\.original.language) == ["ru", "ru"])
        #expect(russian.map(\.original.otherLanguages) == [["en"], ["en"]])
        #expect(russian.map(\.title) == ["Метеопредупреждение: снег и гололёд", "Метеопредупреждение: сильный ветер"])
        let korean = try #require(PresentationFixtures.presenter("ko_KR").present(Self.forecast(alerts: alerts)).alerts)
        #expect(korean.map(\.original.event) == ["Freezing rain, icing", "Strong wind"])
        #expect(korean.map(\.title) == ["대설·결빙 특보", "강풍 특보"])
    }

    @Test("A KMA-style Korean warning: 강풍주의보 is a wind advisory, framed in each reader's words, the original tagged Korean")
    func koreanAgency() throws {
        let alert = WeatherAlert(
            senderName: "기상청", event: "강풍주의보", start: 1_796_560_000, end: 1_796_600_000,
            description: "서해5도 강풍주의보 발표\n순간풍속 20m/s 이상", tags: [])
        let korean = try #require(PresentationFixtures.presenter("ko_KR").present(Self.forecast(alerts: [alert])).alerts?.first)
        #expect(korean.kind == .wind)
        #expect(korean.level == "advisory")
        #expect(korean.title == "강풍 주의보")
        #expect(korean.sender == "발표: 기상청")
        #expect(korean.original.language == "ko")
        #expect(korean.original.description == "서해5도 강풍주의보 발표\n순간풍속 20m/s 이상")
        let english = try #require(PresentationFixtures.presenter("en_US").present(Self.forecast(alerts: [alert])).alerts?.first)
        #expect(english.title == "Advisory: Wind")
        #expect(english.original.event == "강풍주의보")
    }

    @Test("An agency's text never carries escapes or bidi overrides, keeps its line breaks and is bounded")
    func hostileText() throws {
        let hostile = "Gale\u{1B}[2J\u{1B}]0;owned\u{07} warning\u{202E}dlrow\r\nLine two\n" + String(repeating: "x", count: 10_000)
        let forecast = Self.forecast(alerts: [WeatherAlert(senderName: "NWS\u{1B}[31m", event: "Gale Warning\u{1B}[5m", start: 1_796_560_000, end: 1_796_600_000, description: hostile)])
        let alert = try #require(PresentationFixtures.presenter("en_US").present(forecast).alerts?.first)
        #expect(alert.original.event == "Gale Warning[5m")
        #expect(alert.sender == "Issued by NWS[31m")
        #expect(alert.original.description.hasPrefix("Gale[2J]0;owned warningdlrow\nLine two\nxxx"))
        #expect(alert.original.description.unicodeScalars.count == 4001)
        #expect(alert.original.description.hasSuffix("x…"))
        #expect(!alert.original.description.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    @Test("A feed that carries warnings says when there are none; 2.5 says nothing")
    func noneAndAbsent() throws {
        let none = try PresentationFixtures.presenter("en_US").present(Self.forecast(alerts: []))
        #expect(none.alerts == [])
        let twoFive = try PresentationFixtures.presenter("en_US").present(current: PresentationFixtures.current("seoul-current"), forecast: nil)
        #expect(twoFive.alerts == nil)
        #expect(twoFive.alertsTitle == nil)
    }

    /// An observation at 2026-12-06 12:00 UTC in Moscow's zone and the given alerts.
    static func forecast(alerts: [WeatherAlert]) -> Forecast {
        var forecast = Forecast(
            location: ForecastLocation(name: "Moscow", countryCode: "RU", coordinates: Coordinates(lon: 37.6, lat: 55.75),
                                       clock: .identifier("Europe/Moscow", offsetSeconds: 10_800, path: "timezone")),
            observation: Observation(time: 1_796_558_400, units: ReadingUnits(temperature: .celsius), temperature: -3, wind: WindReading(speed: 4)),
            alerts: alerts)
        forecast.carriesAlerts = true
        return forecast
    }
}

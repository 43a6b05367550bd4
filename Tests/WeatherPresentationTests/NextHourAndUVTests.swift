import FoundationEssentials
import Testing
import WeatherCore
import WeatherLocalization
@testable import WeatherPresentation
import WeatherTestSupport

/// One Call's minutes, UV index and dew point, as the view model words them.
@Suite("The next hour, UV on the place's scale, the dew point")
struct NextHourAndUVTests {
    @Test("Rain starting 12 minutes after the observation is said in the headline, in Korean and English")
    func nowcastStarts() throws {
        let rome = try OneCallAlertTests.rome()
        let korean = try #require(PresentationFixtures.presenter("ko_KR").present(rome).now?.nowcast)
        #expect(korean.kind == .rainStarts)
        #expect(korean.minutes == 12)
        #expect(korean.text == "12분 후부터 비")
        #expect(korean.intensities.count == 61)
        let english = try #require(PresentationFixtures.presenter("en_US").present(rome).now?.nowcast)
        #expect(english.text == "Rain starting in 12 min")
    }

    @Test("Snow stopping: the observation says snow and the minutes turn dry after 25")
    func nowcastStops() throws {
        var forecast = OneCallAlertTests.forecast(alerts: [])
        forecast.observation?.condition = SkyCondition(code: .openWeather(601), icon: "13d")
        let start = forecast.observation?.time ?? 0
        forecast.minutely = (0...60).map { MinutePrecipitation(time: start + 60 * $0, millimetresPerHour: $0 < 25 ? 1.2 : 0) }
        let nowcast = try #require(PresentationFixtures.presenter("de_DE").present(forecast).now?.nowcast)
        #expect(nowcast.kind == .snowStops)
        #expect(nowcast.text == "Schnee endet in 25 Min.")
        // Dry all hour: nothing to say.
        forecast.minutely = (0...60).map { MinutePrecipitation(time: start + 60 * $0, millimetresPerHour: 0.05) }
        #expect(try PresentationFixtures.presenter("de_DE").present(forecast).now?.nowcast == nil)
    }

    @Test("UV categories on the WHO's and China's scales", arguments: [
        ("ko_KR", 5.4, nil, "5 (보통)"), ("en_US", 2.49, nil, "2 (Low)"), ("en_US", 2.5, nil, "3 (Moderate)"),
        ("en_US", 11.2, nil, "11 (Extreme)"), ("ja_JP", 8, nil, "8（非常に強い）"), ("zh_Hant_TW", 6, nil, "6（高量級）"),
        ("zh_Hans_CN", 5.4, "CN", "5（中等）"), ("zh_Hans_CN", 9.6, "CN", "10（很强）"), ("zh_Hans_CN", 9.4, "CN", "9（强）"),
    ] as [(String, Double, String?, String)])
    func uvCategories(locale: String, index: Double, country: String?, expected: String) throws {
        var forecast = OneCallAlertTests.forecast(alerts: [])
        forecast.location.countryCode = country
        forecast.observation?.uvIndex = index
        let current = try #require(PresentationFixtures.presenter(locale).present(forecast).current)
        #expect(current.uvIndex?.text == expected)
        #expect(current.readings.last { $0.id == .uvIndex }?.text == expected)
    }

    @Test("The dew point is a reading where the feed gives one, and each day has its highest UV")
    func dewPointAndDailyUV() throws {
        let view = try PresentationFixtures.presenter("en_GB").present(OneCallAlertTests.rome())
        #expect(view.current?.dewPoint?.text == "10°C")
        #expect(view.current?.readings.map(\.id).suffix(2) == [.uvIndex, .dewPoint])
        #expect(view.daily.first?.uvIndexMax?.text == "UV up to 2 (Low)")
        // 2.5 answers carry neither: their rows stay as they were.
        let twoFive = try PresentationFixtures.presenter("en_GB").present(current: PresentationFixtures.current("seoul-current"), forecast: nil)
        #expect(twoFive.current?.readings.last?.id == .sunset)
    }
}

@Suite("One Call values no sky gives")
struct ImplausibleOneCallTests {
    @Test("A UV index of 1e300 is refused at its path, never rounded into a trap")
    func absurdUV() throws {
        let body = Data(#"{"lat": 41.9, "lon": 12.5, "current": {"dt": 1796571000, "temp": 12, "uvi": 1e300}}"#.utf8)
        let error = #expect(throws: OpenWeatherDecodingError.self) { try OpenWeatherDecoder.decodeOneCall(body, units: .metric) }
        guard case .invalidValue(let path, _)? = error else { Issue.record("expected an invalid value, got \(String(describing: error))"); return }
        #expect(path == "current.uvi")
        #expect(UVIndexScale.rounded(.infinity) == 0)
        #expect(UVIndexScale.rounded(1e300) == 50)
    }

    @Test("Thousands of warnings cost no square of them: the first 64 in force are grouped")
    func manyAlerts() throws {
        let alerts = (0..<5_000).map { index in
            WeatherAlert(senderName: "Agency \(index)", event: "Wind Advisory", start: 1_796_560_000, end: 1_796_600_000, description: "")
        }
        let view = try PresentationFixtures.presenter("en_US").present(OneCallAlertTests.forecast(alerts: alerts))
        #expect(view.alerts?.count == 64)
    }
}

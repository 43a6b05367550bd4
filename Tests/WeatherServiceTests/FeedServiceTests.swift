import OpenWeatherAPI
import Testing
import WeatherService
import WeatherTestServer

/// The operator's feed (`[serve]`'s `source`): Open-Meteo or One Call behind the same routes,
/// never chosen by a client.
@Suite("The service on the operator's feed")
struct FeedServiceTests {
    @Test("Open-Meteo: Seoul in Korean, its air on Korea's scale, the credit under the text and in the page and the JSON")
    func openMeteo() async throws {
        let harness = try await ServiceHarness.start(feed: .openMeteo)
        let text = await harness.get("/%EC%84%9C%EC%9A%B8?format=text&lang=ko")
        let page = await harness.get("/Seoul?format=html&lang=en")
        let json = await harness.get("/Seoul?format=json&lang=en")
        await harness.stop()
        #expect(text.status == 200)
        #expect(text.text.hasPrefix("서울, 대한민국\n"))
        #expect(text.text.contains("\n대기질\n통합대기환경지수"))
        #expect(text.text.hasSuffix("\n날씨 데이터 제공: Open-Meteo.com\n"))
        #expect(page.status == 200)
        #expect(page.text.contains("Weather data by Open-Meteo.com</a>"))
        #expect(json.text.contains(#""attribution":"Weather data by Open-Meteo.com""#) || json.text.contains(#""attribution" : "Weather data by Open-Meteo.com""#))
        #expect(harness.upstreamPaths.allSatisfy { $0.hasPrefix("/v1/") })
    }

    @Test("?source= is not a client's choice: the operator's feed answers")
    func notClientsChoice() async throws {
        let harness = try await ServiceHarness.start(feed: .openMeteo)
        let answer = await harness.get("/Seoul?format=line&lang=en&source=openweather")
        await harness.stop()
        #expect(!harness.upstreamPaths.contains { $0.hasPrefix("/data/") })
        #expect(answer.status == 400 || answer.text.hasPrefix("Seoul, South Korea: Sunny"))
    }

    @Test("One Call as the operator's feed: the warning first, eight days")
    func oneCall() async throws {
        let harness = try await ServiceHarness.start(feed: .oneCall)
        let answer = await harness.get("/?lat=41.89&lon=12.48&format=text&lang=en-US")
        await harness.stop()
        #expect(answer.status == 200)
        #expect(answer.text.contains("\nWarnings\n⚠ Yellow warning: Thunderstorms"))
        #expect(answer.text.contains("\n8-Day Forecast\n"))
        #expect(harness.upstreamPaths.contains("/data/3.0/onecall"))
    }
}

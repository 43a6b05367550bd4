import WeatherService
import Testing
import WeatherTestServer

/// Air quality in the service: on the place's scale by default, `?aqi=` to choose one,
/// `?air=0` for none, and a failing Air Pollution endpoint never costs the weather.
@Suite("Air quality in the service")
struct AirQualityServiceTests {
    @Test("Seoul in Korean shows Korea's scale under the current conditions")
    func korean() async throws {
        let harness = try await ServiceHarness.start()
        let answer = await harness.get("/Seoul?format=text&lang=ko")
        #expect(answer.status == 200)
        #expect(answer.text.contains("\n대기질\n통합대기환경지수"))
        #expect(answer.text.contains("\n미세먼지 "))
        await harness.stop()
    }

    @Test("?aqi=us rates the same air on the US AQI; ?air=0 asks for none and shows none")
    func chosenScaleAndNone() async throws {
        let harness = try await ServiceHarness.start()
        let us = await harness.get("/Seoul?format=text&lang=en-US&aqi=us")
        #expect(us.text.contains("\nAir quality\nUS AQI "))
        await harness.stop()
        let quiet = try await ServiceHarness.start()
        let none = await quiet.get("/Seoul?format=text&lang=ko&air=0")
        #expect(none.status == 200)
        #expect(!none.text.contains("대기질"))
        #expect(quiet.upstreamPaths.sorted() == ["/data/2.5/forecast", "/data/2.5/weather", "/geo/1.0/direct"])
        await quiet.stop()
    }

    @Test("A bad ?air or ?aqi value is a 400 naming it", arguments: [("air=2", "air"), ("aqi=jp", "aqi")])
    func badValues(query: String, name: String) async throws {
        let harness = try await ServiceHarness.start()
        let answer = await harness.get("/Seoul?format=json&lang=en&\(query)")
        #expect(answer.status == 400)
        #expect(answer.text.contains("“\(name)”"))
        await harness.stop()
    }

    @Test("Air Pollution answering 500: the weather is served, with one line saying air quality could not be had")
    func failingAirEndpoint() async throws {
        let harness = try await ServiceHarness.start { request in
            request.path.hasPrefix("/data/2.5/air_pollution")
                ? TestResponse(status: 500, body: Array(#"{"cod":500,"message":"Internal error"}"#.utf8))
                : OpenWeatherReplay.respond(request)
        }
        let answer = await harness.get("/Seoul?format=text&lang=ko")
        #expect(answer.status == 200)
        #expect(answer.text.contains("\n대기질 정보를 가져오지 못했습니다\n"))
        #expect(answer.text.contains("\n현재 날씨\n"))
        await harness.stop()
    }
}

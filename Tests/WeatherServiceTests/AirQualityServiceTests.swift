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

    /// The service's Seoul air: ozone's 8-hour mean, about 20 µg/m³, × 24.45 / 47.997 = 10 ppb.
    @Test("The page: each row in its agency's unit with its own window; the AQHI's rows without a risk word")
    func pageRows() async throws {
        let harness = try await ServiceHarness.start()
        let us = await harness.get("/Seoul?lang=en-US&aqi=us", ["accept": "text/html"])
        #expect(us.status == 200)
        // The page keeps a number and its unit together (a no-break space).
        #expect(us.text.contains(
            "<dt>Ozone</dt><dd><span aria-hidden=\"true\">10\u{A0}ppb</span><span class=\"spoken\">10\u{A0}parts per billion</span> <svg"))
        #expect(us.text.contains("</svg> Good <small>8-hr average</small></dd>"))
        #expect(us.text.contains("<small>Hourly value</small>"))
        // The AQHI's 3-hour means: ozone, about 21 µg/m³, × 24.45 / 47.997 = 11 ppb.
        let canada = await harness.get("/Seoul?lang=en-CA&aqi=ca", ["accept": "text/html"])
        #expect(canada.text.contains(
            "<dt>Ozone</dt><dd><span aria-hidden=\"true\">11\u{A0}ppb</span><span class=\"spoken\">11\u{A0}parts per billion</span> <small>3-hr average</small></dd>"))
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

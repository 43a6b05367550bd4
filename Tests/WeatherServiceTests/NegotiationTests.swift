import Testing
import WeatherService

@Suite("Language and format negotiation")
struct NegotiationTests {
    @Test("Accept-Language with q-values picks the locale; an unknown tag falls to the next", arguments: [
        ("ko-KR,ko;q=0.9,en;q=0.8", "ko-KR", "서울, 대한민국"),
        ("fr-CA", "fr-CA", "Séoul, Corée du Sud"),
        ("xx-YY, de;q=0.5", "de", "Seoul, Südkorea"),
        ("en;q=0.2, ja;q=0.9", "ja", "ソウル、韓国"),
        ("fr;q=0, es", "es", "Seúl, Corea del Sur"),
        ("nl-NL, en;q=0.5", "en", "Seoul, South Korea"),
        ("nl-NL", "nl-NL", "Seoul, Zuid-Korea: Sunny"),
        ("*", "en-US", "Seoul, South Korea"),
        ("", "en-US", "Seoul, South Korea"),
        ("ar-EG;q=1.0", "ar-EG", "سيول، كوريا الجنوبية"),
        ("zh-TW,zh;q=0.9", "zh-TW", "首爾，南韓"),
    ])
    func acceptLanguage(header: String, language: String, place: String) async throws {
        let harness = try await ServiceHarness.start()
        let answer = await harness.get("/Seoul?format=line", ["accept-language": header])
        #expect(answer.status == 200)
        #expect(answer.header("Content-Language") == language)
        #expect(answer.text.hasPrefix(place))
        await harness.stop()
    }

    @Test("fr-CA gets French words with Canada's units; ?unit= overrides the locale's preference")
    func unitsFollowTheRegion() async throws {
        let harness = try await ServiceHarness.start()
        let canada = await harness.get("/Seoul?format=json", ["accept-language": "fr-CA"])
        #expect(canada.text.contains("\"temperatureUnit\" : \"celsius\""))
        #expect(canada.text.contains("\"windSpeed\" : \"kilometer-per-hour\""))
        let fahrenheit = await harness.get("/Seoul?format=line&lang=ko&unit=fahrenheit")
        #expect(fahrenheit.text.contains("32°F"))
        await harness.stop()
    }

    @Test("?lang= wins over Accept-Language, with its -u- keywords")
    func langParameter() async throws {
        let harness = try await ServiceHarness.start()
        let answer = await harness.get("/Seoul?format=line&lang=en-US-u-mu-celsius", ["accept-language": "ko"])
        #expect(answer.header("Content-Language") == "en-US-u-mu-celsius")
        #expect(answer.text.contains("0°C"))
        await harness.stop()
    }

    @Test("Private-use and unknown -u- extensions do not change the answer, so they take no render or cache slot of their own")
    func extensionsThatChangeNothing() async throws {
        let harness = try await ServiceHarness.start()
        let plain = await harness.get("/Seoul?format=line&lang=en-US")
        var answers = [ServiceResponse]()
        for variant in 0..<10 { answers.append(await harness.get("/Seoul?format=line&lang=en-US-x-v\(variant)")) }
        answers.append(await harness.get("/Seoul?format=line", ["accept-language": "en-US-u-zz-abc"]))
        answers.append(await harness.get("/Seoul?format=line", ["accept-language": "en-US-x-v3"]))
        for answer in answers {
            #expect(answer.body == plain.body)
            #expect(answer.header("Content-Language") == "en-US")
        }
        // One render (the first), every other answer from the cache; -u-hc- changes the times, so it renders anew.
        let metrics = await harness.get("/metrics")
        #expect(metrics.text.contains("weather_rendered_cache_total{result=\"miss\"} 1\n"))
        #expect(metrics.text.contains("weather_rendered_cache_total{result=\"hit\"} 12\n"))
        let hours = await harness.get("/Seoul?format=line&lang=en-US-u-hc-h23-x-v1")
        #expect(hours.header("Content-Language") == "en-US-u-hc-h23")
        await harness.stop()
    }

    @Test("Accept decides the format: a browser gets the page, JSON clients the view model, curl the text", arguments: [
        ("text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", "text/html; charset=utf-8"),
        ("application/json", "application/json; charset=utf-8"),
        ("text/markdown", "text/markdown; charset=utf-8"),
        ("*/*", "text/plain; charset=utf-8"),
        ("image/png", "text/plain; charset=utf-8"),
    ])
    func acceptFormat(accept: String, contentType: String) async throws {
        let harness = try await ServiceHarness.start()
        let answer = await harness.get("/Seoul", ["accept": accept])
        #expect(answer.status == 200)
        #expect(answer.header("Content-Type") == contentType)
        await harness.stop()
    }

    @Test("The JSON is the view model weather --format json prints (schema version 2)")
    func jsonIsTheViewModel() async throws {
        let harness = try await ServiceHarness.start()
        let answer = await harness.get("/Seoul?format=json&lang=ko")
        #expect(answer.text.hasPrefix("{\n  \"current\" : {"))
        #expect(answer.text.contains("\"schemaVersion\" : 2"))
        #expect(answer.text.contains("\"place\" : \"서울, 대한민국\""))
        await harness.stop()
    }

    @Test("ANSI colour only on ?color=always")
    func color() async throws {
        let harness = try await ServiceHarness.start()
        let plain = await harness.get("/Seoul?lang=ko")
        #expect(!plain.body.contains(0x1B))
        let colored = await harness.get("/Seoul?lang=ko&color=always")
        #expect(colored.body.contains(0x1B))
        await harness.stop()
    }
}

import HTTPTypes
import WeatherCore
import Testing
import WeatherService
import WeatherTestServer

@Suite("Sharing, caching and the upstream budget")
struct CachingTests {
    @Test("200 simultaneous first requests for /Seoul make one geocoding, one current and one forecast call")
    func coalescing() async throws {
        let harness = try await ServiceHarness.start { request in
            var response = OpenWeatherReplay.respond(request)
            response.delay = .milliseconds(200)  // all 200 arrive while the first calls are out
            return response
        }
        let statuses = await withTaskGroup(of: Int.self) { group in
            for index in 0..<200 {
                group.addTask { await harness.get("/Seoul", ["accept-language": index % 2 == 0 ? "ko" : "en"]).status }
            }
            return await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(statuses == Array(repeating: 200, count: 200))
        // The weather and the air at the same place, each asked once for all 200.
        #expect(harness.upstreamPaths.sorted() == [
            "/data/2.5/air_pollution", "/data/2.5/air_pollution/forecast", "/data/2.5/air_pollution/history",
            "/data/2.5/forecast", "/data/2.5/weather", "/geo/1.0/direct",
        ])
        await harness.stop()
    }

    @Test("A second request is answered from the cache: no upstream call, the same ETag, max-age counting down")
    func cachedAnswer() async throws {
        let harness = try await ServiceHarness.start()
        let first = await harness.get("/Seoul?lang=ko")
        harness.clock.advance(100)
        let second = await harness.get("/Seoul?lang=ko")
        #expect(second.body == first.body)
        #expect(second.header("ETag") == first.header("ETag"))
        #expect(second.header("Cache-Control") == "max-age=500")
        #expect(harness.upstreamPaths.count == 6)
        let metrics = await harness.get("/metrics")
        #expect(metrics.text.contains("weather_rendered_cache_total{result=\"hit\"} 1"))
        #expect(metrics.text.contains("weather_upstream_requests_total{endpoint=\"forecast\",outcome=\"ok\"} 1"))
        #expect(metrics.text.contains("weather_http_requests_total{route=\"forecast\",status=\"200\"} 2"))
        await harness.stop()
    }

    @Test("Names that case-fold alike but that the upstream tells apart never share an answer (the Kelvin sign)")
    func keyedAsAsked() async throws {
        // The upstream finds another place for the name with U+212A KELVIN SIGN than for
        // "Kathmandu": the second user must get Kathmandu, not the first user's answer.
        let harness = try await ServiceHarness.start { request in
            guard request.path == "/geo/1.0/direct" else { return OpenWeatherReplay.respond(request) }
            var asked = request
            // Compared as bytes: Swift's == holds U+212A and K as canonically equivalent.
            if request.query["q"].map({ Array($0.utf8) }) == Array("\u{212A}athmandu".utf8) { asked.uri = "/geo/1.0/direct?q=Seoul&limit=5&appid=" + OpenWeatherReplay.apiKey }
            return OpenWeatherReplay.respond(asked)
        }
        let kelvin = await harness.get("/%E2%84%AAathmandu?format=line&lang=en-GB")
        let latin = await harness.get("/Kathmandu?format=line&lang=en-GB")
        #expect(kelvin.text.hasPrefix("Seoul, South Korea: "))
        #expect(latin.text.hasPrefix("Kathmandu, Nepal: "))
        #expect(harness.upstream.requests.filter { $0.path == "/geo/1.0/direct" }.map { Array(($0.query["q"] ?? "").utf8) }
                == [Array("\u{212A}athmandu".utf8), Array("Kathmandu".utf8)])
        await harness.stop()
    }

    @Test("If-None-Match with the current tag (strong, weak or in a list) is a 304 without a body")
    func notModified() async throws {
        let harness = try await ServiceHarness.start()
        let first = await harness.get("/Seoul?lang=ko")
        let tag = first.header("ETag") ?? "(none)"
        #expect(tag.count == 18)
        for header in [tag, "W/" + tag, "\"other\", " + tag, "*"] {
            let again = await harness.get("/Seoul?lang=ko", ["if-none-match": header])
            #expect(again.status == 304)
            #expect(again.body.isEmpty)
            #expect(again.header("ETag") == tag)
        }
        let changed = await harness.get("/Seoul?lang=ko", ["if-none-match": "\"other\""])
        #expect(changed.status == 200)
        await harness.stop()
    }

    @Test("After ten minutes the data is fetched again")
    func expiry() async throws {
        let harness = try await ServiceHarness.start()
        _ = await harness.get("/Seoul")
        harness.clock.advance(601)
        let again = await harness.get("/Seoul")
        #expect(again.status == 200)
        // The place stays known for 30 days and the air's past day for an hour: only current,
        // forecast and the air's now and forecast are asked again.
        #expect(harness.upstreamPaths.count == 10)
        await harness.stop()
    }

    @Test("When OpenWeather fails, the last answer is served with its age; past the stale limit, 503 with Retry-After")
    func staleIfError() async throws {
        let failing = Locked(false)
        let harness = try await ServiceHarness.start(staleLimitSeconds: 3600) { request in
            failing.withLock { $0 } ? .json(#"{"cod":500,"message":"down"}"#, status: 500) : OpenWeatherReplay.respond(request)
        }
        _ = await harness.get("/Seoul?lang=ko")
        failing.withLock { $0 = true }
        harness.clock.advance(900)
        let stale = await harness.get("/Seoul?lang=ko")
        #expect(stale.status == 200)
        #expect(stale.header("Age") == "900")
        #expect(stale.header("Cache-Control") == "max-age=0")
        #expect(stale.text.contains("15분 전"))
        harness.clock.advance(3600)
        let gone = await harness.get("/Seoul?lang=ko")
        #expect(gone.status == 503)
        #expect(gone.header("Retry-After") == "60")
        #expect(gone.text == "지금은 날씨 정보를 가져올 수 없습니다. 잠시 후 다시 시도해 주세요.\n")
        await harness.stop()
    }

    @Test("Past the per-minute budget: stale data if there is some, else 503 with Retry-After; never another call")
    func budget() async throws {
        let harness = try await ServiceHarness.start(upstreamPerMinute: 3)
        #expect(await harness.get("/Seoul").status == 200)
        let refused = await harness.get("/New%20York")
        #expect(refused.status == 503)
        #expect(refused.header("Retry-After") == "20")
        #expect(harness.upstreamPaths.count == 3)
        harness.clock.advance(60)
        #expect(await harness.get("/New%20York").status == 200)
        await harness.stop()
    }

    @Test("An upstream timeout with nothing cached is a 504")
    func timeout() async throws {
        let harness = try await ServiceHarness.start(timeoutSeconds: 0.5) { request in
            var response = OpenWeatherReplay.respond(request)
            response.delay = .seconds(3)
            return response
        }
        let answer = await harness.get("/Seoul?lang=ko")
        #expect(answer.status == 504)
        #expect(answer.text == "날씨 정보 제공처의 응답 시간이 초과되었습니다. 잠시 후 다시 시도해 주세요.\n")
        await harness.stop()
    }

    @Test("The API key appears in no answer, header or metric, whatever happens")
    func keyNeverLeaks() async throws {
        let harness = try await ServiceHarness.start { request in
            request.path == "/data/2.5/forecast"
                ? .json(#"{"cod":"400","message":"bad"}"#, status: 400) : OpenWeatherReplay.respond(request)
        }
        var answers = [await harness.get("/Seoul"), await harness.get("/Seoul?format=json"), await harness.get("/Atlantis")]
        answers.append(await harness.get("/Seoul", ["accept": "text/html"]))
        answers.append(await harness.get("/metrics"))
        for answer in answers {
            #expect(!answer.text.contains(OpenWeatherReplay.apiKey))
            #expect(!answer.headers.contains { $0.value.contains(OpenWeatherReplay.apiKey) })
        }
        #expect(answers[0].status == 503)
        await harness.stop()
    }
}

@Suite("Upstream answers the service cannot use")
struct UpstreamFailureTests {
    @Test("Another API's JSON from upstream is a 502 in the negotiated language, and is not cached")
    func badGateway() async throws {
        let harness = try await ServiceHarness.start { request in
            request.path == "/data/2.5/forecast" ? .json(#"{"hello":"world"}"#) : OpenWeatherReplay.respond(request)
        }
        let answer = await harness.get("/Seoul", ["accept-language": "fr-FR"])
        #expect(answer.status == 502)
        #expect(answer.header("Content-Language") == "fr-FR")
        #expect(answer.text == "Le service météo a envoyé des données impossibles à afficher\n")
        // Remembered briefly (the same 502, no second call for it), never kept: asked again 31 s later.
        let again = await harness.get("/Seoul", ["accept-language": "fr-FR"])
        #expect(again.status == 502)
        #expect(harness.upstreamPaths.filter { $0 == "/data/2.5/forecast" }.count == 1)
        harness.clock.advance(31)
        _ = await harness.get("/Seoul")
        #expect(harness.upstreamPaths.filter { $0 == "/data/2.5/forecast" }.count == 2)
        await harness.stop()
    }
}

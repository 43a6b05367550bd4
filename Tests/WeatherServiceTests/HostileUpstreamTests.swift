import Testing
import WeatherService
import WeatherTestServer

/// The replay, except that requests to `path` get `response`.
func replacing(_ path: String, with response: TestResponse) -> @Sendable (ReceivedRequest) -> TestResponse {
    { request in request.path == path ? response : OpenWeatherReplay.respond(request) }
}

/// Each upstream here misbehaves in one way; the service must neither spend everyone's
/// budget on it nor pass its misbehaviour on to clients.
@Suite("An upstream that misbehaves, and the budget it must not spend")
struct HostileUpstreamTests {
    @Test("A redirect to another host is not followed: that host never sees the key; the answer is a 503")
    func redirectToAnotherHost() async throws {
        let elsewhere = try await TestHTTPServer { _ in .json("[]") }
        let harness = try await ServiceHarness.start(respond: replacing(
            "/geo/1.0/direct", with: TestResponse(status: 302, headers: [("Location", elsewhere.baseURL + "/geo/1.0/direct")], body: [])))
        let answer = await harness.get("/Seoul")
        #expect(answer.status == 503)
        #expect(elsewhere.requests.isEmpty)
        await elsewhere.shutdown()
        await harness.stop()
    }

    @Test("A name the place search refuses (400 Nothing to geocode) is the client's 400 naming the place, not a 503")
    func nothingToGeocode() async throws {
        let harness = try await ServiceHarness.start()
        let answer = await harness.get("/%2C")
        #expect(answer.status == 400)
        #expect(answer.text == "The value of “place” is not valid\n")
        await harness.stop()
    }

    @Test("Retries are calls: each one is counted, in the metrics and against the budget")
    func retriesCounted() async throws {
        let harness = try await ServiceHarness.start(upstreamPerMinute: 8, retries: 2, respond: replacing(
            "/geo/1.0/direct", with: .json(#"{"cod":500,"message":"Internal error"}"#, status: 500)))
        #expect(await harness.get("/Seoul").status == 503)
        #expect(harness.upstreamPaths == Array(repeating: "/geo/1.0/direct", count: 3))
        let metrics = await harness.get("/metrics")
        #expect(metrics.text.contains(#"weather_upstream_requests_total{endpoint="direct",outcome="server_error"} 3"#))
        // 8 a minute, 3 spent: a new place may spend down to the reserve of 2, so one more
        // name gets its three attempts and the names after it none.
        for name in ["A1", "A2", "A3", "A4"] { _ = await harness.get("/" + name) }
        #expect(harness.upstreamPaths.count == 6)
        await harness.stop()
    }

    @Test("A place search's 429 with Retry-After 3600 stops every place search for that hour, and clients are told Retry-After: 3600")
    func retryAfterHonoured() async throws {
        let harness = try await ServiceHarness.start(retries: 2, respond: replacing(
            "/geo/1.0/direct", with: .json(#"{"cod":429,"message":"limit"}"#, status: 429, headers: [("Retry-After", "3600")])))
        let first = await harness.get("/Seoul")
        #expect(first.status == 503)
        #expect(first.header("Retry-After") == "3600")
        harness.clock.advance(600)
        let second = await harness.get("/Kathmandu")
        #expect(second.status == 503)
        #expect(second.header("Retry-After") == "3000")
        #expect(harness.upstreamPaths == ["/geo/1.0/direct"])
        let metrics = await harness.get("/metrics")
        #expect(metrics.text.contains(#"weather_upstream_requests_total{endpoint="direct",outcome="paused"} 1"#))
        harness.clock.advance(3000)
        _ = await harness.get("/Kathmandu")
        #expect(harness.upstreamPaths == ["/geo/1.0/direct", "/geo/1.0/direct"])
        await harness.stop()
    }

    @Test("A failing upstream is not asked again on every request: the failure is remembered for 30 s")
    func failuresRemembered() async throws {
        let harness = try await ServiceHarness.start(respond: replacing(
            "/geo/1.0/direct", with: .json(#"{"cod":500,"message":"Internal error"}"#, status: 500)))
        for _ in 0..<6 { #expect(await harness.get("/Seoul").status == 503) }
        #expect(harness.upstreamPaths.count == 1)
        harness.clock.advance(31)
        #expect(await harness.get("/Seoul").status == 503)
        #expect(harness.upstreamPaths.count == 2)
        await harness.stop()
    }

    @Test("New names cannot spend the reserve: a place already served keeps fresh data while a scanner asks for new ones")
    func reserveForServedPlaces() async throws {
        let harness = try await ServiceHarness.start(upstreamPerMinute: 8)
        #expect(await harness.get("/Seoul").status == 200)
        // Ten minutes on, the budget is full again (8) and Seoul's weather is due.
        harness.clock.advance(600)
        let scans = ["/.env", "/wp-login.php", "/admin", "/backup", "/config", "/login", "/shell"]
        var statuses: [Int] = []
        for scan in scans { statuses.append(await harness.get(scan).status) }
        // Six new names spend the budget down to its reserve of two; the seventh is refused.
        #expect(statuses == [404, 404, 404, 404, 404, 404, 503])
        let seoul = await harness.get("/Seoul")
        #expect(seoul.status == 200)
        #expect(seoul.header("Age") == nil)
        #expect(harness.upstreamPaths.suffix(2).sorted() == ["/data/2.5/forecast", "/data/2.5/weather"])
        // The optional air pollution got no share of the reserve (the weather's two calls were
        // the last): its answer kept from before is shown.
        #expect(seoul.text.contains("\nAir quality\n"))
        await harness.stop()
    }
}

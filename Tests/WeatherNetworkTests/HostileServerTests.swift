import FoundationEssentials
import OpenWeatherAPI
import Testing
import WeatherCore
import WeatherNetwork
import WeatherTestServer

private let seoul = PlaceQuery.coordinates(latitude: 37.5667, longitude: 126.9783)

/// The replay, except that `path` gets `response`.
private func replacing(_ path: String, with response: TestResponse) -> @Sendable (ReceivedRequest) -> TestResponse {
    { request in request.path == path ? response : OpenWeatherReplay.respond(request) }
}

/// The recorded Seoul forecast, sent with `ending`.
private func forecast(_ ending: TestResponse.Ending) -> TestResponse {
    var response = OpenWeatherReplay.respond(ReceivedRequest.forecastForSeoul)
    response.ending = ending
    return response
}

@Suite("A hostile or broken server: every exchange ends within the timeout, no number traps, nothing bad is cached")
struct HostileServerTests {
    /// The client with a 2 s budget against a body that never completes in time: a timeout,
    /// and the server saw the client hang up well before the body could have ended.
    private func expectTimeout(_ response: TestResponse) async throws {
        var harness = try await ReplayHarness(respond: replacing("/data/2.5/forecast", with: response))
        harness.configuration.http.totalTimeoutSeconds = 2
        #expect(await harness.failure(seoul) == .timeout(host: "127.0.0.1"))
        await harness.server.connectionsClosed(within: .seconds(10))
        await harness.finish()
        // Timed by the server, as FailureInjectionTests.timeout is: the test's own task can wait
        // minutes for a thread while the whole suite runs. Without a bound on the body, the
        // drip takes hours and the stall and the chunks never end.
        let attempt = try #require(harness.server.requests.first { $0.path == "/data/2.5/forecast" })
        let closed = try #require(attempt.connectionClosed)
        #expect(closed - attempt.arrived < .seconds(12))
    }

    @Test("A body dripping one byte a second is a timeout after the total timeout")
    func drippingBody() async throws {
        try await expectTimeout(forecast(.drip(every: .seconds(1))))
    }

    @Test("A body that stops after 100 bytes, connection open, is a timeout")
    func stallingBody() async throws {
        try await expectTimeout(forecast(.stall(afterBytes: 100)))
    }

    @Test("A chunked body that never ends is a timeout")
    func endlessChunks() async throws {
        // Small chunks, so the body stays far below the size limit within the timeout.
        try await expectTimeout(TestResponse(body: Array("[ ".utf8), ending: .endlessChunks(every: .milliseconds(20))))
    }

    @Test("A geocoder latitude beyond any place (1e300, 999) is invalid data, and is not cached", arguments: [
        ("1e300", "1e+300 is outside -90.0...90.0"), ("999", "999.0 is outside -90.0...90.0"),
    ])
    func absurdLatitude(latitude: String, detail: String) async throws {
        let body = #"[{"name":"Nowhere","lat":\#(latitude),"lon":10,"country":"KR"}]"#
        let harness = try await ReplayHarness(respond: replacing("/geo/1.0/direct", with: .json(body)))
        let failure = await harness.failure(.name("Nowhere"))
        await harness.finish()
        guard case .invalidBody(_, let error) = failure else {
            Issue.record("expected invalid data, got \(String(describing: failure))")
            return
        }
        #expect(error.description == "The response has an invalid value at [0].lat: \(detail).")
        // Nothing was sent on to the data endpoints, and nothing was cached.
        #expect(harness.server.requests.map(\.path) == ["/geo/1.0/direct"])
        #expect((try? FileManager.default.contentsOfDirectory(atPath: harness.cacheDirectory)) ?? [] == [])
    }

    @Test("A temperature of 1e300 K or a wind of 1.8e308 m/s is invalid data, not '∞ mph'", arguments: [
        (#""temp": 272.9,"#, #""temp": 1e300,"#, "main.temp"),
        (#""speed": 4.63,"#, #""speed": 1.8e308,"#, "wind.speed"),
    ])
    func absurdReadings(original: String, replacement: String, path: String) async throws {
        let recorded = OpenWeatherReplay.respond(ReceivedRequest.currentForSeoul)
        let text = String(decoding: recorded.body, as: UTF8.self)
        try #require(text.contains(original))
        let harness = try await ReplayHarness(
            respond: replacing("/data/2.5/weather", with: .json(text.replacing(original, with: replacement))))
        let failure = await harness.failure(seoul)
        await harness.finish()
        guard case .invalidBody(_, .invalidValue(let failedPath, _)) = failure else {
            Issue.record("expected invalid data, got \(String(describing: failure))")
            return
        }
        #expect(failedPath == path)
    }

    @Test("A server sending 1,000 matches gets the five asked for")
    func manyMatches() async throws {
        let entries = (0..<1000).map { #"{"name":"Springfield \#($0)","lat":39.8,"lon":-89.6,"country":"US"}"# }
        let harness = try await ReplayHarness(respond: replacing("/geo/1.0/direct", with: .json("[" + entries.joined(separator: ",") + "]")))
        let places = try await harness.places(.name("Springfield"))
        await harness.finish()
        #expect(places.map(\.name) == (0..<5).map { "Springfield \($0)" })
    }

    @Test("A redirect is never followed: another host never sees the request (nor the key); the 3xx is an unexpected status")
    func redirectNotFollowed() async throws {
        let elsewhere = try await TestHTTPServer { _ in .json("{}") }
        let harness = try await ReplayHarness(respond: replacing(
            "/data/2.5/forecast",
            with: TestResponse(status: 302, headers: [("Location", elsewhere.baseURL + "/data/2.5/forecast")], body: [])))
        let failure = await harness.failure(seoul)
        await harness.finish()
        await elsewhere.shutdown()
        guard case .httpStatus(let url, 302, _) = failure else {
            Issue.record("expected HTTP status 302, got \(String(describing: failure))")
            return
        }
        #expect(url.hasSuffix("/data/2.5/forecast?lat=37.5667&lon=126.9783&units=standard&appid=…"))
        #expect(elsewhere.requests.isEmpty)
        #expect(harness.server.requests.filter { $0.path == "/data/2.5/forecast" }.count == 1)
    }

    @Test("An answer that is not valid HTTP is said so in the client's words, not the parser's")
    func notHTTP() async throws {
        // A Content-Length that is not a number: the client's HTTP parser refuses the head.
        let harness = try await ReplayHarness(respond: replacing(
            "/data/2.5/forecast", with: TestResponse(headers: [("Content-Length", "nope")], body: Array("{}".utf8), ending: .chunked)))
        let failure = await harness.failure(seoul)
        await harness.finish()
        #expect(failure == .unreachable(host: "127.0.0.1", reason: .invalidHTTP))
    }

    @Test("Through a proxy that is not there, the failure names the proxy, not the API host")
    func deadProxyNamed() async throws {
        let closed = try await TestHTTPServer { _ in .json("{}") }
        let port = closed.port
        await closed.shutdown()
        var harness = try await ReplayHarness()
        harness.configuration.proxy = ProxySettings(environment: ["HTTP_PROXY": "http://127.0.0.1:\(port)"])
        let failure = await harness.failure(seoul)
        await harness.finish()
        #expect(failure == .unreachable(host: "127.0.0.1:\(port)", reason: .refused))
    }

    @Test("A malformed proxy variable is reported, not silently skipped")
    func malformedProxy() {
        let proxy = ProxySettings(environment: ["HTTP_PROXY": "http://proxy:3128:9", "HTTPS_PROXY": "http://proxy.corp:3128"])
        #expect(proxy.unreadable == ["HTTP_PROXY"])
        #expect(proxy.proxy(forScheme: "http", host: "example.org") == nil)
    }

    @Test("Ports outside 1...65535 are refused, never wrapped around", arguments: [
        "http://127.0.0.1:0", "http://127.0.0.1:65536", "http://127.0.0.1:99999", "http://localhost:70000",
        "http://localhost:+80", "http://localhost:99999999999999999999999",
    ])
    func badPorts(text: String) {
        #expect(throws: NetworkError.invalidBaseURL(text)) { try BaseURL(text) }
    }

    @Test("Port 65535 is a port")
    func highestPort() throws {
        #expect(try BaseURL("http://127.0.0.1:65535").host == "127.0.0.1")
    }

    @Test("Coordinates no place has are written without trapping", arguments: [
        (1e300, "1e+300"), (.infinity, "inf"), (-.infinity, "-inf"), (.nan, "nan"), (37.56671, "37.5667"),
    ])
    func coordinateText(value: Double, text: String) {
        #expect(CoordinateText(latitude: value, longitude: 0).latitude == text)
    }

    @Test("Timeouts of inf or NaN in the settings do not trap: inf is a long wait, NaN no time at all")
    func unboundedSettings() async throws {
        var harness = try await ReplayHarness()
        harness.configuration.http.totalTimeoutSeconds = .infinity
        harness.configuration.http.backoffBaseSeconds = .infinity
        let weather = try await harness.weather(seoul)
        harness.configuration.http.totalTimeoutSeconds = .nan
        let failure = await harness.failure(.coordinates(latitude: 40.7128, longitude: -74.006))
        await harness.finish()
        #expect(weather.current.name == "Seoul")
        #expect(failure == .timeout(host: "127.0.0.1"))
    }
}

extension ReceivedRequest {
    /// A current-weather request for Seoul, to take the recorded answer from.
    static var currentForSeoul: ReceivedRequest {
        ReceivedRequest(
            uri: "/data/2.5/weather?lat=37.5667&lon=126.9783&units=standard&appid=\(OpenWeatherReplay.apiKey)",
            headers: [], arrived: .now)
    }
}

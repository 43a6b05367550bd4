import Foundation
import Testing
import WeatherCore
import WeatherTestServer
import WeatherTestSupport

/// The OpenWeather path's bad-input guarantees, held by the Open-Meteo path too (no key set).
@Suite("weather against a hostile Open-Meteo: it ends, it does not trap, nothing raw reaches the terminal")
struct HostileOpenMeteoTests {
    /// The replay, except that `path` gets `response`.
    static func replacing(_ path: String, with response: TestResponse) -> @Sendable (ReceivedRequest) -> TestResponse {
        { request in request.path == path ? response : OpenWeatherReplay.respond(request) }
    }

    static func run(_ home: LiveHome, _ arguments: [String]) async throws -> WeatherBinary.Result {
        try await home.run(arguments, key: nil, timeout: 5, environment: FeedCommandTests.openMeteo(home))
    }

    @Test("Bodies that are not a forecast: one line, nothing on stdout, the documented exit code", arguments: [
        (TestResponse(body: Array("<html>Login</html>".utf8)), Int32(65), "not Open-Meteo data"),
        (TestResponse(body: Array(repeating: 0x20, count: 5_000_000)), Int32(65), "4 MB"),
        (TestResponse.json(#"{"latitude":37.55,"longitude":127,"hourly":{"time":[1796223600],"temperature_2m":[1e400]}}"#), Int32(65), "hourly.temperature_2m[0]"),
        (TestResponse.json(#"{"results":[]}"#), Int32(65), "/v1/forecast"),
        (TestResponse(status: 302, headers: [("Location", "/v1/forecast?again")], body: []), Int32(69), "unexpected HTTP status 302"),
        (TestResponse.json("{}", status: 503), Int32(69), "weather: Open-Meteo's server failed (HTTP 503); try again later\n"),
        (TestResponse.json("{}", status: 429), Int32(75), "weather: Open-Meteo's call limit was reached (429); try again in a minute\n"),
        // A refusal's reason is read from at most 4 KiB within a second: a reason with escapes
        // is neutralized, a megabyte or an endless body costs nothing but the reason.
        (TestResponse.json(#"{"error":true,"reason":"bad\u001b[31m red\u202e"}"#, status: 400), Int32(69), "(HTTP 400): “bad[31m red”\n"),
        (TestResponse(status: 400, body: Array(#"{"error":true,"reason":""#.utf8) + Array(repeating: 0x61, count: 1_000_000)), Int32(69), "unexpected HTTP status 400\n"),
        ({ var endless = TestResponse.json(#"{"error":true,"reason":"x"#, status: 400); endless.ending = .stall(afterBytes: 20); return endless }(),
         Int32(69), "unexpected HTTP status 400\n"),
    ])
    func badBodies(response: TestResponse, status: Int32, message: String) async throws {
        let home = try await LiveHome(respond: Self.replacing("/v1/forecast", with: response))
        let result = try await Self.run(home, ["--city", "Seoul", "--locale", "en_US"])
        await home.finish()
        #expect(result.status == status)
        #expect(result.standardOutput == "")
        #expect(result.standardError.contains(message))
        #expect(result.standardError.filter { $0 == "\n" }.count == 1)  // the failure alone, as on the OpenWeather path
        #expect(home.server.requests.filter { $0.path == "/v1/forecast" }.count <= 3)
    }

    @Test("Names from the geocoder lose their controls: none reaches the terminal or the JSON")
    func hostileNames() async throws {
        let name = #"Seoul\u001b[31m\u009b31m\u202e"#
        let body = #"{"results":[{"id":1,"name":"\#(name)","latitude":37.566,"longitude":126.9784,"country_code":"KR","admin1":"\#(name)"}]}"#
        let home = try await LiveHome(respond: Self.replacing("/v1/search", with: .json(body)))
        let text = try await Self.run(home, ["--city", "Seoul", "--locale", "en_US"])
        let json = try await Self.run(home, ["--city", "Seoul", "--locale", "en_US", "--format", "json"])
        await home.finish()
        #expect(text.status == 0)
        #expect(!text.standardOutput.unicodeScalars.contains { $0.value == 0x1B || (0x80...0x9F).contains($0.value) || $0.value == 0x202E })
        #expect(json.status == 0)
        #expect(!json.standardOutput.unicodeScalars.contains { (0x80...0x9F).contains($0.value) || $0.value == 0x202E })
    }

    @Test("A stalling forecast after a good run: the cached data with its note, exit 0")
    func staleFallback() async throws {
        let stalling = Locked(false)
        let home = try await LiveHome { request in
            guard stalling.withLock({ $0 }), request.path == "/v1/forecast" else { return OpenWeatherReplay.respond(request) }
            var response = OpenWeatherReplay.respond(request)
            response.ending = .stall(afterBytes: 100)
            return response
        }
        let first = try await Self.run(home, ["--city", "Seoul", "--locale", "en_US"])
        stalling.withLock { $0 = true }
        let offline = try await home.run(
            ["--city", "Seoul", "--locale", "en_US", "--refresh"], key: nil, timeout: 3, environment: FeedCommandTests.openMeteo(home))
        await home.finish()
        #expect(first.status == 0)
        #expect(offline.status == 0)
        let lines = offline.standardOutput.split(separator: "\n")
        #expect(lines[0] == "Seoul, South Korea")
        #expect(lines[1].hasPrefix("Offline: showing the data fetched "))
        #expect(offline.standardOutput.hasSuffix("\nWeather data by Open-Meteo.com\n"))
    }
}

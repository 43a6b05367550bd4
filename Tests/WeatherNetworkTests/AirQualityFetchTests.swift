import FoundationEssentials
import OpenWeatherAPI
import Testing
import WeatherCore
import WeatherNetwork
import WeatherTestServer

@Suite("Air pollution through a real HTTP server replaying OpenWeather")
struct AirQualityFetchTests {
    /// The replay's Seoul: the hour of its current air reading, and a moment in it.
    static let seoul = CoordinateText(latitude: 37.5683, longitude: 126.9778)
    static let hour = 1_796_274_000
    static let now = hour + 3000

    func airQuality(_ harness: ReplayHarness, at place: CoordinateText = seoul) async throws -> LiveAirQuality {
        try await OpenWeatherClient.withClient(harness.configuration) { (client) async throws(NetworkError) in
            await client.airQuality(at: place, now: Self.now)
        }
    }

    @Test("Seoul: now, the 96-hour forecast and the 24 hours before now, requested at once without units")
    func seoul() async throws {
        let harness = try await ReplayHarness(clock: { Double(Self.now) })
        let air = try await airQuality(harness)
        await harness.finish()

        let current = try air.current.get()
        #expect(current.list.count == 1)
        #expect(current.list[0].dt == Self.hour)
        #expect(current.list[0].components[.pm2_5] == 28.4)
        #expect(current.list[0].components[.pm10] == 47.26)
        #expect(try air.forecast.get().list.count == 96)
        let history = try air.history.get()
        #expect(history.list.count == 24)
        #expect(history.list.first?.dt == Self.hour - 24 * 3600)
        #expect(history.list.last?.dt == Self.hour - 3600)

        let requests = harness.server.requests
        #expect(Set(requests.map(\.path)) == ["/data/2.5/air_pollution", "/data/2.5/air_pollution/forecast", "/data/2.5/air_pollution/history"])
        let historyRequest = try #require(requests.first { $0.path.hasSuffix("/history") })
        #expect(historyRequest.query["start"] == String(Self.hour - 24 * 3600))
        #expect(historyRequest.query["end"] == String(Self.hour - 3600))
        #expect(requests.allSatisfy { $0.query["lat"] == "37.5683" && $0.query["lon"] == "126.9778" && $0.query["units"] == nil })
        #expect(requests.allSatisfy { $0.query["appid"] == OpenWeatherReplay.apiKey })
    }

    @Test("A place with no air data: an empty list is an answer, not a failure")
    func emptyList() async throws {
        let harness = try await ReplayHarness(clock: { Double(Self.now) })
        let air = try await airQuality(harness, at: CoordinateText(latitude: 40.7128, longitude: -74.006))
        await harness.finish()
        #expect(try air.current.get().list.isEmpty)
        #expect(try air.current.get().coord == Coordinates(lon: -74.006, lat: 40.7128))
        #expect(try air.history.get().list.isEmpty)
    }

    @Test("Cached like the weather: a second look within 10 minutes asks nothing; after 11 minutes history is still fresh")
    func cached() async throws {
        let clock = Locked(Double(Self.now))
        let harness = try await ReplayHarness(clock: { clock.withLock { $0 } })
        _ = try await airQuality(harness)
        _ = try await airQuality(harness)
        #expect(harness.server.requests.count == 3)
        clock.withLock { $0 += 660 }
        _ = try await airQuality(harness)
        await harness.finish()
        let paths = harness.server.requests.map(\.path)
        #expect(paths.count == 5)
        #expect(paths.filter { $0.hasSuffix("/history") }.count == 1)
    }

    @Test("Failures are kept per request, in the client's terms", arguments: [
        (401, #"{"cod":401,"message":"Invalid API key."}"#, NetworkError.invalidAPIKey),
        (429, #"{"cod":429,"message":"limit"}"#, .rateLimited),
        (503, #"{"cod":503,"message":"down"}"#, .serverError(status: 503)),
    ])
    func failures(status: Int, body: String, expected: NetworkError) async throws {
        let harness = try await ReplayHarness(clock: { Double(Self.now) }, respond: { request in
            request.path.hasSuffix("/history") ? .json(body, status: status) : OpenWeatherReplay.respond(request)
        })
        let air = try await airQuality(harness)
        await harness.finish()
        #expect(try air.current.get().list.count == 1)
        #expect(throws: expected) { try air.history.get() }
    }

    @Test("The history window is the 24 whole hours before the current hour")
    func historyWindow() {
        #expect(OpenWeatherClient.historyWindow(now: Self.hour) == (Self.hour - 86_400, Self.hour - 3600))
        #expect(OpenWeatherClient.historyWindow(now: Self.hour + 3599) == (Self.hour - 86_400, Self.hour - 3600))
    }
}

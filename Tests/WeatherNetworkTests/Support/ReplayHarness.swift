import FoundationEssentials
import OpenWeatherAPI
import WeatherCore
import WeatherHTTP
import WeatherNetwork
import WeatherTestServer

/// A replay server and a client configuration pointing at it, with a fresh cache folder
/// and short backoffs so failure tests stay fast. The timeouts (air's too) are generous: the
/// whole test suite runs in parallel on two cores; tests of timeouts set their own.
struct ReplayHarness {
    let server: TestHTTPServer
    let cacheDirectory: String
    var configuration: OpenWeatherClient.Configuration

    init(
        clock: @escaping @Sendable () -> Double = { Date.now.timeIntervalSince1970 },
        respond: @escaping @Sendable (ReceivedRequest) -> TestResponse = OpenWeatherReplay.respond
    ) async throws {
        server = try await TestHTTPServer(respond: respond)
        cacheDirectory = FileManager.default.temporaryDirectory.path + "/weather-cache-\(UInt64.random(in: 0...UInt64.max))"
        configuration = OpenWeatherClient.Configuration(apiKey: OpenWeatherReplay.apiKey, clock: clock)
        configuration.baseURL = try BaseURL(server.baseURL)
        configuration.cache = ResponseCache(directory: cacheDirectory)
        configuration.http.totalTimeoutSeconds = 30
        configuration.http.optionalTimeoutSeconds = 30
        configuration.http.connectTimeoutSeconds = 10
        configuration.http.backoffBaseSeconds = 0.05
        configuration.http.longestRetryAfterSeconds = 2
    }

    func weather(_ query: PlaceQuery) async throws(NetworkError) -> LiveWeather {
        try await OpenWeatherClient.withClient(configuration) { (client) async throws(NetworkError) in try await client.weather(for: query) }
    }

    func places(_ query: PlaceQuery) async throws(NetworkError) -> [Place] {
        try await OpenWeatherClient.withClient(configuration) { (client) async throws(NetworkError) in try await client.places(matching: query) }
    }

    /// The error `query` ends with, or `nil` when it succeeds.
    func failure(_ query: PlaceQuery) async -> NetworkError? {
        do {
            _ = try await weather(query)
            return nil
        } catch {
            return error
        }
    }

    func finish() async {
        await server.shutdown()
        try? FileManager.default.removeItem(atPath: cacheDirectory)
    }
}

extension ReceivedRequest {
    /// Whether this request's time at the server overlaps `other`'s.
    func overlaps(_ other: ReceivedRequest) -> Bool {
        guard let finished, let otherFinished = other.finished else { return false }
        return arrived < otherFinished && other.arrived < finished
    }
}

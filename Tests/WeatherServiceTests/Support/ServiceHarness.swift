import WeatherCore
import WeatherLocalization
import WeatherHTTP
import WeatherNetwork
import WeatherService
import WeatherTestServer
import OpenWeatherAPI

/// A clock the test moves by hand.
final class TestClock: Sendable {
    private let seconds: Locked<Double>
    init(_ start: Double = 1_780_000_000) { seconds = Locked(start) }
    var now: Double { seconds.withLock { $0 } }
    func advance(_ by: Double) { seconds.withLock { $0 += by } }
}

/// A site backed by the tests' OpenWeather server on 127.0.0.1 (the recorded answers, or
/// whatever `respond` says), with a clock the test controls.
struct ServiceHarness {
    let upstream: TestHTTPServer
    let site: WeatherSite
    let client: OpenWeatherClient
    let clock: TestClock
    let metrics: ServiceMetrics

    static func start(
        upstreamPerMinute: Int? = nil, staleLimitSeconds: Int = 3600, timeoutSeconds: Double = 5,
        retries: Int = 0, failureMemorySeconds: Double = 30, defaultPlace: PlaceQuery? = nil,
        respond: @escaping @Sendable (ReceivedRequest) -> TestResponse = OpenWeatherReplay.respond
    ) async throws -> ServiceHarness {
        let upstream = try await TestHTTPServer(respond: respond)
        let clock = TestClock()
        let metrics = ServiceMetrics()
        var configuration = OpenWeatherClient.Configuration(apiKey: OpenWeatherReplay.apiKey, clock: { clock.now })
        configuration.baseURL = try BaseURL(upstream.baseURL)
        configuration.cache = MemoryResponseStore()
        configuration.staleLimitSeconds = staleLimitSeconds
        configuration.http.totalTimeoutSeconds = timeoutSeconds
        configuration.http.maximumRetries = retries
        configuration.http.backoffBaseSeconds = 0.05
        configuration.failureMemorySeconds = failureMemorySeconds
        let budget = upstreamPerMinute.map { UpstreamBudget(callsPerMinute: $0) }
        configuration.budget = budget
        configuration.onUpstreamCall = { metrics.countUpstream($0, $1) }
        let client = OpenWeatherClient(configuration)
        var settings = WeatherSite.Settings(defaultLocale: try WeatherLocale("en_US"), clock: { clock.now })
        settings.defaultPlace = defaultPlace
        let site = try WeatherSite(settings: settings, client: client, metrics: metrics)
        return ServiceHarness(upstream: upstream, site: site, client: client, clock: clock, metrics: metrics)
    }

    func get(_ target: String, _ headers: [String: String] = [:]) async -> ServiceResponse {
        await site.respond(to: ServiceRequest(method: "GET", target: target, headers: headers))
    }

    /// Upstream requests by path, as the tests' server counted them.
    var upstreamPaths: [String] { upstream.requests.map(\.path) }

    func stop() async {
        await client.shutdown()
        await upstream.shutdown()
    }
}

extension ServiceResponse {
    var text: String { String(decoding: body, as: UTF8.self) }
}

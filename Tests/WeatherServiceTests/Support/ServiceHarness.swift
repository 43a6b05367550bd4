import HTTPTypes
import Hummingbird
import HummingbirdTesting
import WeatherCore
import WeatherLocalization
import WeatherHTTP
import WeatherNetwork
import WeatherService
import WeatherSettings
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
/// whatever `respond` says), with a clock the test controls; its routes are asked through
/// Hummingbird's test client in process (`.router`: no socket).
struct ServiceHarness {
    let upstream: TestHTTPServer
    let site: WeatherSite
    let client: OpenWeatherClient
    let clock: TestClock
    let metrics: ServiceMetrics

    static func start(
        upstreamPerMinute: Int? = nil, staleLimitSeconds: Int = 3600, timeoutSeconds: Double = 5, optionalTimeoutSeconds: Double? = nil,
        retries: Int = 0, failureMemorySeconds: Double = 30, defaultPlace: PlaceQuery? = nil, defaultLocale: String = "en_US",
        clientShares: Bool = false, trustedProxies: [String] = [],
        feed: WeatherFeed = .openWeather,
        respond: @escaping @Sendable (ReceivedRequest) -> WeatherTestServer.TestResponse = OpenWeatherReplay.respond
    ) async throws -> ServiceHarness {
        let upstream = try await TestHTTPServer(respond: respond)
        let clock = TestClock()
        let metrics = ServiceMetrics()
        var configuration = OpenWeatherClient.Configuration(apiKey: OpenWeatherReplay.apiKey, clock: { clock.now })
        configuration.baseURL = try BaseURL(upstream.baseURL)
        configuration.feed = feed
        for server in [FeedServer.openMeteoForecast, .openMeteoAirQuality, .openMeteoGeocoding] {
            configuration.openMeteoServers[server] = try BaseURL(upstream.baseURL)
        }
        configuration.cache = MemoryResponseStore()
        configuration.staleLimitSeconds = staleLimitSeconds
        configuration.http.totalTimeoutSeconds = timeoutSeconds
        // Air gets the weather's whole timeout unless a test sets its own: on a loaded machine
        // the product's 2.5 s would make air tests depend on the load.
        configuration.http.optionalTimeoutSeconds = optionalTimeoutSeconds ?? timeoutSeconds
        configuration.http.maximumRetries = retries
        configuration.http.backoffBaseSeconds = 0.05
        configuration.failureMemorySeconds = failureMemorySeconds
        let budget = upstreamPerMinute.map { UpstreamBudget(callsPerMinute: $0) }
        configuration.budget = budget
        configuration.onUpstreamCall = { metrics.countUpstream($0, $1) }
        let client = OpenWeatherClient(configuration)
        var settings = WeatherSite.Settings(defaultLocale: try WeatherLocale(defaultLocale), clock: { clock.now })
        settings.defaultPlace = defaultPlace
        // As the program sets it: a quarter of the budget per client.
        settings.clientAllowances = clientShares ? budget.map(ClientAllowances.init(sharing:)) : nil
        settings.clientIdentity = ClientIdentity(trustedProxies: trustedProxies.compactMap(AddressRange.init))
        let site = WeatherSite(settings: settings, client: client, metrics: metrics)
        return ServiceHarness(upstream: upstream, site: site, client: client, clock: clock, metrics: metrics)
    }

    func get(_ target: String, _ headers: [String: String] = [:]) async -> ServiceAnswer {
        await request(.get, target, headers)
    }

    /// The answer to `method target` with `headers` (by name), as the router gives it.
    func request(_ method: HTTPRequest.Method, _ target: String, _ headers: [String: String] = [:]) async -> ServiceAnswer {
        let fields = HTTPFields(headers.compactMap { name, value in HTTPField.Name(name).map { HTTPField(name: $0, value: value) } })
        do {
            let response = try await Application(router: site.router()).test(.router) { client in
                try await client.execute(uri: target, method: method, headers: fields)
            }
            return ServiceAnswer(status: response.status.code, headers: response.headers, body: Array(response.body.readableBytesView))
        } catch {
            // Says itself in every assertion on the answer.
            return ServiceAnswer(status: 0, headers: [:], body: Array("the router test client failed: \(error)".utf8))
        }
    }

    /// Upstream requests by path, as the tests' server counted them.
    var upstreamPaths: [String] { upstream.requests.map(\.path) }

    func stop() async {
        await client.shutdown()
        await upstream.shutdown()
    }
}

/// An answer as the tests read it: its status, header fields and body.
struct ServiceAnswer: Sendable {
    var status: Int
    var headers: HTTPFields
    var body: [UInt8]

    /// The value of the field named `name` (any case; repeated fields joined with `, `).
    func header(_ name: String) -> String? { HTTPField.Name(name).flatMap { headers[$0] } }

    var text: String { String(decoding: body, as: UTF8.self) }
}

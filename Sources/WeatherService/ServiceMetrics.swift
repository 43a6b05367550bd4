import CoreMetrics
import Metrics
public import OpenWeatherAPI
import Prometheus
import WeatherCore
public import WeatherNetwork

/// The service's counts, written through swift-metrics into its own Prometheus registry
/// (no process-wide bootstrap, so several sites can run in one test process), and read
/// back as Prometheus text by `GET /metrics`.
///
/// - `weather_http_requests_total{route,status}`: answers by route and status.
/// - `weather_upstream_requests_total{endpoint,outcome}`: calls to OpenWeather by endpoint
///   (`direct`, `zip`, `reverse`, `current`, `forecast`) and outcome (`ok`, `over_budget`,
///   or the failure's kind, such as `timeout`).
/// - `weather_rendered_cache_total{result}`: rendered answers found (`hit`) or made (`miss`).
/// - `weather_render_seconds`: presenting and rendering time (a histogram).
/// Nothing here holds a key, a URL or a place name: labels come from fixed lists.
public final class ServiceMetrics: Sendable {
    private let registry = PrometheusCollectorRegistry()
    private let factory: PrometheusMetricsFactory
    private let renderTimer: Timer

    public init() {
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.defaultDurationHistogramBuckets = [
            .microseconds(100), .microseconds(250), .microseconds(500), .milliseconds(1), .milliseconds(2),
            .milliseconds(5), .milliseconds(10), .milliseconds(25), .milliseconds(50), .milliseconds(100),
        ]
        self.factory = factory
        renderTimer = Timer(label: "weather_render_seconds", dimensions: [], factory: factory)
    }

    func countRequest(route: String, status: Int) {
        Counter(label: "weather_http_requests_total", dimensions: [("route", route), ("status", String(status))], factory: factory)
            .increment()
    }

    func countRenderedCache(hit: Bool) {
        Counter(label: "weather_rendered_cache_total", dimensions: [("result", hit ? "hit" : "miss")], factory: factory).increment()
    }

    func recordRender(_ duration: Duration) {
        renderTimer.recordNanoseconds(Int64(duration.components.seconds) * 1_000_000_000 + duration.components.attoseconds / 1_000_000_000)
    }

    /// Counts one upstream call; give this to the client's `onUpstreamCall`.
    public func countUpstream(_ endpoint: OpenWeatherEndpoint, _ outcome: UpstreamOutcome) {
        let name = switch outcome {
        case .success: "ok"
        case .overBudget: "over_budget"
        case .failed(let error): Self.kind(error)
        }
        Counter(label: "weather_upstream_requests_total", dimensions: [("endpoint", Self.name(endpoint)), ("outcome", name)], factory: factory)
            .increment()
    }

    /// The Prometheus text exposition of everything counted.
    func exposition() -> [UInt8] {
        registry.emitToBuffer()
    }

    private static func name(_ endpoint: OpenWeatherEndpoint) -> String {
        switch endpoint {
        case .direct: "direct"
        case .zip: "zip"
        case .reverse: "reverse"
        case .current: "current"
        case .forecast: "forecast"
        }
    }

    private static func kind(_ error: NetworkError) -> String {
        switch error {
        case .invalidBaseURL: "invalid_base_url"
        case .invalidAPIKey: "invalid_key"
        case .placeNotFound: "not_found"
        case .rateLimited: "rate_limited"
        case .serverError: "server_error"
        case .httpStatus: "http_status"
        case .timeout: "timeout"
        case .unknownHost: "unknown_host"
        case .unreachable: "unreachable"
        case .tls: "tls"
        case .notJSON, .truncated, .tooLarge, .unexpectedShape, .invalidBody: "bad_body"
        }
    }
}

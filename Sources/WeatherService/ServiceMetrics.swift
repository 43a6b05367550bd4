import CoreMetrics
import Metrics
package import OpenWeatherAPI
import Prometheus
import WeatherCore
package import WeatherNetwork

/// The service's counts, written through swift-metrics into its own Prometheus registry
/// (no process-wide bootstrap, so several sites can run in one test process), and read
/// back as Prometheus text by `GET /metrics`.
///
/// - `weather_http_requests_total{route,status}`: answers by route and status.
/// - `weather_upstream_requests_total{endpoint,outcome}`: calls to OpenWeather by endpoint
///   (`direct`, `zip`, `reverse`, `current`, `forecast`) and outcome (`ok`, `over_budget`,
///   `paused` while the upstream's `Retry-After` runs, or the failure's kind, such as
///   `timeout`), one count per attempt: retries are calls too.
/// - `weather_rendered_cache_total{result}`: rendered answers found (`hit`) or made (`miss`).
/// - `weather_render_seconds`: presenting and rendering time (a histogram).
/// - `weather_refused_requests_total{reason}`: requests refused to protect the others, by
///   reason (`client_share`: a client over its share of new places); never by client.
/// Nothing here holds a key, a URL or a place name: labels come from fixed lists.
package final class ServiceMetrics: Sendable {
    private let registry = PrometheusCollectorRegistry()
    private let factory: PrometheusMetricsFactory
    private let renderTimer: Timer
    /// Counters by label and dimensions, made once: making one asks the registry under its
    /// lock and builds its name, which cost more than the rest of a cached answer.
    private let counters = Locked<[CounterKey: CoreMetrics.Counter]>([:])

    /// A counter's label and the values of its one or two dimensions: short texts from fixed
    /// lists, so looking one up allocates nothing.
    private struct CounterKey: Hashable {
        var label: String
        var first: String
        var second: String
    }

    package init() {
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.defaultDurationHistogramBuckets = [
            .microseconds(100), .microseconds(250), .microseconds(500), .milliseconds(1), .milliseconds(2),
            .milliseconds(5), .milliseconds(10), .milliseconds(25), .milliseconds(50), .milliseconds(100),
        ]
        self.factory = factory
        renderTimer = Timer(label: "weather_render_seconds", dimensions: [], factory: factory)
    }

    func countRequest(route: String, status: Int) {
        counter("weather_http_requests_total", ("route", route), ("status", String(status))).increment()
    }

    func countRenderedCache(hit: Bool) {
        counter("weather_rendered_cache_total", ("result", hit ? "hit" : "miss")).increment()
    }

    /// The counter for `label` and one or two dimensions (whose values come from fixed lists).
    private func counter(_ label: String, _ first: (String, String), _ second: (String, String)? = nil) -> CoreMetrics.Counter {
        let key = CounterKey(label: label, first: first.1, second: second?.1 ?? "")
        if let known = counters.withLock({ $0[key] }) { return known }
        let made = CoreMetrics.Counter(label: label, dimensions: [first] + (second.map { [$0] } ?? []), factory: factory)
        counters.withLock { $0[key] = made }
        return made
    }

    /// Why the service refused a request to keep serving the others.
    enum Refusal: String {
        case clientShare = "client_share"
    }

    func countRefusal(_ reason: Refusal) {
        counter("weather_refused_requests_total", ("reason", reason.rawValue)).increment()
    }

    func recordRender(_ duration: Duration) {
        renderTimer.recordNanoseconds(Int64(duration.components.seconds) * 1_000_000_000 + duration.components.attoseconds / 1_000_000_000)
    }

    /// Counts one upstream call; give this to the client's `onUpstreamCall`.
    package func countUpstream(_ endpoint: OpenWeatherEndpoint, _ outcome: UpstreamOutcome) {
        let name = switch outcome {
        case .success: "ok"
        case .overBudget: "over_budget"
        case .paused: "paused"
        case .failed(let error): Self.kind(error)
        }
        counter("weather_upstream_requests_total", ("endpoint", Self.name(endpoint)), ("outcome", name)).increment()
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
        case .airPollution: "air_pollution"
        case .airPollutionForecast: "air_pollution_forecast"
        case .airPollutionHistory: "air_pollution_history"
        case .oneCall: "onecall"
        case .openMeteoForecast: "open_meteo_forecast"
        case .openMeteoAirQuality: "open_meteo_air_quality"
        case .openMeteoSearch: "open_meteo_search"
        }
    }

    private static func kind(_ error: NetworkError) -> String {
        switch error {
        case .invalidBaseURL: "invalid_base_url"
        case .invalidAPIKey: "invalid_key"
        case .placeNotFound: "not_found"
        case .invalidPlaceQuery: "bad_query"
        case .rateLimited: "rate_limited"
        case .limitReached: "limit_reached"
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

import FoundationEssentials
import OpenWeatherAPI
import WeatherCore
import WeatherHTTP
import WeatherNetwork
import WeatherPresentation
import WeatherSettings

/// Everything live weather needs from outside the command line: the settings (the
/// configuration file and the environment, resolved by WeatherSettings as `weather serve`
/// resolves them), proxies, and the options; and the fetching itself.
struct LiveSession {
    let options: LiveOptions
    let environment: [String: String]
    let settings: ResolvedSettings
    /// The time fetches and ages are measured by (moved ahead only by `--watch`'s test mode).
    let clock = LiveClock()

    /// Reads the configuration file (if there is one).
    /// - Throws: a configuration failure (exit 78) naming the file and what is wrong.
    init(options: LiveOptions, environment: [String: String]) throws(CommandFailure) {
        self.options = options
        self.environment = environment
        var request = SettingsRequest(baseURL: options.baseUrl.map { Sourced(value: $0, source: .option(OptionName.baseURL.typed)) })
        request.source = options.source
        do {
            settings = try ResolvedSettings(request: request, environment: environment)
        } catch {
            throw CommandFailure(settings: error)
        }
    }

    // What the rest of the command reads of the settings.
    var directories: WeatherDirectories { settings.directories }
    var configuration: ConfigurationFile? { settings.file }
    var apiKey: String? { settings.apiKey?.value }
    var keyFileIsExposed: Bool { settings.keyFileIsExposed }
    /// Where live weather comes from (`--source`, `source =`, else by whether a key is set).
    var feed: WeatherFeed { settings.feed }
    /// Whether Open-Meteo was taken because no key is set (not chosen): the user is told once.
    var usesOpenMeteoForLackOfKey: Bool { settings.source == nil && feed == .openMeteo }

    /// The place asked for: the options, else the configuration file's default.
    var query: PlaceQuery? {
        if let city = options.city { return .name(city) }
        if let zip = options.zip { return .zip(zip) }
        if let lat = options.lat, let lon = options.lon { return .coordinates(latitude: lat, longitude: lon) }
        return settings.defaultPlace
    }

    /// The weather for `query`, or a failure with its exit code. Cache problems are returned
    /// for the caller to report after the output.
    func weather(for query: PlaceQuery, airQuality: Bool) throws(CommandFailure) -> (LiveWeather, [CacheWarning]) {
        try withClient { (client) async throws(NetworkError) in try await client.weather(for: query, airQuality: airQuality) }
    }

    /// The forecast for `query` from any feed but OpenWeather 2.5 (``weather(for:airQuality:)``),
    /// place names asked in `language` (an ISO 639 code).
    func forecast(for query: PlaceQuery, airQuality: Bool, language: String) throws(CommandFailure) -> (LiveForecast, [CacheWarning]) {
        try withClient(language: language) { (client) async throws(NetworkError) in try await client.forecast(for: query, airQuality: airQuality) }
    }

    /// Every place matching `query` (up to five), for `--list-places`, named in `language`
    /// where the feed's search names places in one (Open-Meteo).
    func places(matching query: PlaceQuery, language: String = "en") throws(CommandFailure) -> ([Place], [CacheWarning]) {
        try withClient(language: language) { (client) async throws(NetworkError) in try await client.places(matching: query) }
    }

    /// The proxies from the environment.
    var proxy: ProxySettings { ProxySettings(environment: environment) }

    /// Runs `body` with a client, waiting for it; a network failure becomes a command failure
    /// with its exit code.
    private func withClient<T: Sendable>(
        language: String = "en", _ body: @escaping @Sendable (OpenWeatherClient) async throws(NetworkError) -> T
    ) throws(CommandFailure) -> (T, [CacheWarning]) {
        var configured = try clientConfiguration()
        configured.language = language
        let configuration = configured
        let outcome = AsyncBridge.wait { () async -> Result<(T, [CacheWarning]), NetworkError> in
            do throws(NetworkError) {
                return .success(try await OpenWeatherClient.withClient(configuration) { (client) async throws(NetworkError) in
                    (try await body(client), client.warnings)
                })
            } catch {
                return .failure(error)
            }
        }
        switch outcome {
        case .success(let value): return value
        case .failure(let error): throw CommandFailure(kind: error.exitKind, message: .network(error, openMeteo: feed == .openMeteo))
        }
    }

    /// The client's configuration (not private: the settings' parity test compares it with the service's).
    func clientConfiguration() throws(CommandFailure) -> OpenWeatherClient.Configuration {
        guard let apiKey = apiKey ?? (feed.needsKey ? nil : "") else {
            throw CommandFailure(kind: .configuration, message: .noAPIKey(configFile: directories.configFile))
        }
        var client = OpenWeatherClient.Configuration(apiKey: apiKey, clock: { [clock] in clock.now })
        client.feed = feed
        do {
            if let base = try settings.baseURL() { client.baseURL = base }
            client.openMeteoServers = try settings.openMeteoServers()
        } catch {
            throw CommandFailure(settings: error)
        }
        if let timeout = options.timeoutSeconds {
            client.http.totalTimeoutSeconds = timeout
            client.http.connectTimeoutSeconds = min(client.http.connectTimeoutSeconds, timeout)
        }
        client.proxy = proxy
        client.cache = ResponseCache(directory: directories.cacheDirectory)
        client.refresh = options.refresh
        return client
    }
}

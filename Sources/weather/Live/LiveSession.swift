import FoundationEssentials
import OpenWeatherAPI
import WeatherCore
import WeatherNetwork
import WeatherPresentation

/// Everything live weather needs from outside the command line: the configuration file,
/// the environment (`OPENWEATHER_API_KEY`, `OPENWEATHER_BASE_URL`, proxies, XDG folders)
/// and the options; and the fetching itself.
struct LiveSession {
    let options: LiveOptions
    let environment: [String: String]
    let directories: WeatherDirectories
    let configuration: ConfigurationFile?
    /// The time fetches and ages are measured by (moved ahead only by `--watch`'s test mode).
    let clock = LiveClock()

    /// Reads the configuration file (if there is one).
    /// - Throws: a configuration failure (exit 78) naming the file and what is wrong.
    init(options: LiveOptions, environment: [String: String]) throws(CommandFailure) {
        self.options = options
        self.environment = environment
        directories = WeatherDirectories(environment: environment)
        do {
            configuration = try ConfigurationFile.load(path: directories.configFile)
        } catch {
            throw CommandFailure(kind: .configuration, message: .configFile(path: error.path, detail: error.detail))
        }
    }

    /// The API key: `OPENWEATHER_API_KEY`, else the configuration file's `api_key`.
    var apiKey: String? {
        if let key = environment["OPENWEATHER_API_KEY"]?.trimmingWhitespace, !key.isEmpty { return key }
        if let key = configuration?.apiKey?.trimmingWhitespace, !key.isEmpty { return key }
        return nil
    }

    /// Whether to warn that the configuration file, holding the key, is readable by others.
    var keyFileIsExposed: Bool {
        guard let configuration, configuration.apiKey != nil else { return false }
        return configuration.readableByOthers
    }

    /// The place asked for: the options, else the configuration file's default.
    var query: PlaceQuery? {
        if let city = options.city { return .name(city) }
        if let zip = options.zip { return .zip(zip) }
        if let lat = options.lat, let lon = options.lon { return .coordinates(latitude: lat, longitude: lon) }
        guard let configuration else { return nil }
        if let city = configuration.city { return .name(city) }
        if let zip = configuration.zip { return .zip(zip) }
        if let lat = configuration.latitude, let lon = configuration.longitude { return .coordinates(latitude: lat, longitude: lon) }
        return nil
    }

    /// The weather for `query`, or a failure with its exit code. Cache problems are returned
    /// for the caller to report after the output.
    func weather(for query: PlaceQuery, airQuality: Bool) throws(CommandFailure) -> (LiveWeather, [CacheWarning]) {
        try withClient { (client) async throws(NetworkError) in try await client.weather(for: query, airQuality: airQuality) }
    }

    /// Every place matching `query` (up to five), for `--list-places`.
    func places(matching query: PlaceQuery) throws(CommandFailure) -> ([Place], [CacheWarning]) {
        try withClient { (client) async throws(NetworkError) in try await client.places(matching: query) }
    }

    /// The base URL given, with where it came from (the option, the environment variable or
    /// the configuration file's key), for a message that names it.
    var baseURL: (text: String, source: String)? {
        if let text = options.baseUrl { return (text, OptionName.baseURL.typed) }
        if let text = environment["OPENWEATHER_BASE_URL"], !text.isEmpty { return (text, "OPENWEATHER_BASE_URL") }
        if let text = configuration?.baseURL { return (text, "base_url (\(directories.configFile))") }
        return nil
    }

    /// The proxies from the environment.
    var proxy: ProxySettings { ProxySettings(environment: environment) }

    /// Runs `body` with a client, waiting for it; a network failure becomes a command failure
    /// with its exit code.
    private func withClient<T: Sendable>(
        _ body: @escaping @Sendable (OpenWeatherClient) async throws(NetworkError) -> T
    ) throws(CommandFailure) -> (T, [CacheWarning]) {
        let configuration = try clientConfiguration()
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
        case .failure(let error): throw CommandFailure(kind: error.exitKind, message: .network(error))
        }
    }

    private func clientConfiguration() throws(CommandFailure) -> OpenWeatherClient.Configuration {
        guard let apiKey else {
            throw CommandFailure(kind: .configuration, message: .noAPIKey(configFile: directories.configFile))
        }
        var client = OpenWeatherClient.Configuration(apiKey: apiKey, clock: { [clock] in clock.now })
        if let (base, source) = baseURL {
            do { client.baseURL = try BaseURL(base) } catch { throw .invalidOption(base, source) }
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

public import OpenWeatherAPI
public import WeatherCore

/// Live weather from OpenWeather: place search (geocoding), then current conditions and
/// the forecast requested concurrently, every answer cached on disk.
///
/// ```swift
/// let weather = try await OpenWeatherClient.withClient(configuration) { client in
///     let seoul = try await client.places(matching: .name("서울")).first!
///     return try await client.weather(for: seoul)
/// }
/// weather.current.main.temp  // Kelvin: requests always use units=standard
/// ```
public struct OpenWeatherClient: Sendable {
    /// Everything that decides how the client behaves.
    public struct Configuration: Sendable {
        public var apiKey: String
        public var baseURL: BaseURL = .openWeather
        public var http = HTTPSettings()
        public var proxy = ProxySettings(environment: [:])
        /// `nil` to use no cache.
        public var cache: ResponseCache?
        /// Ask the network even when a cached answer is fresh (the cache still backs a failure).
        public var refresh = false
        /// Unix seconds now (injectable for tests).
        public var clock: @Sendable () -> Double

        public init(apiKey: String, clock: @escaping @Sendable () -> Double) {
            self.apiKey = apiKey
            self.clock = clock
        }
    }

    private let configuration: Configuration
    private let fetcher: HTTPFetcher
    private let warningLog = WarningLog()

    private init(_ configuration: Configuration) {
        self.configuration = configuration
        fetcher = HTTPFetcher(
            base: configuration.baseURL, settings: configuration.http, proxy: configuration.proxy, clock: configuration.clock)
    }

    /// Runs `body` with a client and shuts its connections down afterwards, whatever happens.
    public static func withClient<T: Sendable>(
        _ configuration: Configuration, _ body: (OpenWeatherClient) async throws(NetworkError) -> T
    ) async throws(NetworkError) -> T {
        let client = OpenWeatherClient(configuration)
        let result: Result<T, NetworkError>
        do {
            result = .success(try await body(client))
        } catch {
            result = .failure(error)
        }
        await client.fetcher.shutdown()
        return try result.get()
    }

    /// Cache problems met so far, for the caller to report.
    public var warnings: [CacheWarning] { warningLog.entries.withLock { $0 } }

    /// The places matching `query`, best first. Coordinates are named by a reverse search.
    /// - Throws: `NetworkError.placeNotFound(query:)` when nothing matches.
    public func places(matching query: PlaceQuery, limit: Int = 5) async throws(NetworkError) -> [Place] {
        let places: [Place]
        switch query {
        case .name(let name):
            let request = OpenWeatherRequest(.direct, ["q": name, "limit": String(limit)])
            places = try await fetch(request) { (body, display) throws(NetworkError) in try ResponseReader.places(body, .direct, display: display) }.value
        case .zip(let code):
            let request = OpenWeatherRequest(.zip, ["zip": code])
            do {
                places = [try await fetch(request) { (body, display) throws(NetworkError) in try ResponseReader.zipPlace(body, display: display) }.value]
            } catch .httpStatus(_, 404) {
                throw .placeNotFound(query: query.description)
            }
        case .coordinates(let latitude, let longitude):
            let request = reverseRequest(CoordinateText(latitude: latitude, longitude: longitude), limit: limit)
            places = try await fetch(request) { (body, display) throws(NetworkError) in try ResponseReader.places(body, .reverse, display: display) }.value
        }
        guard !places.isEmpty else { throw .placeNotFound(query: query.description) }
        return places
    }

    /// Current conditions and forecast for `query`: the first match of a name or ZIP
    /// search; for coordinates, the reverse search runs alongside the two data requests.
    public func weather(for query: PlaceQuery) async throws(NetworkError) -> LiveWeather {
        switch query {
        case .name, .zip:
            let place = try await places(matching: query, limit: 5)[0]
            guard let coordinates = place.coordinates else { throw .placeNotFound(query: query.description) }
            return try await weather(at: CoordinateText(latitude: coordinates.lat, longitude: coordinates.lon), place: place)
        case .coordinates(let latitude, let longitude):
            let at = CoordinateText(latitude: latitude, longitude: longitude)
            async let named: [Place]? = try? await fetch(reverseRequest(at, limit: 1)) { (body, display) throws(NetworkError) in
                try ResponseReader.places(body, .reverse, display: display)
            }.value
            var weather = try await weather(at: at, place: nil)
            weather.place = await named?.first
            return weather
        }
    }

    /// Both data requests at once (structured concurrency); the result waits for both, and
    /// the first failure is the one reported.
    private func weather(at coordinates: CoordinateText, place: Place?) async throws(NetworkError) -> LiveWeather {
        async let current = result { () async throws(NetworkError) in
            try await fetch(.current(at: coordinates)) { (body, display) throws(NetworkError) in try ResponseReader.current(body, display: display) }
        }
        async let forecast = result { () async throws(NetworkError) in
            try await fetch(.forecast(at: coordinates)) { (body, display) throws(NetworkError) in try ResponseReader.forecast(body, display: display) }
        }
        let (now, later) = await (current, forecast)
        let currentValue = try now.get()
        let forecastValue = try later.get()
        let ages = [currentValue.staleAge, forecastValue.staleAge].compactMap { $0 }
        return LiveWeather(current: currentValue.value, forecast: forecastValue.value, place: place, staleAgeSeconds: ages.max())
    }

    private func result<T>(_ body: () async throws(NetworkError) -> T) async -> Result<T, NetworkError> {
        do { return .success(try await body()) } catch { return .failure(error) }
    }

    private func reverseRequest(_ at: CoordinateText, limit: Int) -> OpenWeatherRequest {
        OpenWeatherRequest(.reverse, ["lat": at.latitude, "lon": at.longitude, "limit": String(limit)])
    }

    /// A decoded answer, and its age when it is stale cached data shown after a failure.
    private struct Fetched<T> {
        var value: T
        var staleAge: Int?
    }

    /// One request through the cache: a fresh entry answers without the network (unless
    /// refreshing); a new answer is saved only once it decoded; a failure that the network
    /// caused falls back on any older entry that still decodes.
    private func fetch<T>(
        _ request: OpenWeatherRequest, _ decode: ([UInt8], String) throws(NetworkError) -> T
    ) async throws(NetworkError) -> Fetched<T> {
        let base = configuration.baseURL
        let display = request.displayURL(base: base)
        let key = base.text + request.cacheKey
        let now = Int(configuration.clock())
        var saved: ResponseCache.Entry?
        if let cache = configuration.cache {
            switch cache.read(key: key) {
            case .missing: break
            case .found(let entry): saved = entry
            case .corrupt(let path):
                warningLog.entries.withLock { $0.append(.entryIgnored(path: path)) }
                cache.remove(key: key)
            }
        }
        if let saved, !configuration.refresh, now - saved.fetchedAt < request.endpoint.freshnessSeconds,
           let value = try? decode(saved.body, display) {
            return Fetched(value: value, staleAge: nil)
        }
        do {
            let body = try await fetcher.body(url: request.url(base: base, apiKey: configuration.apiKey), display: display)
            let value = try decode(body, display)
            if let cache = configuration.cache {
                do {
                    try cache.write(key: key, body: body, fetchedAt: now)
                } catch {
                    warningLog.entries.withLock { $0.append(.notWritten(error)) }
                }
            }
            return Fetched(value: value, staleAge: nil)
        } catch {
            if error.allowsStaleData, let saved, let value = try? decode(saved.body, display) {
                return Fetched(value: value, staleAge: max(0, now - saved.fetchedAt))
            }
            throw error
        }
    }
}

/// Cache problems met by one client, shared by its concurrent requests.
private final class WarningLog: Sendable {
    let entries = Locked<[CacheWarning]>([])
}

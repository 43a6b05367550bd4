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
        /// Where the weather comes from (``forecast(for:airQuality:)``); place searches by
        /// name use Open-Meteo's geocoder when it is Open-Meteo.
        public var feed: WeatherFeed = .openWeather
        /// Open-Meteo's servers when not the public ones (`OPEN_METEO_BASE_URL` and its kin).
        public var openMeteoServers: [FeedServer: BaseURL] = [:]
        /// The language place names and One Call's words are asked in (`ko`, `pt`).
        public var language = "en"
        public var http = HTTPSettings()
        public var proxy = ProxySettings(environment: [:])
        /// `nil` to use no cache.
        package var cache: (any ResponseStore)?
        /// How old a saved answer may be and still stand in when the network fails;
        /// `nil`: any age (the command line shows it with its age).
        package var staleLimitSeconds: Int?
        /// Upstream calls allowed per minute; `nil`: no budget. Past it, a request fails as
        /// ``NetworkError/rateLimited`` (and stale data stands in, as for a 429).
        package var budget: UpstreamBudget?
        /// Told of every upstream call: its endpoint and outcome (for metrics).
        package var onUpstreamCall: (@Sendable (OpenWeatherEndpoint, UpstreamOutcome) -> Void)?
        /// Ask the network even when a cached answer is fresh (the cache still backs a failure).
        public var refresh = false
        /// How long an upstream failure for one request is remembered and answers again
        /// instead of a new call (0: never remembered). A service sets it; the command asks once.
        package var failureMemorySeconds = 0.0
        /// Unix seconds now (injectable for tests).
        public var clock: @Sendable () -> Double
        /// How requests reach the server (WeatherHTTP's `init(apiKey:clock:)` gives AsyncHTTPClient's).
        package var transport: HTTPTransportMaker

        package init(apiKey: String, transport: @escaping HTTPTransportMaker, clock: @escaping @Sendable () -> Double) {
            self.apiKey = apiKey
            self.transport = transport
            self.clock = clock
        }
    }

    let configuration: Configuration
    /// One fetcher per server the feed asks (each has its own connections, proxy and host).
    private let fetchers: [FeedServer: HTTPFetcher]
    /// Optional data's own connections and shorter deadline per server
    /// (``HTTPSettings/optionalTimeoutSeconds``): hanging air calls neither take the weather's
    /// connections nor keep its answer waiting.
    private let optionalFetchers: [FeedServer: HTTPFetcher]
    /// Connections for optional data, beside the weather's eight: three air calls per place,
    /// so a slow air-quality service queues its own calls, not the weather's.
    static let optionalConnectionsPerHost = 4
    private let warningLog = WarningLog()
    /// Concurrent requests for the same answer share one upstream call, and its decoding.
    let shared = SharedAnswers()
    /// Set by an upstream `Retry-After` longer than a retry waits: no call of that family
    /// (or, for the key's limit, of any) until it is over.
    private let pause = UpstreamPause()
    private let recentFailures: RecentFailures

    /// A client for a long-running process (a service); call ``shutdown()`` when done.
    /// One-off callers use ``withClient(_:_:)``.
    public init(_ configuration: Configuration) {
        self.configuration = configuration
        recentFailures = RecentFailures(seconds: configuration.failureMemorySeconds)
        var fetchers: [FeedServer: HTTPFetcher] = [:]
        var optionalFetchers: [FeedServer: HTTPFetcher] = [:]
        // One transport per server and use: a second one for the same would never be shut down.
        for server in [.openWeather] + configuration.feed.servers where fetchers[server] == nil {
            let setup = HTTPTransportSetup(
                base: configuration.base(for: server), settings: configuration.http, proxy: configuration.proxy, clock: configuration.clock)
            fetchers[server] = HTTPFetcher(transport: configuration.transport(setup), settings: configuration.http)
            guard server.servesAirQuality else { continue }
            var optional = setup
            optional.settings.totalTimeoutSeconds = min(configuration.http.totalTimeoutSeconds, configuration.http.optionalTimeoutSeconds)
            optional.connectionsPerHost = Self.optionalConnectionsPerHost
            optionalFetchers[server] = HTTPFetcher(transport: configuration.transport(optional), settings: optional.settings)
        }
        self.fetchers = fetchers
        self.optionalFetchers = optionalFetchers
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
        await client.shutdown()
        return try result.get()
    }

    /// Closes the client's connections.
    public func shutdown() async {
        for fetcher in fetchers.values { await fetcher.shutdown() }
        for fetcher in optionalFetchers.values { await fetcher.shutdown() }
    }

    /// Whole seconds until the calls a page needs (place searches and weather) may be made
    /// again (0: now): the upstream's pause (`Retry-After`) or the budget's next call,
    /// whichever is later. What a service tells its clients in its own `Retry-After`.
    package func secondsUntilUpstreamCalls(now: Double) -> Int {
        max(pause.secondsLeft(.places, now: now), pause.secondsLeft(.weather, now: now), configuration.budget?.secondsUntilNext(now: now) ?? 0)
    }

    /// Cache problems met so far, for the caller to report.
    package var warnings: [CacheWarning] { warningLog.entries.withLock { $0 } }

    /// The places matching `query`, best first, ready to show (``PlaceMatches/prepared(_:query:)``:
    /// names borrowed from matches at the same place, states only where they tell places
    /// apart). Coordinates are named by a reverse search.
    /// - Throws: `NetworkError.placeNotFound(query:)` when nothing matches.
    public func places(matching query: PlaceQuery, limit: Int = 5) async throws(NetworkError) -> [Place] {
        if configuration.feed == .openMeteo { return try await openMeteoPlaces(matching: query, limit: limit) }
        let places: [Place]
        switch query {
        case .name(let name):
            let request = OpenWeatherRequest(.direct, ["q": name, "limit": String(limit)])
            // A server may send any number of matches; the caller asked for `limit`, and the
            // rest are not even read.
            do {
                places = try await fetch(request, sharedBy: shared.places) { (body, display) throws(NetworkError) in
                    try ResponseReader.places(body, .direct, display: display, limit: max(limit, 1))
                }.value
            } catch .httpStatus(_, 400, _) {
                // "Nothing to geocode": the name itself is refused (`,`).
                throw .invalidPlaceQuery(query)
            }
        case .zip(let code):
            let request = OpenWeatherRequest(.zip, ["zip": code])
            do {
                places = [try await fetch(request, sharedBy: shared.place) { (body, display) throws(NetworkError) in
                    try ResponseReader.zipPlace(body, display: display)
                }.value]
            } catch .httpStatus(_, 404, _) {
                throw .placeNotFound(query: query.description)
            } catch .httpStatus(_, 400, _) {
                throw .invalidPlaceQuery(query)
            }
        case .coordinates(let latitude, let longitude):
            let request = reverseRequest(CoordinateText(latitude: latitude, longitude: longitude), limit: limit)
            places = try await fetch(request, sharedBy: shared.places) { (body, display) throws(NetworkError) in
                try ResponseReader.places(body, .reverse, display: display, limit: max(limit, 1))
            }.value
        }
        guard !places.isEmpty else { throw .placeNotFound(query: query.description) }
        let typed: String? = if case .name(let name) = query { name } else { nil }
        return PlaceMatches.prepared(places, query: typed)
    }

    /// Current conditions and forecast for `query`: the first match of a name or ZIP
    /// search; for coordinates, the reverse search runs alongside the two data requests.
    /// - Parameter airQuality: also ask for air pollution at the same coordinates, at the same
    ///   time as the weather; its failure is kept in ``LiveWeather/airQuality`` and never
    ///   fails the weather.
    public func weather(for query: PlaceQuery, airQuality: Bool = false) async throws(NetworkError) -> LiveWeather {
        switch query {
        case .name, .zip:
            let place = try await places(matching: query, limit: 5)[0]
            guard let coordinates = place.coordinates else { throw .placeNotFound(query: query.description) }
            return try await weather(at: CoordinateText(latitude: coordinates.lat, longitude: coordinates.lon), place: place, airQuality: airQuality)
        case .coordinates(let latitude, let longitude):
            let at = CoordinateText(latitude: latitude, longitude: longitude)
            async let named = result { () async throws(NetworkError) in
                PlaceMatches.prepared(try await fetch(reverseRequest(at, limit: 1), sharedBy: shared.places) { (body, display) throws(NetworkError) in
                    try ResponseReader.places(body, .reverse, display: display, limit: 1)
                }.value, query: nil)
            }
            var weather = try await weather(at: at, place: nil, airQuality: airQuality)
            // A failed search does not cost the weather: it is shown under the data's own
            // name, and the failure is returned for the frontend to say so.
            switch await named {
            case .success(let places): weather.place = places.first
            case .failure(let error): weather.placeSearchFailure = error
            }
            return weather
        }
    }

    /// Both data requests at once (structured concurrency); the result waits for both, and
    /// the first failure is the one reported.
    private func weather(at coordinates: CoordinateText, place: Place?, airQuality: Bool) async throws(NetworkError) -> LiveWeather {
        async let air = airQuality ? self.airQuality(at: coordinates, now: Int(configuration.clock())) : nil
        async let current = result { () async throws(NetworkError) in
            try await fetch(.current(at: coordinates), sharedBy: shared.current) { (body, display) throws(NetworkError) in try ResponseReader.current(body, display: display) }
        }
        async let forecast = result { () async throws(NetworkError) in
            try await fetch(.forecast(at: coordinates), sharedBy: shared.forecast) { (body, display) throws(NetworkError) in try ResponseReader.forecast(body, display: display) }
        }
        let (now, later) = await (current, forecast)
        let currentValue = try now.get()
        let forecastValue = try later.get()
        let ages = [currentValue.staleAge, forecastValue.staleAge].compactMap { $0 }
        var weather = LiveWeather(
            current: currentValue.value, forecast: forecastValue.value, place: place, placeSearchFailure: nil, staleAgeSeconds: ages.max())
        weather.fetchedAt = min(currentValue.fetchedAt, forecastValue.fetchedAt)
        weather.airQuality = await air
        return weather
    }

    func result<T>(_ body: () async throws(NetworkError) -> T) async -> Result<T, NetworkError> {
        do { return .success(try await body()) } catch { return .failure(error) }
    }

    private func reverseRequest(_ at: CoordinateText, limit: Int) -> OpenWeatherRequest {
        OpenWeatherRequest(.reverse, ["lat": at.latitude, "lon": at.longitude, "limit": String(limit)])
    }

    /// A decoded answer, and its age when it is stale cached data shown after a failure.
    struct Fetched<T> {
        var value: T
        var staleAge: Int?
        /// When the answer was fetched (Unix seconds).
        var fetchedAt: Int
    }

    /// One upstream call, within the budget: the body decoded once, saved in the cache with
    /// the value it decoded to. Shared by every caller waiting for the same key (see
    /// ``RequestCoalescer``).
    private func upstreamAnswer<T: Sendable>(
        _ request: OpenWeatherRequest, display: String, key: String, now: Int, newWork: Bool,
        decode: @Sendable ([UInt8], String) throws(NetworkError) -> T
    ) async throws(NetworkError) -> T {
        // Every attempt was counted and told by the gate; an answer that does not decode, here.
        let server = request.endpoint.server
        let pool = request.endpoint.family == .air ? optionalFetchers : fetchers
        guard let fetcher = pool[server] else { throw .unknownHost(host: configuration.base(for: server).host) }
        let body = try await fetcher.body(
            url: request.url(base: configuration.base(for: server), apiKey: configuration.apiKey), display: display,
            gate: gate(request.endpoint, spender: newWork ? UpstreamSpender.current : nil))
        let value: T
        do {
            value = try decode(body, display)
        } catch {
            configuration.onUpstreamCall?(request.endpoint, .failed(error))
            throw error
        }
        configuration.onUpstreamCall?(request.endpoint, .success)
        if let cache = configuration.cache {
            do {
                try cache.write(key: key, body: body, fetchedAt: now)
                cache.keepDecoded(value, key: key, fetchedAt: now)
            } catch {
                warningLog.add(.notWritten(error))
            }
        }
        return value
    }

    /// What decides each attempt of a call to `endpoint`: the upstream's pause, then the
    /// budget (a place search or an air-pollution call spends only the unreserved share); every attempt, retries
    /// included, is told as a call. A `Retry-After` longer than a retry waits pauses the
    /// endpoint's family; a 429 from the weather endpoints, or one that says so, is the key's
    /// limit and pauses every call. New work for a client (`spender`) is spent from its share
    /// first, and only a client that has used little of it may spend the reserve.
    private func gate(_ endpoint: OpenWeatherEndpoint, spender: UpstreamSpender?) -> AttemptGate {
        let configuration = configuration
        let pause = pause
        return AttemptGate(
            admit: {
                let now = configuration.clock()
                if pause.secondsLeft(endpoint.family, now: now) > 0 {
                    configuration.onUpstreamCall?(endpoint, .paused)
                    return .rateLimited
                }
                // Place searches and the optional air pollution spend only the unreserved share:
                // the reserve keeps the weather of places already served fresh.
                var unreservedOnly = endpoint.family != .weather
                if let spender, configuration.budget != nil {
                    // Over its share: refused before the budget is touched (the service answers 429,
                    // unless the call was the optional air, whose refusal only leaves it out).
                    guard let light = spender.take(now: now, optional: endpoint.family == .air) else { return .rateLimited }
                    // New work: a client that has used little of its share may spend the reserve; others stop at it.
                    unreservedOnly = !light
                }
                if let budget = configuration.budget, !budget.take(now: now, forNewPlace: unreservedOnly) {
                    spender?.refund()
                    configuration.onUpstreamCall?(endpoint, .overBudget)
                    return .rateLimited
                }
                return nil
            },
            failed: { failure, retrying in
                configuration.onUpstreamCall?(endpoint, .failed(failure.error))
                guard !retrying, let seconds = failure.retryAfter else { return }
                switch failure.error {
                // An hourly or daily limit is the caller's (Open-Meteo counts every API together).
                case .rateLimited where endpoint.family == .weather || failure.limitsKey, .limitReached:
                    pause.hold(nil, seconds: seconds, now: configuration.clock())
                case .rateLimited, .serverError: pause.hold(endpoint.family, seconds: seconds, now: configuration.clock())
                default: break
                }
            })
    }

    /// One request through the cache: a fresh entry answers without the network (unless
    /// refreshing); a new answer is saved only once it decoded; a failure that the network
    /// caused falls back on any older entry that still decodes. Each body is decoded once:
    /// the callers waiting on `coalescer` share the value, and a memory store keeps it.
    func fetch<T: Sendable>(
        _ request: OpenWeatherRequest, sharedBy coalescer: RequestCoalescer<T, NetworkError>,
        _ decode: @escaping @Sendable ([UInt8], String) throws(NetworkError) -> T
    ) async throws(NetworkError) -> Fetched<T> {
        let base = configuration.base(for: request.endpoint.server)
        let display = request.displayURL(base: base)
        let key = base.text + request.cacheKey
        let now = UnixTime.seconds(configuration.clock())
        var saved: (entry: ResponseCache.Entry, value: T)?
        if let cache = configuration.cache {
            switch cache.read(key: key) {
            case .missing: break
            case .found(let entry):
                // An entry that no longer decodes (a stricter check, a hostile answer saved by
                // an older version) is dropped and reported, never shown nor kept.
                if let value = entry.decoded as? T {
                    saved = (entry, value)
                } else if let value = try? decode(entry.body, display) {
                    saved = (entry, value)
                    cache.keepDecoded(value, key: key, fetchedAt: entry.fetchedAt)
                } else {
                    warningLog.add(.entryIgnored(path: cache.location(ofKey: key)))
                    cache.remove(key: key)
                }
            case .corrupt(let path):
                warningLog.add(.entryIgnored(path: path))
                cache.remove(key: key)
            }
        }
        // Entries are dated within ``UnixTime/range`` (the cache checks), so the age cannot
        // overflow; one dated in the future (written while the clock was ahead) is not fresh.
        let age = saved.map { now - $0.entry.fetchedAt }
        if let saved, let age, !configuration.refresh, (0..<request.endpoint.freshnessSeconds).contains(age) {
            return Fetched(value: saved.value, staleAge: nil, fetchedAt: saved.entry.fetchedAt)
        }
        // Nothing kept, not even stale: a call for it is new work, spent from the client's share.
        let newWork = saved == nil
        do throws(NetworkError) {
            // A failure met moments ago answers again instead of another call.
            if let remembered = recentFailures.failure(for: key, now: configuration.clock()) { throw remembered }
            let value = try await coalescer.run(key: key) { () async throws(NetworkError) in
                do throws(NetworkError) {
                    return try await upstreamAnswer(request, display: display, key: key, now: now, newWork: newWork, decode: decode)
                } catch {
                    recentFailures.remember(error, key: key, now: configuration.clock())
                    throw error
                }
            }
            return Fetched(value: value, staleAge: nil, fetchedAt: now)
        } catch {
            // Stale data needs an age to show: an entry from the future has none.
            if error.allowsStaleData, let saved, let age, age >= 0, age <= configuration.staleLimitSeconds ?? .max {
                return Fetched(value: saved.value, staleAge: age, fetchedAt: saved.entry.fetchedAt)
            }
            throw error
        }
    }
}

extension OpenWeatherClient.Configuration {
    /// The server's base URL: ``baseURL`` for OpenWeather, else the Open-Meteo override or the public server.
    package func base(for server: FeedServer) -> BaseURL {
        server == .openWeather ? baseURL : openMeteoServers[server] ?? server.defaultBase
    }
}

/// Cache problems met by one client, shared by its concurrent requests.
private final class WarningLog: Sendable {
    let entries = Locked<[CacheWarning]>([])

    /// Records `warning` once: concurrent requests meeting the same unwritable folder
    /// report it one time.
    func add(_ warning: CacheWarning) {
        entries.withLock { entries in
            let repeated = entries.contains { known in
                switch (known, warning) {
                case (.notWritten(let old), .notWritten(let new)): old.directory == new.directory
                default: known == warning
                }
            }
            if !repeated { entries.append(warning) }
        }
    }
}

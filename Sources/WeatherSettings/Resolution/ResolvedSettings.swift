package import OpenWeatherAPI
import WeatherCore

/// The user's settings, resolved once for both frontends (`weather` and `weather serve`)
/// from the command line, the environment and the configuration file, in this order:
///
/// - API key: `--api-key-file` (when given, the only source), else `OPENWEATHER_API_KEY`,
///   else the file's `api_key`; an empty or blank value counts as not set.
/// - Base URL: `--base-url`, else `OPENWEATHER_BASE_URL` (unless empty), else `base_url`.
/// - Locale: `--locale`, else the file's `locale`.
/// - Default place: the file's `city`, else `zip`, else `lat`/`lon`.
/// - Feed: `--source`, else the file's `source`, else OpenWeather 2.5 with a key and
///   Open-Meteo without one; the service: its `[serve]` table's `source` first.
/// - Open-Meteo's servers: `OPEN_METEO_BASE_URL`, `OPEN_METEO_GEOCODING_URL`, `OPEN_METEO_AIR_URL`.
/// - `weather serve`: `--host`, `--port`, `--upstream-per-minute`, else the `[serve]`
///   table, else ``ServeOptions/Default``.
package struct ResolvedSettings: Sendable {
    /// Where the configuration file and the cache are.
    package var directories: WeatherDirectories
    /// The configuration file, `nil` when there is none.
    package var file: ConfigurationFile?
    /// `nil` when no source holds one: the frontend decides whether that is an error.
    package var apiKey: APIKey?
    /// As given, checked only when the client is made (``baseURL()``).
    package var baseURLText: Sourced<String>?
    package var locale: String?
    package var defaultPlace: PlaceQuery?
    package var serve: ServeOptions
    /// The feed chosen by `--source` or `source =`; `nil`: none was chosen (``feed``).
    package var source: WeatherFeed?
    /// The service's feed from `[serve]`'s `source`, else ``source``.
    package var serveSource: WeatherFeed?
    /// Open-Meteo's servers given by the environment, as given.
    package var openMeteoURLTexts: [FeedServer: Sourced<String>] = [:]

    /// The environment variables read.
    package enum Variable {
        package static let apiKey = "OPENWEATHER_API_KEY"
        package static let baseURL = "OPENWEATHER_BASE_URL"
        /// Open-Meteo's forecast, air-quality and geocoding servers (tests, mirrors).
        package static let openMeteo: [(FeedServer, String)] = [
            (.openMeteoForecast, "OPEN_METEO_BASE_URL"), (.openMeteoAirQuality, "OPEN_METEO_AIR_URL"),
            (.openMeteoGeocoding, "OPEN_METEO_GEOCODING_URL"),
        ]
    }

    /// Reads the configuration file (if there is one) and the key file (if one is named).
    /// - Throws: ``SettingsError`` for a broken configuration file or an unreadable key file.
    package init(request: SettingsRequest, environment: [String: String]) throws(SettingsError) {
        directories = WeatherDirectories(environment: environment)
        do {
            file = try ConfigurationFile.load(path: directories.configFile)
        } catch {
            throw .configurationFile(error)
        }
        let path = directories.configFile
        if let keyFile = request.apiKeyFile {
            let key = try APIKeyFile.key(at: keyFile)
            apiKey = key.isEmpty ? nil : APIKey(value: key, source: .keyFile(path: keyFile))
        } else if let key = environment[Variable.apiKey]?.trimmingWhitespace, !key.isEmpty {
            apiKey = APIKey(value: key, source: .environment(Variable.apiKey))
        } else if let key = file?.apiKey?.trimmingWhitespace, !key.isEmpty {
            apiKey = APIKey(value: key, source: .configurationFile(path: path, key: "api_key"))
        }
        if let given = request.baseURL {
            baseURLText = given
        } else if let text = environment[Variable.baseURL], !text.isEmpty {
            baseURLText = Sourced(value: text, source: .environment(Variable.baseURL))
        } else if let text = file?.baseURL {
            baseURLText = Sourced(value: text, source: .configurationFile(path: path, key: "base_url"))
        }
        locale = request.locale ?? file?.locale
        source = request.source ?? file?.source
        serveSource = file?.serve.source ?? file?.source
        for (server, name) in Variable.openMeteo {
            if let text = environment[name], !text.isEmpty { openMeteoURLTexts[server] = Sourced(value: text, source: .environment(name)) }
        }
        defaultPlace = file.flatMap(Self.place(in:))
        serve = ServeOptions(
            host: request.host ?? file?.serve.host ?? ServeOptions.Default.host,
            port: request.port ?? file?.serve.port ?? ServeOptions.Default.port,
            // The feed's own free limits unless the operator says otherwise.
            upstreamPerMinute: request.upstreamPerMinute ?? file?.serve.upstreamPerMinute ?? Self.serveFeed(serveSource).freeCalls.perMinute,
            upstreamPerDay: request.upstreamPerDay ?? file?.serve.upstreamPerDay ?? Self.serveFeed(serveSource).freeCalls.perDay ?? 0,
            trustedProxies: request.trustedProxies ?? file?.serve.trustedProxies ?? [],
            shutdownTimeout: request.shutdownTimeout ?? file?.serve.shutdownTimeout ?? ServeOptions.Default.shutdownTimeout)
    }

    /// The base URL given, checked; `nil`: OpenWeather's own.
    /// - Throws: ``SettingsError/invalidBaseURL(_:)`` with the text and where it came from.
    package func baseURL() throws(SettingsError) -> BaseURL? {
        guard let given = baseURLText else { return nil }
        do { return try BaseURL(given.value) } catch { throw .invalidBaseURL(given) }
    }

    /// The feed live weather comes from: the one chosen, else OpenWeather 2.5 with a key and
    /// Open-Meteo (no key needed) without one.
    package var feed: WeatherFeed {
        source ?? (apiKey == nil ? .openMeteo : .openWeather)
    }

    /// The service's feed: `[serve]`'s `source`, else the file's `source`, else OpenWeather 2.5
    /// (an operator chooses a keyless service; it is never a fallback).
    package var serveFeed: WeatherFeed {
        Self.serveFeed(serveSource)
    }

    private static func serveFeed(_ source: WeatherFeed?) -> WeatherFeed {
        source ?? .openWeather
    }

    /// Open-Meteo's servers the environment names, checked.
    /// - Throws: ``SettingsError/invalidBaseURL(_:)`` with the text and the variable.
    package func openMeteoServers() throws(SettingsError) -> [FeedServer: BaseURL] {
        var servers: [FeedServer: BaseURL] = [:]
        for (server, given) in openMeteoURLTexts {
            do { servers[server] = try BaseURL(given.value) } catch { throw .invalidBaseURL(given) }
        }
        return servers
    }

    /// Whether to warn that the configuration file, holding the key, is readable by others.
    package var keyFileIsExposed: Bool {
        guard let file, file.apiKey != nil else { return false }
        return file.readableByOthers
    }

    private static func place(in file: ConfigurationFile) -> PlaceQuery? {
        if let city = file.city { return .name(city) }
        if let zip = file.zip { return .zip(zip) }
        if let lat = file.latitude, let lon = file.longitude { return .coordinates(latitude: lat, longitude: lon) }
        return nil
    }
}

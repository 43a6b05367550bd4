import FoundationEssentials
import OpenWeatherAPI
import WeatherCore
import WeatherHTTP
import WeatherLocalization
import WeatherNetwork
import WeatherService
import WeatherSettings

/// Everything the server needs from outside: options, environment, configuration file.
struct ServerSetup {
    /// The key, base URL, locale, default place and `[serve]` options, resolved as `weather` resolves them.
    var settings: ResolvedSettings
    var host: String
    var port: Int
    var client: OpenWeatherClient.Configuration
    var site: WeatherSite.Settings

    /// Why the server cannot start, with its exit code (sysexits).
    struct Failure: Error, Equatable {
        var message: String
        var exitCode: Int32
    }

    init(command: ServeCommand, environment: [String: String]) throws(Failure) {
        var request = SettingsRequest(
            apiKeyFile: command.apiKeyFile, baseURL: command.baseUrl.map { Sourced(value: $0, source: .option("--base-url")) },
            locale: command.locale, host: command.host, port: command.port, upstreamPerMinute: command.upstreamPerMinute,
            trustedProxies: command.trustedProxy.isEmpty ? nil : command.trustedProxy.compactMap(AddressRange.init),
            shutdownTimeout: command.shutdownTimeout)
        request.upstreamPerDay = command.upstreamPerDay
        do {
            settings = try ResolvedSettings(request: request, environment: environment)
        } catch {
            throw Failure(error)
        }
        host = settings.serve.host
        port = settings.serve.port
        let feed = settings.serveFeed
        guard let key = settings.apiKey?.value ?? (feed.needsKey ? nil : "") else {
            throw Failure(
                message: "no API key: give --api-key-file, set OPENWEATHER_API_KEY or put api_key in \(settings.directories.configFile)"
                    + " (or source = \"open-meteo\" under [serve], which needs none)",
                exitCode: 78)
        }

        let clock: @Sendable () -> Double = { Date.now.timeIntervalSince1970 }
        client = OpenWeatherClient.Configuration(apiKey: key, clock: clock)
        client.feed = feed
        do {
            if let base = try settings.baseURL() { client.baseURL = base }
            client.openMeteoServers = try settings.openMeteoServers()
        } catch {
            throw Failure(error)
        }
        client.proxy = ProxySettings(environment: environment)
        client.http.totalTimeoutSeconds = 10
        client.cache = MemoryResponseStore()
        client.staleLimitSeconds = command.staleSeconds
        let perMinute = settings.serve.upstreamPerMinute
        let perDay = settings.serve.upstreamPerDay
        // A daily cap alone may be spent at any pace: a minute may take the whole day's.
        let budget = perMinute > 0 || perDay > 0
            ? UpstreamBudget(callsPerMinute: perMinute > 0 ? perMinute : perDay, callsPerDay: perDay > 0 ? perDay : nil) : nil
        client.budget = budget
        client.failureMemorySeconds = ServeCommand.Default.failureMemorySeconds

        let localeText = settings.locale ?? "en"
        let locale: WeatherLocale
        do { locale = try WeatherLocale(localeText) } catch { throw Failure(message: "--locale: unknown locale '\(localeText)'", exitCode: 64) }
        site = WeatherSite.Settings(defaultLocale: locale, clock: clock)
        site.defaultPlace = settings.defaultPlace
        site.clientAllowances = budget.map(ClientAllowances.init(sharing:))
        site.clientIdentity = ClientIdentity(trustedProxies: settings.serve.trustedProxies)
    }
}

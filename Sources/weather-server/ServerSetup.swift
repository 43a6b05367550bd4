import FoundationEssentials
import OpenWeatherAPI
import WeatherCore
import WeatherLocalization
import WeatherNetwork
import WeatherService

/// Everything the server needs from outside: options, environment, configuration file.
struct ServerSetup {
    var host: String
    var port: Int
    var client: OpenWeatherClient.Configuration
    var site: WeatherSite.Settings

    /// Why the server cannot start, with its exit code (sysexits).
    struct Failure: Error {
        var message: String
        var exitCode: Int32
    }

    init(command: ServeCommand, environment: [String: String]) throws(Failure) {
        let directories = WeatherDirectories(environment: environment)
        let file: ConfigurationFile?
        do {
            file = try ConfigurationFile.load(path: directories.configFile)
        } catch {
            throw Failure(message: "\(error.path): \(error.detail)", exitCode: 78)
        }
        host = command.host ?? file?.serve.host ?? ServeCommand.Default.host
        port = command.port ?? file?.serve.port ?? ServeCommand.Default.port

        let key: String?
        if let path = command.apiKeyFile {
            guard let data = FileManager.default.contents(atPath: path), data.count <= 4096,
                  let text = String(validating: data, as: UTF8.self)
            else { throw Failure(message: "--api-key-file \(path): cannot be read", exitCode: 66) }
            key = text.trimmingWhitespace
        } else {
            key = (environment["OPENWEATHER_API_KEY"] ?? file?.apiKey)?.trimmingWhitespace
        }
        guard let key, !key.isEmpty else {
            throw Failure(message: "no API key: give --api-key-file, set OPENWEATHER_API_KEY or put api_key in \(directories.configFile)", exitCode: 78)
        }

        let clock: @Sendable () -> Double = { Date.now.timeIntervalSince1970 }
        client = OpenWeatherClient.Configuration(apiKey: key, clock: clock)
        let base = command.baseUrl ?? environment["OPENWEATHER_BASE_URL"].flatMap { $0.isEmpty ? nil : $0 } ?? file?.baseURL
        if let base {
            do { client.baseURL = try BaseURL(base) } catch { throw Failure(message: "--base-url: \(error)", exitCode: 64) }
        }
        client.proxy = ProxySettings(environment: environment)
        client.http.totalTimeoutSeconds = 10
        client.cache = MemoryResponseStore()
        client.staleLimitSeconds = command.staleSeconds
        let perMinute = command.upstreamPerMinute ?? file?.serve.upstreamPerMinute ?? ServeCommand.Default.upstreamPerMinute
        let budget = perMinute > 0 ? UpstreamBudget(callsPerMinute: perMinute) : nil
        client.budget = budget
        client.failureMemorySeconds = ServeCommand.Default.failureMemorySeconds

        let localeText = command.locale ?? file?.locale ?? "en"
        let locale: WeatherLocale
        do { locale = try WeatherLocale(localeText) } catch { throw Failure(message: "--locale: unknown locale '\(localeText)'", exitCode: 64) }
        site = WeatherSite.Settings(defaultLocale: locale, clock: clock)
        if let city = file?.city { site.defaultPlace = .name(city) }
        else if let zip = file?.zip { site.defaultPlace = .zip(zip) }
        else if let lat = file?.latitude, let lon = file?.longitude { site.defaultPlace = .coordinates(latitude: lat, longitude: lon) }
    }
}

import ArgumentParser
import FoundationEssentials
import Logging
import OpenWeatherAPI
import WeatherLocalization
import WeatherNetwork
import WeatherService
import WeatherSettings

/// `weather serve` (this program, which `weather serve` starts): the forecast over HTTP.
@main
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "weather serve",
        abstract: "Serve forecasts over HTTP: /Seoul, /?lat=37.57&lon=126.98, /?zip=10001,US (see /openapi.yaml).",
        discussion: """
            The API key comes from --api-key-file, else OPENWEATHER_API_KEY (unless empty), else the configuration file's api_key; \
            options win over the configuration file's [serve] table. Stops gracefully on SIGTERM or SIGINT (within --shutdown-timeout); \
            SIGHUP is ignored.
            """)

    /// The service's own defaults (help shows them); the listening address is WeatherSettings'
    /// (``ServeOptions/Default``) and the budget the feed's free limits (`WeatherFeed.freeCalls`),
    /// which the configuration file may change.
    enum Default {
        static let staleSeconds = 3600
        /// How long an upstream failure answers for the same request before it is asked again.
        static let failureMemorySeconds = 30.0
    }

    @Option(help: "Address to listen on (default \(ServeOptions.Default.host): this machine only).")
    var host: String?

    @Option(help: "Port to listen on (default \(ServeOptions.Default.port); 0 picks a free one and prints it).")
    var port: Int?

    @Option(help: "OpenWeather's base URL, or a caching proxy's (also OPENWEATHER_BASE_URL or base_url).")
    var baseUrl: String?

    @Option(help: "Upstream calls allowed per minute (default: the feed's free limit, \(WeatherFeed.openWeather.freeCalls.perMinute) for OpenWeather, \(WeatherFeed.openMeteo.freeCalls.perMinute) for Open-Meteo); 0: no budget.")
    var upstreamPerMinute: Int?

    @Option(help: "Upstream calls allowed per UTC day (default: the feed's free limit, \(WeatherFeed.openMeteo.freeCalls.perDay ?? 0) for Open-Meteo, \(WeatherFeed.oneCall.freeCalls.perDay ?? 0) for One Call, none for OpenWeather 2.5); 0: no daily cap.")
    var upstreamPerDay: Int?

    @Option(help: ArgumentHelp("A file holding the API key (for systemd's LoadCredential).", valueName: "file"))
    var apiKeyFile: String?

    @Option(help: "The language and units when a request names none we can show (default: the configuration file's locale, else en).")
    var locale: String?

    @Option(help: "How old cached data may be and still stand in when OpenWeather fails, in seconds.")
    var staleSeconds: Int = Default.staleSeconds

    @Option(parsing: .upToNextOption, help: ArgumentHelp(
        "Proxies (addresses or CIDR blocks) whose X-Forwarded-For or Forwarded names the client; others' are ignored.",
        valueName: "cidr"))
    var trustedProxy: [String] = []

    @Option(help: "Seconds a graceful stop may take before the connections left are closed (default \(ServeOptions.Default.shutdownTimeout)).")
    var shutdownTimeout: Int?

    func validate() throws {
        if let port, !(0...65535).contains(port) { throw ValidationError("--port must be from 0 to 65535") }
        if let upstreamPerMinute, upstreamPerMinute < 0 { throw ValidationError("--upstream-per-minute must be 0 or more") }
        if let upstreamPerDay, upstreamPerDay < 0 { throw ValidationError("--upstream-per-day must be 0 or more") }
        if !(0...86_400 * 30).contains(staleSeconds) { throw ValidationError("--stale-seconds must be from 0 to 2592000") }
        if let shutdownTimeout, !(0...3600).contains(shutdownTimeout) { throw ValidationError("--shutdown-timeout must be from 0 to 3600") }
        if let bad = trustedProxy.first(where: { AddressRange($0) == nil }) {
            throw ValidationError("--trusted-proxy: '\(bad)' is neither an address nor a CIDR block (10.0.0.0/8, ::1/128)")
        }
    }

    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        // One line a record, values escaped: upstream text cannot forge lines or send escapes.
        LoggingSystem.bootstrap { EscapedLogHandler(label: $0) { StandardStreams.writeError($0) } }
        var logger = Logger(label: "weather-serve")
        logger.logLevel = .notice
        let setup: ServerSetup
        do {
            setup = try ServerSetup(command: self, environment: environment)
        } catch {
            StandardStreams.writeError("weather serve: \(error.message)\n")
            throw ExitCode(error.exitCode)
        }
        let metrics = ServiceMetrics()
        var client = setup.client
        let upstreamLog = logger
        // Refusals a client can cause at will: one line a minute each, with how many were held back.
        let throttle = LogThrottle()
        let clock = setup.site.clock
        client.onUpstreamCall = { endpoint, outcome in
            metrics.countUpstream(endpoint, outcome)
            // Never silent: an operator learns why answers are stale or 503 (no key in the text: URLs say appid=…).
            switch outcome {
            case .success: break
            case .overBudget:
                if let heldBack = throttle.admit("over_budget", now: clock()) {
                    upstreamLog.warning("upstream budget spent: \(endpoint.path) not called (\(heldBack) more refusals since the last line)")
                }
            case .paused:
                if let heldBack = throttle.admit("paused", now: clock()) {
                    upstreamLog.warning("upstream asked for a pause (Retry-After): \(endpoint.path) not called (\(heldBack) more since the last line)")
                }
            case .failed(.invalidAPIKey): upstreamLog.error("OpenWeather rejected the API key (401)")
            case .failed(.placeNotFound): break
            case .failed(let error): upstreamLog.warning("upstream \(endpoint.path) failed: \(error)")
            }
        }
        let openWeather = OpenWeatherClient(client)
        let site = WeatherSite(settings: setup.site, client: openWeather, metrics: metrics)
        ProcessLimits.ignoreHangUp()
        var server = WeatherServer(site: site, host: setup.host, port: setup.port, logger: logger)
        server.maximumConnections = ProcessLimits.connectionCapacity()
        server.shutdownTimeout = .seconds(setup.settings.serve.shutdownTimeout)
        let host = setup.host
        server.onRunning = { port in
            // The one line on standard output: scripts read the port from it (with --port 0).
            StandardStreams.writeOutput("listening on http://\(host.contains(":") ? "[\(host)]" : host):\(port)\n")
        }
        do {
            try await server.run()
        } catch {
            await openWeather.shutdown()
            StandardStreams.writeError("weather serve: cannot serve on \(setup.host):\(setup.port): \(error)\n")
            throw ExitCode(69)
        }
        await openWeather.shutdown()
    }
}

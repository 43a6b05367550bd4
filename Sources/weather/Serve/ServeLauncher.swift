import ArgumentParser
import WeatherCore
import WeatherLocalization
import WeatherStrings

/// `weather serve`: starts the HTTP service, `weather-server`, installed beside `weather`.
/// The service is its own program so that the web framework stays out of `weather`'s
/// image (which starts in about 1.5× a C program's time); its options are declared there
/// once, and `weather serve --help` shows them.
struct ServeLauncher: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve forecasts over HTTP (runs weather-server from weather's folder; weather serve --help lists its options).")

    @Argument(parsing: .captureForPassthrough, help: "The options of weather-server (--host, --port, --base-url, --upstream-per-minute …).")
    var arguments: [String] = []

    /// The program's name beside `weather`.
    static let serverName = "weather-server"

    func run() throws {
        let server = ServerProgram.path(named: Self.serverName)
        try runReportingFailures(validLocale: nil) { () throws(CommandFailure) -> String in
            // Returns only if the server could not be started.
            ServerProgram.replaceProcess(with: server, arguments: arguments)
            throw CommandFailure(kind: .unavailable, message: .fileUnreadable(path: .path(server), .missing))
        }
    }
}

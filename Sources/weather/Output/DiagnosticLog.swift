import Logging
import WeatherLocalization
import WeatherStrings

/// Where the libraries' diagnostics (`WeatherDiagnostics`) go in the CLI: stderr, one line
/// each (`weather: warning: …`), control characters escaped.
///
/// Shown by default: errors (an ICU call that failed). `--verbose` adds warnings and debug
/// lines (fallbacks to English, keys missing everywhere); `WEATHER_LOG=warning` (or `debug`,
/// `error`, … any swift-log level) sets the level outright. Problems in `--localizations`
/// files are reported whatever the level (see `ShowCommand`).
struct DiagnosticLog: LogHandler {
    /// The environment variable that sets the level.
    static let environmentVariable = "WEATHER_LOG"

    var logLevel: Logger.Level
    var metadata: Logger.Metadata = [:]

    /// Installs the handler once, before any library logs; `verbose` is `--verbose`.
    static func bootstrap(verbose: Bool, environment: [String: String]) {
        let level = environment[environmentVariable].flatMap { Logger.Level(rawValue: $0.lowercased()) }
            ?? (verbose ? .debug : .error)
        LoggingSystem.bootstrap { _ in DiagnosticLog(logLevel: level) }
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let fields = metadata.merging(event.metadata ?? [:]) { $1 }
        let details = fields.isEmpty ? "" : " [" + fields.keys.sorted().map { "\($0): \(fields[$0].map { "\($0)" } ?? "")" }.joined(separator: ", ") + "]"
        StandardStreams.writeError("weather: \(event.level): \(DiagnosticText.escaping("\(event.message)\(details)"))\n")
    }
}

package import Logging

/// The libraries' diagnostic channel: whatever they fall back from or cannot do, they say
/// here (swift-log), never by printing. A frontend chooses what to show by bootstrapping
/// `LoggingSystem`; the `weather` CLI shows warnings with `--verbose` or `WEATHER_LOG`.
///
/// ```swift
/// LoggingSystem.bootstrap { StreamLogHandler.standardError(label: $0) }
/// // warning: ko: "wind": %1$d cannot show argument 1 ("NW") [language: ko, key: wind]
/// ```
///
/// Messages: `warning` for a fallback the user sees (English instead of a broken translation),
/// `error` for an ICU call that failed where it should not, `debug` for keys missing everywhere.
public enum WeatherDiagnostics {
    /// The label of every message the libraries log.
    public static let label = "weather-localization"

    /// Made on first use, so a frontend that bootstraps `LoggingSystem` at start gets its handler.
    package static let logger = Logger(label: label)
}

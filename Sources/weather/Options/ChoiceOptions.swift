import ArgumentParser
import WeatherCore

/// `--unit`: the locale's preference or a fixed unit.
enum UnitChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, celsius, fahrenheit, kelvin

    /// `nil` for `auto`: the locale's CLDR preference decides.
    var temperatureUnit: TemperatureUnit? { TemperatureUnit(rawValue: rawValue) }
}

/// `--format`: how `weather` prints the forecast (`line`: one line for status bars).
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, markdown, line
}

/// `--color`: ANSI colour in text output.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never

    /// `auto` colours only a terminal, and never when `NO_COLOR` is set (https://no-color.org).
    func isEnabled(environment: [String: String], outputIsTerminal: Bool) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto: outputIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty
        }
    }
}


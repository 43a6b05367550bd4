import ArgumentParser
import WeatherCore
import WeatherPresentation
import WeatherRendering

/// `--unit`: the locale's preference or a fixed unit.
enum UnitChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, celsius, fahrenheit, kelvin

    /// `nil` for `auto`: the locale's CLDR preference decides.
    var temperatureUnit: TemperatureUnit? { TemperatureUnit(rawValue: rawValue) }
}

/// `--format`: how `weather` prints the forecast (`line`: one line for status bars;
/// `waybar` and `i3blocks`: what those bars read from a command).
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, markdown, line, waybar, i3blocks
}

/// `--ambiguous`: how wide the terminal draws East Asian Ambiguous characters (`°`, `–`).
enum AmbiguousChoice: String, ExpressibleByArgument, CaseIterable {
    case narrow, wide

    /// The environment variable that sets it when the option is not given.
    static let environmentVariable = "WEATHER_AMBIGUOUS"

    /// The option, else `WEATHER_AMBIGUOUS`, else narrow; `nil` when the variable holds
    /// something else (the caller says so).
    static func resolve(_ option: AmbiguousChoice?, environment: [String: String]) -> AmbiguousWidth? {
        if let option { return option.width }
        guard let value = environment[environmentVariable], !value.isEmpty else { return .narrow }
        return AmbiguousChoice(rawValue: value)?.width
    }

    var width: AmbiguousWidth { self == .wide ? .wide : .narrow }
}

/// `--color`: ANSI colour in text output.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never

    /// `auto` colours only a terminal, and never when `NO_COLOR` is set (https://no-color.org)
    /// or `TERM` is `dumb` (a terminal that cannot show escape sequences).
    func isEnabled(environment: [String: String], outputIsTerminal: Bool) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto: outputIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        }
    }
}


/// `--icons`: the symbol before each condition in text output.
enum IconChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, emoji, ascii, none

    /// `auto` draws emoji on a terminal and nothing elsewhere, so files and pipes stay plain.
    func style(outputIsTerminal: Bool) -> IconStyle {
        switch self {
        case .auto: outputIsTerminal ? .emoji : .none
        case .emoji: .emoji
        case .ascii: .ascii
        case .none: .none
        }
    }
}

/// `--hours`: how much of the 3-hour forecast to show.
struct HoursChoice: Equatable {
    /// The presentation's default window, as it would be typed (`24`).
    static var defaultArgument: String {
        if case .hours(let hours) = HourlyWindow.default { return String(hours) }
        return "all"
    }

    var window: HourlyWindow

    /// `all`, or a whole number of hours from 1 to 240 (the forecast spans 120).
    init?(argument: String) {
        if argument == "all" {
            window = .all
        } else if let hours = Int(argument), (1...240).contains(hours) {
            window = .hours(hours)
        } else {
            return nil
        }
    }
}

import ArgumentParser

/// Every option's and flag's command-line name and kind, declared once: ArgumentParser's
/// declarations take their names from here (`@Option(name: .named(.inputUnits))`), and so
/// do the direct readers (``DirectArguments``, which also read ``kind`` here) and every
/// message that names an option (`--lat`). Help, completions, the manual and the usage
/// check come from ArgumentParser's declarations; a CLI test checks that each one's kind is
/// the kind declared here.
enum OptionName: String, CaseIterable, Sendable {
    // Every formatting command.
    case locale, verbose
    case fractionDigits = "fraction-digits", increment, roundingMode = "rounding-mode"
    // `weather show`.
    case current, forecast, oneCall = "onecall", inputUnits = "input-units", format, unit, timeZone = "time-zone", now, localizations
    case color, hours, icons, width, chart, ambiguous, watch
    case airPollution = "air-pollution", airPollutionForecast = "air-pollution-forecast", airPollutionHistory = "air-pollution-history"
    case noAirQuality = "no-air-quality", aqiScale = "aqi-scale"
    case city, lat, lon, zip, listPlaces = "list-places", refresh, baseURL = "base-url", timeout, template, source
    // `weather format temperature` and `weather format date`.
    case from, skeleton
    // `weather format air-quality`.
    case scale

    /// What an option takes on the command line.
    enum Kind: Sendable {
        /// Nothing: a `@Flag`.
        case flag
        /// The next argument: an `@Option`.
        case value
    }

    /// Whether the name is a flag or an option taking a value, wherever it is declared.
    var kind: Kind {
        switch self {
        case .verbose, .chart, .listPlaces, .refresh, .noAirQuality: .flag
        default: .value
        }
    }

    /// As typed on the command line: `--input-units`.
    var typed: String { "--" + rawValue }
}

extension NameSpecification {
    /// The long name ``OptionName`` declares for an option.
    static func named(_ name: OptionName) -> NameSpecification { .customLong(name.rawValue) }
}

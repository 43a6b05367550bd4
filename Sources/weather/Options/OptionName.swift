import ArgumentParser

/// Every option's and flag's command-line name, declared once: ArgumentParser's declarations
/// take their names from here (`@Option(name: .named(.inputUnits))`), and so do the direct
/// readers (``DirectArguments``) and every message that names an option (`--lat`).
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

    /// As typed on the command line: `--input-units`.
    var typed: String { "--" + rawValue }
}

extension NameSpecification {
    /// The long name ``OptionName`` declares for an option.
    static func named(_ name: OptionName) -> NameSpecification { .customLong(name.rawValue) }
}

import ArgumentParser
import WeatherCore
import WeatherLocalization

extension FormatRequest {
    /// Reads a plain `format <kind> [--option value]… values…` without ArgumentParser.
    ///
    /// ArgumentParser builds each command's arguments by reflection, which costs three
    /// quarters of a cold `weather format`'s instructions; scripts call `weather format`
    /// in loops. This reader only takes what it fully understands and returns `nil` for
    /// anything else — help, `--name=value`, an unknown, repeated or valueless option, a
    /// value the option's type rejects — so ArgumentParser parses and reports those.
    /// Values are converted by the same `ExpressibleByArgument` initialisers, so an
    /// accepted call means what ArgumentParser would make of it (the CLI tests compare
    /// both ways for every option).
    init?(directArguments arguments: [String]) {
        guard arguments.count > 2, arguments[0] == "format", let kind = Kind(rawValue: arguments[1]),
              let given = DirectArguments(arguments.dropFirst(2), optionNames: kind.optionNames)
        else { return nil }
        do throws(DirectArguments.Declined) {
            let rounding = RoundingOptions.rounding(
                fractionDigits: try given.value("fraction-digits"),
                increment: try given.value("increment"),
                mode: try given.value("rounding-mode"))
            let width: UnitWidth = try given.value("width") ?? .short
            let subject: Subject
            switch kind {
            case .temperature:
                let unit: UnitChoice = try given.value("unit") ?? .auto
                subject = .temperature(from: try given.value("from") ?? .kelvin, unit: unit.temperatureUnit)
            case .date:
                guard let skeleton: String = try given.value("skeleton") else { return nil }
                subject = .date(skeleton: skeleton, timeZone: try given.value("time-zone") ?? "UTC")
            case .wind: subject = .quantity(.windSpeed)
            case .pressure: subject = .quantity(.pressure)
            case .precipitation: subject = .quantity(.precipitation)
            case .visibility: subject = .quantity(.visibility)
            }
            self.init(subject: subject, locale: try given.value("locale"), rounding: rounding, width: width, values: given.values)
        } catch {
            return nil
        }
    }

    /// The `format` subcommands, by their command names, and the options each declares.
    private enum Kind: String {
        case temperature, date, wind, pressure, precipitation, visibility

        var optionNames: [String] {
            let rounding = ["fraction-digits", "increment", "rounding-mode"]
            switch self {
            case .temperature: return ["locale", "from", "unit", "width"] + rounding
            case .date: return ["locale", "skeleton", "time-zone"]
            case .wind, .pressure, .precipitation, .visibility: return ["locale", "width"] + rounding
            }
        }
    }
}

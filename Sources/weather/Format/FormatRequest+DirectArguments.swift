import ArgumentParser
import WeatherCore
import WeatherLocalization

extension FormatRequest {
    /// Reads a plain `format <kind> [--option value]… values…` without ArgumentParser.
    ///
    /// ArgumentParser builds each command's arguments by reflection, which costs three
    /// quarters of a cold `weather format`'s instructions; scripts call `weather format`
    /// in loops. This reader only takes what it fully understands and returns `nil` for
    /// anything else — help, `--name=value`, an unknown, repeated or valueless option, one
    /// the kind does not read, a value the option's type rejects — so ArgumentParser parses
    /// and reports those.
    /// Values are converted by the same `ExpressibleByArgument` initialisers, so an
    /// accepted call means what ArgumentParser would make of it (the CLI tests compare
    /// both ways for every option).
    init?(directArguments arguments: [String]) {
        guard arguments.count > 2, arguments[0] == "format", let kind = Kind(commandName: arguments[1]),
              var given = DirectArguments(arguments.dropFirst(2))
        else { return nil }
        do throws(DirectArguments.Declined) {
            // What each kind reads is what it declares: `date` neither rounds nor has a width.
            func rounding() throws(DirectArguments.Declined) -> Rounding? {
                RoundingOptions.rounding(
                    fractionDigits: try given.value(.fractionDigits),
                    increment: try given.value(.increment),
                    mode: try given.value(.roundingMode))
            }
            let subject: Subject
            var rounded: Rounding?
            var width = Default.width
            switch kind {
            case .temperature:
                let unit: UnitChoice = try given.value(.unit) ?? Default.unit
                subject = .temperature(from: try given.value(.from) ?? Default.from, unit: unit.temperatureUnit)
                rounded = try rounding()
                width = try given.value(.width) ?? Default.width
            case .date:
                guard let skeleton: String = try given.value(.skeleton) else { return nil }
                subject = .date(skeleton: skeleton, timeZone: try given.value(.timeZone) ?? Default.timeZone)
            case .quantity(let command):
                subject = .quantity(command.quantity)
                rounded = try rounding()
                width = try given.value(.width) ?? Default.width
            }
            let locale: String? = try given.value(.locale)
            guard given.everythingRead else { return nil }
            self.init(subject: subject, locale: locale, rounding: rounded, width: width, values: given.values)
        } catch {
            return nil
        }
    }

    /// The `format` subcommands this reader takes, found by their command names.
    private enum Kind {
        case temperature, date
        case quantity(any QuantityCommand.Type)

        init?(commandName: String) {
            if commandName == FormatTemperature.configuration.commandName {
                self = .temperature
            } else if commandName == FormatDate.configuration.commandName {
                self = .date
            } else if let command = FormatCommand.quantities.first(where: { $0.configuration.commandName == commandName }) {
                self = .quantity(command)
            } else {
                return nil
            }
        }
    }
}

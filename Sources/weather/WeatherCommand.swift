import ArgumentParser
import Logging
import WeatherLocalization
import WeatherStrings

/// `weather`: localized forecasts and formatting from the command line.
@main
struct WeatherCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "weather",
        abstract: "Show weather forecasts (OpenWeather, Open-Meteo) and format weather values in any locale.",
        usage: "weather [show] [<options>]  |  weather format <kind> <values>  |  weather strings lint  |  weather serve [<options>]",
        discussion: """
            Exit codes: 0 success, 1 lint found problems, 64 bad usage or option value \
            (unknown locale, skeleton, time zone or placeholder), 65 bad input data (malformed JSON, \
            missing field, broken .strings file, a body that is not OpenWeather's), 66 input file \
            missing or unreadable, place not found, 68 server name does not resolve, 69 server \
            unavailable, 70 internal error, 73 output file cannot be written, 75 rate limited or timed \
            out, 78 no or rejected API key, \
            broken configuration file.
            """,
        version: "weather \(WeatherVersion.number) (ICU \(icuVersion))",
        subcommands: [ShowCommand.self, FormatCommand.self, StringsCommand.self, ServeLauncher.self]
    )

    /// `weather [options]` means `weather show [options]`. Routing it here rather than with
    /// `defaultSubcommand` keeps `weather format …` from building `show`'s whole argument
    /// set on every call (a third of a cold `weather format`'s instructions).
    ///
    /// Only options go to `show`. A subcommand or `help`, and the flags the root answers
    /// itself, go to ArgumentParser as typed, so help, completion scripts (and their
    /// callbacks), and `--experimental-dump-help` (which the generated manual reads)
    /// describe every subcommand, not `show` alone.
    static func routed(_ arguments: [String]) -> [String] {
        guard let first = arguments.first else { return ["show"] }
        let answeredByRoot = rootFlags.contains { first == $0 || first.hasPrefix($0 + "=") }
        return first.hasPrefix("-") && !answeredByRoot ? ["show"] + arguments : arguments
    }

    /// The `--locale` value as typed, for wording a usage error before the options are parsed.
    static func requestedLocale(_ arguments: [String]) -> String? {
        for (index, argument) in arguments.enumerated() {
            if argument == "--" { break }
            if argument.hasPrefix(OptionName.locale.typed + "=") { return String(argument.dropFirst(OptionName.locale.typed.count + 1)) }
            if argument == OptionName.locale.typed, index + 1 < arguments.count { return arguments[index + 1] }
        }
        return nil
    }

    /// The command a plain call makes, read without ArgumentParser, whose reflection over a
    /// command's declarations costs a quarter of a cold render's instructions and three
    /// quarters of a cold `weather format`: `show` and each `format` kind, by the readers
    /// written from their declarations (``DirectlyReadable``). `nil` leaves the call to
    /// ArgumentParser, which reads the same declarations (the CLI tests run calls both ways).
    static func directlyRead(_ routed: [String]) -> (any ParsableCommand)? {
        guard let name = routed.first else { return nil }
        let command: (any ParsableCommand)?
        var path = [name]
        if name == ShowCommand.configuration.commandName {
            command = ShowCommand.read(routed.dropFirst())
        } else if name == FormatCommand.configuration.commandName, routed.count > 1,
                  let kind = FormatCommand.kinds.first(where: { $0.configuration.commandName == routed[1] }) {
            // Typed, not cast: the first cast to a protocol searches the binary's conformances
            // (0.86 M instructions more a cold `weather format`, Benchmarks/README.md).
            path.append(routed[1])
            command = kind.read(routed.dropFirst(2))
        } else {
            command = nil
        }
        if command != nil {
            Logger(label: "weather.arguments").trace("\(path.joined(separator: " ")): arguments read without ArgumentParser")
        }
        return command
    }

    /// ArgumentParser's own flags of the root command.
    private static let rootFlags = [
        "-h", "--help", "--version", "--generate-completion-script", "---completion", "--experimental-dump-help",
    ]

    /// Parses and runs the command. Help goes to stdout; a usage error is one
    /// `weather: …` line on stderr (not ArgumentParser's multi-line block) and exit 64.
    /// A plain `weather [show]` or `weather format <kind>` call skips ArgumentParser
    /// (``directlyRead(_:)``).
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        // Before anything can log; `--verbose` is also declared in `LocaleOptions` for the parser.
        DiagnosticLog.bootstrap(verbose: arguments.contains(OptionName.verbose.typed), environment: ProcessEnvironment.variables)
        do {
            if var command = directlyRead(routed(arguments)) {
                try command.run()
                return
            }
            var command = try parseAsRoot(routed(arguments))
            try command.run()
        } catch let exit as ExitCode {
            Self.exit(withError: exit)
        } catch {
            guard exitCode(for: error) != .success else { Self.exit(withError: error) }
            // ArgumentParser's message is English and not read: the line is checked instead.
            // A refusal the check cannot name is shown in ArgumentParser's words, first line only.
            let message = UsageCheck(root: Self.self)?.problem(in: routed(arguments)).map {
                $0.text(MessageLocalizer.make(preferredLocale: requestedLocale(arguments), tables: nil))
            } ?? Self.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            StandardStreams.writeError("weather: \(DiagnosticText.escaping(message))\n")
            Self.exit(withError: ExitCode(CommandFailure.Kind.usage.rawValue))
        }
    }
}

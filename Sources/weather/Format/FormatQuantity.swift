import ArgumentParser
import WeatherLocalization

/// Options shared by the quantity subcommands.
struct QuantityOptions: ParsableArguments {
    @OptionGroup var localeOptions: LocaleOptions

    @OptionGroup var roundingOptions: RoundingOptions

    @Option(help: "Unit width: short, narrow or full.")
    var width: UnitWidth = .short

    @Argument(parsing: .allUnrecognized, help: "Values in OpenWeather's standard units.")
    var values: [String] = []

    /// Formats every value as `quantity`; the output of one subcommand.
    func format(_ quantity: WeatherQuantity) throws(CommandFailure) -> String {
        let locale = try localeOptions.resolve()
        let numbers = try parseNumbers(values)
        let formatter: QuantityFormatter
        do {
            formatter = try QuantityFormatter(quantity, locale: locale, width: width, rounding: roundingOptions.rounding)
        } catch {
            throw .usage(error)
        }
        return lines(numbers.map(formatter.format))
    }
}

struct FormatWind: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wind", abstract: "Format wind speeds given in m/s (CLDR usage 'wind').")
    @OptionGroup var options: QuantityOptions
    func run() throws { try runReportingFailures(locale: options.localeOptions.locale) { () throws(CommandFailure) in try options.format(.windSpeed) } }
}

struct FormatPressure: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pressure", abstract: "Format air pressures given in hPa (CLDR usage 'baromtrc').")
    @OptionGroup var options: QuantityOptions
    func run() throws { try runReportingFailures(locale: options.localeOptions.locale) { () throws(CommandFailure) in try options.format(.pressure) } }
}

struct FormatPrecipitation: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "precipitation", abstract: "Format precipitation amounts given in mm (CLDR usage 'rainfall').")
    @OptionGroup var options: QuantityOptions
    func run() throws { try runReportingFailures(locale: options.localeOptions.locale) { () throws(CommandFailure) in try options.format(.precipitation) } }
}

struct FormatVisibility: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "visibility", abstract: "Format visibilities given in m (CLDR usage 'visiblty').")
    @OptionGroup var options: QuantityOptions
    func run() throws { try runReportingFailures(locale: options.localeOptions.locale) { () throws(CommandFailure) in try options.format(.visibility) } }
}

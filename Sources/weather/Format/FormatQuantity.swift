import ArgumentParser
import WeatherLocalization

/// Options shared by the quantity subcommands.
struct QuantityOptions: ParsableArguments {
    @OptionGroup var localeOptions: LocaleOptions

    @OptionGroup var roundingOptions: RoundingOptions

    @Option(name: .named(.width), help: "Unit width: short, narrow or full.")
    var width: UnitWidth = FormatRequest.Default.width

    @Argument(parsing: .allUnrecognized, help: "Values in OpenWeather's standard units.")
    var values: [String] = []

    /// The request for one quantity subcommand.
    func request(_ quantity: WeatherQuantity) -> FormatRequest {
        FormatRequest(
            subject: .quantity(quantity), locale: localeOptions.locale,
            rounding: roundingOptions.rounding, width: width, values: values)
    }
}

/// A `weather format <quantity>` subcommand: the options every quantity shares, run for its
/// own quantity. ``FormatCommand/kinds`` lists them with the other kinds.
protocol QuantityCommand: FormatKind {
    /// What the subcommand formats.
    static var quantity: WeatherQuantity { get }
    var options: QuantityOptions { get }
}

extension QuantityCommand {
    func run() throws { try options.request(Self.quantity).run() }
}

struct FormatWind: QuantityCommand {
    static let configuration = CommandConfiguration(
        commandName: "wind", abstract: "Format wind speeds given in m/s (CLDR usage 'wind').")
    static let quantity = WeatherQuantity.windSpeed
    @OptionGroup var options: QuantityOptions
}

struct FormatPressure: QuantityCommand {
    static let configuration = CommandConfiguration(
        commandName: "pressure", abstract: "Format air pressures given in hPa (CLDR usage 'baromtrc').")
    static let quantity = WeatherQuantity.pressure
    @OptionGroup var options: QuantityOptions
}

struct FormatPrecipitation: QuantityCommand {
    static let configuration = CommandConfiguration(
        commandName: "precipitation", abstract: "Format precipitation amounts given in mm (CLDR usage 'rainfall').")
    static let quantity = WeatherQuantity.precipitation
    @OptionGroup var options: QuantityOptions
}

struct FormatVisibility: QuantityCommand {
    static let configuration = CommandConfiguration(
        commandName: "visibility", abstract: "Format visibilities given in m (CLDR usage 'visiblty').")
    static let quantity = WeatherQuantity.visibility
    @OptionGroup var options: QuantityOptions
}

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

struct FormatWind: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wind", abstract: "Format wind speeds given in m/s (CLDR usage 'wind').")
    @OptionGroup var options: QuantityOptions
    func run() throws { try options.request(.windSpeed).run() }
}

struct FormatPressure: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pressure", abstract: "Format air pressures given in hPa (CLDR usage 'baromtrc').")
    @OptionGroup var options: QuantityOptions
    func run() throws { try options.request(.pressure).run() }
}

struct FormatPrecipitation: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "precipitation", abstract: "Format precipitation amounts given in mm (CLDR usage 'rainfall').")
    @OptionGroup var options: QuantityOptions
    func run() throws { try options.request(.precipitation).run() }
}

struct FormatVisibility: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "visibility", abstract: "Format visibilities given in m (CLDR usage 'visiblty').")
    @OptionGroup var options: QuantityOptions
    func run() throws { try options.request(.visibility).run() }
}

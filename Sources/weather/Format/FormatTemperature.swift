import ArgumentParser
import WeatherCore
import WeatherLocalization

/// `weather format temperature`: temperatures in the locale's preferred unit.
struct FormatTemperature: FormatKind {
    static let configuration = CommandConfiguration(
        commandName: "temperature",
        abstract: "Format temperatures (default input: Kelvin, as OpenWeather sends).",
        discussion: "Example: weather format temperature --locale ko_KR 271.15 272.9  →  -2°C, 0°C"
    )

    @OptionGroup var localeOptions: LocaleOptions

    @Option(name: .named(.from), help: "Unit of the input values: kelvin, celsius or fahrenheit.")
    var from: TemperatureUnit = FormatRequest.Default.from

    @Option(name: .named(.unit), help: "Unit to show: auto (the locale's CLDR preference), celsius, fahrenheit or kelvin.")
    var unit: UnitChoice = FormatRequest.Default.unit

    @OptionGroup var roundingOptions: RoundingOptions

    @Option(name: .named(.width), help: "Unit width: short (-2°C), narrow (-2°) or full (minus 2 degrees Celsius).")
    var width: UnitWidth = FormatRequest.Default.width

    @Argument(parsing: .allUnrecognized, help: "Temperatures to format.")
    var values: [String] = []

    func run() throws {
        try FormatRequest(
            subject: .temperature(from: from, unit: unit.temperatureUnit),
            locale: localeOptions.locale, rounding: roundingOptions.rounding, width: width, values: values
        ).run()
    }
}

import ArgumentParser
import WeatherCore
import WeatherLocalization
import WeatherRendering
import WeatherStrings

/// `weather format air-quality`: the index and category of concentrations on one scale.
struct FormatAirQuality: FormatKind {
    static let configuration = CommandConfiguration(
        commandName: "air-quality",
        abstract: "Rate pollutant concentrations (µg/m³, already averaged) on an air-quality scale.",
        discussion: """
            Values are POLLUTANT=µg/m³ with POLLUTANT one of pm2_5, pm10, o3, no2, so2, co, nh3; a pollutant \
            left out is left out of the index, as the scale's rules say. Scales: kr, us, eu, cn, in, gb, ca.
            Example: weather format air-quality --scale us pm2_5=35.5  →  US AQI 101 · Unhealthy for Sensitive Groups (PM2.5)
            """
    )

    /// How the result is printed.
    enum Output: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Option(name: .named(.scale), help: "The scale: kr, us, eu, cn, in, gb or ca.")
    var scale: AirQualityScaleID

    @OptionGroup var localeOptions: LocaleOptions

    @Option(name: .named(.format), help: "text (one line) or json (scale, index, category, label, dominant, and each reading in its agency's unit).")
    var output: Output = .text

    @Argument(parsing: .allUnrecognized, help: "Concentrations as POLLUTANT=µg/m³ (pm2_5=35.5).")
    var values: [String] = []

    func run() throws {
        try AirQualityRequest(scale: scale, locale: localeOptions.locale, output: output, values: values).run()
    }
}

/// One `weather format air-quality` call, however its arguments were read: the command
/// builds one.
struct AirQualityRequest: LocaleWordedRequest {
    var scale: AirQualityScaleID
    /// `--locale` as given; `nil` means the environment's.
    var locale: String?
    var output: FormatAirQuality.Output = .text
    /// The `POLLUTANT=µg/m³` arguments as typed, read only when the request runs.
    var values: [String]

    func text(in locale: WeatherLocale) throws(CommandFailure) -> String {
        let concentrations = try Self.concentrations(values)
        let assessment: AirQualityAssessment
        do {
            assessment = try scale.assess(concentrations)
        } catch {
            // The scale's rules need pollutants that were not given (the AQHI needs three).
            throw .invalidOption(values.filter { $0 != "--" }.joined(separator: " "), OptionName.scale.typed + " " + scale.rawValue)
        }
        let localizer = MessageLocalizer.make(locale: locale, tables: nil)
        let label = StringKey.airQualityCategory(assessment.category).map { localizer.string($0) } ?? assessment.category.id
        switch output {
        case .json:
            let index = assessment.index.map(String.init) ?? "null"
            let dominant = assessment.dominant.map { "\"\($0.rawValue)\"" } ?? "null"
            let readings = try readings(concentrations, locale: locale, localizer: localizer)
            return #"{"scale":"\#(scale.rawValue)","index":\#(index),"category":"\#(assessment.category.id)","label":\#(SortedKeysJSONWriter.string(label)),"dominant":\#(dominant),"readings":[\#(readings)]}"# + "\n"
        case .text:
            var line = localizer.string(.airQualityScale(scale))
            if let index = assessment.index { line += " \(index)" }
            line += " · " + label
            if let dominant = assessment.dominant { line += " (" + localizer.string(.airQualityPollutant(dominant)) + ")" }
            return line + "\n"
        }
    }

    /// Each rated pollutant as its agency publishes it, in the scale's order: the figure in
    /// the agency's unit and decimals, that unit's CLDR id, the text in the locale's words,
    /// and the hours the scale averages it over (the values given are taken as such means).
    /// `{"pollutant":"o3","value":51,"unit":"portion-per-1e9","text":"51 ppb","hours":8}`
    private func readings(_ concentrations: PollutantConcentrations, locale: WeatherLocale, localizer: Localizer) throws(CommandFailure) -> String {
        let formatter: ConcentrationFormatter
        do {
            formatter = try ConcentrationFormatter(locale: locale, localizer: localizer)
        } catch {
            throw .usage(error)
        }
        return scale.pollutants.compactMap { pollutant -> String? in
            guard let value = concentrations[pollutant] else { return nil }
            let published = scale.publishedConcentration(of: pollutant)
            let figure = published.rounded(published.value(of: pollutant, microgramsPerCubicMetre: value))
            let number = published.fractionDigits == 0 ? String(Int(figure)) : String(figure)
            let text = formatter.format(value, of: pollutant, as: published).text
            return #"{"pollutant":"\#(pollutant.rawValue)","value":\#(number),"unit":"\#(published.unit.rawValue)","text":\#(SortedKeysJSONWriter.string(text)),"hours":\#(scale.averagingHours(for: pollutant))}"#
        }.joined(separator: ",")
    }

    /// Reads `pollutant=value` arguments; a repeated pollutant's last value counts.
    static func concentrations(_ arguments: [String]) throws(CommandFailure) -> PollutantConcentrations {
        let given = arguments.filter { $0 != "--" && !$0.isEmpty }
        guard !given.isEmpty else { throw CommandFailure(kind: .usage, message: .nothingToFormat) }
        var concentrations = PollutantConcentrations()
        for argument in given {
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, let pollutant = Pollutant(rawValue: String(parts[0])) else {
                throw .invalidOption(argument, "POLLUTANT=µg/m³")
            }
            guard let value = Double(parts[1]) else { throw CommandFailure(kind: .usage, message: .notANumber(String(parts[1]))) }
            // Negative, NaN, infinite or beyond 1 g/m³: a typing or unit error, not air.
            guard PollutantConcentrations.plausibleRange.contains(value) else { throw .invalidOption(String(parts[1]), pollutant.rawValue) }
            concentrations[pollutant] = value
        }
        return concentrations
    }
}

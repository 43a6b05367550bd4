import ArgumentParser
import WeatherCore
import WeatherLocalization
import WeatherRendering
import WeatherStrings

/// `weather format uv`: UV indexes rounded as agencies report them, with their category.
struct FormatUV: FormatKind {
    static let configuration = CommandConfiguration(
        commandName: "uv",
        abstract: "Round UV indexes and name their category on a scale (WHO's, or mainland China's).",
        discussion: """
            Scales: who (0–2 low, 3–5 moderate, 6–7 high, 8–10 very high, 11+ extreme; Korea and Japan use the same \
            cut points) and cn (QX/T 87-2008: 0–2, 3–4, 5–6, 7–9, 10+). Without --scale, the locale's region decides.
            Example: weather format uv --locale ko_KR 5.4  →  5 (보통)
            """
    )

    enum Output: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Option(name: .named(.scale), help: "The scale: who or cn (default: cn for a CN locale, who otherwise).")
    var scale: UVIndexScale?

    @OptionGroup var localeOptions: LocaleOptions

    @Option(name: .named(.format), help: "text (one line a value) or json (index, scale, category, label; one object a line).")
    var output: Output = .text

    @Argument(parsing: .allUnrecognized, help: "UV indexes (0–50).")
    var values: [String] = []

    func run() throws {
        try runReportingFailures(resolving: localeOptions.locale) { (locale) throws(CommandFailure) in try text(in: locale) }
    }

    private func text(in locale: WeatherLocale) throws(CommandFailure) -> String {
        let given = values.filter { $0 != "--" && !$0.isEmpty }
        guard !given.isEmpty else { throw CommandFailure(kind: .usage, message: .nothingToFormat) }
        let scale = self.scale ?? UVIndexScale(region: locale.preferenceRegion)
        let localizer = MessageLocalizer.make(locale: locale, tables: nil)
        var lines = ""
        for argument in given {
            guard let value = Double(argument) else { throw CommandFailure(kind: .usage, message: .notANumber(argument)) }
            // Negative, NaN or beyond any index measured: a typing error, not sunshine.
            guard UVIndexScale.plausible.contains(value) else { throw .invalidOption(argument, "UV") }
            let category = scale.category(of: value)
            let label = localizer.string(StringKey.uvCategory(category, on: scale))
            let rounded = UVIndexScale.rounded(value)
            switch output {
            case .text:
                lines += localizer.string(.uvValue, .integer(rounded), .string(label)) + "\n"
            case .json:
                let id = scale == .who ? ["low", "moderate", "high", "veryHigh", "extreme"][category] : String(category + 1)
                lines += #"{"category":"\#(id)","index":\#(rounded),"label":\#(SortedKeysJSONWriter.string(label)),"scale":"\#(scale.rawValue)"}"# + "\n"
            }
        }
        return lines
    }
}

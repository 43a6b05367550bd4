import ArgumentParser
@_spi(Fuzzing) import WeatherCore
import WeatherLocalization
import WeatherNetwork
import WeatherPresentation
import WeatherRendering
import WeatherSettings
import WeatherStrings

/// `weather` (or `weather show`): a localized forecast from OpenWeather JSON, or from the
/// bundled Seoul sample when no input is given.
struct ShowCommand: ParsableCommand, DirectlyReadable {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show current conditions and the 5-day forecast (the default: `weather` alone means `weather show`).",
        discussion: """
            With neither --current nor --forecast, shows the bundled Seoul sample, marked as such in every format: no network or API key needed. \
            --locale all renders the forecast in every locale ICU has: JSON Lines with --format json \
            (one object per locale, saying whether it has its own translation), else a heading per locale.
            """
    )

    /// The options' defaults, declared once: the declarations below start from them, so
    /// help shows them and both readers (ArgumentParser and the direct one written from the
    /// declarations) fill them in.
    enum Default {
        static let inputUnits = OpenWeatherUnits.standard
        static let format = OutputFormat.text
        static let unit = UnitChoice.auto
        static let color = ColorChoice.auto
        static let hours = HoursChoice.defaultArgument
        static let icons = IconChoice.auto
    }

    @OptionGroup var localeOptions: LocaleOptions

    @Option(name: .named(.current), help: .jsonFile("OpenWeather /data/2.5/weather JSON (- for stdin)."), completion: .jsonFile)
    var current: String?

    @Option(name: .named(.forecast), help: .jsonFile("OpenWeather /data/2.5/forecast JSON (- for stdin)."), completion: .jsonFile)
    var forecast: String?

    @Option(name: .named(.oneCall), help: .jsonFile("OpenWeather One Call 3.0 /data/3.0/onecall JSON (- for stdin): alerts, the next hour, UV, 48 hours and 8 days."), completion: .jsonFile)
    var oneCall: String?

    @Option(name: .named(.airPollution), help: .jsonFile("OpenWeather /data/2.5/air_pollution JSON for the same place (with --current or --forecast)."), completion: .jsonFile)
    var airPollution: String?

    @Option(name: .named(.airPollutionForecast), help: .jsonFile("/air_pollution/forecast JSON: each day's worst category."), completion: .jsonFile)
    var airPollutionForecast: String?

    @Option(name: .named(.airPollutionHistory), help: .jsonFile("/air_pollution/history JSON: the past hours for the scale's averaging windows."), completion: .jsonFile)
    var airPollutionHistory: String?

    @Option(name: .named(.inputUnits), help: "Units the input was requested in: standard (Kelvin, the API default), metric or imperial.")
    var inputUnits: OpenWeatherUnits = Default.inputUnits

    @Option(name: .named(.format), help: "Output: text, json (the documented view-model JSON), markdown, or line (one line for status bars, see --template).")
    var format: OutputFormat = Default.format

    @Option(name: .named(.unit), help: "Temperature unit: auto (the locale's CLDR preference), celsius, fahrenheit or kelvin.")
    var unit: UnitChoice = Default.unit

    @OptionGroup var roundingOptions: RoundingOptions

    @Option(name: .named(.timeZone), help: "Show times in this zone (IANA id or offset) instead of the location's own offset.")
    var timeZone: String?

    @Option(name: .named(.now), help: "What counts as now for Today/Tomorrow (ISO 8601 with zone, or Unix seconds). Default: the observation time.")
    var now: String?

    @Option(name: .named(.localizations), help: ArgumentHelp("A folder of <lang>.lproj tables or .xcstrings catalogs (or one catalog) that add to or override the built-in ones.", valueName: "dir"))
    var localizations: String?

    @Option(name: .named(.color), help: "Colour: auto (terminal only; none with NO_COLOR or TERM=dumb), always or never.")
    var color: ColorChoice = Default.color

    // Read as text and checked in run(), so a bad value gets a message in the user's language.
    @Option(name: .named(.hours), help: ArgumentHelp("Hours of the 3-hour forecast to show from now (1-240), or all.", valueName: "hours"))
    var hours = Default.hours

    @Option(name: .named(.icons), help: "Condition symbols in text output: auto (emoji on a terminal, none otherwise), emoji, ascii or none.")
    var icons: IconChoice = Default.icons

    @Option(name: .named(.width), help: ArgumentHelp(
        "Fit text output into this many columns (default: the terminal's width; 80 when not a terminal).", valueName: "columns"))
    var width: Int?

    @Flag(name: .named(.chart), help: "Text output: draw the next hours as a chart (temperature curve, precipitation bars); also `chart = true` in the configuration file.")
    var chart = false

    @Option(name: .named(.ambiguous), help: "How wide the terminal draws East Asian Ambiguous characters (°, –): narrow or wide (CJK terminals often); default WEATHER_AMBIGUOUS, else narrow.")
    var ambiguous: AmbiguousChoice?

    @Option(name: .named(.watch), help: ArgumentHelp(
        "Keep running: render again every this many seconds (at least 60) and print when the output changes; the cache limits requests to one per 10 minutes. SIGINT or SIGTERM ends it.",
        valueName: "seconds"))
    var watch: Int?

    @OptionGroup(title: "Live weather") var liveOptions: LiveOptions

    /// Options that exclude or need each other (see `LiveOptions.check()`).
    func checkOptions() throws(CommandFailure) {
        try liveOptions.check()
        let files = [(current, OptionName.current), (forecast, .forecast), (oneCall, .oneCall)].compactMap { $0.0 == nil ? nil : $0.1 }
        if let place = liveOptions.placeOptionsGiven.first, let file = files.first {
            throw CommandFailure(kind: .usage, message: .usage(.conflicting(place, file.typed)))
        }
        // One Call holds what the 2.5 answers hold: the two are never mixed.
        if oneCall != nil, let file = files.first(where: { $0 != .oneCall }) {
            throw CommandFailure(kind: .usage, message: .usage(.conflicting(OptionName.oneCall.typed, file.typed)))
        }
        if files.isEmpty, let air = [airPollution, airPollutionForecast, airPollutionHistory].first(where: { $0 != nil }) {
            let option = air == airPollution ? OptionName.airPollution : air == airPollutionForecast ? .airPollutionForecast : .airPollutionHistory
            throw CommandFailure(kind: .usage, message: .usage(.needs(option: option.typed, other: OptionName.current.typed)))
        }
        if liveOptions.listPlaces && !liveOptions.asksForPlace {
            throw CommandFailure(kind: .usage, message: .usage(.listPlacesNeedsPlace))
        }
    }

    func run() throws {
        if localeOptions.locale == AllLocalesListing.keyword { return try runForAllLocales() }
        // Loaded once: the tables word the output and, if anything fails, the error message.
        // The configuration file may name the locale, so it is read first.
        let session = Result { () throws(CommandFailure) in
            try LiveSession(options: liveOptions, environment: ProcessEnvironment.variables)
        }
        let locale = localeOptions.locale ?? (try? session.get())?.configuration?.locale
        // Parsed and validated once: the tables, the notes and the presentation take this value.
        let resolved = Result { () throws(CommandFailure) in try LocaleOptions.resolve(locale) }
        let loaded = Result { () throws(CommandFailure) in try loadTables(for: try? resolved.get()) }
        var notes = StandardErrorNotes(locale: try? resolved.get(), tables: try? loaded.get())
        var mismatches: [FormatMismatch] = []
        try runReportingFailures(validLocale: try? resolved.get(), tables: try? loaded.get()) { () throws(CommandFailure) in
            try checkOptions()
            let tables = try loaded.get()
            let session = try session.get()
            let options = try presentationOptions(
                locale: resolved.get(), configurationScale: session.configuration?.aqiScale, configurationLunar: session.configuration?.lunar)
            let presenter: ForecastPresenter
            do throws(LocalizationError) {
                presenter = try ForecastPresenter(options: options, tables: tables)
            } catch {
                throw .usage(error)
            }
            if session.keyFileIsExposed { notes.warnNow(.warningKeyFileReadable, .string(session.directories.configFile)) }
            // A template is checked before any request: a typo costs no network call.
            if liveOptions.template != nil { _ = try lineRenderer() }
            if liveOptions.listPlaces, let query = session.query {
                return try listPlaces(query, session: session, presenter: presenter, notes: &notes)
            }
            // The loop catches SIGINT and SIGTERM from here on, the first fetch included.
            let loop = watch.map { WatchLoop(interval: $0, clock: session.clock, environment: ProcessEnvironment.variables) }
            var firstRound = true
            let round = { () throws(CommandFailure) -> String in
                let input = try loadInput(session: session, language: options.locale.language, notes: &notes)
                if firstRound { warnAboutAdjustments(input.adjustments, localizer: presenter.localizer.isolatingTextArguments(options.locale.isRightToLeft)) }
                let viewModel = try input.present(with: presenter)
                // The one-line formats have no room for the feed's credit: --verbose says it, once.
                if firstRound, localeOptions.verbose, [.line, .waybar, .i3blocks].contains(format), let attribution = viewModel.attribution {
                    notes.add(text: attribution)
                }
                firstRound = false
                let text = try render(viewModel, chartSetting: session.configuration?.chart)
                mismatches = presenter.localizer.formatMismatches
                if loop != nil { notes.flush() }
                return text
            }
            guard let loop else { return try round() }
            // Each round fetches (or reads the cache), presents and renders anew, and writes its
            // notes as it ends. A round the network fails says why in the output's place.
            let failureLocalizer = MessageLocalizer.make(locale: options.locale, tables: tables)
            try loop.run(write: StandardStreams.writeOutput, failureText: { failure in
                notes.flush()
                return watchFailureText(failure, localizer: failureLocalizer)
            }, render: round)
            return ""
        }
        notes.flush()
        if let localizations { warnAboutMismatches(mismatches, in: localizations, locale: try? resolved.get(), tables: try? loaded.get()) }
    }

    /// One line on stderr per translation whose specifiers did not fit: a translator testing
    /// a folder must learn why their text is not shown. (Only with --localizations: the
    /// built-in tables are checked by the test suite.)
    private func warnAboutMismatches(_ mismatches: [FormatMismatch], in folder: String, locale: WeatherLocale?, tables: LocalizationTables?) {
        guard !mismatches.isEmpty else { return }
        let localizer = MessageLocalizer.make(locale: locale, tables: tables)
        for mismatch in mismatches {
            let detail = mismatch.problems.map { $0.text(localizer) }.joined(separator: "; ")
            let line = localizer.string(
                .warningTranslationMismatch, .string(folder), .string(mismatch.language), .string(mismatch.key), .string(detail))
            StandardStreams.writeError("weather: \(DiagnosticText.escaping(line))\n")
        }
    }

    /// One line on stderr per reading the decoder corrected or left out: nothing is changed silently.
    private func warnAboutAdjustments(_ adjustments: [(file: InputName, adjustment: ReadingAdjustment)], localizer: Localizer) {
        for (file, adjustment) in adjustments {
            let name = file.text(localizer)
            let text = adjustment.shown.map { shown in
                localizer.string(.warningValueAdjusted, .string(name), .string(adjustment.path), .string(adjustment.sent), .string(shown))
            } ?? localizer.string(.warningValueDropped, .string(name), .string(adjustment.path), .string(adjustment.sent))
            StandardStreams.writeError("weather: \(DiagnosticText.escaping(text))\n")
        }
    }

    /// The options given, for `locale`.
    /// - Parameter configurationScale: the configuration file's `aqi_scale` (the option wins).
    /// - Parameter configurationLunar: the configuration file's `lunar`.
    func presentationOptions(
        locale: WeatherLocale, configurationScale: AirQualityScaleID? = nil, configurationLunar: Bool? = nil
    ) throws(CommandFailure) -> PresentationOptions {
        if let width, !(20...1000).contains(width) { throw .invalidOption(String(width), OptionName.width.typed) }
        if let watch, watch < WatchLoop.shortestInterval { throw .invalidOption(String(watch), OptionName.watch.typed) }
        guard let window = HoursChoice(argument: hours)?.window else { throw .invalidOption(hours, OptionName.hours.typed) }
        var options = PresentationOptions(locale: locale, hours: window)
        options.airQualityScale = liveOptions.aqiScale ?? configurationScale
        options.lunar = configurationLunar
        options.temperature = TemperatureFormatOptions(unit: unit.temperatureUnit, rounding: roundingOptions.rounding ?? Rounding())
        if let timeZone {
            do { options.timeZone = try WeatherTimeZone(timeZone) } catch { throw .usage(error) }
        }
        if let now {
            guard let seconds = InstantParser.unixSeconds(now) else { throw .invalidOption(now, OptionName.now.typed) }
            options.now = seconds
        }
        return options
    }

    /// The built-in tables the locale reaches (all of them without one: every locale, or an
    /// invalid one, for the error message), overlaid with `--localizations` when given. A broken file there is
    /// reported with its file, line and column rather than silently skipped; catalog
    /// entries still `new` or `needs_review` are named in a note on stderr.
    func loadTables(for locale: WeatherLocale?) throws(CommandFailure) -> LocalizationTables {
        let bundled = locale.map(LocalizationTables.bundled(for:)) ?? LocalizationTables.bundledReport().tables
        guard let localizations else { return bundled }
        return try TranslatorTables.overlay(localizations, on: bundled, locale: locale)
    }

    /// - Parameter chartSetting: the configuration file's `chart`: `true` draws the chart as `--chart` does.
    func render(_ viewModel: ForecastViewModel, chartSetting: Bool? = nil) throws(CommandFailure) -> String {
        // A template asks for the one-line format, unless a bar's format is named.
        switch liveOptions.template != nil && format != .waybar && format != .i3blocks ? .line : format {
        case .line:
            return try lineRenderer().render(viewModel)
        case .waybar:
            do {
                return try StatusBarRenderer(line: lineRenderer()).waybar(viewModel)
            } catch let failure as CommandFailure {
                throw failure
            } catch {
                throw CommandFailure(kind: .software, message: .internalError(String(describing: error)))
            }
        case .i3blocks:
            return StatusBarRenderer(line: try lineRenderer()).i3blocks(viewModel)
        case .json:
            do {
                return try JSONRendering.render(viewModel)
            } catch {
                throw CommandFailure(kind: .software, message: .internalError(String(describing: error)))
            }
        case .text:
            let environment = ProcessEnvironment.variables
            let terminal = StandardStreams.outputIsTerminal
            let colored = color.isEnabled(environment: environment, outputIsTerminal: terminal)
            let columns = width ?? StandardStreams.terminalColumns(environment: environment) ?? TextRenderer.fixedWidth
            guard let ambiguousWidth = AmbiguousChoice.resolve(ambiguous, environment: environment) else {
                throw .invalidOption(environment[AmbiguousChoice.environmentVariable] ?? "", AmbiguousChoice.environmentVariable)
            }
            let iconStyle = icons.style(outputIsTerminal: terminal)
            // NO_COLOR and --icons ascii ask for plain characters: the chart then draws in ASCII.
            let plain = iconStyle == .ascii || !(environment["NO_COLOR"] ?? "").isEmpty
            let chartStyle: ChartStyle? = (chart || chartSetting == true) ? (plain ? .ascii : .braille) : nil
            return TextRenderer(color: colored, width: columns, icons: iconStyle, chart: chartStyle, ambiguous: ambiguousWidth)
                .render(viewModel)
        case .markdown:
            return MarkdownRenderer().render(viewModel)
        }
    }
}

extension FormatProblem {
    /// What did not fit, in the user's language; specifiers, names and values as written.
    func text(_ localizer: Localizer) -> String {
        switch self {
        case .missingArgument(let specifier, let position):
            localizer.string(.warningFormatMissingArgument, .string(specifier), .integer(position))
        case .wrongType(let specifier, let position, let argument):
            localizer.string(.warningFormatWrongType, .string(specifier), .integer(position), .string(argument.description))
        case .unsupportedSpecifier(let specifier):
            localizer.string(.warningFormatUnsupportedSpecifier, .string(specifier))
        case .undefinedVariable(let name):
            localizer.string(.warningFormatUndefinedVariable, .string("%#@\(name)@"))
        case .variableNestedTooDeep(let name, let limit):
            localizer.string(.warningFormatNestedTooDeep, .string("%#@\(name)@"), .integer(limit))
        case .missingPluralForm(let variable, let category):
            localizer.string(.warningFormatMissingPluralForm, .string(variable), .string(category.rawValue))
        case .expansionTooLarge(let bytes, let work):
            localizer.string(.warningFormatExpansionTooLarge, .integer(bytes), .integer(work))
        }
    }
}

import ArgumentParser
import WeatherCore
import WeatherLocalization
import WeatherNetwork
import WeatherPresentation
import WeatherRendering

/// `weather` (or `weather show`): a localized forecast from OpenWeather JSON, or from the
/// bundled Seoul sample when no input is given.
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show current conditions and the 5-day forecast (the default: `weather` alone means `weather show`).",
        discussion: "With neither --current nor --forecast, shows the bundled Seoul sample, marked as such in every format: no network or API key needed."
    )

    @OptionGroup var localeOptions: LocaleOptions

    @Option(help: ArgumentHelp("OpenWeather /data/2.5/weather JSON (- for stdin).", valueName: "file"))
    var current: String?

    @Option(help: ArgumentHelp("OpenWeather /data/2.5/forecast JSON (- for stdin).", valueName: "file"))
    var forecast: String?

    @Option(help: "Units the input was requested in: standard (Kelvin, the API default), metric or imperial.")
    var inputUnits: OpenWeatherUnits = .standard

    @Option(help: "Output: text, json (the documented view-model JSON), markdown, or line (one line for status bars, see --template).")
    var format: OutputFormat = .text

    @Option(help: "Temperature unit: auto (the locale's CLDR preference), celsius, fahrenheit or kelvin.")
    var unit: UnitChoice = .auto

    @OptionGroup var roundingOptions: RoundingOptions

    @Option(help: "Show times in this zone (IANA id or offset) instead of the location's own offset.")
    var timeZone: String?

    @Option(help: "What counts as now for Today/Tomorrow (ISO 8601 with zone, or Unix seconds). Default: the observation time.")
    var now: String?

    @Option(help: ArgumentHelp("A folder of <lang>.lproj tables that add to or override the built-in ones.", valueName: "dir"))
    var localizations: String?

    @Option(help: "Colour: auto (terminal only, honours NO_COLOR), always or never.")
    var color: ColorChoice = .auto

    @OptionGroup(title: "Live weather") var liveOptions: LiveOptions

    func validate() throws {
        if liveOptions.asksForPlace && (current != nil || forecast != nil) {
            throw ValidationError("--city, --zip and --lat/--lon fetch live data: leave out --current and --forecast")
        }
        if liveOptions.listPlaces && !liveOptions.asksForPlace {
            throw ValidationError("--list-places needs --city, --zip or --lat/--lon")
        }
    }

    func run() throws {
        // Loaded once: the tables word the output and, if anything fails, the error message.
        let loaded = Result { () throws(CommandFailure) in try loadTables() }
        // The configuration file may name the locale, so it is read first.
        let session = Result { () throws(CommandFailure) in
            try LiveSession(options: liveOptions, environment: ProcessEnvironment.variables)
        }
        let locale = localeOptions.locale ?? (try? session.get())?.configuration?.locale
        var notes = StandardErrorNotes(locale: locale, tables: try? loaded.get())
        try runReportingFailures(locale: locale, tables: try? loaded.get()) { () throws(CommandFailure) in
            let tables = try loaded.get()
            let session = try session.get()
            let options = try presentationOptions(locale: locale)
            let presenter: ForecastPresenter
            do throws(LocalizationError) {
                presenter = try ForecastPresenter(options: options, tables: tables)
            } catch {
                throw .usage(error)
            }
            if session.keyFileIsExposed { notes.warnNow("warning.keyFileReadable", .string(session.directories.configFile)) }
            if liveOptions.listPlaces, let query = session.query {
                return try listPlaces(query, session: session, presenter: presenter, notes: &notes)
            }
            let input = try loadInput(session: session, notes: &notes)
            let viewModel: ForecastViewModel
            do throws(PresentationError) {
                viewModel = try presenter.present(
                    current: input.current, forecast: input.forecast, place: input.place, origin: input.origin)
            } catch {
                throw CommandFailure(kind: .dataError, message: .presentation(file: input.displayName, error))
            }
            return try render(viewModel, localizer: presenter.localizer, locale: options.locale)
        }
        notes.flush()
    }

    private func presentationOptions(locale text: String?) throws(CommandFailure) -> PresentationOptions {
        let locale = try LocaleOptions.resolve(text)
        var options = PresentationOptions(locale: locale)
        options.temperature = TemperatureFormatOptions(unit: unit.temperatureUnit, rounding: roundingOptions.rounding ?? Rounding())
        if let timeZone {
            do { options.timeZone = try WeatherTimeZone(timeZone) } catch { throw .usage(error) }
        }
        if let now {
            guard let seconds = InstantParser.unixSeconds(now) else { throw .invalidOption(now, "--now") }
            options.now = seconds
        }
        return options
    }

    /// The built-in tables, overlaid with `--localizations` when given. A broken file there
    /// is reported with its file, line and column rather than silently skipped.
    private func loadTables() throws(CommandFailure) -> LocalizationTables {
        let bundled = LocalizationTables.bundledReport()
        guard bundled.problems.isEmpty else {
            throw CommandFailure(kind: .software, message: .internalError(bundled.problems.map(\.description).joined(separator: "; ")))
        }
        guard let localizations else { return bundled.tables }
        let report = LocalizationTables.loadReport(directory: localizations)
        if let problem = report.problems.first {
            throw CommandFailure(kind: .dataError, message: problem.failureMessage)
        }
        return bundled.tables.overlaid(with: report.tables)
    }

    private func render(_ viewModel: ForecastViewModel, localizer: Localizer, locale: WeatherLocale) throws(CommandFailure) -> String {
        // A template asks for the one-line format.
        switch liveOptions.template != nil ? .line : format {
        case .line:
            return try renderLine(viewModel, localizer: localizer)
        case .json:
            do {
                return try JSONRendering.render(viewModel)
            } catch {
                throw CommandFailure(kind: .software, message: .internalError(String(describing: error)))
            }
        case .text:
            let colored = color.isEnabled(environment: ProcessEnvironment.variables, outputIsTerminal: StandardStreams.outputIsTerminal)
            return TextRenderer(localizer: localizer, locale: locale, color: colored).render(viewModel)
        case .markdown:
            return MarkdownRenderer(localizer: localizer, locale: locale).render(viewModel)
        }
    }
}

import FoundationEssentials
import OpenWeatherAPI
import WeatherCore
import WeatherLocalization
import WeatherNetwork
import WeatherPresentation
import WeatherRendering
import WeatherSettings
import WeatherStrings

extension ShowCommand {
    /// The data to show: files when given, live weather when a place is asked for (by
    /// option or configuration file), else the bundled sample with a hint on stderr.
    /// - Parameter language: the language place names are asked in (Open-Meteo's search).
    func loadInput(session: LiveSession, language: String, notes: inout StandardErrorNotes) throws(CommandFailure) -> ForecastInput {
        let wantsAirQuality = !liveOptions.noAirQuality && session.configuration?.airQuality != false
        if let oneCall {
            var input = try ForecastInput.load(oneCall: oneCall, units: inputUnits)
            if wantsAirQuality { try input.loadAir(current: airPollution, history: airPollutionHistory, forecast: airPollutionForecast) }
            return input
        }
        if current != nil || forecast != nil {
            var input = try ForecastInput.load(current: current, forecast: forecast, units: inputUnits)
            if wantsAirQuality { try input.loadAir(current: airPollution, history: airPollutionHistory, forecast: airPollutionForecast) }
            return input
        }
        guard let query = session.query else {
            var input = try ForecastInput.load(current: nil, forecast: nil, units: inputUnits)
            if !wantsAirQuality { input.airQuality = nil }
            let configFile = session.directories.configFile
            // Without a key a place is enough (Open-Meteo); a feed that needs one needs the key first.
            notes.add(session.apiKey == nil && session.feed.needsKey ? .hintSetApiKey : .hintSetPlace, .string(configFile))
            return input
        }
        session.proxy.unreadable.forEach { notes.warnNow(.warningProxyIgnored, .string($0)) }
        if session.feed != .openWeather {
            return try loadFeed(query, session: session, airQuality: wantsAirQuality && showsAirQuality, language: language, notes: &notes)
        }
        // Air is fetched only for an output that shows it.
        let (weather, warnings) = try session.weather(for: query, airQuality: wantsAirQuality && showsAirQuality)
        notes.add(warnings)
        return ForecastInput(
            current: weather.current, forecast: weather.forecast, displayName: .path(query.description), place: weather.place,
            origin: weather.staleAgeSeconds.map { .stale(ageSeconds: $0) }
                ?? .live(ageSeconds: Int(session.clock.now) - weather.fetchedAt),
            placeSearchFailed: weather.placeSearchFailure != nil,
            airQuality: weather.airQuality.map(AirQualityInput.init(live:)))
    }

    /// Whether the output shows air quality: a line and the bars' lines only when the
    /// template names it, so a bar started with a slow Air Pollution service waits for none.
    var showsAirQuality: Bool {
        let isLine = liveOptions.template != nil || [.line, .waybar, .i3blocks].contains(format)
        return !isLine || ((try? LineRenderer(template: liveOptions.template))?.showsAirQuality ?? false)
    }

    /// What `--watch` writes for a round that failed: why, in the words and language of the
    /// command's error line, in the output's form (Waybar's JSON, else one line); `nil` for a
    /// failure that trying again cannot mend (the loop then ends with its exit code).
    func watchFailureText(_ failure: CommandFailure, localizer: Localizer) -> String? {
        guard [.noHost, .unavailable, .temporaryFailure, .dataError].contains(failure.kind) else { return nil }
        let message = DiagnosticText.escaping(failure.message.text(localizer))
        guard format == .waybar else { return message + "\n" }
        return (try? StatusBarRenderer.waybarFailure(message)) ?? message + "\n"
    }

    /// Live weather from One Call or Open-Meteo, with the notes that go with it: the feed
    /// taken for lack of a key, a key One Call refused (2.5 shown instead).
    private func loadFeed(
        _ query: PlaceQuery, session: LiveSession, airQuality: Bool, language: String, notes: inout StandardErrorNotes
    ) throws(CommandFailure) -> ForecastInput {
        if session.usesOpenMeteoForLackOfKey {
            if localeOptions.verbose { notes.addOnce(.noteFeedOpenMeteoWhy, .string(session.directories.configFile)) } else { notes.addOnce(.noteFeedOpenMeteo) }
        }
        let (live, warnings) = try session.forecast(for: query, airQuality: airQuality, language: language)
        if live.oneCallRefused { notes.addOnce(.warningOneCallRefused, .string(session.directories.configFile)) }
        notes.add(warnings)
        return ForecastInput(
            current: nil, forecast: nil, feed: live.forecast, displayName: .path(query.description), place: live.place,
            origin: live.staleAgeSeconds.map { .stale(ageSeconds: $0) } ?? .live(ageSeconds: Int(session.clock.now) - live.fetchedAt),
            placeSearchFailed: live.placeSearchFailure != nil, airQuality: live.airQuality)
    }

    /// `--list-places`: one line per match, named as the header would name it.
    func listPlaces(
        _ query: PlaceQuery, session: LiveSession, presenter: ForecastPresenter, notes: inout StandardErrorNotes
    ) throws(CommandFailure) -> String {
        session.proxy.unreadable.forEach { notes.warnNow(.warningProxyIgnored, .string($0)) }
        let (places, warnings) = try session.places(matching: query, language: presenter.options.locale.language)
        notes.add(warnings)
        // Names come from the server: neutralized as every other output neutralizes them.
        return places.map { place in
            let latitude = place.coordinates.map { CoordinateText(latitude: $0.lat, longitude: $0.lon) }
            return TerminalSanitizer.sanitize(presenter.localizer.string(
                .placesEntry, .string(presenter.placeName(place)),
                .string(latitude?.latitude ?? "—"), .string(latitude?.longitude ?? "—"))) + "\n"
        }.joined()
    }

    /// The line renderer for `--template` (or the language's default template).
    func lineRenderer() throws(CommandFailure) -> LineRenderer {
        do {
            return try LineRenderer(template: liveOptions.template)
        } catch {
            switch error {
            case .unknownPlaceholder(let name):
                throw CommandFailure(kind: .usage, message: .unknownPlaceholder(name: name, known: LineRenderer.placeholders))
            }
        }
    }
}

/// Lines for stderr that go with the output: a warning at once, hints and cache notes
/// after the output, each once, in the user's language.
struct StandardErrorNotes {
    private let localizer: Localizer
    private var pending: [String] = []
    /// Lines said once per run (``addOnce(_:_:)``), so `--watch` does not repeat them.
    private var saidOnce: Set<String> = []

    init(locale: WeatherLocale?, tables: LocalizationTables?) {
        localizer = MessageLocalizer.make(locale: locale, tables: tables)
    }

    func warnNow(_ key: CLIStringKey, _ arguments: FormatArgument...) {
        StandardStreams.writeError("weather: \(DiagnosticText.escaping(localizer.string(key.rawValue, arguments: arguments)))\n")
    }

    mutating func add(_ key: CLIStringKey, _ arguments: FormatArgument...) {
        let line = "weather: \(DiagnosticText.escaping(localizer.string(key.rawValue, arguments: arguments)))\n"
        if !pending.contains(line) { pending.append(line) }
    }

    /// Like ``add(_:_:)``, but never again in this run once flushed (`--watch`'s next rounds).
    mutating func addOnce(_ key: CLIStringKey, _ arguments: FormatArgument...) {
        let line = "weather: \(DiagnosticText.escaping(localizer.string(key.rawValue, arguments: arguments)))\n"
        guard saidOnce.insert(line).inserted else { return }
        pending.append(line)
    }

    /// A line already in the user's language (a view model's words).
    mutating func add(text: String) {
        let line = "weather: \(DiagnosticText.escaping(text))\n"
        if !pending.contains(line) { pending.append(line) }
    }

    mutating func add(_ warnings: [CacheWarning]) {
        for warning in warnings {
            switch warning {
            case .entryIgnored(let path): add(.warningCacheEntryIgnored, .string(path))
            case .notWritten(let error): add(.warningCacheNotWritten, .string(error.directory), .string(error.problem.text(localizer)))
            }
        }
    }

    /// Writes the pending lines (after the output, so they do not interleave with it); a later flush (`--watch`'s next round) writes only what was added since.
    mutating func flush() {
        for line in pending { StandardStreams.writeError(line) }
        pending = []
    }
}

extension CacheWriteError.Problem {
    /// The reason in the user's language; an error without a name here keeps its errno name.
    func text(_ localizer: Localizer) -> String {
        switch self {
        case .permissionDenied: localizer.string(.errorReasonPermissionDenied)
        case .noSpace: localizer.string(.errorReasonNoSpace)
        case .readOnly: localizer.string(.errorReasonReadOnly)
        case .fileInTheWay: localizer.string(.errorReasonFileInTheWay)
        case .system(let errno?): localizer.string(.errorReasonSystem, .string(errno))
        case .system(nil): localizer.string(.errorReasonUnreadable)
        }
    }
}

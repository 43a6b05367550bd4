public import WeatherCore
public import WeatherLocalization
public import WeatherStrings

/// Turns forecasts from any feed (``Forecast``; OpenWeather 2.5 answers directly) into
/// locale-aware view models.
///
/// Creating a presenter validates the locale, options and skeletons once; presenting
/// fails only when the data itself is unusable (no data, an impossible UTC offset).
///
/// ```swift
/// let presenter = try ForecastPresenter(options: PresentationOptions(locale: WeatherLocale("ko_KR")))
/// let current = try OpenWeatherDecoder.decodeCurrent(data)
/// let view = try presenter.present(current: current, forecast: nil)
/// view.current?.temperature.text  // "0°C"
/// view.current?.condition.text    // "맑음"
/// ```
///
/// Days are the location's local calendar days (its own UTC offset, or `options.timeZone`),
/// never the machine's. The daily list holds the first day, marked with what it covers when
/// partial ("from 3 PM": the rest of today), then every complete day; a partial last day is
/// left out (its steps stay in the hourly forecast), and the title counts the days listed. A day's condition is the most frequent among its daytime steps,
/// ties going to the more severe (thunderstorm > snow > rain > drizzle > atmosphere >
/// clouds > clear). Its low and high are the lowest `temp_min` and highest `temp_max` of its
/// steps; for the day of the current observation, the observed temperature counts too, and
/// the current conditions' high and low are that same day's, so the two never disagree.
public struct ForecastPresenter: Sendable {
    public let options: PresentationOptions
    package let localizer: Localizer
    /// Whether the locale writes in Latin script, asked once: a state from OpenWeather
    /// (English only) is isolated in a header of another script.
    let writesLatinScript: Bool
    /// Country names in the locale's language, opened (and so checked) once.
    let regionNames: RegionNameFormatter
    /// The words of every screen in this locale (labels, headers, titles), looked up once.
    let labels: ScreenLabels
    /// The formatter sets of the zones presented lately: a server or a batch presents many
    /// responses with one presenter, and looking up a set's twenty formatters in the
    /// engine's caches cost about a twentieth of a warm render.
    private let formatterSets = Locked(LeastRecentlyUsed<PresentationFormatters.Key, PresentationFormatters>(maximumCost: 8))
    /// The skies presented lately: a sky depends on the place, the zone and the days alone
    /// (the locale and the lunar setting are the presenter's), and its words cost a quarter of
    /// a warm render, so a server or a watch loop presenting the same place again reuses it.
    let recentSkies = Locked(LeastRecentlyUsed<SkyKey, SkyViewModel>(maximumCost: 32))
    /// The air-quality formatters, opened at the first answers with air quality (a
    /// presenter without any never opens them).
    let airQualityFormatters = Locked<AirQualityFormatters?>(nil)

    /// - Parameters:
    ///   - options: The locale, units, skeletons and zone; validated here, once.
    ///   - tables: translation tables; defaults to the ones built into the library
    ///     that the locale's lookups reach.
    public init(options: PresentationOptions, tables: LocalizationTables? = nil) throws(LocalizationError) {
        self.options = options
        let tables = tables ?? LocalizationTables.bundled(for: options.locale)
        self.localizer = try Localizer(locale: options.locale, tables: tables)
        self.writesLatinScript = options.locale.writesLatinScript
        self.regionNames = try RegionNameFormatter(locale: options.locale)
        self.labels = ScreenLabels(localizer)
        // Validate every skeleton and option now, with any zone, so presenting cannot fail on them.
        let utc = PresentationFormatters.Key(timeZone: .utc, stepsOffTheHour: false)
        let formatters = try PresentationFormatters(options: options, localizer: localizer, timeZone: utc.timeZone)
        _ = formatterSets.value(for: utc) { formatters }
    }

    /// The view model for current conditions, a forecast, or both (for the same place), from
    /// OpenWeather 2.5 answers: read into a ``Forecast`` and presented as any feed is.
    ///
    /// - Parameters:
    ///   - current: `/data/2.5/weather`, or nil.
    ///   - forecast: `/data/2.5/forecast`, or nil (one of the two must be given).
    ///   - place: The place as a place search found it; its name in the locale's language
    ///     (`local_names`) and its state are shown. Without it, the data's own `name` is used.
    ///   - origin: Whether the data is the bundled sample or stale cached data, which the
    ///     view model then notes (``ForecastViewModel/notice``).
    ///   - placeSearchFailed: Whether a place search for the data's coordinates failed: the
    ///     data's own name is shown, and ``ForecastViewModel/placeNote`` says it could not be named.
    ///   - airQuality: Air Pollution answers for the same place, rated on its country's scale
    ///     (or ``PresentationOptions/airQualityScale``); `nil` when none was asked for.
    public func present(
        current: CurrentWeatherResponse?, forecast: ForecastResponse?, place: Place? = nil, origin: DataOrigin = .given,
        placeSearchFailed: Bool = false, airQuality: AirQualityInput? = nil
    ) throws(PresentationError) -> ForecastViewModel {
        guard current != nil || forecast != nil else { throw .noData }
        // Checked on the answers, so that a message names the answer's own field.
        try Self.validateTimes(current: current, forecast: forecast, now: options.now)
        return try present(
            Forecast(current: current, forecast: forecast), place: place, origin: origin,
            placeSearchFailed: placeSearchFailed, airQuality: airQuality)
    }

    /// The view model for a forecast from any feed.
    ///
    /// - Parameters:
    ///   - forecast: what the feed said; it must hold an observation or steps.
    ///   - place, origin, placeSearchFailed, airQuality: as for
    ///     ``present(current:forecast:place:origin:placeSearchFailed:airQuality:)``.
    public func present(
        _ forecast: Forecast, place: Place? = nil, origin: DataOrigin = .given,
        placeSearchFailed: Bool = false, airQuality: AirQualityInput? = nil
    ) throws(PresentationError) -> ForecastViewModel {
        let observed = forecast.observation
        let steps = forecast.steps
        guard observed != nil || steps != nil else { throw .noData }
        try Self.validateTimes(forecast, now: options.now)
        let formatters = try makeFormatters(forecast)
        let now = options.now ?? forecast.referenceTime ?? 0

        let todayDate = formatters.timeZone.localDate(atUnixSeconds: now)
        let days = steps.map { DayGroup.group($0.items, in: formatters.timeZone) } ?? []
        let daily: [DailySummaryViewModel]
        let dailyDates: [LocalDate]
        var todayRange: (low: Temperature, high: Temperature)?
        if !forecast.days.isEmpty {
            // The feed's own days, from today on: each is whole.
            let feedDays = forecast.days.filter { formatters.timeZone.localDate(atUnixSeconds: $0.time) >= todayDate }
            let uvScale = UVIndexScale(region: place?.countryCode ?? forecast.location.countryCode)
            daily = feedDays.map { presentDay($0, now: now, uvScale: uvScale, formatters) }
            dailyDates = feedDays.map { formatters.timeZone.localDate(atUnixSeconds: $0.time) }
            todayRange = feedDays.first { formatters.timeZone.localDate(atUnixSeconds: $0.time) == todayDate }.map { day in
                (Temperature(day.low, day.units.temperature), Temperature(day.high, day.units.temperature))
            }
        } else {
            // The first day even when partial (the rest of today), then each complete day.
            let listed = days.enumerated().filter { index, day in index == 0 || day.isComplete(in: formatters.timeZone) }
            daily = steps.map { steps in
                listed.map { _, day in presentDay(day, units: steps.units, now: now, observed: observed, formatters) }
            } ?? []
            dailyDates = listed.map(\.element.date)
        }
        var currentView = observed.map {
            presentCurrent($0, days: days, todayRange: todayRange, forecastUnits: steps?.units ?? $0.units, at: forecast.location, formatters)
        }
        if let observed {
            currentView?.uvIndex = observed.uvIndex.map { uvText($0, scale: UVIndexScale(region: place?.countryCode ?? forecast.location.countryCode)) }
            currentView?.dewPoint = observed.dewPoint.map { formatters.temperatureText($0, in: observed.units.temperature) }
        }
        if let view = currentView {
            currentView?.title = labels.current
            currentView?.readings = readings(of: view)
        }
        // The hourly section and the chart present each step once: the chart reuses the
        // hourly section's items where their windows overlap (by default they are the same).
        let hourlyShown = steps.map { HourlySelection.items($0.items, window: options.hours, now: now) } ?? []
        let hourlyItems = steps.map { steps in hourlyShown.map { presentItem($0, units: steps.units, formatters) } } ?? []
        let chartSteps = steps.map { HourlySelection.items($0.items, window: .hours(options.chartHours), now: now) } ?? []
        let chartItems = steps.map { steps in
            Self.items(for: chartSteps, reusing: hourlyItems, from: hourlyShown) { presentItem($0, units: steps.units, formatters) }
        } ?? []
        let location = forecast.location
        let country = place?.countryCode ?? location.countryCode
        let air = presentAirQuality(airQuality, country: country, utcOffsetSeconds: Self.fixedOffset(of: location.clock) ?? 0)
        let today = zip(dailyDates, daily).first { $0.0 == todayDate }?.1
        var nowView = presentNow(
            current: currentView, firstStep: chartItems.first,
            firstStepFeelsLike: observed != nil ? nil : chartSteps.first.flatMap { step in
                steps.flatMap { steps in step.feelsLike.map { formatters.temperatureText($0, in: steps.units.temperature) } }
            },
            today: today,
            // The next change is looked for across the whole forecast, not the chart's hours:
            // "no rain until the end of the chart" beside a rainy day further down misleads.
            upcomingSteps: steps.map { HourlySelection.items($0.items, window: .hours(.max), now: now) } ?? [],
            observed: observed, now: now, origin: origin, formatters)
        nowView?.nowcast = presentNowcast(forecast, now: now)
        return ForecastViewModel(
            locale: options.locale.languageTag,
            language: localizer.resolvedLanguage,
            direction: options.locale.isRightToLeft ? .rightToLeft : .leftToRight,
            timeZone: formatters.timeZone.identifier,
            timeZoneNote: options.timeZone == nil && location.clock == nil ? localizer.string(.headerTimeZoneUTC) : nil,
            temperatureUnit: formatters.temperature.unit,
            units: formatters.units,
            place: placeName(place ?? Place(name: location.name, countryCode: location.countryCode)),
            placeNote: placeSearchFailed ? localizer.string(.headerPlaceNotNamed) : nil,
            now: nowView,
            current: currentView,
            airQuality: air.view,
            airQualityNote: air.note,
            dailyTitle: localizer.string(.sectionDaily, .integer(daily.count)),
            dailyColumns: labels.dailyColumns,
            daily: daily,
            hourlyTitle: steps?.stepSeconds == 3600 ? labels.hourlyTitleEveryHour : labels.hourlyTitle,
            hourlyColumns: labels.hourlyColumns,
            hourly: hourlyDays(hourlyShown, items: hourlyItems, now: now, formatters),
            chart: presentChart(chartSteps, items: chartItems, now: now, formatters),
            words: labels.words,
            notice: notice(for: origin),
            alerts: forecast.carriesAlerts ? presentAlerts(forecast.alerts, now: now, formatters) : nil,
            alertsTitle: forecast.carriesAlerts ? localizer.string(.alertSection) : nil,
            sky: presentSky(Self.skyDates(today: todayDate, listed: dailyDates), at: place?.coordinates ?? forecast.location.coordinates, formatters),
            attribution: forecast.attribution.map(attributionText))
    }

    /// The credit a feed's terms ask for, in the user's language.
    private func attributionText(_ attribution: DataAttribution) -> String {
        switch attribution {
        case .openMeteo: localizer.string(.attributionOpenMeteo)
        }
    }

    /// The presented items of `steps`: those of `presented` (made from `shown`) where a step
    /// is among them, else made anew.
    static func items(
        for steps: [ForecastStep], reusing presented: [HourlyItemViewModel], from shown: [ForecastStep],
        make: (ForecastStep) -> HourlyItemViewModel
    ) -> [HourlyItemViewModel] {
        guard let offset = shown.firstIndex(where: { $0.time == steps.first?.time }) else { return steps.map(make) }
        return steps.enumerated().map { index, step in
            let reused = offset + index
            return reused < shown.count && shown[reused].time == step.time ? presented[reused] : make(step)
        }
    }

    /// The steps in the hourly window, under a heading per local day.
    private func hourlyDays(
        _ shown: [ForecastStep], items: [HourlyItemViewModel], now: Int, _ f: PresentationFormatters
    ) -> [HourlyDayViewModel] {
        var next = 0
        return DayGroup.group(shown, in: f.timeZone).map { day in
            defer { next += day.items.count }
            return HourlyDayViewModel(
                localDate: f.isoDate(day.date),
                heading: f.dayHeadings.day(forUnixSeconds: day.items[0].time, today: now).heading,
                items: Array(items[next..<next + day.items.count]))
        }
    }

    /// Models built in code skip the decoder's range checks; every time is checked again here,
    /// so adding an offset to one cannot overflow.
    private static func validateTimes(current: CurrentWeatherResponse?, forecast: ForecastResponse?, now: Int?) throws(PresentationError) {
        var times: [(String, Int)] = []
        if let now { times.append(("now", now)) }
        if let current {
            times.append(("dt", current.dt))
            if let sunrise = current.sys.sunrise { times.append(("sys.sunrise", sunrise)) }
            if let sunset = current.sys.sunset { times.append(("sys.sunset", sunset)) }
        }
        for (index, item) in (forecast?.list ?? []).enumerated() { times.append(("list[\(index)].dt", item.dt)) }
        try firstOutOfRange(times)
    }

    /// The same check on a forecast from any feed, its parts named by the model's fields.
    private static func validateTimes(_ forecast: Forecast, now: Int?) throws(PresentationError) {
        var times: [(String, Int)] = []
        if let now { times.append(("now", now)) }
        if let observed = forecast.observation {
            times.append(("observation.time", observed.time))
            if let sunrise = observed.sunrise { times.append(("observation.sunrise", sunrise)) }
            if let sunset = observed.sunset { times.append(("observation.sunset", sunset)) }
        }
        for (index, step) in (forecast.steps?.items ?? []).enumerated() { times.append(("steps[\(index)].time", step.time)) }
        for (index, day) in forecast.days.enumerated() { times.append(("days[\(index)].time", day.time)) }
        for (index, minute) in forecast.minutely.enumerated() { times.append(("minutely[\(index)].time", minute.time)) }
        for (index, alert) in forecast.alerts.enumerated() {
            times.append(("alerts[\(index)].start", alert.start))
            times.append(("alerts[\(index)].end", alert.end))
        }
        try firstOutOfRange(times)
    }

    private static func firstOutOfRange(_ times: [(String, Int)]) throws(PresentationError) {
        if let (path, seconds) = times.first(where: { !UnixTime.range.contains($0.1) }) {
            throw .timeOutOfRange(path: path, seconds: seconds)
        }
    }

    private func makeFormatters(_ forecast: Forecast) throws(PresentationError) -> PresentationFormatters {
        let zone: WeatherTimeZone
        if let override = options.timeZone {
            zone = override
        } else if let clock = forecast.location.clock {
            zone = try Self.zone(of: clock)
        } else {
            // No zone in the data and none chosen: UTC, which the header then says.
            zone = WeatherTimeZone.utc
        }
        let steps = forecast.steps?.items ?? []
        let stepsOffTheHour = steps.contains { ($0.time + zone.offsetSeconds(atUnixSeconds: $0.time)) % 3600 != 0 }
        // Skeletons and options were validated in init; only the zone is new here, and it is valid.
        let key = PresentationFormatters.Key(timeZone: zone, stepsOffTheHour: stepsOffTheHour)
        guard let formatters = try? formatterSets.value(for: key, orMake: { () throws(LocalizationError) in
            try PresentationFormatters(options: options, localizer: localizer, timeZone: zone, stepsOffTheHour: stepsOffTheHour)
        })
        else {
            throw .invalidTimeZoneOffset(path: "timezone", seconds: zone.fixedOffsetSeconds ?? 0)
        }
        return formatters
    }

    /// The zone a feed names: its fixed offset, or its IANA zone (when ICU knows it; else
    /// the offset the feed gave beside it).
    private static func zone(of clock: ForecastClock) throws(PresentationError) -> WeatherTimeZone {
        switch clock {
        case .utcOffset(let seconds, let path):
            do {
                return try WeatherTimeZone(offsetSeconds: seconds)
            } catch {
                throw .invalidTimeZoneOffset(path: path, seconds: seconds)
            }
        case .identifier(let identifier, let offset, let path):
            if let zone = try? WeatherTimeZone(identifier) { return zone }
            guard let offset else { throw .invalidTimeZoneOffset(path: path, seconds: 0) }
            do {
                return try WeatherTimeZone(offsetSeconds: offset)
            } catch {
                throw .invalidTimeZoneOffset(path: path, seconds: offset)
            }
        }
    }

    /// Today, then the days listed after it.
    static func skyDates(today: LocalDate, listed: [LocalDate]) -> [LocalDate] {
        [today] + listed.filter { $0 > today }
    }

    /// The fixed offset a feed gives, `nil` when it gives none.
    static func fixedOffset(of clock: ForecastClock?) -> Int? {
        switch clock {
        case .utcOffset(let seconds, _)?: seconds
        case .identifier(_, let offset, _)?: offset
        case nil: nil
        }
    }
}

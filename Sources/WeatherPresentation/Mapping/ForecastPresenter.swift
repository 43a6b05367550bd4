public import WeatherCore
public import WeatherLocalization
public import WeatherStrings

/// Turns raw OpenWeather responses into locale-aware view models.
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

    /// The view model for current conditions, a forecast, or both (for the same place).
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
        try Self.validateTimes(current: current, forecast: forecast, now: options.now)
        let formatters = try makeFormatters(current: current, forecast: forecast)
        let now = options.now ?? current?.dt ?? forecast?.list.first?.dt ?? 0
        let forecast = forecast.map(Self.partsOfDayFromTheSun)

        let days = forecast.map { DayGroup.group($0.list, in: formatters.timeZone) } ?? []
        // The first day even when partial (the rest of today), then each complete day.
        let listed = days.enumerated().filter { index, day in index == 0 || day.isComplete(in: formatters.timeZone) }
        let daily = forecast.map { forecast in
            listed.map { _, day in presentDay(day, units: forecast.units, now: now, observed: current, formatters) }
        } ?? []
        var currentView = current.map { presentCurrent($0, days: days, forecastUnits: forecast?.units ?? $0.units, formatters) }
        if let view = currentView {
            currentView?.title = labels.current
            currentView?.readings = readings(of: view)
        }
        // The hourly section and the chart present each step once: the chart reuses the
        // hourly section's items where their windows overlap (by default they are the same).
        let hourlyShown = forecast.map { HourlySelection.items($0.list, window: options.hours, now: now) } ?? []
        let hourlyItems = forecast.map { forecast in hourlyShown.map { presentItem($0, units: forecast.units, formatters) } } ?? []
        let chartSteps = forecast.map { HourlySelection.items($0.list, window: .hours(options.chartHours), now: now) } ?? []
        let chartItems = forecast.map { forecast in
            Self.items(for: chartSteps, reusing: hourlyItems, from: hourlyShown) { presentItem($0, units: forecast.units, formatters) }
        } ?? []
        let country = place?.countryCode ?? current?.sys.country ?? forecast?.city.country
        let offset = Self.dataOffset(current: current, forecast: forecast)?.seconds ?? 0
        let air = presentAirQuality(airQuality, country: country, utcOffsetSeconds: offset)
        let todayDate = formatters.timeZone.localDate(atUnixSeconds: now)
        let today = zip(listed, daily).first { $0.0.element.date == todayDate }?.1
        return ForecastViewModel(
            locale: options.locale.languageTag,
            language: localizer.resolvedLanguage,
            direction: options.locale.isRightToLeft ? .rightToLeft : .leftToRight,
            timeZone: formatters.timeZone.identifier,
            timeZoneNote: options.timeZone == nil && Self.dataOffset(current: current, forecast: forecast) == nil
                ? localizer.string(.headerTimeZoneUTC) : nil,
            temperatureUnit: formatters.temperature.unit,
            units: formatters.units,
            place: placeName(place ?? dataPlace(current: current, forecast: forecast)),
            placeNote: placeSearchFailed ? localizer.string(.headerPlaceNotNamed) : nil,
            now: presentNow(
                current: currentView, firstStep: chartItems.first,
                firstStepFeelsLike: current != nil ? nil : chartSteps.first.flatMap { step in
                    forecast.flatMap { forecast in step.main.feelsLike.map { formatters.temperatureText($0, in: forecast.units.temperatureUnit) } }
                },
                today: today, chartSteps: chartSteps, observed: current, now: now, origin: origin, formatters),
            current: currentView,
            airQuality: air.view,
            airQualityNote: air.note,
            dailyTitle: localizer.string(.sectionDaily, .integer(daily.count)),
            dailyColumns: labels.dailyColumns,
            daily: daily,
            hourlyTitle: labels.hourlyTitle,
            hourlyColumns: labels.hourlyColumns,
            hourly: hourlyDays(hourlyShown, items: hourlyItems, now: now, formatters),
            chart: presentChart(chartSteps, items: chartItems, now: now, formatters),
            words: labels.words,
            notice: notice(for: origin))
    }

    /// The presented items of `steps`: those of `presented` (made from `shown`) where a step
    /// is among them, else made anew.
    static func items(
        for steps: [ForecastResponse.Item], reusing presented: [HourlyItemViewModel], from shown: [ForecastResponse.Item],
        make: (ForecastResponse.Item) -> HourlyItemViewModel
    ) -> [HourlyItemViewModel] {
        guard let offset = shown.firstIndex(where: { $0.dt == steps.first?.dt }) else { return steps.map(make) }
        return steps.enumerated().map { index, step in
            let reused = offset + index
            return reused < shown.count && shown[reused].dt == step.dt ? presented[reused] : make(step)
        }
    }

    /// The steps in the hourly window, under a heading per local day.
    private func hourlyDays(
        _ shown: [ForecastResponse.Item], items: [HourlyItemViewModel], now: Int, _ f: PresentationFormatters
    ) -> [HourlyDayViewModel] {
        var next = 0
        return DayGroup.group(shown, in: f.timeZone).map { day in
            defer { next += day.items.count }
            return HourlyDayViewModel(
                localDate: f.isoDate(day.date),
                heading: f.dayHeadings.day(forUnixSeconds: day.items[0].dt, today: now).heading,
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
        if let (path, seconds) = times.first(where: { !UnixTime.range.contains($0.1) }) {
            throw .timeOutOfRange(path: path, seconds: seconds)
        }
    }

    private func makeFormatters(current: CurrentWeatherResponse?, forecast: ForecastResponse?) throws(PresentationError) -> PresentationFormatters {
        let zone: WeatherTimeZone
        if let override = options.timeZone {
            zone = override
        } else if let (path, seconds) = Self.dataOffset(current: current, forecast: forecast) {
            do {
                zone = try WeatherTimeZone(offsetSeconds: seconds)
            } catch {
                throw .invalidTimeZoneOffset(path: path, seconds: seconds)
            }
        } else {
            // No zone in the data and none chosen: UTC, which the header then says.
            zone = WeatherTimeZone.utc
        }
        let stepsOffTheHour = forecast?.list.contains { ($0.dt + zone.offsetSeconds(atUnixSeconds: $0.dt)) % 3600 != 0 } ?? false
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

    /// The UTC offset the data gives, with its JSON path: the current conditions' `timezone`,
    /// else the forecast's `city.timezone`; `nil` when neither has one.
    static func dataOffset(current: CurrentWeatherResponse?, forecast: ForecastResponse?) -> (path: String, seconds: Int)? {
        if let seconds = current?.timezoneOffsetSeconds { return ("timezone", seconds) }
        if let seconds = forecast?.city.timezoneOffsetSeconds { return ("city.timezone", seconds) }
        return nil
    }

    /// A forecast whose city has no sunrise or sunset (0 or absent: midnight sun or polar
    /// night) has each step's day or night decided by the sun (``SolarPosition``), since
    /// OpenWeather's `pod` is then unreliable; any other forecast is returned as it is.
    static func partsOfDayFromTheSun(_ forecast: ForecastResponse) -> ForecastResponse {
        let city = forecast.city
        guard (city.sunrise ?? 0) <= 0, (city.sunset ?? 0) <= 0 else { return forecast }
        var corrected = forecast
        for index in corrected.list.indices {
            let up = SolarPosition.isUp(at: city.coord, unixSeconds: corrected.list[index].dt)
            corrected.list[index].sys.partOfDay = up ? .day : .night
        }
        return corrected
    }

    /// The place the data itself names: `name` and `country` only.
    private func dataPlace(current: CurrentWeatherResponse?, forecast: ForecastResponse?) -> Place {
        Place(name: current?.name ?? forecast?.city.name ?? "", countryCode: current?.sys.country ?? forecast?.city.country)
    }
}

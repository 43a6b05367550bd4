import WeatherPresentation

/// The page's contexts (``PageContext``) from a view model and the page's words: every value
/// cleaned for the page, the chart drawn, the tables laid out. What only a site knows comes
/// in ``PageSite``: the page's language and direction, and its links, which name its addresses.
enum PageContexts {
    /// The forecast page: the glanceable top, the chart of the next hours, the current
    /// conditions and the two tables, each value with its spoken form for screen readers.
    static func forecast(_ viewModel: ForecastViewModel, words: PageWords, site: PageSite, refreshSeconds: Int?) -> PageContext {
        let clean = PageTables.clean
        let place = clean(viewModel.place)
        var notice: String?
        if let stale = viewModel.notice {
            // Stale data: the page says that OpenWeather did not answer, and the data's age.
            notice = switch (stale.kind, stale.age) {
            case (.stale, let age?): words.staleNotice.filled(age)
            default: clean(stale.text)
            }
        }
        var chart: ChartContext?
        if let chartModel = viewModel.chart, var drawing = ChartDrawing(chartModel, rightToLeft: viewModel.direction == .rightToLeft)?.context {
            // The drawing's name: the curve's sentence, then the next change's, which says
            // when rain or snow begins or stops (or that none comes), as the bars show.
            drawing.labelledBy = viewModel.now?.nextChange == nil ? "chart-summary" : "chart-summary next-change"
            chart = drawing
        }
        var tables: [TableContext] = []
        if !viewModel.daily.isEmpty {
            tables.append(PageTables.daily(viewModel.daily, title: viewModel.dailyTitle, headers: viewModel.dailyColumns, unavailable: viewModel.words.unavailable))
        }
        if !viewModel.hourly.isEmpty {
            tables.append(PageTables.hourly(viewModel.hourly, title: viewModel.hourlyTitle, headers: viewModel.hourlyColumns, unavailable: viewModel.words.unavailable))
        }
        var alerts: AlertsContext?
        if let items = viewModel.alerts, !items.isEmpty {
            alerts = AlertsContext(title: clean(viewModel.alertsTitle ?? ""), items: items.map(Self.alert))
        }
        let forecast = ForecastContext(
            placeHeading: PlaceHeading.segments(place, pattern: words.place),
            placeNote: viewModel.placeNote.map(clean),
            notice: notice,
            alerts: alerts,
            now: viewModel.now.map(Self.now),
            air: viewModel.airQuality.map(PageTables.airQuality),
            airNote: viewModel.airQualityNote.map(clean),
            // The observation's time (`As of Sat, Dec 5, 3:00 PM`): absolute, so it stays true in
            // a cached page, where "updated N minutes ago" would not (the view model has that only
            // when told the data's age).
            observedAt: viewModel.current.map { clean($0.observedAtLabel) },
            timeZoneNote: viewModel.timeZoneNote.map(clean),
            chart: chart,
            current: viewModel.current.map(PageTables.current),
            sky: viewModel.sky.flatMap { sky in sky.days.first.map { Self.sky(title: sky.title, $0) } },
            tables: tables,
            // The feed's credit, linked to the feed: the page's own is in the footer.
            feedAttribution: viewModel.attribution.map(clean),
            units: UnitsContext(label: words.unitsLabel, links: site.unitLinks))

        var context = common(words: words, site: site)
        context.title = viewModel.now.map { words.pageTitleNow.filled(place, clean($0.temperature.text)) } ?? words.pageTitle.filled(place)
        context.description = words.pageDescription.filled(place)
        context.refresh = refreshSeconds.map(String.init)
        context.forecast = forecast
        return context
    }

    /// `GET /` without a place: the title and the search form with its help.
    static func search(words: PageWords, site: PageSite) -> PageContext {
        var context = common(words: words, site: site)
        context.title = words.searchTitle
        context.landing = LandingContext(heading: words.searchTitle)
        return context
    }

    /// An error page: a heading that says what went wrong, the message, and the search
    /// form with the query that failed still in it.
    static func error(status: Int, heading: String, message: String, query: String?, words: PageWords, site: PageSite) -> PageContext {
        var context = common(words: words, site: site)
        context.title = "\(status) · \(heading)"
        context.error = ErrorContext(heading: heading, message: message)
        if let query { context.search.value = PageTables.clean(query) }
        return context
    }

    /// The glanceable top: the big temperature, the condition, feels like, today's range,
    /// what changes next and the data's age.
    private static func now(_ now: NowViewModel) -> NowContext {
        let clean = PageTables.clean
        return NowContext(
            temperature: clean(now.temperature.text), temperatureSpoken: clean(now.temperature.accessibilityLabel),
            symbol: now.condition.emoji, condition: clean(now.condition.text),
            feelsLike: now.feelsLike.map(clean),
            // Its text already says what part of today a partial range covers.
            today: now.today.map { SpokenTextContext(text: clean($0.text), spoken: clean($0.accessibilityLabel)) },
            nowcast: now.nowcast.map { NowcastContext(text: clean($0.text), stripLabel: clean($0.stripLabel), bars: Self.minuteBars($0.intensities)) },
            nextChange: now.nextChange.map { clean($0.text) },
            updated: now.updated.map { clean($0.text) })
    }

    /// The next hour's minutes as bars 2 units wide, 17 high at 6.4 mm/h and more; each
    /// height doubles with the intensity from 0.1 mm/h, as the text strip's steps do.
    static func minuteBars(_ intensities: [Double]) -> [MinuteBarContext] {
        let steps: [Double] = [0.1, 0.2, 0.4, 0.8, 1.6, 3.2, 6.4]
        return intensities.prefix(61).enumerated().compactMap { minute, value in
            guard let level = steps.lastIndex(where: { value >= $0 }).map({ $0 + 1 }) else { return nil }
            let height = level * 17 / steps.count
            return MinuteBarContext(x: minute * 2, y: 17 - height, height: height)
        }
    }

    /// Today's moon: the phase drawn (the lit part as a path over the dark disk), its words,
    /// rise and set, and the lunar date and solar term where shown.
    private static func sky(title: String, _ day: SkyDayViewModel) -> SkyContext {
        let clean = PageTables.clean
        return SkyContext(
            title: clean(title), phase: clean(day.phase.name), illuminationLabel: clean(day.phase.illuminationLabel),
            moonrise: clean(day.moonrise), moonset: clean(day.moonset),
            litPath: litPath(fraction: day.phase.illuminatedFraction, waxing: day.phase.isWaxing),
            lunarDate: day.lunarDate.map(clean), solarTerm: day.solarTerm.map(clean))
    }

    /// The lit part of a disk of radius 9 at the origin, as seen from the north: the outer
    /// half on the lit side (right while waxing), closed by the terminator, a half-ellipse
    /// whose width is |1 − 2k|·9 for a lit fraction k.
    static func litPath(fraction: Double, waxing: Bool) -> String {
        let k = min(max(fraction.isFinite ? fraction : 0, 0), 1)
        let width = abs(1 - 2 * k) * 9
        let rounded = (width * 100).rounded() / 100
        let outer = waxing ? 1 : 0
        let inner = waxing == (k < 0.5) ? 0 : 1
        return "M0,-9A9,9 0 0 \(outer) 0,9A\(rounded),9 0 0 \(inner) 0,-9Z"
    }

    /// A warning: its title and period in the reader's language, the level as data for its
    /// colour (the word is in the title), the agency's text in its own language.
    private static func alert(_ alert: AlertViewModel) -> AlertContext {
        let clean = PageTables.clean
        return AlertContext(
            title: clean(alert.title), period: clean(alert.period), spoken: clean(alert.accessibilityLabel),
            level: alert.level ?? "unknown", originalLabel: clean(alert.original.label),
            language: alert.original.language, event: clean(alert.original.event),
            paragraphs: alert.original.description.split(separator: "\n").map { TextContext(text: clean(String($0))) },
            sender: alert.sender.map(clean))
    }

    private static func common(words: PageWords, site: PageSite) -> PageContext {
        // A search keeps the unit the reader chose, as the language links do.
        let search = SearchContext(
            label: words.searchLabel, button: words.searchButton, placeholder: words.searchPlaceholder,
            help: words.searchHelp, lang: site.language, unit: site.unit)
        let languages = LanguagesContext(label: words.languagesLabel, links: site.languageLinks, current: site.languageName)
        return PageContext(
            lang: site.language, dir: site.rightToLeft ? "rtl" : "ltr", title: "",
            search: search, languages: languages, attribution: words.attribution)
    }
}

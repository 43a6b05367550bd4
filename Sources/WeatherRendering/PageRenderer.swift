public import WeatherPresentation

/// The forecast page, the search page and the error pages as HTML, from ``PageContext``:
/// the markup the service's Mustache template had, written out in Swift (byte for byte the
/// same pages), so that the library needs no template engine, nor Foundation, and the CLI
/// that links it none either. Every value is escaped (`<`, `>`, `&`, `"`, `'`, character by
/// character); the markup's own text is fixed here, so a value can never open a tag.
///
/// ```swift
/// let words = presenter.pageWords
/// let html = PageRenderer().forecast(view, words: words, site: PageSite(language: "ko", rightToLeft: false))
/// // "<!DOCTYPE html>\n<html lang=\"ko\" dir=\"ltr\">\n<head>…"
/// ```
///
/// The page links `/style.css`, `/page.js` (with a refresh) and `/favicon.svg`: the site
/// serves them (the service's are in `Sources/WeatherService/Web`).
public struct PageRenderer: Sendable {
    public init() {}

    /// The forecast page: the glanceable top, the chart of the next hours, the current
    /// conditions and the two tables, each value with its spoken form for screen readers.
    /// - Parameter refreshSeconds: when the data expires, for `/page.js` to load the page
    ///   again; `nil`: no script.
    public func forecast(_ viewModel: ForecastViewModel, words: PageWords, site: PageSite, refreshSeconds: Int? = nil) -> String {
        render(PageContexts.forecast(viewModel, words: words, site: site, refreshSeconds: refreshSeconds))
    }

    /// The search page: its title and the search form with its help.
    public func search(words: PageWords, site: PageSite) -> String {
        render(PageContexts.search(words: words, site: site))
    }

    /// An error page: `status · heading` as its title, the heading and the message, and the
    /// search form with the query that failed still in it.
    public func error(status: Int, heading: String, message: String, query: String? = nil, words: PageWords, site: PageSite) -> String {
        render(PageContexts.error(status: status, heading: heading, message: message, query: query, words: words, site: site))
    }

    func render(_ page: PageContext) -> String {
        var html = HTML()
        html.raw("<!DOCTYPE html>\n<html lang=\"")
        html.text(page.lang)
        html.raw("\" dir=\"")
        html.text(page.dir)
        html.raw("\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        html.raw("<meta name=\"color-scheme\" content=\"light dark\">\n<title>")
        html.text(page.title)
        html.raw("</title>\n")
        if let description = page.description {
            html.raw("<meta name=\"description\" content=\"")
            html.text(description)
            html.raw("\">\n")
        }
        html.raw("<link rel=\"icon\" href=\"/favicon.svg\" type=\"image/svg+xml\">\n<link rel=\"stylesheet\" href=\"/style.css\">\n")
        if let refresh = page.refresh {
            html.raw("<script src=\"/page.js\" data-expires=\"")
            html.text(refresh)
            html.raw("\" defer></script>\n")
        }
        html.raw("</head>\n<body>\n<main>\n")
        if let landing = page.landing {
            html.raw("<header>\n<h1>")
            html.text(landing.heading)
            html.raw("</h1>\n</header>\n")
        }
        if let error = page.error {
            html.raw("<header>\n<h1>")
            html.text(error.heading)
            html.raw("</h1>\n<p class=\"error\" role=\"alert\">")
            html.text(error.message)
            html.raw("</p>\n</header>\n")
        }
        bar(page, into: &html)
        if let forecast = page.forecast { self.forecast(forecast, into: &html) }
        html.raw("<footer>\n<p>")
        html.text(page.attribution)
        html.raw("</p>\n</footer>\n</main>\n</body>\n</html>\n")
        return html.output
    }

    /// The search, the unit switch and the language menu.
    private func bar(_ page: PageContext, into html: inout HTML) {
        let search = page.search
        html.raw("<div class=\"bar\">\n<form class=\"search")
        if page.forecast != nil { html.raw(" compact") }
        html.raw("\" role=\"search\" action=\"/\" method=\"get\">\n<label for=\"q\">")
        html.text(search.label)
        html.raw("</label>\n<div class=\"field\">\n")
        html.raw("<input id=\"q\" name=\"q\" type=\"search\" dir=\"auto\" required maxlength=\"80\" autocomplete=\"on\" enterkeyhint=\"search\" placeholder=\"")
        html.text(search.placeholder)
        html.raw("\" aria-describedby=\"search-help\"")
        if let value = search.value {
            html.raw(" value=\"")
            html.text(value)
            html.raw("\"")
        }
        html.raw(">\n<input type=\"hidden\" name=\"lang\" value=\"")
        html.text(search.lang)
        html.raw("\">\n")
        if let unit = search.unit {
            html.raw("<input type=\"hidden\" name=\"unit\" value=\"")
            html.text(unit)
            html.raw("\">\n")
        }
        html.raw("<button type=\"submit\">")
        html.text(search.button)
        html.raw("</button>\n</div>\n<p id=\"search-help\" class=\"note\">")
        html.text(search.help)
        html.raw("</p>\n</form>\n<div class=\"choices\">\n")
        if let units = page.forecast?.units {
            html.raw("<nav class=\"switch\" aria-label=\"")
            html.text(units.label)
            html.raw("\">")
            for link in units.links {
                html.raw("<a href=\"")
                html.text(link.href)
                html.raw("\" dir=\"ltr\"")
                if link.isCurrent { html.raw(" aria-current=\"true\"") }
                html.raw(">")
                html.text(link.text)
                html.raw("</a> ")
            }
            html.raw("</nav>")
        }
        html.raw("\n<nav class=\"languages\" aria-label=\"")
        html.text(page.languages.label)
        html.raw("\"><details><summary>")
        html.text(page.languages.label)
        html.raw(" <span class=\"current\">")
        html.text(page.languages.current ?? "")
        html.raw("</span></summary><ul>")
        for link in page.languages.links {
            html.raw("<li><a href=\"")
            html.text(link.href)
            html.raw("\" lang=\"")
            html.text(link.lang ?? page.lang)
            html.raw("\" hreflang=\"")
            html.text(link.lang ?? page.lang)
            html.raw("\"")
            if link.isCurrent { html.raw(" aria-current=\"page\"") }
            html.raw(">")
            html.text(link.text)
            html.raw("</a></li>")
        }
        html.raw("</ul></details></nav>\n</div>\n</div>\n")
    }

    private func forecast(_ forecast: ForecastContext, into html: inout HTML) {
        html.raw("<header class=\"top\">\n<h1>")
        for segment in forecast.placeHeading {
            if segment.isolated {
                html.raw("<bdi>")
                html.text(segment.text)
                html.raw("</bdi>")
            } else {
                html.text(segment.text)
            }
        }
        html.raw("</h1>\n")
        html.optional(forecast.placeNote, "<p class=\"note\">", "</p>")
        html.raw("\n")
        html.optional(forecast.notice, "<p class=\"notice\" role=\"status\">", "</p>")
        html.raw("\n")
        if let alerts = forecast.alerts { self.alerts(alerts, into: &html) }
        if let now = forecast.now { self.now(now, into: &html) }
        if let card = forecast.air?.card {
            html.raw("<p class=\"air\"><svg class=\"swatch\" width=\"14\" height=\"14\" aria-hidden=\"true\" focusable=\"false\"><circle cx=\"7\" cy=\"7\" r=\"7\" fill=\"")
            html.text(card.colour)
            html.raw("\"/></svg> ")
            html.text(card.scale)
            html.optional(card.index, " ", "")
            html.raw(" <strong>")
            html.text(card.category)
            html.raw("</strong>")
            html.optional(card.dominant, " (", ")")
            html.raw("</p>")
        }
        html.raw("\n")
        html.optional(forecast.airNote, "<p class=\"note\">", "</p>")
        html.raw("\n")
        if let now = forecast.now {
            html.optional(now.updated, "<p class=\"updated\">", "</p>")
            html.raw("\n")
        }
        html.optional(forecast.observedAt, "<p class=\"updated\">", "</p>")
        html.raw("\n")
        html.optional(forecast.timeZoneNote, "<p class=\"note\">", "</p>")
        html.raw("\n</header>\n")
        if let chart = forecast.chart { self.chart(chart, into: &html) }
        if let current = forecast.current { self.current(current, into: &html) }
        if let air = forecast.air { self.air(air, into: &html) }
        if let sky = forecast.sky { self.sky(sky, into: &html) }
        for table in forecast.tables { self.table(table, into: &html) }
        if let credit = forecast.feedAttribution {
            html.raw("<p class=\"note attribution\"><a href=\"https://open-meteo.com/\" dir=\"ltr\">")
            html.text(credit)
            html.raw("</a></p>")
        }
        html.raw("\n")
    }

    private func alerts(_ alerts: AlertsContext, into html: inout HTML) {
        html.raw("<section class=\"alerts\" role=\"alert\" aria-labelledby=\"alerts-title\">\n<h2 id=\"alerts-title\">")
        html.text(alerts.title)
        html.raw("</h2>\n")
        for item in alerts.items {
            html.raw("<article class=\"alert\" data-level=\"")
            html.text(item.level)
            html.raw("\" aria-label=\"")
            html.text(item.spoken)
            html.raw("\">\n<h3><span aria-hidden=\"true\">⚠</span> ")
            html.text(item.title)
            html.raw("</h3>\n<p>")
            html.text(item.period)
            html.raw("</p>\n")
            html.optional(item.sender, "<p class=\"note\">", "</p>")
            html.raw("\n<details><summary>")
            html.text(item.originalLabel)
            html.raw("</summary>\n<div class=\"original\" lang=\"")
            html.text(item.language)
            html.raw("\" dir=\"auto\"><p><strong>")
            html.text(item.event)
            html.raw("</strong></p>")
            for paragraph in item.paragraphs {
                html.raw("<p>")
                html.text(paragraph.text)
                html.raw("</p>")
            }
            html.raw("</div>\n</details>\n</article>\n")
        }
        html.raw("</section>\n")
    }

    private func now(_ now: NowContext, into html: inout HTML) {
        html.raw("<div class=\"now\">\n<p class=\"temperature\">")
        html.text(now.temperature, spoken: now.temperatureSpoken)
        html.raw("</p>\n<p class=\"condition\"><span class=\"symbol\" aria-hidden=\"true\">")
        html.text(now.symbol)
        html.raw("</span> ")
        html.text(now.condition)
        html.raw("</p>\n</div>\n<ul class=\"details\">\n")
        html.optional(now.feelsLike, "<li>", "</li>")
        html.raw("\n")
        if let today = now.today {
            html.raw("<li>")
            html.text(today.text, spoken: today.spoken)
            html.raw("</li>")
        }
        html.raw("\n</ul>\n")
        if let nowcast = now.nowcast {
            html.raw("<p class=\"next\">")
            html.text(nowcast.text)
            html.raw("</p>\n<svg class=\"strip\" viewBox=\"0 0 122 18\" width=\"244\" height=\"36\" role=\"img\" aria-label=\"")
            html.text(nowcast.stripLabel)
            html.raw(": ")
            html.text(nowcast.text)
            html.raw("\" focusable=\"false\"><line x1=\"0\" y1=\"17.5\" x2=\"122\" y2=\"17.5\" class=\"axis\"/>")
            for bar in nowcast.bars {
                html.raw("<rect x=\"\(bar.x)\" y=\"\(bar.y)\" width=\"2\" height=\"\(bar.height)\"/>")
            }
            html.raw("</svg>")
        }
        html.raw("\n")
        html.optional(now.nextChange, "<p class=\"next\" id=\"next-change\">", "</p>")
        html.raw("\n")
    }

    private func chart(_ chart: ChartContext, into html: inout HTML) {
        html.raw("<figure class=\"chart\">\n<svg viewBox=\"0 0 \(chart.width) \(chart.height)\" role=\"img\" aria-labelledby=\"")
        html.text(chart.labelledBy)
        html.raw("\" focusable=\"false\">\n")
        html.raw("<line class=\"axis\" x1=\"\(chart.plotStart)\" y1=\"\(chart.baseline)\" x2=\"\(chart.plotEnd)\" y2=\"\(chart.baseline)\"/>\n")
        for day in chart.days {
            html.raw("<line class=\"day\" x1=\"\(day.x)\" y1=\"\(chart.dayTop)\" x2=\"\(day.x)\" y2=\"\(chart.dayBottom)\"/>")
            html.raw("<text class=\"day\" x=\"\(day.labelX)\" y=\"\(chart.dayLabelY)\">")
            html.text(day.label)
            html.raw("</text>\n")
        }
        for bar in chart.bars {
            html.raw("<rect class=\"bar\" x=\"\(bar.x)\" y=\"\(bar.y)\" width=\"\(bar.width)\" height=\"\(bar.height)\" rx=\"2\"/>")
            if let label = bar.label {
                html.raw("<text class=\"chance\" x=\"\(label.x)\" y=\"\(label.y)\">")
                html.text(label.text)
                html.raw("</text>")
            }
            html.raw("\n")
        }
        html.raw("<polyline class=\"temperature\" points=\"")
        html.text(chart.line)
        html.raw("\"/>\n")
        for tick in chart.ticks {
            html.raw("<line class=\"tick\" x1=\"\(tick.x)\" y1=\"\(chart.tickTop)\" x2=\"\(tick.x)\" y2=\"\(chart.tickBottom)\"/>")
            if let label = tick.label {
                html.raw("<text class=\"tick\" x=\"\(label.x)\" y=\"\(chart.tickLabelY)\">")
                html.text(label.text)
                html.raw("</text>")
            }
            html.raw("\n")
        }
        for value in chart.values {
            html.raw("<text class=\"value\" x=\"\(value.x)\" y=\"\(value.y)\">")
            html.text(value.text)
            html.raw("</text>")
        }
        html.raw("\n")
        for extreme in [chart.maximum, chart.minimum] {
            if let extreme {
                html.raw("<circle class=\"extreme\" cx=\"\(extreme.x)\" cy=\"\(extreme.y)\" r=\"4\"/>")
                html.raw("<text class=\"extreme\" x=\"\(extreme.labelX)\" y=\"\(extreme.labelY)\">")
                html.text(extreme.text)
                html.raw("</text>")
            }
            html.raw("\n")
        }
        html.raw("</svg>\n<figcaption id=\"chart-summary\">")
        html.text(chart.summary)
        html.raw("</figcaption>\n</figure>\n")
    }

    private func current(_ current: CurrentContext, into html: inout HTML) {
        html.raw("<section>\n<h2>")
        html.text(current.title)
        html.raw("</h2>\n<dl class=\"current\">\n")
        for row in current.rows {
            html.raw("<div><dt>")
            html.text(row.label)
            html.raw("</dt>")
            for value in row.values {
                html.raw("<dd>")
                if let symbol = value.symbol {
                    html.raw("<span aria-hidden=\"true\">")
                    html.text(symbol)
                    html.raw("</span> ")
                }
                html.text(value.text, spoken: value.spoken)
                html.raw("</dd>")
            }
            html.raw("</div>\n")
        }
        html.raw("</dl>\n</section>\n")
    }

    private func air(_ air: AirContext, into html: inout HTML) {
        html.raw("<section>\n<h2>")
        html.text(air.title)
        html.raw("</h2>\n<dl class=\"current air\">\n")
        for row in air.rows {
            html.raw("<div><dt>")
            html.text(row.label)
            html.raw("</dt><dd>")
            html.text(row.text, spoken: row.spoken)
            if let category = row.category {
                html.raw(" <svg class=\"swatch\" width=\"10\" height=\"10\" aria-hidden=\"true\" focusable=\"false\"><circle cx=\"5\" cy=\"5\" r=\"5\" fill=\"")
                html.text(category.colour)
                html.raw("\"/></svg> ")
                html.text(category.label)
            }
            html.raw(" <small>")
            html.text(row.basis)
            html.raw("</small></dd></div>\n")
        }
        html.raw("</dl>\n</section>\n")
    }

    private func sky(_ sky: SkyContext, into html: inout HTML) {
        html.raw("<section class=\"sky\">\n<h2>")
        html.text(sky.title)
        html.raw("</h2>\n<p class=\"moon\"><svg class=\"phase\" viewBox=\"-10 -10 20 20\" width=\"40\" height=\"40\" role=\"img\" aria-label=\"")
        html.text(sky.phase)
        html.raw(", ")
        html.text(sky.illuminationLabel)
        html.raw("\"><circle r=\"9\" class=\"dark\"/><path d=\"")
        html.text(sky.litPath)
        html.raw("\" class=\"lit\"/></svg> <span aria-hidden=\"true\">")
        html.text(sky.phase)
        html.raw(" · ")
        html.text(sky.illuminationLabel)
        html.raw("</span></p>\n<p>")
        html.text(sky.moonrise)
        html.raw(" · ")
        html.text(sky.moonset)
        html.raw("</p>\n")
        html.optional(sky.lunarDate, "<p>", "</p>")
        html.raw("\n")
        html.optional(sky.solarTerm, "<p>", "</p>")
        html.raw("\n</section>\n")
    }

    private func table(_ table: TableContext, into html: inout HTML) {
        html.raw("<section>\n<h2>")
        html.text(table.title)
        html.raw("</h2>\n<table>\n<thead><tr>")
        for column in table.columns {
            html.raw("<th scope=\"col\" class=\"")
            html.text(column.class)
            html.raw("\" data-column=\"")
            html.text(column.id)
            html.raw("\">")
            html.text(column.text, spoken: column.spoken)
            html.raw("</th>")
        }
        html.raw("</tr></thead>\n<tbody>\n")
        for row in table.rows {
            if let rowGroup = row.rowGroup {
                html.raw("<tr class=\"day\"><th scope=\"rowgroup\" colspan=\"\(row.columnCount)\">")
                html.text(rowGroup)
                html.raw("</th></tr>")
            }
            html.raw("\n<tr>")
            for cell in row.cells {
                html.raw("<td class=\"")
                html.text(cell.class)
                html.raw("\">")
                if let symbol = cell.symbol {
                    html.raw("<span class=\"symbol\" aria-hidden=\"true\">")
                    html.text(symbol)
                    html.raw("</span> ")
                }
                html.shown({ html in
                    for part in cell.parts {
                        html.raw("<span class=\"part\">")
                        html.text(part.text)
                        html.raw("</span> ")
                    }
                }, spoken: cell.spoken)
                html.optional(cell.note, "<small>", "</small>")
                html.raw("</td>")
            }
            html.raw("</tr>\n")
        }
        html.raw("</tbody>\n</table>\n</section>\n")
    }
}

/// The page being written: markup as it is, values escaped.
private struct HTML {
    var output = ""

    mutating func raw(_ markup: String) {
        output += markup
    }

    /// A value, escaped for HTML text and attribute values alike: each character (a whole
    /// grapheme cluster, as swift-mustache escaped them) that is `<`, `>`, `&`, `"` or `'`.
    mutating func text(_ value: String) {
        for character in value {
            switch character {
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "&": output += "&amp;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            default: output.append(character)
            }
        }
    }

    /// `value` for the eye and `spoken` for a screen reader in its place
    /// (`<span aria-hidden="true">…</span><span class="spoken">…</span>`); `value` alone
    /// when it has no spoken form.
    mutating func text(_ value: String, spoken: String?) {
        shown({ $0.text(value) }, spoken: spoken)
    }

    /// What `write` writes for the eye, and `spoken` for a screen reader (``text(_:spoken:)``).
    mutating func shown(_ write: (inout HTML) -> Void, spoken: String?) {
        guard let spoken else { return write(&self) }
        raw("<span aria-hidden=\"true\">")
        write(&self)
        raw("</span><span class=\"spoken\">")
        text(spoken)
        raw("</span>")
    }

    /// A value between its markup, or nothing when there is none.
    mutating func optional(_ value: String?, _ before: String, _ after: String) {
        guard let value else { return }
        raw(before)
        text(value)
        raw(after)
    }
}

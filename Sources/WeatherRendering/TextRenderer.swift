public import WeatherPresentation
import WeatherCore

/// Renders a forecast for a terminal: a header, the current conditions as an aligned
/// label/value list, then the daily and 3-hour tables, lined up by terminal columns so
/// Korean or Japanese lines up like English.
///
/// ```swift
/// let presenter = try ForecastPresenter(options: PresentationOptions(locale: WeatherLocale("en_US")))
/// let view = try presenter.present(current: current, forecast: forecast)
/// let text = TextRenderer().render(view)
/// // Seoul, South Korea
/// // As of Thu, Dec 3, 2:50 PM
/// //
/// // 32°F  Sunny
/// // Feels like 23°F · High 33°F · Low 27°F (from 3 PM)
/// // Rain from Friday, 12 PM
/// //
/// // Current conditions
/// // Temperature  32°F
/// // Conditions   Sunny
/// // …
/// //
/// // 5-Day Forecast
/// // Day                 Conditions     Low / High  Precip.
/// // Today, Dec 3        Sunny         27°F – 33°F       0%  from 3 PM
/// // …
/// ```
///
/// Every word comes from the view model; every text from it is treated as untrusted (see
/// `TerminalSanitizer`), so the output holds no escape sequence except the colours asked
/// for. Right-to-left view models
/// get each cell wrapped in a bidi isolate (U+2068 … U+2069). No line ends in whitespace;
/// the output ends with exactly one newline.
public struct TextRenderer: Sendable {
    /// Whether titles are bold and labels and headers dim (ANSI SGR); otherwise no escape byte is written.
    package let color: Bool
    /// The most terminal columns a line may take, or `nil` for no limit. A table too wide
    /// drops its lower-priority columns (the precipitation amount first, then wind and
    /// chance of precipitation), then shortens its condition names with "…"; table rows never wrap;
    /// header lines and label/value values too long wrap between words (``LineWrapping``).
    package let width: Int?
    /// The symbol drawn before each condition.
    package let icons: IconStyle
    /// How to draw the next hours as a chart (``ChartRenderer``) under the summary, or `nil` for no chart.
    package let chart: ChartStyle?
    /// How the terminal draws East Asian Ambiguous characters (`°`, `–`), for measuring lines.
    package let ambiguous: AmbiguousWidth

    /// The width used when the output is not a terminal, so files and pipes get the same
    /// bytes wherever they are made.
    package static let fixedWidth = 80

    /// - Parameters:
    ///   - color: Whether to emphasize with ANSI colours; pass `true` only for a terminal.
    ///   - width: The terminal's columns (``fixedWidth`` when not a terminal), or `nil` for no limit.
    ///   - icons: The condition symbols to draw.
    ///   - chart: How to draw the chart of the next hours, or `nil` for none.
    ///   - ambiguous: How wide the terminal draws East Asian Ambiguous characters.
    public init(color: Bool = false, width: Int? = nil, icons: IconStyle = .none, chart: ChartStyle? = nil, ambiguous: AmbiguousWidth = .narrow) {
        self.color = color
        self.width = width
        self.icons = icons
        self.chart = chart
        self.ambiguous = ambiguous
    }

    /// The whole rendering, ending with one newline.
    ///
    /// ```swift
    /// renderer.render(view).hasSuffix("\n")  // true, and never "\n\n"
    /// ```
    public func render(_ viewModel: ForecastViewModel) -> String {
        let document = ForecastDocument(viewModel, icons: icons, colours: color)
        let isolation = BidiIsolation(isEnabled: viewModel.direction == .rightToLeft)

        var lines = wrapped(document.place, isolation, .bold)
        for line in [document.placeNote, document.notice, document.observedAt, document.lunarDate, document.timeZoneNote, document.airQualityNote].compactMap({ $0 }) {
            lines += wrapped(line, isolation)
        }
        if let alerts = viewModel.alerts, !alerts.isEmpty {
            lines.append("")
            lines += wrapped(TerminalSanitizer.sanitize(viewModel.alertsTitle ?? ""), isolation, .bold)
            for alert in alerts { lines += alertLines(alert, isolation) }
        }
        if let summary = document.summary {
            lines.append("")
            lines += wrapped(phrases: summary.headline, separator: "  ", isolation, .bold)
            if !summary.details.isEmpty { lines += wrapped(phrases: summary.details, separator: " · ", isolation) }
            for line in [summary.nowcast, summary.nextChange, summary.updated].compactMap({ $0 }) { lines += wrapped(line, isolation) }
            if !document.moon.isEmpty { lines += wrapped(phrases: document.moon, separator: " · ", isolation) }
            if chart != nil, let nowcast = viewModel.now?.nowcast { lines.append(isolation.apply(to: Self.strip(nowcast.intensities))) }
        }
        if let chart, let chartView = viewModel.chart {
            let chartLines = ChartRenderer(width: width ?? Self.fixedWidth, ascii: chart == .ascii, ambiguous: ambiguous)
                .lines(chartView, direction: viewModel.direction)
            if !chartLines.isEmpty {
                lines.append("")
                lines += wrapped(TerminalSanitizer.sanitize(chartView.summary), isolation, .bold)
                lines += chartLines
            }
        }
        for section in document.sections {
            lines.append("")
            lines += wrapped(section.title, isolation, .bold)
            lines += tableLines(section.table, isolation: isolation)
        }
        if let attribution = document.attribution {
            lines.append("")
            lines += wrapped(attribution, isolation)
        }
        return lines.map { String($0.droppingTrailingSpaces) }.joinedText(separator: "\n") + "\n"
    }

    /// A warning: its title (in its level's colour on a colour terminal, the word always
    /// there) and period, the sender, and the agency's own text isolated (U+2068 … U+2069) and
    /// marked with its language, so a reader knows it is the original.
    private func alertLines(_ alert: AlertViewModel, _ isolation: BidiIsolation) -> [String] {
        let title = TerminalSanitizer.sanitize(alert.title)
        let colour = color ? alert.level.flatMap(Self.levelColour).flatMap(TerminalStyle.colour(hex:)) : nil
        var lines = wrapped(phrases: ["⚠ " + title, TerminalSanitizer.sanitize(alert.period)], separator: " · ", isolation, colour ?? .bold)
        if let sender = alert.sender { lines += wrapped("  " + TerminalSanitizer.sanitize(sender), isolation) }
        let original = alert.original
        lines += wrapped("  " + TerminalSanitizer.sanitize(original.label) + " (" + TerminalSanitizer.sanitize(original.language) + ")", isolation)
        for paragraph in [original.event] + original.description.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) {
            lines += indentedOriginal(TerminalSanitizer.sanitize(paragraph), isolation)
        }
        return lines
    }

    /// The agency's text, indented, each line isolated on its own (an isolate left open at
    /// a line's end would reorder the next line in a bidi terminal).
    private func indentedOriginal(_ text: String, _ isolation: BidiIsolation) -> [String] {
        let pieces = width.map { LineWrapping.lines(text, width: max(20, $0 - 4), ambiguous: ambiguous) } ?? [text]
        return pieces.map { isolation.apply(to: "    \u{2068}" + $0 + "\u{2069}") }
    }

    /// The next hour as a strip of bars, two minutes a bar (▁ dry … █ 6.4 mm/h and more).
    static func strip(_ intensities: [Double]) -> String {
        let bars: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
        return String(stride(from: 0, to: intensities.count, by: 2).map { index in
            let value = intensities[index..<min(index + 2, intensities.count)].max() ?? 0
            // Each bar doubles the one below: from 0.1 mm/h (a trace) to 6.4 mm/h and more.
            let steps: [Double] = [0.1, 0.2, 0.4, 0.8, 1.6, 3.2, 6.4]
            return bars[steps.lastIndex { value >= $0 }.map { $0 + 1 } ?? 0]
        })
    }

    /// The colour of a level on a colour terminal (MeteoAlarm's, and the NWS's for its products).
    private static func levelColour(_ level: String) -> String? {
        switch level {
        case "yellow", "dwd-1", "advisory": "#E6B800"
        case "orange", "dwd-2", "watch": "#FF8C00"
        case "red", "dwd-3", "dwd-4", "warning": "#E53935"
        default: nil
        }
    }

    /// A header line in as many lines as the width needs, broken between words (see
    /// ``LineWrapping``); each piece isolated and styled on its own.
    private func wrapped(_ text: String, _ isolation: BidiIsolation, _ style: TerminalStyle? = nil) -> [String] {
        let pieces = width.map { LineWrapping.lines(text, width: $0, ambiguous: ambiguous) } ?? [text]
        return pieces.map { piece in
            let isolated = isolation.apply(to: piece)
            return style.map { styled(isolated, $0) } ?? isolated
        }
    }

    /// Phrases on one line, each isolated; when they do not fit, the line is wrapped as one
    /// text, each piece isolated.
    private func wrapped(phrases: [String], separator: String, _ isolation: BidiIsolation, _ style: TerminalStyle? = nil) -> [String] {
        let joined = phrases.joinedText(separator: separator)
        if let width, TerminalWidth.columns(of: joined, ambiguous: ambiguous) > width {
            return wrapped(joined, isolation, style)
        }
        let line = phrases.map(isolation.apply(to:)).joinedText(separator: separator)
        return [style.map { styled(line, $0) } ?? line]
    }

    private func tableLines(_ table: Table, isolation: BidiIsolation) -> [String] {
        // Under day headings, the table is indented so each day stands out.
        let indent = table.headings.isEmpty ? "" : "  "
        var table = width.map { TableFitting.fit(table, into: $0 - indent.count, ambiguous: ambiguous) } ?? table
        if let width, !table.hasHeader { table = wrappingValues(table, into: width - indent.count) }
        var layout = TableLayout(alignments: table.columns.map { $0.kind == .number ? .right : .left })
        layout.ambiguous = ambiguous
        var rows: [[TableLayout.Cell]] = []
        if table.hasHeader {
            rows.append(table.columns.map { TableLayout.Cell(isolation.apply(to: $0.title ?? ""), style: style(.dim)) })
        }
        for row in table.rows {
            rows.append(zip(table.columns, row).map { column, text in
                let colour = color ? table.colours[text].flatMap(TerminalStyle.colour(hex:)) : nil
                return TableLayout.Cell(isolation.apply(to: text), style: column.kind == .label ? style(.dim) : colour)
            })
        }
        let laidOut = layout.lines(rows)
        let headerCount = table.hasHeader ? 1 : 0
        var lines = laidOut.prefix(headerCount).map { indent + $0 }
        for (index, line) in laidOut.dropFirst(headerCount).enumerated() {
            if let heading = table.headings[index] { lines.append(styled(isolation.apply(to: heading), .bold)) }
            lines.append(indent + line)
            // A dropped column's cells that must not be lost, under their row, wrapped to the width.
            for below in table.linesBelow.isEmpty ? [] : table.linesBelow[index] ?? [] {
                for piece in LineWrapping.lines(below, width: max(1, (width ?? 80) - indent.count - 2), ambiguous: ambiguous) {
                    lines.append(indent + "  " + isolation.apply(to: piece))
                }
            }
        }
        return lines
    }

    /// A label/value list whose values run past `width` continues each such value on the
    /// lines under it, in the value column (`Wind  NW 10 mph,` / `      gusts 20 mph`).
    private func wrappingValues(_ table: Table, into width: Int) -> Table {
        guard table.columns.count == 2, TableFitting.lineWidth(table, ambiguous: ambiguous) > width else { return table }
        let labelWidth = table.rows.map { TerminalWidth.columns(of: $0[0], ambiguous: ambiguous) }.max() ?? 0
        let valueWidth = width - labelWidth - TableFitting.separatorWidth
        guard valueWidth > 0 else { return table }
        var wrapped = table
        wrapped.rows = table.rows.flatMap { row in
            LineWrapping.lines(row[1], width: valueWidth, ambiguous: ambiguous).enumerated().map { index, piece in
                [index == 0 ? row[0] : "", piece]
            }
        }
        wrapped.spoken = []
        return wrapped
    }

    private func style(_ style: TerminalStyle) -> TerminalStyle? { color ? style : nil }

    private func styled(_ text: String, _ style: TerminalStyle) -> String {
        self.style(style)?.apply(to: text) ?? text
    }
}

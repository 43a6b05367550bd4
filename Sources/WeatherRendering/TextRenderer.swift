public import WeatherPresentation

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
/// ``TerminalSanitizer``), so the output holds no escape sequence except the colours asked
/// for. Right-to-left view models
/// get each cell wrapped in a bidi isolate (U+2068 … U+2069). No line ends in whitespace;
/// the output ends with exactly one newline.
public struct TextRenderer: Sendable {
    /// Whether titles are bold and labels and headers dim (ANSI SGR); otherwise no escape byte is written.
    public let color: Bool
    /// The most terminal columns a line may take, or `nil` for no limit. A table too wide
    /// drops its lower-priority columns (the precipitation amount first, then wind and
    /// chance of precipitation), then shortens its condition names with "…"; rows never wrap.
    public let width: Int?
    /// The symbol drawn before each condition.
    public let icons: IconStyle

    /// The width used when the output is not a terminal, so files and pipes get the same
    /// bytes wherever they are made.
    public static let fixedWidth = 80

    /// - Parameters:
    ///   - color: Whether to emphasize with ANSI colours; pass `true` only for a terminal.
    ///   - width: The terminal's columns (``fixedWidth`` when not a terminal), or `nil` for no limit.
    ///   - icons: The condition symbols to draw.
    public init(color: Bool = false, width: Int? = nil, icons: IconStyle = .none) {
        self.color = color
        self.width = width
        self.icons = icons
    }

    /// The whole rendering, ending with one newline.
    ///
    /// ```swift
    /// renderer.render(view).hasSuffix("\n")  // true, and never "\n\n"
    /// ```
    public func render(_ viewModel: ForecastViewModel) -> String {
        let document = ForecastDocument(viewModel, icons: icons)
        let isolation = BidiIsolation(isEnabled: viewModel.direction == .rightToLeft)

        var lines = [styled(isolation.apply(to: document.place), .bold)]
        if let note = document.placeNote { lines.append(isolation.apply(to: note)) }
        if let notice = document.notice { lines.append(isolation.apply(to: notice)) }
        if let observedAt = document.observedAt { lines.append(isolation.apply(to: observedAt)) }
        if let note = document.timeZoneNote { lines.append(isolation.apply(to: note)) }
        if let note = document.airQualityNote { lines.append(isolation.apply(to: note)) }
        if let summary = document.summary {
            lines.append("")
            lines.append(styled(summary.headline.map(isolation.apply(to:)).joined(separator: "  "), .bold))
            if !summary.details.isEmpty { lines.append(summary.details.map(isolation.apply(to:)).joined(separator: " · ")) }
            lines += [summary.nextChange, summary.updated].compactMap { $0 }.map(isolation.apply(to:))
        }
        for section in document.sections {
            lines.append("")
            lines.append(styled(isolation.apply(to: section.title), .bold))
            lines += tableLines(section.table, isolation: isolation)
        }
        return lines.map { String($0.droppingTrailingSpaces) }.joined(separator: "\n") + "\n"
    }

    private func tableLines(_ table: Table, isolation: BidiIsolation) -> [String] {
        // Under day headings, the table is indented so each day stands out.
        let indent = table.headings.isEmpty ? "" : "  "
        let table = width.map { TableFitting.fit(table, into: $0 - indent.count) } ?? table
        let layout = TableLayout(alignments: table.columns.map { $0.kind == .number ? .right : .left })
        var rows: [[TableLayout.Cell]] = []
        if table.hasHeader {
            rows.append(table.columns.map { TableLayout.Cell(isolation.apply(to: $0.title ?? ""), style: style(.dim)) })
        }
        for row in table.rows {
            rows.append(zip(table.columns, row).map { column, text in
                TableLayout.Cell(isolation.apply(to: text), style: column.kind == .label ? style(.dim) : nil)
            })
        }
        let laidOut = layout.lines(rows)
        let headerCount = table.hasHeader ? 1 : 0
        var lines = laidOut.prefix(headerCount).map { indent + $0 }
        for (index, line) in laidOut.dropFirst(headerCount).enumerated() {
            if let heading = table.headings[index] { lines.append(styled(isolation.apply(to: heading), .bold)) }
            lines.append(indent + line)
        }
        return lines
    }

    private func style(_ style: TerminalStyle) -> TerminalStyle? { color ? style : nil }

    private func styled(_ text: String, _ style: TerminalStyle) -> String {
        self.style(style)?.apply(to: text) ?? text
    }
}

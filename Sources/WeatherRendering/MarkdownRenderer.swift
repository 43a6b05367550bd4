public import WeatherPresentation

/// Renders a forecast as GitHub-flavoured Markdown: a `#` heading with the place, the
/// observed-at line, then one `##` section per block, each a table with a header row
/// and an alignment row (`---:` for numeric columns).
///
/// ```swift
/// let markdown = MarkdownRenderer()
/// markdown.render(view)
/// // # Seoul, South Korea
/// //
/// // As of Thu, Dec 3, 2:50 PM
/// //
/// // ## Current Conditions
/// //
/// // |  |  |
/// // | --- | --- |
/// // | Temperature | 32°F |
/// // …
/// ```
///
/// It shows the same cells in the same order as ``TextRenderer``. Every text is made
/// terminal-safe (`TerminalSanitizer`) and then Markdown-escaped (`|` → `\|`, `*` → `\*`,
/// `<` → `\<` …); right-to-left locales get each cell in a bidi isolate. No line ends in
/// whitespace; the output ends with exactly one newline.
public struct MarkdownRenderer: Sendable {
    /// Every word comes from the view model: nothing to configure.
    public init() {}

    /// The whole document, ending with one newline.
    ///
    /// ```swift
    /// markdown.render(view).hasPrefix("# Seoul, South Korea\n")  // true
    /// ```
    public func render(_ viewModel: ForecastViewModel) -> String {
        let document = ForecastDocument(viewModel)
        let isolation = BidiIsolation(isEnabled: viewModel.direction == .rightToLeft)
        let text = { (raw: String) in isolation.apply(to: MarkdownEscaping.escape(raw)) }

        var lines = ["# " + text(document.place)]
        if let note = document.placeNote {
            lines += ["", isolation.apply(to: MarkdownEscaping.escapeParagraph(note))]
        }
        if let notice = document.notice {
            lines += ["", "> " + isolation.apply(to: MarkdownEscaping.escapeParagraph(notice))]
        }
        if let observedAt = document.observedAt {
            lines += ["", isolation.apply(to: MarkdownEscaping.escapeParagraph(observedAt))]
        }
        if let lunarDate = document.lunarDate {
            lines += ["", isolation.apply(to: MarkdownEscaping.escapeParagraph(lunarDate))]
        }
        for note in [document.timeZoneNote, document.airQualityNote].compactMap({ $0 }) {
            lines += ["", isolation.apply(to: MarkdownEscaping.escapeParagraph(note))]
        }
        if let alerts = viewModel.alerts, !alerts.isEmpty {
            let paragraph = { (raw: String) in isolation.apply(to: MarkdownEscaping.escapeParagraph(raw)) }
            lines += ["", "## " + text(viewModel.alertsTitle ?? "")]
            for alert in alerts {
                lines += ["", "> **⚠ " + text(alert.title) + "** · " + paragraph(alert.period)]
                if let sender = alert.sender { lines += [">", "> " + paragraph(sender)] }
                let original = alert.original
                lines += [">", "> " + paragraph(original.label) + " (" + text(original.language) + ")"]
                for line in [Substring(original.event)] + original.description.split(separator: "\n", omittingEmptySubsequences: true) {
                    lines += [">", "> \u{2068}" + paragraph(String(line)) + "\u{2069}"]
                }
            }
        }
        if let summary = document.summary {
            let paragraph = { (raw: String) in isolation.apply(to: MarkdownEscaping.escapeParagraph(raw)) }
            lines += ["", "**" + summary.headline.map(text).joined(separator: "  ") + "**"]
            if !summary.details.isEmpty { lines += ["", summary.details.map(paragraph).joined(separator: " · ")] }
            for line in [summary.nowcast, summary.nextChange, summary.updated].compactMap({ $0 }) { lines += ["", paragraph(line)] }
            if !document.moon.isEmpty { lines += ["", document.moon.map(paragraph).joined(separator: " · ")] }
        }
        for section in document.sections {
            lines += ["", "## " + text(section.title), ""]
            lines += tableLines(section.table, cell: text)
        }
        if let attribution = document.attribution {
            lines += ["", "_" + text(attribution) + "_"]
        }
        return lines.map { String($0.droppingTrailingSpaces) }.joined(separator: "\n") + "\n"
    }

    /// A GitHub table: a header row (empty cells for a label/value list), the alignment
    /// row, then the rows. Cells are not padded: Markdown viewers align them.
    private func tableLines(_ table: Table, cell: (String) -> String) -> [String] {
        let header = table.columns.map { cell($0.title ?? "") }
        let alignment = table.columns.map { $0.kind == .number ? "---:" : "---" }
        var lines = [row(header), row(alignment)]
        for (index, cells) in table.rows.enumerated() {
            // A day above its 3-hour steps: a row of its own, bold in the first cell.
            if let heading = table.headings[index] {
                lines.append(row(["**" + cell(heading) + "**"] + Array(repeating: "", count: max(0, table.columns.count - 1))))
            }
            lines.append(row(cells.map(cell)))
        }
        return lines
    }

    private func row(_ cells: [String]) -> String {
        "| " + cells.joined(separator: " | ") + " |"
    }
}

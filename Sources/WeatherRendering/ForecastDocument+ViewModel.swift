import WeatherLocalization
import WeatherPresentation

extension ForecastDocument {
    /// The rows a view model shows, with labels and column titles from `localizer`.
    /// Sections without data (no current conditions, no forecast) are left out.
    init(_ viewModel: ForecastViewModel, localizer: Localizer) {
        let builder = ForecastDocumentBuilder(localizer: localizer)
        self.init(
            place: builder.cell(viewModel.place),
            notice: viewModel.notice.map { builder.cell($0.text) },
            observedAt: viewModel.current.map { builder.cell($0.observedAtLabel) },
            sections: [
                viewModel.current.map(builder.currentSection),
                viewModel.daily.isEmpty ? nil : builder.dailySection(viewModel.daily),
                viewModel.hourly.isEmpty ? nil : builder.hourlySection(viewModel.hourly),
            ].compactMap { $0 })
    }
}

/// Builds each section's rows: which cells, in which order, under which titles.
private struct ForecastDocumentBuilder {
    let localizer: Localizer

    /// Untrusted text made safe and trimmed, so padding never ends a line with spaces.
    func cell(_ text: String) -> String {
        let safe = TerminalSanitizer.sanitize(text)
        guard let first = safe.firstIndex(where: { !$0.isWhitespace }),
            let last = safe.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(safe[first...last])
    }

    private func text(_ key: String) -> String { cell(localizer.string(key)) }
    private var unavailable: String { text("value.unavailable") }

    func currentSection(_ current: CurrentConditionsViewModel) -> ForecastDocument.Section {
        var wind = current.wind.summary
        if let gust = current.wind.gust { wind = localizer.string("wind.withGust", .string(wind), .string(gust)) }

        var rows: [(String, String)] = [
            (text("column.temperature"), current.temperature.text),
            (text("column.condition"), current.condition.text),
            (text("label.feelsLike"), current.feelsLike.text),
            (text("label.high"), current.high.text),
            (text("label.low"), current.low.text),
            (text("label.humidity"), current.humidity),
            (text("label.wind"), wind),
            (text("label.pressure"), current.pressure),
            (text("label.visibility"), current.visibility ?? unavailable),
            (text("label.clouds"), current.cloudCover),
        ]
        // The amounts carry their own "Rain"/"Snow" word; one label covers both lines.
        let precipitation = [current.rain, current.snow].compactMap { $0 }
        for (index, amount) in precipitation.enumerated() {
            rows.append((index == 0 ? text("label.precipitation") : "", amount))
        }
        rows.append((text("label.sunrise"), current.sunrise ?? unavailable))
        rows.append((text("label.sunset"), current.sunset ?? unavailable))

        return ForecastDocument.Section(
            title: text("section.current"),
            table: Table(
                columns: [Table.Column(title: nil, kind: .label), Table.Column(title: nil, kind: .text)],
                rows: rows.map { [$0.0, cell($0.1)] }))
    }

    func dailySection(_ days: [DailySummaryViewModel]) -> ForecastDocument.Section {
        ForecastDocument.Section(
            title: cell(localizer.string("section.daily", .integer(days.count))),
            table: Table(
                columns: [
                    Table.Column(title: text("column.day"), kind: .text),
                    Table.Column(title: "", kind: .text),
                    Table.Column(title: text("column.condition"), kind: .text),
                    Table.Column(title: text("column.lowHigh"), kind: .number),
                    Table.Column(title: text("column.chanceOfPrecipitation"), kind: .number),
                ],
                rows: days.map { day in
                    [day.title, day.date, day.condition.text, day.range, day.chanceOfPrecipitation ?? unavailable]
                        .map(cell)
                }))
    }

    func hourlySection(_ items: [HourlyItemViewModel]) -> ForecastDocument.Section {
        ForecastDocument.Section(
            title: text("section.hourly"),
            table: Table(
                columns: [
                    Table.Column(title: text("column.time"), kind: .text),
                    Table.Column(title: text("column.temperature"), kind: .number),
                    Table.Column(title: text("column.condition"), kind: .text),
                    Table.Column(title: text("column.chanceOfPrecipitation"), kind: .number),
                    Table.Column(title: text("column.precipitationAmount"), kind: .number),
                    Table.Column(title: text("column.wind"), kind: .text),
                ],
                rows: items.map { item in
                    // No precipitation amount means none is expected: an empty cell, not "—".
                    [
                        item.time, item.temperature.text, item.condition.text,
                        item.chanceOfPrecipitation ?? unavailable, item.precipitation ?? "", item.wind.summary,
                    ].map(cell)
                }))
    }
}

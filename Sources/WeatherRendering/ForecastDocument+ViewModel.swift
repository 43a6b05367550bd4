import WeatherLocalization
import WeatherPresentation

extension ForecastDocument {
    /// The rows a view model shows, with labels and column titles from `localizer`.
    /// Sections without data (no current conditions, no forecast) are left out.
    init(_ viewModel: ForecastViewModel, localizer: Localizer, icons: IconStyle = .none) {
        let builder = ForecastDocumentBuilder(localizer: localizer, icons: icons)
        self.init(
            place: builder.cell(viewModel.place),
            notice: viewModel.notice.map { builder.cell($0.text) },
            observedAt: viewModel.current.map { builder.cell($0.observedAtLabel) },
            timeZoneNote: viewModel.timeZoneNote.map(builder.cell),
            sections: [
                viewModel.current.map(builder.currentSection),
                viewModel.daily.isEmpty ? nil : builder.dailySection(viewModel.daily, title: viewModel.dailyTitle),
                viewModel.hourly.isEmpty ? nil : builder.hourlySection(viewModel.hourly),
            ].compactMap { $0 })
    }
}

/// Builds each section's rows: which cells, in which order, under which titles.
private struct ForecastDocumentBuilder {
    let localizer: Localizer
    let icons: IconStyle

    /// Untrusted text made safe and trimmed, so padding never ends a line with spaces.
    func cell(_ text: String) -> String {
        let safe = TerminalSanitizer.sanitize(text)
        guard let first = safe.firstIndex(where: { !$0.isWhitespace }),
            let last = safe.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(safe[first...last])
    }

    private func text(_ key: StringKey) -> String { cell(localizer.string(key)) }
    private var unavailable: String { text(.valueUnavailable) }

    /// The condition's name, after its symbol when icons are on.
    private func condition(_ condition: ConditionText) -> String {
        switch icons {
        case .emoji: "\(condition.emoji) \(condition.text)"
        case .ascii: "\(condition.ascii) \(condition.text)"
        case .none: condition.text
        }
    }

    func currentSection(_ current: CurrentConditionsViewModel) -> ForecastDocument.Section {
        var wind = current.wind.summary
        if let gust = current.wind.gust { wind = localizer.string(.windWithGust, .string(wind), .string(gust)) }

        var rows: [(String, String)] = [
            (text(.labelTemperature), current.temperature.text),
            (text(.labelCondition), condition(current.condition)),
            (text(.labelFeelsLike), current.feelsLike?.text ?? unavailable),
            (text(.labelHigh), current.high.text),
            (text(.labelLow), current.low.text),
            (text(.labelHumidity), current.humidity?.text ?? unavailable),
            (text(.labelWind), wind),
            (text(.labelPressure), current.pressure.text),
            (text(.labelVisibility), current.visibility?.text ?? unavailable),
            (text(.labelClouds), current.cloudCover.text),
        ]
        // The amounts carry their own "Rain"/"Snow" word; one label covers both lines.
        let precipitation = [current.rain, current.snow].compactMap { $0?.text }
        for (index, amount) in precipitation.enumerated() {
            rows.append((index == 0 ? text(.labelPrecipitation) : "", amount))
        }
        rows.append((text(.labelSunrise), current.sunrise?.text ?? unavailable))
        rows.append((text(.labelSunset), current.sunset?.text ?? unavailable))

        return ForecastDocument.Section(
            title: text(.sectionCurrent),
            table: Table(
                columns: [Table.Column(title: nil, kind: .label), Table.Column(title: nil, kind: .text)],
                rows: rows.map { [$0.0, cell($0.1)] }))
    }

    func dailySection(_ days: [DailySummaryViewModel], title: String) -> ForecastDocument.Section {
        ForecastDocument.Section(
            title: cell(title),
            table: Table(
                columns: [
                    Table.Column(title: text(.columnDay), kind: .text),
                    Table.Column(title: text(.columnCondition), kind: .text, priority: .high),
                    Table.Column(title: text(.columnLowHigh), kind: .number),
                    Table.Column(title: text(.columnChanceOfPrecipitation), kind: .number, priority: .medium),
                    // What a partial day covers ("from 3 PM"): no header, most rows empty.
                    Table.Column(title: "", kind: .text, priority: .medium),
                ],
                rows: days.map { day in
                    [
                        day.heading, condition(day.condition), day.range.text,
                        day.chanceOfPrecipitation?.text ?? unavailable, day.coverage.note ?? "",
                    ].map(cell)
                }))
    }

    func hourlySection(_ days: [HourlyDayViewModel]) -> ForecastDocument.Section {
        var rows: [[String]] = []
        var headings: [Int: String] = [:]
        for day in days {
            headings[rows.count] = cell(day.heading)
            for item in day.items {
                // No precipitation amount means none is expected: an empty cell, not "—".
                rows.append([
                    item.time, item.temperature.text, condition(item.condition),
                    item.chanceOfPrecipitation?.text ?? unavailable, item.precipitation?.text ?? "", item.wind.summary,
                ].map(cell))
            }
        }
        return ForecastDocument.Section(
            title: cell(localizer.string(.sectionHourly, .integer(HourlyItemViewModel.stepHours))),
            table: Table(
                columns: [
                    Table.Column(title: text(.columnTime), kind: .text),
                    Table.Column(title: text(.columnTemperature), kind: .number),
                    Table.Column(title: text(.columnCondition), kind: .text, priority: .high),
                    Table.Column(title: text(.columnChanceOfPrecipitation), kind: .number, priority: .medium),
                    Table.Column(title: text(.columnPrecipitationAmount), kind: .number, priority: .low),
                    Table.Column(title: text(.columnWind), kind: .text, priority: .medium),
                ],
                rows: rows,
                headings: headings))
    }
}

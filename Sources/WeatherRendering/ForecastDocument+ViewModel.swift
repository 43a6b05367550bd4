package import WeatherLocalization
package import WeatherPresentation

extension ForecastDocument {
    /// The rows a view model shows, with labels and column titles from `localizer`.
    /// Sections without data (no current conditions, no forecast) are left out.
    /// - Parameter spoken: also fill ``Table/spoken`` (for a page with screen-reader labels).
    package init(_ viewModel: ForecastViewModel, localizer: Localizer, icons: IconStyle = .none, spoken: Bool = false) {
        let builder = ForecastDocumentBuilder(localizer: localizer, icons: icons, spoken: spoken)
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
    /// Whether to fill the tables' spoken labels.
    let spoken: Bool

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

        var rows: [(String, String, String?)] = [
            (text(.labelTemperature), current.temperature.text, current.temperature.accessibilityLabel),
            (text(.labelCondition), condition(current.condition), nil),
            (text(.labelFeelsLike), current.feelsLike?.text ?? unavailable, current.feelsLike?.accessibilityLabel),
            (text(.labelHigh), current.high.text, current.high.accessibilityLabel),
            (text(.labelLow), current.low.text, current.low.accessibilityLabel),
            (text(.labelHumidity), current.humidity?.text ?? unavailable, current.humidity?.accessibilityLabel),
            (text(.labelWind), wind, current.wind.accessibilityLabel),
            (text(.labelPressure), current.pressure.text, current.pressure.accessibilityLabel),
            (text(.labelVisibility), current.visibility?.text ?? unavailable, current.visibility?.accessibilityLabel),
            (text(.labelClouds), current.cloudCover.text, current.cloudCover.accessibilityLabel),
        ]
        // The amounts carry their own "Rain"/"Snow" word; one label covers both lines.
        let precipitation = [current.rain, current.snow].compactMap { $0 }
        for (index, amount) in precipitation.enumerated() {
            rows.append((index == 0 ? text(.labelPrecipitation) : "", amount.text, amount.accessibilityLabel))
        }
        rows.append((text(.labelSunrise), current.sunrise?.text ?? unavailable, current.sunrise?.accessibilityLabel))
        rows.append((text(.labelSunset), current.sunset?.text ?? unavailable, current.sunset?.accessibilityLabel))

        var table = Table(
            columns: [Table.Column(title: nil, kind: .label), Table.Column(title: nil, kind: .text)],
            rows: rows.map { [$0.0, cell($0.1)] })
        if spoken { table.spoken = rows.map { [nil, $0.2] } }
        return ForecastDocument.Section(title: text(.sectionCurrent), table: table)
    }

    func dailySection(_ days: [DailySummaryViewModel], title: String) -> ForecastDocument.Section {
        var table = Table(
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
                })
        if spoken {
            table.spoken = days.map { [nil, nil, $0.range.accessibilityLabel, $0.chanceOfPrecipitation?.accessibilityLabel, nil] }
        }
        return ForecastDocument.Section(title: cell(title), table: table)
    }

    func hourlySection(_ days: [HourlyDayViewModel]) -> ForecastDocument.Section {
        var rows: [[String]] = []
        var spokenRows: [[String?]] = []
        var headings: [Int: String] = [:]
        for day in days {
            headings[rows.count] = cell(day.heading)
            for item in day.items {
                // No precipitation amount means none is expected: an empty cell, not "—".
                rows.append([
                    item.time, item.temperature.text, condition(item.condition),
                    item.chanceOfPrecipitation?.text ?? unavailable, item.precipitation?.text ?? "", item.wind.summary,
                ].map(cell))
                if spoken {
                    spokenRows.append([
                        nil, item.temperature.accessibilityLabel, nil, item.chanceOfPrecipitation?.accessibilityLabel,
                        item.precipitation?.accessibilityLabel, item.wind.accessibilityLabel,
                    ])
                }
            }
        }
        return ForecastDocument.Section(
            title: text(.sectionHourly),
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
                headings: headings,
                spoken: spokenRows))
    }
}

package import WeatherPresentation

extension ForecastDocument {
    /// The rows a view model shows, every word from the view model itself. Sections without
    /// data (no current conditions, no forecast) are left out.
    /// - Parameters:
    ///   - spoken: also fill ``Table/spoken`` (for a page with screen-reader labels).
    ///   - colours: also fill ``Table/colours`` (for a colour terminal).
    package init(_ viewModel: ForecastViewModel, icons: IconStyle = .none, spoken: Bool = false, colours: Bool = false) {
        var builder = ForecastDocumentBuilder(unavailable: viewModel.words.unavailable, icons: icons, spoken: spoken)
        if colours, let airQuality = viewModel.airQuality { builder.airQualityColours = builder.colours(of: airQuality) }
        self.init(
            place: builder.cell(viewModel.place),
            placeNote: viewModel.placeNote.map(builder.cell),
            notice: viewModel.notice.map { builder.cell($0.text) },
            observedAt: viewModel.current.map { builder.cell($0.observedAtLabel) },
            timeZoneNote: viewModel.timeZoneNote.map(builder.cell),
            airQualityNote: viewModel.airQualityNote.map(builder.cell),
            summary: viewModel.now.map(builder.summary),
            lunarDate: viewModel.sky?.days.first?.lunarDate.map(builder.cell),
            moon: viewModel.sky?.days.first.map(builder.moon) ?? [],
            sections: [
                viewModel.current.map(builder.currentSection),
                viewModel.airQuality.map(builder.airQualitySection),
                viewModel.daily.isEmpty ? nil : builder.dailySection(
                    viewModel.daily, title: viewModel.dailyTitle, columns: viewModel.dailyColumns, airQuality: viewModel.airQuality),
                viewModel.hourly.isEmpty ? nil : builder.hourlySection(viewModel.hourly, title: viewModel.hourlyTitle, columns: viewModel.hourlyColumns),
            ].compactMap { $0 },
            attribution: viewModel.attribution.map(builder.cell))
    }
}

/// Builds each section's rows: which cells, in which order, under the view model's titles.
struct ForecastDocumentBuilder {
    /// The view model's mark for a value the data lacks.
    let unavailable: String
    let icons: IconStyle
    /// Whether to fill the tables' spoken labels.
    let spoken: Bool
    /// The air-quality categories' colours by their cells' text, for both tables that show them.
    var airQualityColours: [String: String] = [:]

    /// Untrusted text made safe and trimmed, so padding never ends a line with spaces.
    func cell(_ text: String) -> String {
        // By hand: WeatherCore's generic trimming rebuilt every cell's scalars (a fifth of a warm render).
        let safe = TerminalSanitizer.sanitize(text)
        if Self.hasNoOuterWhitespace(safe) { return safe }
        guard let first = safe.firstIndex(where: { !$0.isWhitespace }),
            let last = safe.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(safe[first...last])
    }

    /// Whether `text` neither starts nor ends with a whitespace character, told from its
    /// outer scalars without breaking it into characters: a character is whitespace when
    /// its first scalar is, and one that starts with whitespace can only end in a scalar
    /// that extends it (a mark, a joiner, an emoji modifier) or in whitespace (CR LF).
    static func hasNoOuterWhitespace(_ text: String) -> Bool {
        let scalars = text.unicodeScalars
        guard let first = scalars.first, let last = scalars.last else { return true }
        // Most cells begin and end with a letter or digit whose width is known without a
        // lookup: such a scalar is a cluster of its own (``TerminalWidth/simpleWidth(of:)``).
        if isSimpleAndNotSpace(first), isSimpleAndNotSpace(last) { return true }
        let extends = last.properties.isGraphemeExtend || last.properties.generalCategory == .spacingMark
            || last.properties.isEmojiModifier || last.value == 0x200D
        return !first.properties.isWhitespace && !last.properties.isWhitespace && !extends
    }

    /// Whether `scalar` is one ``TerminalWidth/simpleWidth(of:)`` knows (a cluster of its
    /// own beside others) and not one of the spaces among them.
    private static func isSimpleAndNotSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20, 0xA0, 0x2009, 0x202F, 0x3000: false
        default: TerminalWidth.simpleWidth(of: scalar) != nil
        }
    }

    /// A day's moon as phrases: the phase (after its symbol when icons are on), the lit
    /// fraction, moonrise and moonset, and the solar term when one falls that day.
    func moon(_ day: SkyDayViewModel) -> [String] {
        let phase = switch icons {
        case .emoji: "\(day.phase.emoji) \(day.phase.name)"
        case .ascii: "\(day.phase.ascii) \(day.phase.name)"
        case .none: day.phase.name
        }
        return [phase, day.phase.illuminationLabel, day.moonrise, day.moonset].map(cell) + (day.solarTerm.map { [cell($0)] } ?? [])
    }

    /// The condition's name, after its symbol when icons are on.
    private func condition(_ condition: ConditionText) -> String {
        switch icons {
        case .emoji: "\(condition.emoji) \(condition.text)"
        case .ascii: "\(condition.ascii) \(condition.text)"
        case .none: condition.text
        }
    }

    /// The glanceable lines: the headline, then the phrases of feels-like and today's range,
    /// then the next change and the data's age.
    func summary(_ now: NowViewModel) -> ForecastDocument.Summary {
        ForecastDocument.Summary(
            headline: [cell(now.temperature.text), cell(condition(now.condition))],
            details: [now.feelsLike, now.today?.text].compactMap { $0 }.map(cell),
            nextChange: now.nextChange.map { cell($0.text) },
            updated: now.updated.map { cell($0.text) },
            nowcast: now.nowcast.map { cell($0.text) })
    }

    func currentSection(_ current: CurrentConditionsViewModel) -> ForecastDocument.Section {
        var rows: [[String]] = []
        var previousLabel: String?
        for reading in current.readings {
            // Rain and snow share their label: it is written once, above both.
            let label = reading.label == previousLabel ? "" : reading.label
            previousLabel = reading.label
            let text = reading.id == .condition ? condition(current.condition) : reading.text
            rows.append([cell(label), cell(text)])
        }
        var table = Table(columns: [Table.Column(title: nil, kind: .label), Table.Column(title: nil, kind: .text)], rows: rows)
        if spoken {
            table.spoken = current.readings.map { [nil, $0.id == .condition ? nil : $0.accessibilityLabel] }
        }
        return ForecastDocument.Section(title: cell(current.title), table: table)
    }

    private func header(_ columns: [ColumnHeaderViewModel], _ id: ColumnID) -> ColumnHeaderViewModel? {
        columns.first { $0.id == id }
    }

    private func column(_ columns: [ColumnHeaderViewModel], _ id: ColumnID, _ kind: ColumnKind, _ priority: ColumnPriority = .required) -> Table.Column {
        let header = header(columns, id)
        return Table.Column(title: cell(header?.text ?? ""), spokenTitle: header?.accessibilityLabel, kind: kind, priority: priority)
    }

    /// The scale's verdict (name, index, category, deciding pollutant), then each pollutant's
    /// concentration in its agency's unit, its category (where the scale rates it alone) and
    /// what that row's figure is based on (its own window: PM 24 h, O3 8 h, NO2 1 h, …).
    func airQualitySection(_ air: AirQualityViewModel) -> ForecastDocument.Section {
        var rows = [[cell(air.scale.name), cell(air.indexText ?? ""), cell(air.category.label), cell(air.dominant?.name ?? "")]]
        rows.reserveCapacity(air.readings.count + 1)
        for reading in air.readings {
            let name = cell(reading.pollutant.name)
            let concentration = cell(reading.concentration.text)
            if let category = reading.category {
                rows.append([name, concentration, cell(category.label), cell(reading.basis.text)])
            } else {
                // A scale that rates no pollutant alone (the AQHI): the window beside the figure.
                rows.append([name, concentration, cell(reading.basis.text), ""])
            }
        }
        var table = Table(
            columns: [
                Table.Column(title: nil, kind: .label), Table.Column(title: nil, kind: .number),
                // The categories, then the windows (and the deciding pollutant): where the
                // terminal is too narrow for them (Arabic and Hebrew pollutant names at 40
                // columns), each goes on a line under its row, in that order, never lost.
                Table.Column(title: nil, kind: .text, priority: .high, keepsCellsWhenDropped: true),
                Table.Column(title: nil, kind: .text, priority: .low, keepsCellsWhenDropped: true),
            ],
            rows: rows)
        if spoken {
            table.spoken = [[nil, nil, nil, nil]] + air.readings.map { [nil, $0.concentration.accessibilityLabel, nil, nil] }
        }
        table.colours = airQualityColours
        return ForecastDocument.Section(title: cell(air.title), table: table)
    }

    /// Each category label the air-quality section shows, with its colour.
    func colours(of air: AirQualityViewModel) -> [String: String] {
        var colours: [String: String] = [:]
        colours[cell(air.category.label)] = air.category.colour
        for reading in air.readings {
            if let category = reading.category { colours[cell(category.label)] = category.colour }
        }
        for day in air.days { colours[cell(day.category.label)] = day.category.colour }
        return colours
    }

    func dailySection(
        _ days: [DailySummaryViewModel], title: String, columns headers: [ColumnHeaderViewModel], airQuality: AirQualityViewModel?
    ) -> ForecastDocument.Section {
        var table = Table(
            columns: [
                column(headers, .day, .text),
                column(headers, .condition, .text, .high),
                column(headers, .lowHigh, .number),
                column(headers, .chanceOfPrecipitation, .number, .medium),
                // What a partial day covers ("from 3 PM"): no header, most rows empty; at a
                // width without room for it, it goes under its day's row rather than away.
                Table.Column(title: "", kind: .text, priority: .medium, keepsCellsWhenDropped: true),
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
        // The day's worst forecast air-quality category, as Korean apps show 미세먼지 예보.
        if let airQuality, !airQuality.days.isEmpty {
            table.columns.append(Table.Column(title: cell(airQuality.title), kind: .text, priority: .low))
            table.colours = airQualityColours
            for (index, day) in days.enumerated() {
                table.rows[index].append(cell(airQuality.days.first { $0.date == day.localDate }?.category.label ?? ""))
                if spoken { table.spoken[index].append(nil) }
            }
        }
        return ForecastDocument.Section(title: cell(title), table: table)
    }

    func hourlySection(_ days: [HourlyDayViewModel], title: String, columns headers: [ColumnHeaderViewModel]) -> ForecastDocument.Section {
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
            title: cell(title),
            table: Table(
                columns: [
                    column(headers, .time, .text),
                    column(headers, .temperature, .number),
                    column(headers, .condition, .text, .high),
                    column(headers, .chanceOfPrecipitation, .number, .medium),
                    column(headers, .precipitationAmount, .number, .low),
                    column(headers, .wind, .text, .medium),
                ],
                rows: rows,
                headings: headings,
                spoken: spokenRows))
    }
}

import WeatherPresentation

/// The page's current-conditions list and its two tables, cell by cell from the view model.
/// Unlike the terminal's tables, a column that would be empty in every row is left out
/// (the 3-hour amount in dry weather), a partial day's note goes under the day's name
/// instead of into a column of its own, and the columns a phone hides are the least
/// important ones (wind, the amount), never the chance of precipitation.
enum PageTables {
    /// The class a phone's width hides (`style.css`).
    static let hiddenOnPhone = "wide"

    /// Text from the view model, safe for the page (no controls, no bidi overrides), with a
    /// no-break space after a number that a unit or word follows (`-3 °C`, `3 дек.`, `6 PM`),
    /// so that a line never parts a value from its unit.
    static func clean(_ text: String) -> String {
        var result = ""
        var previous: Character?
        var characters = TerminalSanitizer.sanitize(text).makeIterator()
        var next = characters.next()
        while let character = next {
            next = characters.next()
            if character == " ", previous?.isNumber == true, let following = next, !following.isWhitespace, !following.isNumber {
                result.append("\u{A0}")
            } else {
                result.append(character)
            }
            previous = character
        }
        return result
    }

    /// The label/value rows of the current conditions; rain and snow, which share their
    /// label, stand under one `<dt>`.
    static func current(_ current: CurrentConditionsViewModel) -> CurrentContext {
        var groups: [(label: String, values: [ReadingContext])] = []
        for reading in current.readings {
            var value = ReadingContext(text: clean(reading.text))
            if reading.id == .condition {
                value.symbol = current.condition.emoji
            } else if reading.accessibilityLabel != reading.text {
                value.spoken = clean(reading.accessibilityLabel)
            }
            if let last = groups.last, last.label == reading.label {
                groups[groups.count - 1].values.append(value)
            } else {
                groups.append((reading.label, [value]))
            }
        }
        return CurrentContext(title: clean(current.title), rows: groups.map { CurrentRowContext(label: clean($0.label), values: $0.values) })
    }

    /// Air quality: the card beside the temperature (the scale, its index, the category in
    /// words beside its colour, never the colour alone) and the list of pollutants.
    static func airQuality(_ air: AirQualityViewModel) -> AirContext {
        let card = AirCardContext(
            scale: clean(air.scale.name), category: clean(air.category.label), colour: air.colour,
            index: air.indexText.map(clean), dominant: air.dominant.map { clean($0.name) })
        // Each row in its agency's unit with its own window; a category only where the scale
        // rates the pollutant alone (not the AQHI).
        let rows = air.readings.map { reading in
            AirRowContext(
                label: clean(reading.pollutant.name), text: clean(reading.concentration.text),
                spoken: clean(reading.concentration.accessibilityLabel), basis: clean(reading.basis.text),
                category: reading.category.map { AirCategoryContext(label: clean($0.label), colour: $0.colour) })
        }
        return AirContext(title: clean(air.title), card: card, rows: rows)
    }

    static func daily(_ days: [DailySummaryViewModel], title: String, headers: [ColumnHeaderViewModel], unavailable: String) -> TableContext {
        let columns: [(ColumnID, String)] = [(.day, "text"), (.condition, "text"), (.lowHigh, "number"), (.chanceOfPrecipitation, "number")]
        let rows: [(cells: [CellContext], rowGroup: String?)] = days.map { day in
            var dayCell = cell(parts: day.headingParts, kind: "text")
            dayCell.note = day.coverage.note.map(clean)
            let cells = [
                dayCell,
                condition(day.condition),
                // Low and high may go on two lines on a phone (between the values, never inside one).
                cell(parts: [day.range.text], kind: "number range", spoken: day.range.accessibilityLabel),
                cell(parts: [day.chanceOfPrecipitation?.text ?? unavailable], kind: "number", spoken: day.chanceOfPrecipitation?.accessibilityLabel),
            ]
            return (cells, nil)
        }
        return table(title: title, columns: columns.map { header(headers, $0.0, kind: $0.1) }, rows: rows)
    }

    static func hourly(_ days: [HourlyDayViewModel], title: String, headers: [ColumnHeaderViewModel], unavailable: String) -> TableContext {
        let hasAmount = days.contains { $0.items.contains { $0.precipitation != nil } }
        var columns = [
            header(headers, .time, kind: "text"), header(headers, .temperature, kind: "number"),
            header(headers, .condition, kind: "text"), header(headers, .chanceOfPrecipitation, kind: "number"),
        ]
        if hasAmount { columns.append(header(headers, .precipitationAmount, kind: "number", hidden: true)) }
        columns.append(header(headers, .wind, kind: "text", hidden: true))
        var rows: [(cells: [CellContext], rowGroup: String?)] = []
        for day in days {
            for (index, item) in day.items.enumerated() {
                var cells = [
                    cell(parts: [item.time], kind: "text"),
                    cell(parts: [item.temperature.text], kind: "number", spoken: item.temperature.accessibilityLabel),
                    condition(item.condition),
                    cell(parts: [item.chanceOfPrecipitation?.text ?? unavailable], kind: "number", spoken: item.chanceOfPrecipitation?.accessibilityLabel),
                ]
                if hasAmount {
                    // No amount means none is expected: an empty cell, as in the terminal.
                    cells.append(cell(parts: item.precipitation.map { [$0.text] } ?? [], kind: "number \(hiddenOnPhone)", spoken: item.precipitation?.accessibilityLabel))
                }
                cells.append(cell(parts: [item.wind.summary], kind: "text \(hiddenOnPhone)", spoken: item.wind.accessibilityLabel))
                rows.append((cells, index == 0 ? clean(day.heading) : nil))
            }
        }
        return table(title: title, columns: columns, rows: rows)
    }

    private static func table(title: String, columns: [ColumnContext], rows: [(cells: [CellContext], rowGroup: String?)]) -> TableContext {
        TableContext(
            title: clean(title), columns: columns, columnCount: columns.count,
            rows: rows.map { RowContext(cells: $0.cells, rowGroup: $0.rowGroup, columnCount: columns.count) })
    }

    private static func header(_ headers: [ColumnHeaderViewModel], _ id: ColumnID, kind: String, hidden: Bool = false) -> ColumnContext {
        let header = headers.first { $0.id == id }
        var entry = ColumnContext(id: id.rawValue, text: clean(header?.text ?? ""), class: hidden ? "\(kind) \(hiddenOnPhone)" : kind)
        if let header, header.accessibilityLabel != header.text { entry.spoken = clean(header.accessibilityLabel) }
        return entry
    }

    /// A cell whose parts never break inside (a day's name, its date), with what a screen
    /// reader says where it differs from the text.
    private static func cell(parts: [String], kind: String, spoken: String? = nil) -> CellContext {
        var entry = CellContext(parts: parts.map { TextContext(text: clean($0)) }, class: kind)
        if let spoken, spoken != parts.joined(separator: " ") { entry.spoken = clean(spoken) }
        return entry
    }

    private static func condition(_ condition: ConditionText) -> CellContext {
        var entry = cell(parts: [condition.text], kind: "text condition")
        entry.symbol = condition.emoji
        return entry
    }
}

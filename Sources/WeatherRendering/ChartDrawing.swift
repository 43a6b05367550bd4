import WeatherPresentation

/// The chart of ``ChartViewModel`` as the coordinates of an inline SVG (``PageRenderer``
/// draws it): the temperature line, a bar per step for the chance of precipitation, the
/// hour ticks, the day boundaries, the two extremes and the temperature at each labelled
/// hour, every label the view model's own text. Labels are 14 units high, and 17 on a phone
/// (`style.css`), where the drawing is scaled to about 0.72: 12 px or more either way, so
/// the room below is measured for 17. Time runs in the page's direction (right to left in Arabic and Hebrew). Whole
/// numbers only, so no locale's decimal mark reaches the SVG.
struct ChartDrawing {
    /// The SVG's `viewBox`, in its units; the page scales it to its width.
    static let width = 480
    static let height = 190
    /// The plot's left and right edges, the temperature band and the bars' band.
    static let plotStart = 20, plotEnd = 460
    static let temperatureTop = 48, temperatureBottom = 104
    static let barTop = 116, barBottom = 150
    /// Where the day names stand (a label's height below the top), and where their lines start.
    static let dayLabelY = 20, dayTop = 24
    /// Where the hour labels stand, and the least room one needs (at font-size 17).
    static let tickLabelY = 174
    static let tickLabelSpacing = 76
    /// A temperature at an hour needs this much room from an extreme's label.
    static let valueLabelSpacing = 44
    /// The nearest to either side a label's middle may stand, so that none is cut: a
    /// percentage (`42 %`, about 46 units wide at font-size 17), an hour (`오후 12시`, about 76).
    static let labelInset = 26, tickLabelInset = 38
    /// A chance of precipitation at or above this gets its percentage above its bar.
    static let labelledChance = 0.3
    /// The least room a percentage above a bar needs (at font-size 17).
    static let chanceLabelSpacing = 44

    let context: ChartContext

    init?(_ chart: ChartViewModel, rightToLeft: Bool) {
        guard let first = chart.points.first, let last = chart.points.last else { return nil }
        let span = max(1, last.unixTime - first.unixTime)
        func x(_ unixTime: Int) -> Int {
            let offset = (Self.plotEnd - Self.plotStart) * (unixTime - first.unixTime) / span
            return rightToLeft ? Self.plotEnd - offset : Self.plotStart + offset
        }
        let low = chart.minimum.value, high = chart.maximum.value
        func y(_ value: Double) -> Int {
            guard high > low else { return (Self.temperatureTop + Self.temperatureBottom) / 2 }
            let share = (value - low) / (high - low)
            return Self.temperatureBottom - Int((share * Double(Self.temperatureBottom - Self.temperatureTop)).rounded())
        }
        let step = chart.points.count > 1 ? (Self.plotEnd - Self.plotStart) / (chart.points.count - 1) : Self.plotEnd - Self.plotStart
        let barWidth = max(4, step * 3 / 5)
        let line = chart.points.map { "\(x($0.unixTime)),\(y($0.temperature.value))" }.joined(separator: " ")
        // A percentage needs about 44 units (at font-size 17): with hourly steps, only every few bars carry one.
        let labelEvery = max(1, (Self.chanceLabelSpacing + step - 1) / max(1, step))
        let bars: [ChartBarContext] = chart.points.enumerated().compactMap { index, point in
            guard let chance = point.chanceOfPrecipitation, chance > 0 else { return nil }
            let height = max(1, Int((chance * Double(Self.barBottom - Self.barTop)).rounded()))
            var bar = ChartBarContext(x: x(point.unixTime) - barWidth / 2, y: Self.barBottom - height, width: barWidth, height: height)
            if chance >= Self.labelledChance, index % labelEvery == 0, let text = point.chanceOfPrecipitationText {
                bar.label = ChartTextContext(
                    x: min(max(x(point.unixTime), Self.labelInset), Self.width - Self.labelInset), y: Self.barBottom - height - 3, text: text)
            }
            return bar
        }
        // Every tick gets a mark; labels only as often as they fit.
        let tickRoom = chart.hourTicks.count > 1 ? (Self.plotEnd - Self.plotStart) / (chart.hourTicks.count - 1) : Self.tickLabelSpacing
        let every = max(1, (Self.tickLabelSpacing + tickRoom - 1) / tickRoom)
        let ticks: [ChartTickContext] = chart.hourTicks.enumerated().map { index, tick in
            var entry = ChartTickContext(x: x(tick.unixTime))
            if index % every == 0 {
                // Kept inside the drawing, so the first and last labels are not cut.
                entry.label = ChartTickLabelContext(x: min(max(x(tick.unixTime), Self.tickLabelInset), Self.width - Self.tickLabelInset), text: tick.label)
            }
            return entry
        }
        func extreme(_ temperature: TemperatureText, above: Bool) -> ChartExtremeContext {
            let point = chart.points.first { $0.temperature == temperature } ?? first
            let px = x(point.unixTime), py = y(point.temperature.value)
            // Kept inside the plot so a label at either end is not cut.
            let labelX = min(max(px, Self.plotStart + 20), Self.plotEnd - 20)
            return ChartExtremeContext(x: px, y: py, labelX: labelX, labelY: above ? py - 9 : py + 20, text: temperature.text)
        }
        let maximum = extreme(chart.maximum, above: true)
        let minimum = high > low ? extreme(chart.minimum, above: false) : nil
        let extremeXs = [maximum.labelX] + (minimum.map { [$0.labelX] } ?? [])
        // The temperature above the line at each labelled hour, so that each labelled point
        // has its value; not where an extreme's label stands or would crowd it.
        let values: [ChartTextContext] = ticks.compactMap { tick in
            guard tick.label != nil, let point = chart.points.first(where: { x($0.unixTime) == tick.x }) else { return nil }
            let labelX = min(max(tick.x, Self.plotStart + 20), Self.plotEnd - 20)
            guard extremeXs.allSatisfy({ abs($0 - labelX) >= Self.valueLabelSpacing }) else { return nil }
            return ChartTextContext(x: labelX, y: y(point.temperature.value) - 9, text: point.temperature.text)
        }
        let days: [ChartDayContext] = chart.dayBoundaries.map { day in
            ChartDayContext(x: x(day.unixTime), labelX: min(max(x(day.unixTime), Self.plotStart + 30), Self.plotEnd - 30), label: day.label)
        }
        context = ChartContext(
            width: Self.width, height: Self.height, line: line, bars: bars, ticks: ticks, values: values, days: days,
            tickTop: Self.barBottom, tickBottom: Self.barBottom + 5, tickLabelY: Self.tickLabelY,
            dayTop: Self.dayTop, dayBottom: Self.barBottom, dayLabelY: Self.dayLabelY,
            baseline: Self.barBottom, plotStart: Self.plotStart, plotEnd: Self.plotEnd,
            summary: chart.summary, maximum: maximum, minimum: minimum, labelledBy: "chart-summary")
    }
}

import WeatherPresentation

/// The chart of ``ChartViewModel`` as the coordinates of an inline SVG (`page.mustache`
/// draws it): the temperature line, a bar per step for the chance of precipitation, the
/// hour ticks, the day boundaries and the two extremes, every label the view model's own
/// text. Time runs in the page's direction (right to left in Arabic and Hebrew). Whole
/// numbers only, so no locale's decimal mark reaches the SVG.
struct ChartDrawing {
    /// The SVG's `viewBox`, in its units; the page scales it to its width.
    static let width = 480
    static let height = 190
    /// The plot's left and right edges, the temperature band and the bars' band.
    static let plotStart = 20, plotEnd = 460
    static let temperatureTop = 34, temperatureBottom = 104
    static let barTop = 116, barBottom = 150
    /// Where the hour labels stand, and the least room one needs (at font-size 14).
    static let tickLabelY = 172
    static let tickLabelSpacing = 64
    /// A chance of precipitation at or above this gets its percentage above its bar.
    static let labelledChance = 0.3
    /// The least room a percentage above a bar needs.
    static let chanceLabelSpacing = 36

    let context: [String: Any]

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
        // A percentage needs about 36 px (at font-size 13): with hourly steps, only every few bars carry one.
        let labelEvery = max(1, (Self.chanceLabelSpacing + step - 1) / max(1, step))
        let bars: [[String: Any]] = chart.points.enumerated().compactMap { index, point in
            guard let chance = point.chanceOfPrecipitation, chance > 0 else { return nil }
            let height = max(1, Int((chance * Double(Self.barBottom - Self.barTop)).rounded()))
            var bar: [String: Any] = ["x": x(point.unixTime) - barWidth / 2, "y": Self.barBottom - height, "width": barWidth, "height": height]
            if chance >= Self.labelledChance, index % labelEvery == 0, let text = point.chanceOfPrecipitationText {
                bar["label"] = ["x": x(point.unixTime), "y": Self.barBottom - height - 3, "text": text]
            }
            return bar
        }
        // Every tick gets a mark; labels only as often as they fit.
        let tickRoom = chart.hourTicks.count > 1 ? (Self.plotEnd - Self.plotStart) / (chart.hourTicks.count - 1) : Self.tickLabelSpacing
        let every = max(1, (Self.tickLabelSpacing + tickRoom - 1) / tickRoom)
        let ticks: [[String: Any]] = chart.hourTicks.enumerated().map { index, tick in
            var entry: [String: Any] = ["x": x(tick.unixTime)]
            if index % every == 0 {
                // Kept inside the drawing, so the first and last labels are not cut.
                entry["label"] = ["x": min(max(x(tick.unixTime), Self.plotStart + 18), Self.plotEnd + 2), "text": tick.label]
            }
            return entry
        }
        let days: [[String: Any]] = chart.dayBoundaries.map { day in
            ["x": x(day.unixTime), "labelX": min(max(x(day.unixTime), Self.plotStart + 30), Self.plotEnd - 30), "label": day.label]
        }
        func extreme(_ temperature: TemperatureText, above: Bool) -> [String: Any] {
            let point = chart.points.first { $0.temperature == temperature } ?? first
            let px = x(point.unixTime), py = y(point.temperature.value)
            // Kept inside the plot so a label at either end is not cut.
            let labelX = min(max(px, Self.plotStart + 20), Self.plotEnd - 20)
            return ["x": px, "y": py, "labelX": labelX, "labelY": above ? py - 9 : py + 20, "text": temperature.text]
        }
        var context: [String: Any] = [
            "width": Self.width, "height": Self.height, "line": line, "bars": bars, "ticks": ticks, "days": days,
            "tickTop": Self.barBottom, "tickBottom": Self.barBottom + 5, "tickLabelY": Self.tickLabelY,
            "dayTop": Self.temperatureTop - 20, "dayBottom": Self.barBottom, "dayLabelY": 12,
            "baseline": Self.barBottom, "plotStart": Self.plotStart, "plotEnd": Self.plotEnd,
            "summary": chart.summary,
        ]
        context["maximum"] = extreme(chart.maximum, above: true)
        if high > low { context["minimum"] = extreme(chart.minimum, above: false) }
        self.context = context
    }
}

import WeatherEngine

/// The card: the place, the temperature large, the condition, feels-like and today's range,
/// what changes next, then the temperature curve over precipitation bars with hour ticks.
struct WidgetCard {
    let view: ForecastViewModel

    static let width = 360.0
    static let height = 240.0
    /// The chart's box inside the card.
    static let chart = (left: 36.0, right: 324.0, top: 150.0, bottom: 206.0)

    var svg: String {
        let rtl = view.direction == .rightToLeft
        // Text starts at the right edge in a right-to-left language; time still runs left to right.
        let x = rtl ? Self.width - 16 : 16
        let direction = rtl ? ##" direction="rtl""## : ""
        var lines: [String] = []
        func text(_ value: String, y: Double, size: Int, weight: String = "normal", color: String = "#1f2937") {
            lines.append(##"  <text x="\##(x)" y="\##(y)" font-size="\##(size)" font-weight="\##(weight)" fill="\##(color)"\##(direction)>\##(escape(value))</text>"##)
        }
        let summary = view.chart?.summary ?? view.place
        lines.append(##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(Int(Self.width))" height="\##(Int(Self.height))" viewBox="0 0 \##(Int(Self.width)) \##(Int(Self.height))" role="img" aria-label="\##(escape(view.place)): \##(escape(summary))" lang="\##(escape(view.locale))">"##)
        lines.append(##"  <rect width="100%" height="100%" rx="16" fill="#f8fafc" stroke="#cbd5e1"/>"##)
        text(view.place, y: 30, size: 15, weight: "bold")
        if let now = view.now {
            text("\(now.temperature.text)  \(now.condition.emoji) \(now.condition.text)", y: 72, size: 34, weight: "bold")
            text([now.feelsLike, now.today?.text].compactMap { $0 }.joined(separator: " · "), y: 98, size: 13, color: "#334155")
            if let next = now.nextChange { text(next.text, y: 120, size: 13, color: "#1d4ed8") }
            if let updated = now.updated { text(updated.text, y: 138, size: 11, color: "#64748b") }
        }
        if let chart = view.chart { lines += Self.curve(chart) }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The temperature as a line over chance-of-precipitation bars, a tick label under every other point.
    static func curve(_ chart: ChartViewModel) -> [String] {
        let box = Self.chart
        let points = chart.points
        let step = points.count > 1 ? (box.right - box.left) / Double(points.count - 1) : 0
        let low = chart.minimum.value, high = chart.maximum.value
        let span = high - low == 0 ? 1 : high - low
        func y(_ value: Double) -> Double { box.bottom - (value - low) / span * (box.bottom - box.top) }
        var lines = [##"  <g aria-hidden="true">"##]
        for (index, point) in points.enumerated() {
            let chance = point.chanceOfPrecipitation ?? 0
            guard chance > 0 else { continue }
            let height = chance * (box.bottom - box.top)
            lines.append(##"    <rect x="\##(format(box.left + Double(index) * step - 4))" y="\##(format(box.bottom - height))" width="8" height="\##(format(height))" fill="#93c5fd"/>"##)
        }
        let path = points.enumerated().map { "\(format(box.left + Double($0) * step)),\(format(y($1.temperature.value)))" }
        lines.append(##"    <polyline points="\##(path.joined(separator: " "))" fill="none" stroke="#ea580c" stroke-width="2.5"/>"##)
        for (index, tick) in chart.hourTicks.enumerated() where index.isMultiple(of: 2) {
            lines.append(##"    <text x="\##(format(box.left + Double(index) * step))" y="\##(format(box.bottom + 18))" font-size="10" text-anchor="middle" fill="#64748b">\##(escape(tick.label))</text>"##)
        }
        // The extremes beside the curve's ends: the highest above, the lowest below the box's top.
        lines.append(##"    <text x="\##(format(box.right + 14))" y="\##(format(box.top + 4))" font-size="10" text-anchor="middle" fill="#9a3412">\##(escape(chart.maximum.text))</text>"##)
        lines.append(##"    <text x="\##(format(box.right + 14))" y="\##(format(box.bottom))" font-size="10" text-anchor="middle" fill="#1e3a8a">\##(escape(chart.minimum.text))</text>"##)
        lines.append("  </g>")
        return lines
    }

    static func format(_ value: Double) -> String {
        let tenths = (value * 10).rounded() / 10
        return tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)
    }
}

/// XML text: the five characters XML gives meaning to, escaped.
func escape(_ text: String) -> String {
    var escaped = ""
    for character in text {
        switch character {
        case "&": escaped += "&amp;"
        case "<": escaped += "&lt;"
        case ">": escaped += "&gt;"
        case "\"": escaped += "&quot;"
        case "'": escaped += "&apos;"
        default: escaped.append(character)
        }
    }
    return escaped
}

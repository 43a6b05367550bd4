package import WeatherPresentation

/// Draws the next hours for a terminal from ``ChartViewModel``: the temperature as a line of
/// Braille dots with the highest and lowest values beside it, the precipitation amount as
/// bars under it, the chance of precipitation in digits, then the hours and the days.
///
/// ```
/// 37°F                                            ⣠⠞⠉⠉⠉
///      ⠒⠒⠒⠲⠤⢤⣀⣀                                 ⣠⠞⠁
///             ⠈⠉⠙⠒⠒⠦⠤⣄⣀⣀⡀                    ⢀⣠⠞⠁
/// 25°F                  ⠉⠉⠉⠓⠒⠒⠒⠲⠤⠤⠤⠤⠤⣄⣀⣀⣀⡤⠴⠒⠋⠉
///                                   Rain 0.01 in ⣿⣿⣿⣿⣿
///                                                ⣿⣿⣿⣿⣿
///      0%    0%    0%    0%    0%    4%    18%   42%
///      3 PM  6 PM  9 PM  12 AM       6 AM  9 AM  12 PM
///                        |Tomorrow
/// ```
///
/// Every text is the view model's; the drawing uses Braille patterns (U+2800–U+28FF, one
/// column wide in every terminal, East Asian Width Neutral) or, with ASCII, `*`, `#` and
/// `.`. Time runs left to right in every language; in right-to-left ones each label is
/// isolated and each line starts with a LEFT-TO-RIGHT MARK so a bidi terminal keeps that order.
/// No line is wider than ``width``.
package struct ChartRenderer: Sendable {
    /// The most columns a line may take.
    package var width: Int
    /// ASCII characters instead of Braille.
    package var ascii: Bool
    package var ambiguous: AmbiguousWidth

    /// Rows of the temperature line: four dots a row in Braille.
    static let temperatureRows = 4
    /// Rows of the precipitation bars.
    static let barRows = 2
    /// The most columns one forecast step takes, so a wide terminal does not stretch a day thin.
    static let widestStep = 12

    package init(width: Int, ascii: Bool = false, ambiguous: AmbiguousWidth = .narrow) {
        self.width = width
        self.ascii = ascii
        self.ambiguous = ambiguous
    }

    /// The chart's lines, without line ends; empty when there is nothing to draw or no room.
    package func lines(_ chart: ChartViewModel, direction: TextDirection) -> [String] {
        let isolation = BidiIsolation(isEnabled: direction == .rightToLeft)
        let maximumLabel = TerminalSanitizer.sanitize(chart.maximum.text)
        let minimumLabel = TerminalSanitizer.sanitize(chart.minimum.text)
        let gutter = max(columns(maximumLabel), columns(minimumLabel))
        let plotWidth = width - gutter - 1
        let points = Array(chart.points.prefix(max(0, plotWidth)))
        // Decoded temperatures are finite; a view model made elsewhere might not be.
        guard !points.isEmpty, points.allSatisfy({ $0.temperature.value.isFinite && $0.precipitationAmount.isFinite }),
              chart.minimum.value.isFinite, chart.maximum.value.isFinite
        else { return [] }
        let step = min(Self.widestStep, plotWidth / points.count)

        let grid = PlotGrid(
            points: points, step: step, ascii: ascii,
            range: (points.map(\.temperature.value).reduce(chart.minimum.value, min),
                    points.map(\.temperature.value).reduce(chart.maximum.value, max)))
        var lines: [(label: String, plot: String)] = []
        let curve = grid.temperatureRows(Self.temperatureRows)
        for (row, plot) in curve.enumerated() {
            let label = row == 0 ? maximumLabel : row == curve.count - 1 ? minimumLabel : ""
            lines.append((label, PlotGrid.text(plot)))
        }
        let wettest = points.indices.filter { points[$0].precipitationAmount > 0 }.max { points[$0].precipitationAmount < points[$1].precipitationAmount }
        if let wettest, chart.precipitationMaximum > 0 {
            var bars = grid.barRows(Self.barRows, scale: max(chart.precipitationMaximum, points[wettest].precipitationAmount))
            // The wettest step's amount, beside its bar where the top row is clear.
            var labelled: String?
            if let amount = points[wettest].precipitationAmountText.map(TerminalSanitizer.sanitize) {
                labelled = labelling(bars[0], with: isolation.apply(to: amount), columns: columns(amount),
                                     besideColumns: wettest * step..<(wettest * step + max(step - 1, 1)), within: plotWidth)
            }
            bars.removeFirst()
            lines += [("", labelled ?? "")] + bars.map { ("", PlotGrid.text($0)) }
        }
        let tickIndex = Dictionary(points.enumerated().map { ($1.unixTime, $0) }, uniquingKeysWith: { first, _ in first })
        // Percentages stand apart with one space, the highest placed first; hours and days,
        // which hold spaces, with two, from the left.
        let chances = points.enumerated().compactMap { index, point in
            point.chanceOfPrecipitationText.map { Label(column: index * step, text: $0, priority: point.chanceOfPrecipitation ?? 0) }
        }
        let hours = chart.hourTicks.compactMap { tick in
            tickIndex[tick.unixTime].map { Label(column: $0 * step, text: tick.label, priority: -Double($0)) }
        }
        let days = chart.dayBoundaries.compactMap { tick in
            tickIndex[tick.unixTime].map { Label(column: $0 * step, text: "|" + tick.label, priority: -Double($0)) }
        }
        for (labels, gap) in [(chances, 1), (hours, 2), (days, 2)] where !labels.isEmpty {
            let placed = placing(labels, gap: gap, within: plotWidth, isolation: isolation)
            if !placed.isEmpty { lines.append(("", placed)) }
        }
        let mark = direction == .rightToLeft ? "\u{200E}" : ""
        return lines.map { label, plot in
            let padding = String(repeating: " ", count: gutter - columns(label))
            return String((mark + padding + isolation.apply(to: label) + " " + plot).droppingTrailingSpaces)
        }
    }

    /// A label on a chart line at a column, placed before others of lower priority.
    private struct Label {
        var column: Int
        var text: String
        var priority: Double
    }

    /// The labels on one line, each at its column when it is `gap` columns clear of those
    /// placed before it (by priority) and inside `width`; those that do not fit are left out
    /// (the hours then show every second or third step).
    private func placing(_ labels: [Label], gap: Int, within width: Int, isolation: BidiIsolation) -> String {
        var placed: [(range: Range<Int>, text: String)] = []
        for label in labels.sorted(by: { ($0.priority, -$0.column) > ($1.priority, -$1.column) }) {
            let text = TerminalSanitizer.sanitize(label.text)
            let range = label.column..<(label.column + columns(text))
            guard range.upperBound <= width,
                  !placed.contains(where: { range.lowerBound < $0.range.upperBound + gap && $0.range.lowerBound < range.upperBound + gap })
            else { continue }
            placed.append((range, text))
        }
        var line = ""
        var used = 0
        for (range, text) in placed.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            line += String(repeating: " ", count: range.lowerBound - used) + isolation.apply(to: text)
            used = range.upperBound
        }
        return line
    }

    /// `row` (one column a character) with `label` written left of the columns `bar`, or else
    /// right of them, where the row is blank; unchanged when neither side has room.
    private func labelling(_ row: [Unicode.Scalar], with label: String, columns labelColumns: Int, besideColumns bar: Range<Int>, within width: Int) -> String {
        var cells = row
        cells += repeatElement(" ", count: max(0, width - cells.count))
        let candidates = [(bar.lowerBound - 1 - labelColumns)..<(bar.lowerBound - 1), (bar.upperBound + 1)..<(bar.upperBound + 1 + labelColumns)]
        guard let place = candidates.first(where: { range in
            range.lowerBound >= 0 && range.upperBound <= width
                && cells[max(range.lowerBound - 1, 0)..<min(range.upperBound + 1, width)].allSatisfy { $0 == " " }
        }) else { return PlotGrid.text(row) }
        return PlotGrid.text(cells[..<place.lowerBound]) + label + PlotGrid.text(cells[place.upperBound...])
    }

    private func columns(_ text: String) -> Int { TerminalWidth.columns(of: text, ambiguous: ambiguous) }
}

/// The dots of the chart's curve and bars: each forecast step takes `step` columns, each
/// column two dots across and four down (Braille) or one character (ASCII). Built as
/// scalars, not strings: the chart is drawn on every render of a page that asks for it.
private struct PlotGrid {
    let step: Int
    let ascii: Bool
    let range: (low: Double, high: Double)
    /// The steps' temperatures and precipitation amounts.
    let temperatures: [Double]
    let amounts: [Double]

    init(points: [ChartPointViewModel], step: Int, ascii: Bool, range: (low: Double, high: Double)) {
        self.step = step
        self.ascii = ascii
        self.range = range
        temperatures = points.map(\.temperature.value)
        amounts = points.map(\.precipitationAmount)
    }

    /// Columns of text the plot takes.
    private var columns: Int { temperatures.count * step }
    /// Dots across a column: two in Braille, one in ASCII.
    private var dotsPerColumn: Int { ascii ? 1 : 2 }

    /// The temperature at a dot column, straight between the steps' centres and level beyond them.
    private func temperature(atDot dot: Int) -> Double {
        let position = (Double(dot) + 0.5) / Double(step * dotsPerColumn) - 0.5
        if position <= 0 { return temperatures[0] }
        if position >= Double(temperatures.count - 1) { return temperatures[temperatures.count - 1] }
        let index = Int(position)
        let fraction = position - Double(index)
        return temperatures[index] + (temperatures[index + 1] - temperatures[index]) * fraction
    }

    /// The line in `rows` rows of cells, the highest temperature at the top.
    func temperatureRows(_ rows: Int) -> [[Unicode.Scalar]] {
        let dotsDown = rows * (ascii ? 1 : 4)
        let span = range.high - range.low
        // Each cell's Braille dot bits (or, in ASCII, whether it holds the line), row by row.
        var cells = [UInt32](repeating: 0, count: rows * columns)
        var previous: Int?
        for dot in 0..<(columns * dotsPerColumn) {
            let exact = span > 0 ? (range.high - temperature(atDot: dot)) / span * Double(dotsDown - 1) : Double(dotsDown / 2)
            let height = min(max(Int(exact.rounded()), 0), dotsDown - 1)
            if ascii {
                cells[height * columns + dot] = 1
                continue
            }
            // Joined to the dot before, so a steep change draws as a line, not scattered dots.
            let from = previous ?? height
            for y in min(from, height)...max(from, height) {
                cells[(y / 4) * columns + dot / 2] |= Self.dotBit(right: dot % 2 == 1, row: y % 4)
            }
            previous = height
        }
        return (0..<rows).map { row in
            cells[(row * columns)..<((row + 1) * columns)].map { bits in
                bits == 0 ? " " : ascii ? "*" : Unicode.Scalar(0x2800 + bits) ?? " "
            }
        }
    }

    /// The Braille dot bit of a dot by its column within the cell and its row (top to bottom):
    /// dots 1, 2, 3, 7 down the left, 4, 5, 6, 8 down the right.
    private static func dotBit(right: Bool, row: Int) -> UInt32 {
        let left: UInt32 = row == 3 ? 0x40 : 1 << UInt32(row)
        return right ? (row == 3 ? 0x80 : left << 3) : left
    }

    /// Cells as text, encoded once (appending scalar by scalar to a string costs more than the drawing).
    static func text(_ cells: some Collection<Unicode.Scalar>) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(cells.count * 3)
        for scalar in cells {
            let value = scalar.value
            switch value {
            case ..<0x80:
                bytes.append(UInt8(value))
            case ..<0x800:
                bytes += [UInt8(0xC0 | value >> 6), UInt8(0x80 | value & 0x3F)]
            case ..<0x10000:
                bytes += [UInt8(0xE0 | value >> 12), UInt8(0x80 | value >> 6 & 0x3F), UInt8(0x80 | value & 0x3F)]
            default:
                bytes += [UInt8(0xF0 | value >> 18), UInt8(0x80 | value >> 12 & 0x3F), UInt8(0x80 | value >> 6 & 0x3F), UInt8(0x80 | value & 0x3F)]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The precipitation amounts as bars rising from the bottom row, each step's bar one
    /// column narrower than the step so neighbours stay apart.
    func barRows(_ rows: Int, scale: Double) -> [[Unicode.Scalar]] {
        let levelsPerRow = ascii ? 2 : 4
        let levels = rows * levelsPerRow
        let cellsPerBar = max(step - 1, 1)
        return (0..<rows).map { row in
            let rowFromBottom = rows - 1 - row
            var line: [Unicode.Scalar] = []
            line.reserveCapacity(columns)
            for amount in amounts {
                var level = Int((amount / scale * Double(levels)).rounded())
                if amount > 0 { level = max(level, 1) }
                let filled = min(max(level - rowFromBottom * levelsPerRow, 0), levelsPerRow)
                let cell = ascii ? Self.asciiBarCell[filled] : Self.barCell[filled]
                for _ in 0..<cellsPerBar { line.append(cell) }
                if step > 1 { line.append(" ") }
            }
            return line
        }
    }

    /// Braille cells filled from the bottom: none, one row of dots, two, three, all four.
    private static let barCell: [Unicode.Scalar] = [" ", "\u{28C0}", "\u{28E4}", "\u{28F6}", "\u{28FF}"]
    /// ASCII cells: none, half, full.
    private static let asciiBarCell: [Unicode.Scalar] = [" ", ".", "#"]
}

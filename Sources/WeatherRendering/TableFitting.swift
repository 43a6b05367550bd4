

/// Makes a table fit a terminal width: drops the low- and medium-priority columns first
/// (a column that keeps its cells leaves them as lines under their rows, ``Table/linesBelow``)
/// (lowest first, the rightmost of equal priority), then shortens the widest droppable text
/// column's cells with "…", then drops high-priority columns, and last shortens a required
/// text column (the day) the same way. Rows are never wrapped; a table already narrow
/// enough is returned unchanged.
enum TableFitting {
    /// The separator between columns, as ``TableLayout`` draws it.
    static let separatorWidth = TerminalWidth.columns(of: TableLayout.separator)
    /// Text columns are never shortened below this many terminal columns.
    static let minimumTextWidth = 8

    static func fit(_ table: Table, into width: Int, ambiguous: AmbiguousWidth = .narrow) -> Table {
        // Each column is measured once and its width carried along (a shortened column is
        // measured again): measuring walks every cell's grapheme clusters, and doing it at
        // every step was a quarter of a rendered request's instructions (Benchmarks/Service/run).
        var table = table
        var widths = table.columns.indices.map { columnWidth(table, $0, ambiguous) }
        var kept = KeptCells(columns: table.columns.count)
        dropping(&table, &widths, &kept, below: .high, toFit: width)
        shortening(&table, &widths, toFit: width, ambiguous: ambiguous)
        dropping(&table, &widths, &kept, below: .required, toFit: width)
        // Last: a required text column (the day) too, as when a wide-ambiguous terminal
        // draws Cyrillic or Greek two columns a letter.
        shortening(&table, &widths, toFit: width, ambiguous: ambiguous, includingRequired: true)
        return table
    }

    /// Drops columns of a priority under `limit`, lowest first, until the table fits.
    private static func dropping(
        _ table: inout Table, _ widths: inout [Int], _ kept: inout KeptCells, below limit: ColumnPriority, toFit width: Int
    ) {
        while lineWidth(widths) > width,
              let drop = table.columns.indices.filter({ table.columns[$0].priority < limit })
                  .min(by: { (table.columns[$0].priority, -$0) < (table.columns[$1].priority, -$1) }) {
            let column = table.columns.remove(at: drop)
            widths.remove(at: drop)
            let origin = kept.origins.remove(at: drop)
            if column.keepsCellsWhenDropped {
                for (index, row) in table.rows.enumerated() where drop < row.count && !row[drop].isEmpty {
                    kept.add(row[drop], from: origin, under: index, in: &table)
                }
            }
            table.rows = table.rows.map { row in
                var row = row
                if drop < row.count { row.remove(at: drop) }
                return row
            }
        }
    }

    /// Where each remaining column stood in the table as given, and where each line under a
    /// row came from, so the lines keep the columns' order (the category before the window)
    /// whichever column went first.
    private struct KeptCells {
        var origins: [Int]
        private var lineOrigins: [Int: [Int]] = [:]

        init(columns: Int) { origins = Array(0..<columns) }

        mutating func add(_ text: String, from origin: Int, under row: Int, in table: inout Table) {
            let position = lineOrigins[row, default: []].firstIndex { $0 > origin } ?? lineOrigins[row, default: []].count
            lineOrigins[row, default: []].insert(origin, at: position)
            table.linesBelow[row, default: []].insert(text, at: position)
        }
    }

    /// Shortens the widest titled text column (the conditions) with "…", down to
    /// ``minimumTextWidth``.
    private static func shortening(
        _ table: inout Table, _ widths: inout [Int], toFit width: Int, ambiguous: AmbiguousWidth, includingRequired: Bool = false
    ) {
        let excess = lineWidth(widths) - width
        guard excess > 0,
              let column = table.columns.indices.filter({
                  // A column that keeps its cells when dropped goes under its rows whole instead.
                  table.columns[$0].kind == .text && !table.columns[$0].keepsCellsWhenDropped
                      && (includingRequired || table.columns[$0].priority != .required)
              })
                  .max(by: { widths[$0] < widths[$1] })
        else { return }
        let limit = max(minimumTextWidth, widths[column] - excess)
        table.rows = table.rows.map { row in
            var row = row
            if column < row.count { row[column] = truncated(row[column], to: limit, ambiguous: ambiguous) }
            return row
        }
        widths[column] = columnWidth(table, column, ambiguous)
    }

    /// The widest line the table draws: its columns plus the separators between them.
    static func lineWidth(_ table: Table, ambiguous: AmbiguousWidth = .narrow) -> Int {
        lineWidth(table.columns.indices.map { columnWidth(table, $0, ambiguous) })
    }

    private static func lineWidth(_ widths: [Int]) -> Int {
        widths.reduce(0, +) + separatorWidth * max(0, widths.count - 1)
    }

    private static func columnWidth(_ table: Table, _ column: Int, _ ambiguous: AmbiguousWidth) -> Int {
        let cells = [table.columns[column].title ?? ""] + table.rows.map { column < $0.count ? $0[column] : "" }
        return cells.map { TerminalWidth.columns(of: $0, ambiguous: ambiguous) }.max() ?? 0
    }

    /// `text` cut to at most `limit` columns, whole grapheme clusters only, ending in "…".
    static func truncated(_ text: String, to limit: Int, ambiguous: AmbiguousWidth = .narrow) -> String {
        guard TerminalWidth.columns(of: text, ambiguous: ambiguous) > limit else { return text }
        var result = ""
        var used = 0
        let ellipsis = TerminalWidth.columns(of: "…", ambiguous: ambiguous)
        for character in text {
            let columns = TerminalWidth.columns(of: character, ambiguous: ambiguous)
            if used + columns > limit - ellipsis { break }
            result.append(character)
            used += columns
        }
        while result.last?.isWhitespace == true { result.removeLast() }
        return result + "…"
    }
}

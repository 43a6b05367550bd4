

/// Lays out rows of cells in columns for a monospaced terminal: each column as wide as
/// its widest cell in terminal columns (``TerminalWidth``), cells padded to the left or
/// right, two spaces between columns, no trailing whitespace.
///
/// Used for every aligned block of a text rendering: the label/value list and the tables.
/// Styles (SGR codes) wrap a cell's text inside its padding and never count toward widths.
struct TableLayout {
    /// One cell: the text that is measured, and an emphasis drawn around it.
    struct Cell {
        var text: String
        var style: TerminalStyle?

        init(_ text: String, style: TerminalStyle? = nil) {
            self.text = text
            self.style = style
        }
    }

    enum Alignment {
        case left
        case right
    }

    var alignments: [Alignment]
    /// What stands between two columns.
    static let separator = "  "
    /// How the terminal draws East Asian Ambiguous characters.
    var ambiguous = AmbiguousWidth.narrow

    /// One line per row; a row with fewer cells than columns is filled with empty cells.
    func lines(_ rows: [[Cell]]) -> [String] {
        // Each cell is measured once (measuring walks its characters), and each line is
        // written once, into a string of its exact length.
        let cellWidths = rows.map { row in row.map { TerminalWidth.columns(of: $0.text, ambiguous: ambiguous) } }
        let widths = alignments.indices.map { column in
            cellWidths.map { column < $0.count ? $0[column] : 0 }.max() ?? 0
        }
        return rows.indices.map { line(rows[$0], cellWidths: cellWidths[$0], widths: widths) }
    }

    /// A row's cells padded to their columns' widths between separators, up to its last
    /// cell with text: past it the line would hold only spaces, which it never ends with.
    private func line(_ row: [Cell], cellWidths: [Int], widths: [Int]) -> String {
        guard let last = row.indices.prefix(alignments.count).last(where: { !row[$0].text.isEmpty }) else { return "" }
        let shown = row[...last].map { $0.style?.apply(to: $0.text) ?? $0.text }
        let padding = (0...last).map { widths[$0] - cellWidths[$0] }
        var byteCount = Self.separator.utf8.count * last
        for column in 0...last {
            byteCount += shown[column].utf8.count
            if alignments[column] == .right || column < last { byteCount += padding[column] }
        }
        let line = String(unsafeUninitializedCapacity: byteCount) { buffer in
            var position = 0
            func write(_ text: String) {
                position = buffer[position...].initialize(fromContentsOf: text.utf8)
            }
            func spaces(_ count: Int) {
                buffer[position..<position + count].initialize(repeating: 0x20)
                position += count
            }
            for column in 0...last {
                if column > 0 { write(Self.separator) }
                if alignments[column] == .right { spaces(padding[column]) }
                write(shown[column])
                if alignments[column] == .left, column < last { spaces(padding[column]) }
            }
            return position
        }
        // A cell's own trailing spaces, if any, go too.
        return String(line.droppingTrailingSpaces)
    }
}

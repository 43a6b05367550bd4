

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
    var separator = "  "
    /// How the terminal draws East Asian Ambiguous characters.
    var ambiguous = AmbiguousWidth.narrow

    /// One line per row; a row with fewer cells than columns is filled with empty cells.
    func lines(_ rows: [[Cell]]) -> [String] {
        let widths = alignments.indices.map { column in
            rows.map { row in column < row.count ? TerminalWidth.columns(of: row[column].text, ambiguous: ambiguous) : 0 }.max() ?? 0
        }
        return rows.map { row in
            let cells = alignments.indices.map { column in
                let cell = column < row.count ? row[column] : Cell("")
                let padding = String(repeating: " ", count: widths[column] - TerminalWidth.columns(of: cell.text, ambiguous: ambiguous))
                let shown = cell.style?.apply(to: cell.text) ?? cell.text
                return alignments[column] == .left ? shown + padding : padding + shown
            }
            return String(cells.joined(separator: separator).droppingTrailingSpaces)
        }
    }
}

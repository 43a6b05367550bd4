/// What a forecast rendering shows, in order, before any format decides how it looks:
/// the header, then sections of label/value lists and tables. The text and Markdown
/// renderers both draw this one structure, so they show the same cells in the same order.
///
/// Every string in it has already been through ``TerminalSanitizer`` and trimmed.
struct ForecastDocument: Equatable {
    /// The place (`Seoul, South Korea`).
    var place: String
    /// The note that the place could not be named (a failed place search), under the place.
    var placeNote: String?
    /// The note that the data is the sample or stale (`Sample data …`), shown under the place.
    var notice: String?
    /// The observed-at line (`As of Sat, Dec 5, 3:00 PM`), when there are current conditions.
    var observedAt: String?
    /// A note that times are in UTC because the data gave no time zone.
    var timeZoneNote: String?
    /// The sections that have data, in display order.
    var sections: [Section]

    /// A titled block of rows.
    struct Section: Equatable {
        var title: String
        var table: Table
    }
}

/// Rows of cells under columns that know what kind of value they hold.
struct Table: Equatable {
    var columns: [Column]
    /// Each row has one cell per column; an empty cell is `""`.
    var rows: [[String]]
    /// Lines shown above a row, by row index, outside the columns (the day above its
    /// 3-hour steps); they do not count toward column widths.
    var headings: [Int: String] = [:]

    /// Whether the table has a header row (a label/value list has none).
    var hasHeader: Bool { columns.contains { $0.title != nil } }

    struct Column: Equatable {
        /// The header cell, or `nil` in a label/value list.
        var title: String?
        var kind: ColumnKind
        /// When a row is too wide for the terminal, columns are dropped lowest first;
        /// `required` ones never are.
        var priority: ColumnPriority = .required
    }
}

/// How much a column matters when the terminal is too narrow for all of them.
enum ColumnPriority: Int, Comparable {
    case low = 1, medium, high, required

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// What a column holds, which decides its alignment and emphasis in each format.
enum ColumnKind: Equatable {
    /// The labels of a label/value list.
    case label
    /// Words: left-aligned.
    case text
    /// Temperatures, percentages, amounts: right-aligned so their digits line up.
    case number
}

/// What a forecast rendering shows, in order, before any format decides how it looks:
/// the header, then sections of label/value lists and tables. The text and Markdown
/// renderers both draw this one structure, so they show the same cells in the same order.
///
/// Every string in it has already been through ``TerminalSanitizer`` and trimmed.
package struct ForecastDocument: Equatable {
    /// The place (`Seoul, South Korea`).
    package var place: String
    /// The note that the place could not be named (a failed place search), under the place.
    package var placeNote: String?
    /// The note that the data is the sample or stale (`Sample data …`), shown under the place.
    package var notice: String?
    /// The observed-at line (`As of Sat, Dec 5, 3:00 PM`), when there are current conditions.
    package var observedAt: String?
    /// A note that times are in UTC because the data gave no time zone.
    package var timeZoneNote: String?
    /// The note that air quality was asked for and could not be had.
    package var airQualityNote: String?
    /// The glanceable lines above the sections, when there is anything to show.
    package var summary: Summary?
    /// Today's lunar date (`음력 10월 28일`), under the observation's time; `nil` when not shown.
    package var lunarDate: String? = nil
    /// Today's moon as phrases (`그믐달`, `밝은 면 8%`, `월출 오전 4:50`, `월몰 오후 3:01`),
    /// the phase after its symbol when icons are on; empty without a place on the globe.
    package var moon: [String] = []
    /// The sections that have data, in display order.
    package var sections: [Section]
    /// The feed's credit, under everything ("Weather data by Open-Meteo.com").
    package var attribution: String? = nil

    /// The glanceable top: the headline (temperature and condition), short phrases
    /// (feels like, today's range), what changes next and the data's age.
    package struct Summary: Equatable {
        package var headline: [String]
        package var details: [String]
        package var nextChange: String?
        package var updated: String?
        /// Rain or snow starting or stopping within the hour (feeds with minutes only).
        package var nowcast: String? = nil
    }

    /// A titled block of rows.
    package struct Section: Equatable {
        package var title: String
        package var table: Table
    }
}

/// Rows of cells under columns that know what kind of value they hold.
package struct Table: Equatable {
    package var columns: [Column]
    /// Each row has one cell per column; an empty cell is `""`.
    package var rows: [[String]]
    /// Lines shown above a row, by row index, outside the columns (the day above its
    /// 3-hour steps); they do not count toward column widths.
    package var headings: [Int: String] = [:]
    /// What a screen reader says for each cell, by row and column, where it differs from
    /// the text (`-2°C` → "minus 2 degrees Celsius"); empty unless asked for.
    package var spoken: [[String?]] = []
    /// Colours of cells by their text (`#00C73C` for `보통`): the air-quality categories in their
    /// scale's own palette, drawn only on a colour terminal, beside the word, never instead of it
    /// (filled only when the document is made for one).
    package var colours: [String: String] = [:]
    /// Lines shown under a row, by row index, indented and outside the columns: the cells of
    /// a column dropped for width that keeps them (``Column/keepsCellsWhenDropped``).
    package var linesBelow: [Int: [String]] = [:]

    /// Whether the table has a header row (a label/value list has none).
    package var hasHeader: Bool { columns.contains { $0.title != nil } }

    package struct Column: Equatable {
        /// The header cell, or `nil` in a label/value list.
        package var title: String?
        /// What a screen reader says for the header where it differs (`Precip.` → `Chance of precipitation`).
        package var spokenTitle: String? = nil
        package var kind: ColumnKind
        /// When a row is too wide for the terminal, columns are dropped lowest first;
        /// `required` ones never are.
        package var priority: ColumnPriority = .required
        /// Whether a terminal too narrow for the column still shows its cells, each on a
        /// line under its row (an air-quality row's window), rather than losing them.
        package var keepsCellsWhenDropped = false
    }
}

/// How much a column matters when the terminal is too narrow for all of them.
package enum ColumnPriority: Int, Comparable {
    case low = 1, medium, high, required

    package static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// What a column holds, which decides its alignment and emphasis in each format.
package enum ColumnKind: Equatable {
    /// The labels of a label/value list.
    case label
    /// Words: left-aligned.
    case text
    /// Temperatures, percentages, amounts: right-aligned so their digits line up.
    case number
}

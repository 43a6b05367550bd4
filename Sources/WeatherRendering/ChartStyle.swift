/// How the text output draws the chart of the next hours.
public enum ChartStyle: String, Sendable, Hashable, CaseIterable {
    /// Braille dots for the curve and the bars (one column wide in every terminal).
    case braille
    /// `*` for the curve, `#` and `.` for the bars: for terminals and fonts without Braille.
    case ascii
}

/// How a terminal draws the characters UAX #11 calls East Asian Ambiguous (`°`, `–`, `…`,
/// `×`, box drawing, block elements): one column in most terminals, two in many set up for
/// Chinese, Japanese or Korean (a "wide ambiguous" setting, or a CJK legacy locale).
///
/// Braille patterns (U+2800–U+28FF), which the chart draws with, are Neutral: one column
/// everywhere.
public enum AmbiguousWidth: String, Sendable, Hashable, CaseIterable {
    /// One column (the default).
    case narrow
    /// Two columns.
    case wide
}

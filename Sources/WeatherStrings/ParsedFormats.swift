import WeatherCore

/// The segments of the format strings rendered lately, so that a translation shown again
/// (every row of a forecast) is not parsed again. Formats come from the tables, so the
/// set is small; past ``capacity`` distinct formats, the least recently used is parsed again.
enum ParsedFormats {
    static let capacity = 1_024

    private static let cache = Locked(LeastRecentlyUsed<String, [FormatSegment]>(maximumCost: capacity))

    /// `FormatParser.segments(of: format)`, parsed once.
    static func segments(of format: String) -> [FormatSegment] {
        cache.value(for: format) { FormatParser.segments(of: format) }
    }
}

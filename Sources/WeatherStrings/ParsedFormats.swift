import WeatherCore

/// The segments of the format strings rendered so far, so that a translation shown again
/// (every row of a forecast) is not parsed again. Formats come from the tables, so the
/// set is small; past ``capacity`` distinct formats, new ones are parsed each time.
enum ParsedFormats {
    static let capacity = 1_024

    private static let cache = Locked<[String: [FormatSegment]]>([:])

    /// `FormatParser.segments(of: format)`, parsed once.
    static func segments(of format: String) -> [FormatSegment] {
        if let segments = cache.withLock({ $0[format] }) { return segments }
        let segments = FormatParser.segments(of: format)
        cache.withLock { cache in
            if cache.count < capacity { cache[format] = segments }
        }
        return segments
    }
}

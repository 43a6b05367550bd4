import FoundationEssentials
public import WeatherPresentation

/// The documented JSON form of a view model: UTF-8, keys sorted, two-space indentation,
/// slashes unescaped, a final newline. Byte-for-byte stable for the same view model.
public enum JSONRendering {
    public static func render(_ viewModel: ForecastViewModel) throws -> String {
        try encode(viewModel, formatting: [.prettyPrinted]) + "\n"
    }

    /// The same JSON on one line with no final newline, for JSON Lines. Written by
    /// ``SortedKeysJSONWriter`` (the bytes `JSONEncoder` writes, at a tenth of the cost: the
    /// all-locales listing writes 800 of these).
    public static func renderLine(_ viewModel: ForecastViewModel) throws -> String {
        try SortedKeysJSONWriter.line(viewModel)
    }

    private static func encode(_ viewModel: ForecastViewModel, formatting: JSONEncoder.OutputFormatting) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = formatting.union(outputFormatting)
        return String(decoding: try encoder.encode(viewModel), as: UTF8.self)
    }

    /// What every rendering sorts and leaves unescaped; ``renderLine(_:)`` writes the same bytes.
    static let outputFormatting: JSONEncoder.OutputFormatting = [.sortedKeys, .withoutEscapingSlashes]
}

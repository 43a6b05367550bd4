import FoundationEssentials
public import WeatherPresentation

/// The documented JSON form of a view model: UTF-8, keys sorted, two-space indentation,
/// slashes unescaped, a final newline. Byte-for-byte stable for the same view model.
public enum JSONRendering {
    public static func render(_ viewModel: ForecastViewModel) throws -> String {
        try encode(viewModel, formatting: [.prettyPrinted]) + "\n"
    }

    /// The same JSON on one line with no final newline, for JSON Lines.
    public static func renderLine(_ viewModel: ForecastViewModel) throws -> String {
        try encode(viewModel, formatting: [])
    }

    private static func encode(_ viewModel: ForecastViewModel, formatting: JSONEncoder.OutputFormatting) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = formatting.union([.sortedKeys, .withoutEscapingSlashes])
        return String(decoding: try encoder.encode(viewModel), as: UTF8.self)
    }
}

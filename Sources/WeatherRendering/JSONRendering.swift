import FoundationEssentials
public import WeatherPresentation

/// The documented JSON form of a view model: UTF-8, keys sorted, two-space indentation,
/// slashes unescaped, a final newline. Byte-for-byte stable for the same view model.
public enum JSONRendering {
    public static func render(_ viewModel: ForecastViewModel) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(viewModel)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

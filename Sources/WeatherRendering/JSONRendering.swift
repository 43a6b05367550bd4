public import WeatherPresentation

/// The documented JSON form of a view model: UTF-8, keys sorted, two-space indentation,
/// slashes unescaped, a final newline. Byte-for-byte stable for the same view model.
///
/// Both forms are written by ``SortedKeysJSONWriter`` from the view model's `Codable`
/// conformance (the one declaration of the form), in the bytes Foundation's `JSONEncoder`
/// writes with `[.sortedKeys, .withoutEscapingSlashes]` (plus `.prettyPrinted` for
/// ``render(_:)``, indented by ``JSONIndentation``); the tests compare them with Foundation's.
public enum JSONRendering {
    /// The view model as indented JSON with a final newline: what `weather --format json` prints.
    public static func render(_ viewModel: ForecastViewModel) throws -> String {
        JSONIndentation.indented(try SortedKeysJSONWriter.line(viewModel)) + "\n"
    }

    /// The same JSON on one line with no final newline, for JSON Lines. Written by
    /// ``SortedKeysJSONWriter`` (the bytes `JSONEncoder` writes, at a tenth of the cost: the
    /// all-locales listing writes 800 of these).
    public static func renderLine(_ viewModel: ForecastViewModel) throws -> String {
        try SortedKeysJSONWriter.line(viewModel)
    }

    /// Any other value in the same form (one line, keys sorted), for a frontend's own small
    /// JSON answers (an HTTP error body).
    package static func line<Value: Encodable>(_ value: Value) throws -> String {
        try SortedKeysJSONWriter.line(value)
    }
}

import FoundationEssentials

/// A response body read once into a ``JSONTree``, from which ``WireModelReader`` and the
/// feeds' readers read their models (a JSON path for every failure).
struct JSONDocument {
    let tree: JSONTree

    /// Reads the body; malformed JSON throws ``OpenWeatherDecodingError/malformedJSON(_:)``
    /// with where the parser stopped.
    init(_ data: Data) throws(OpenWeatherDecodingError) {
        do throws(JSONSyntaxError) {
            tree = try JSONTreeParser.parse(Array(data))
        } catch {
            throw .malformedJSON(error)
        }
    }
}

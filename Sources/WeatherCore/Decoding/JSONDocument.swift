import FoundationEssentials

/// A response body read once into a ``JSONTree``, from which models are decoded with
/// OpenWeather's error reporting (a JSON path for every failure).
struct JSONDocument {
    let tree: JSONTree
    let data: Data

    /// Reads the body; malformed JSON throws ``OpenWeatherDecodingError/malformedJSON(_:)``
    /// with where the parser stopped.
    init(_ data: Data) throws(OpenWeatherDecodingError) {
        self.data = data
        do throws(JSONSyntaxError) {
            tree = try JSONTreeParser.parse(Array(data))
        } catch {
            throw .malformedJSON(error)
        }
    }

    /// The model the document holds, or the failure at its JSON path.
    func decode<Model: Decodable>(_ type: Model.Type) throws(OpenWeatherDecodingError) -> Model {
        try translatingErrors { try JSONTreeDecoder.decode(type, from: tree) }
    }

    /// The first `limit` elements of the document's array; the rest are never decoded.
    func decodePrefix<Element: Decodable>(_ type: Element.Type, limit: Int) throws(OpenWeatherDecodingError) -> [Element] {
        try translatingErrors { try JSONTreeDecoder.decodePrefix(type, limit: limit, from: tree) }
    }

    private func translatingErrors<T>(_ body: () throws -> T) throws(OpenWeatherDecodingError) -> T {
        do {
            return try body()
        } catch let error as DecodingError {
            throw .translating(error)
        } catch {
            throw .invalidValue(path: JSONPath.root.description, reason: .refusedByDecoder("\(error)"))
        }
    }
}

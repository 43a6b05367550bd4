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
        do {
            return try JSONTreeDecoder.decode(type, from: tree)
        } catch let error as DecodingError {
            throw .translating(error)
        } catch {
            throw .invalidValue(path: JSONPath.root.description, reason: .refusedByDecoder("\(error)"))
        }
    }
}

package import FoundationEssentials

extension OpenWeatherDecoder {
    /// Decodes any other OpenWeather body (a geocoding answer, say) with the same error
    /// reporting as the weather endpoints: an error object (`{"cod":401,"message":…}`)
    /// throws ``OpenWeatherDecodingError/apiError(code:message:)``, and any other failure
    /// names a JSON path.
    ///
    /// ```swift
    /// try OpenWeatherDecoder.decodeBody([String].self, from: Data(#"{"cod":401,"message":"Invalid API key"}"#.utf8))
    /// // throws .apiError(code: "401", message: "Invalid API key")
    /// ```
    package static func decodeBody<Model: Decodable>(
        _ type: Model.Type, from data: Data
    ) throws(OpenWeatherDecodingError) -> Model {
        try checkedDocument(data).decode(type)
    }

    /// The first `limit` elements of an array body, reported as ``decodeBody(_:from:)``
    /// reports; the elements past them are parsed as JSON, never decoded.
    package static func decodeBodyPrefix<Element: Decodable>(
        _ type: Element.Type, limit: Int, from data: Data
    ) throws(OpenWeatherDecodingError) -> [Element] {
        try checkedDocument(data).decodePrefix(type, limit: limit)
    }

    /// The body read, unless it is an error object.
    private static func checkedDocument(_ data: Data) throws(OpenWeatherDecodingError) -> JSONDocument {
        let document = try JSONDocument(data)
        if let error = WireModelReader.apiError(document.tree) { throw error }
        return document
    }

    /// The names of the top-level keys of a JSON object body; `nil` when the body is not
    /// JSON or not an object.
    package static func topLevelKeys(of body: [UInt8]) -> Set<String>? {
        guard let tree = try? JSONTreeParser.parse(body), tree.kind(JSONTree.root) == .object else { return nil }
        return Set(tree.members(of: JSONTree.root).map { tree.text(of: $0.key) })
    }
}

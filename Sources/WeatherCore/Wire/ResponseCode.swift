extension KeyedDecodingContainer {
    /// Decodes OpenWeather's `cod`: a number in `/weather` (`200`), a string in `/forecast` (`"200"`).
    ///
    /// A missing, null or non-numeric `cod` throws the `DecodingError` a plain `Int` would.
    func decodeResponseCode(forKey key: Key) throws -> Int {
        if let text = try? decode(String.self, forKey: key) {
            guard let code = Int(text) else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: self,
                    debugDescription: "expected a number or a numeric string, found \"\(text)\"")
            }
            return code
        }
        return try decode(Int.self, forKey: key)
    }
}

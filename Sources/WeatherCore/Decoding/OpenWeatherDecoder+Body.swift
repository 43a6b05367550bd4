public import FoundationEssentials

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
    public static func decodeBody<Model: Decodable>(
        _ type: Model.Type, from data: Data
    ) throws(OpenWeatherDecodingError) -> Model {
        let first = data.first { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) }
        if first == UInt8(ascii: "{"), let status = try? decodeModel(APIStatus.self, from: data), let error = status.error {
            throw error
        }
        return try decodeModel(type, from: data)
    }
}

public import FoundationEssentials

/// Decodes OpenWeather 2.5 response bodies into the raw models.
///
/// Each entry point first reads `cod`, so an error body becomes
/// ``OpenWeatherDecodingError/apiError(code:message:)``, then decodes the model,
/// then corrects what real responses get slightly wrong (humidity 101 becomes 100, a
/// wind direction of 400° is left out: see `ReadingAdjustment`), then checks what cannot
/// be corrected (a temperature below absolute zero, an empty `weather`, an impossible
/// time). Every failure names a JSON path.
///
/// ```swift
/// let now = try OpenWeatherDecoder.decodeCurrent(body, units: .metric)
/// now.main.temp // -0.25, in °C because the request said `units=metric`
///
/// try OpenWeatherDecoder.decodeForecast(Data(#"{"cod":"404","message":"city not found"}"#.utf8))
/// // throws .apiError(code: "404", message: "city not found")
/// ```
public enum OpenWeatherDecoder {
    /// Decodes a `/data/2.5/weather` body.
    ///
    /// - Parameters:
    ///   - data: the response body.
    ///   - units: the `units` the request used; stored on the result, never guessed.
    /// - Throws: ``OpenWeatherDecodingError``.
    public static func decodeCurrent(
        _ data: Data, units: OpenWeatherUnits = .standard
    ) throws(OpenWeatherDecodingError) -> CurrentWeatherResponse {
        try decodeResponse(data, units: units)
    }

    /// Decodes a `/data/2.5/forecast` body.
    ///
    /// - Parameters:
    ///   - data: the response body.
    ///   - units: the `units` the request used; stored on the result, never guessed.
    /// - Throws: ``OpenWeatherDecodingError``.
    public static func decodeForecast(
        _ data: Data, units: OpenWeatherUnits = .standard
    ) throws(OpenWeatherDecodingError) -> ForecastResponse {
        try decodeResponse(data, units: units)
    }

    /// Both endpoints alike: an error body is reported as such, the declared units are
    /// stored, and every value is range-checked. The body is read once, into a tree that
    /// ``WireModelReader`` reads the model from.
    private static func decodeResponse<Response: ValidatedResponse>(
        _ data: Data, units: OpenWeatherUnits
    ) throws(OpenWeatherDecodingError) -> Response {
        let document = try JSONDocument(data)
        if let error = WireModelReader.apiError(document.tree) { throw error }
        var response = try Response.read(document.tree)
        response.units = units
        response.repair()
        try response.validate()
        return response
    }
}

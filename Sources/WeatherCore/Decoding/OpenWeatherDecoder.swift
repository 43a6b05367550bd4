public import FoundationEssentials

/// Decodes OpenWeather 2.5 response bodies into the raw models.
///
/// Each entry point first reads `cod`, so an error body becomes
/// ``OpenWeatherDecodingError/apiError(code:message:)``, then decodes the model,
/// then corrects what real responses get slightly wrong (humidity 101 becomes 100, a
/// wind direction of 400° is left out: see ``ReadingAdjustment``), then checks what cannot
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
    /// stored, and every value is range-checked.
    private static func decodeResponse<Response: ValidatedResponse>(
        _ data: Data, units: OpenWeatherUnits
    ) throws(OpenWeatherDecodingError) -> Response {
        try rejectErrorBody(data)
        var response = try decodeModel(Response.self, from: data)
        response.units = units
        response.repair()
        try response.validate()
        return response
    }

    /// Throws ``OpenWeatherDecodingError/apiError(code:message:)`` when `cod` says the request failed.
    private static func rejectErrorBody(_ data: Data) throws(OpenWeatherDecodingError) {
        if let error = try decodeModel(APIStatus.self, from: data).error {
            throw error
        }
    }

    static func decodeModel<Model: Decodable>(
        _ type: Model.Type, from data: Data
    ) throws(OpenWeatherDecodingError) -> Model {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as DecodingError {
            throw .translating(error, in: data)
        } catch {
            throw .invalidValue(path: JSONPath.root.description, detail: "\(error)")
        }
    }
}

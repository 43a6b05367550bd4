/// Why an OpenWeather response body could not be decoded.
///
/// Paths are written the way people read JSON: `list[12].main.temp`, `weather[0].id`;
/// the top level is the empty path `""`.
///
/// ```swift
/// OpenWeatherDecodingError.missingField(path: "list[12].main.temp").description
/// // "The response has no value at list[12].main.temp."
/// ```
public enum OpenWeatherDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The body is not JSON: empty, truncated, a syntax error or not UTF-8; the error says where.
    case malformedJSON(JSONSyntaxError)
    /// A required value is absent or `null`.
    case missingField(path: String)
    /// A value has the wrong type or is out of range (humidity above 100, a temperature
    /// below absolute zero, `pop` outside 0...1).
    case invalidValue(path: String, reason: InvalidValueReason)
    /// The body is an OpenWeather error such as `{"cod":401,"message":"Invalid API key"}`;
    /// `code` is the `cod` as text (`"401"`, `"404"`).
    case apiError(code: String, message: String)
    /// A `weather` array is empty, so there is no primary condition.
    case emptyWeatherList(path: String)

    /// A one-sentence English explanation, for logs and the command line.
    public var description: String {
        switch self {
        case .malformedJSON(let error):
            "The response is not valid JSON: \(error)."
        case .missingField(let path):
            "The response has no value at \(Self.describe(path))."
        case .invalidValue(let path, let reason):
            "The response has an invalid value at \(Self.describe(path)): \(reason)."
        case .apiError(let code, let message):
            message.isEmpty
                ? "OpenWeather returned error \(code)."
                : "OpenWeather returned error \(code): \(message)"
        case .emptyWeatherList(let path):
            "The response has an empty list at \(Self.describe(path)), so there is no primary condition."
        }
    }

    private static func describe(_ path: String) -> String {
        path.isEmpty ? "the top level" : path
    }
}

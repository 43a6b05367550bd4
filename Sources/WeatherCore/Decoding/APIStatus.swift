/// The `cod` and `message` every OpenWeather body carries, read before the full model
/// so that an error body is reported as an error instead of as missing fields.
struct APIStatus: Decodable {
    /// `cod` as text: `"200"`, `"401"`, `"404"`; `nil` when absent or neither number nor string.
    var code: String?
    /// `message` when it is a string (error bodies); forecasts send a number here.
    var message: String?

    /// The error to report, or `nil` when the body claims success or has no numeric `cod`
    /// (the full decode then reports what is wrong).
    var error: OpenWeatherDecodingError? {
        guard let code, let number = Int(code), number != 200 else { return nil }
        return .apiError(code: code, message: message ?? "")
    }

    private enum CodingKeys: String, CodingKey {
        case cod, message
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let number = try? container.decode(Int.self, forKey: .cod) {
            code = String(number)
        } else {
            code = try? container.decode(String.self, forKey: .cod)
        }
        message = try? container.decode(String.self, forKey: .message)
    }
}

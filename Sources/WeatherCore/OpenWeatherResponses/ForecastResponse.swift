/// The body of `/data/2.5/forecast`: five days in three-hour steps.
///
/// Decode it with ``OpenWeatherDecoder/decodeForecast(_:units:)``, which also checks
/// for error bodies and out-of-range values. Encoding writes the wire format
/// (`cod` as a string, without ``units``).
public struct ForecastResponse: Sendable, Hashable, Encodable {
    /// The response code (`cod`, sent as the string `"200"`).
    package var cod: Int
    /// Internal parameter (`message`, usually 0).
    package var message: Double?
    /// The number of items the API says it sent (`cnt`), 40 by default.
    package var cnt: Int
    /// The forecast slots in time order (`list`), at 00, 03, ... 21 UTC.
    package var list: [Item]
    /// The place, its UTC offset and today's sunrise and sunset (`city`).
    package var city: City
    /// The units the request declared; not part of the response body.
    package var units: OpenWeatherUnits
    /// Readings the decoder corrected or left out, each with its JSON path; not part of the body.
    package var adjustments: [ReadingAdjustment] = []

    /// Creates a response as the API would send it.
    ///
    /// - Parameters:
    ///   - cod: the status the body carries (`200`).
    ///   - message: OpenWeather's internal `message` field.
    ///   - cnt: the item count the API states; `nil` means `list.count`.
    ///   - list: the three-hour steps.
    ///   - city: the place the forecast is for.
    ///   - units: the units the request declared.
    package init(
        cod: Int = 200, message: Double? = nil, cnt: Int? = nil,
        list: [Item], city: City, units: OpenWeatherUnits = .standard
    ) {
        self.cod = cod
        self.message = message
        self.cnt = cnt ?? list.count
        self.list = list
        self.city = city
        self.units = units
    }

    enum CodingKeys: String, CodingKey {
        case cod, message, cnt, list, city
    }

    /// Encodes the wire format, with `cod` as a string like the API sends it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(String(cod), forKey: .cod)
        try container.encodeIfPresent(message, forKey: .message)
        try container.encode(cnt, forKey: .cnt)
        try container.encode(list, forKey: .list)
        try container.encode(city, forKey: .city)
    }
}

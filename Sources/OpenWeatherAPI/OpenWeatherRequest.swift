import WeatherCore

/// One request to OpenWeather: an endpoint and its query, without the API key.
///
/// The key is added only when the URL is sent (`url(base:apiKey:)`); everything that is
/// shown, logged or used as a cache key comes from the keyless parts, so the key cannot leak.
///
/// ```swift
/// let request = OpenWeatherRequest(.forecast, ["lat": "37.5667", "lon": "126.9783", "units": "standard"])
/// request.displayURL(base: base)  // "https://api.openweathermap.org/data/2.5/forecast?lat=37.5667&lon=126.9783&units=standard&appid=…"
/// ```
public struct OpenWeatherRequest: Sendable, Hashable {
    package var endpoint: OpenWeatherEndpoint
    /// Query parameters, sent in key order (so the URL and the cache key are stable).
    package var query: [String: String]

    package init(_ endpoint: OpenWeatherEndpoint, _ query: [String: String]) {
        self.endpoint = endpoint
        self.query = query
    }

    /// Current conditions at a place, in `standard` units (Kelvin, m/s): the engine converts.
    public static func current(at coordinates: CoordinateText) -> OpenWeatherRequest {
        OpenWeatherRequest(.current, ["lat": coordinates.latitude, "lon": coordinates.longitude, "units": "standard"])
    }

    /// The 5-day forecast at a place, in `standard` units.
    public static func forecast(at coordinates: CoordinateText) -> OpenWeatherRequest {
        OpenWeatherRequest(.forecast, ["lat": coordinates.latitude, "lon": coordinates.longitude, "units": "standard"])
    }

    /// Air pollution now at a place.
    public static func airPollution(at coordinates: CoordinateText) -> OpenWeatherRequest {
        OpenWeatherRequest(.airPollution, ["lat": coordinates.latitude, "lon": coordinates.longitude])
    }

    /// The hourly air-pollution forecast at a place.
    public static func airPollutionForecast(at coordinates: CoordinateText) -> OpenWeatherRequest {
        OpenWeatherRequest(.airPollutionForecast, ["lat": coordinates.latitude, "lon": coordinates.longitude])
    }

    /// Hourly air pollution at a place from `start` to `end` (Unix seconds, both included).
    public static func airPollutionHistory(at coordinates: CoordinateText, start: Int, end: Int) -> OpenWeatherRequest {
        OpenWeatherRequest(
            .airPollutionHistory, ["lat": coordinates.latitude, "lon": coordinates.longitude, "start": String(start), "end": String(end)])
    }

    /// The query string without the key, in key order.
    package var keylessQuery: String {
        query.keys.sorted().map { "\($0)=\(Self.percentEncoded(query[$0] ?? ""))" }.joined(separator: "&")
    }

    /// The URL to send: base URL, path, query and `appid` (OpenWeather's servers only).
    package func url(base: BaseURL, apiKey: String) -> String {
        guard endpoint.server.needsKey else { return base.text + endpoint.path + "?" + keylessQuery }
        return base.text + endpoint.path + "?" + keylessQuery + "&appid=" + Self.percentEncoded(apiKey)
    }

    /// The URL as errors and logs show it: `appid=…` instead of the key.
    public func displayURL(base: BaseURL) -> String {
        guard endpoint.server.needsKey else {
            // Open-Meteo's lists of variables (`hourly=temperature_2m,…`, 300 characters) are
            // shortened: a message shows where it asked, not the whole request.
            let items = keylessQuery.split(separator: "&").map { item in
                guard let equals = item.firstIndex(of: "="), item.distance(from: equals, to: item.endIndex) > 41 else { return item }
                return item[...equals] + "…"
            }
            return base.text + endpoint.path + "?" + items.joined(separator: "&")
        }
        return base.text + endpoint.path + "?" + keylessQuery + "&appid=…"
    }

    /// What identifies the answer in the cache: the server, the endpoint and the keyless query.
    package var cacheKey: String {
        endpoint.path + "?" + keylessQuery
    }

    /// Percent-encodes everything but RFC 3986's unreserved characters, so `서울`, `Zürich`
    /// and `Springfield,IL,US` reach the server intact.
    static func percentEncoded(_ text: String) -> String {
        PercentEncoding.encoded(text)
    }
}

/// Coordinates as sent in a query: four decimals (about 11 m), so the same place always
/// gives the same URL and cache entry.
///
/// ```swift
/// CoordinateText(latitude: 37.5666791, longitude: 126.9782914).latitude  // "37.5667"
/// CoordinateText(latitude: -0.00001, longitude: 85.3).longitude          // "85.3"
/// ```
public struct CoordinateText: Sendable, Hashable {
    public var latitude: String
    public var longitude: String

    public init(latitude: Double, longitude: Double) {
        self.latitude = Self.fourDecimals(latitude)
        self.longitude = Self.fourDecimals(longitude)
    }

    /// `37.5667`; a value no coordinate has (NaN, infinite, beyond ±10¹⁴) is written as
    /// Swift writes it rather than trapping on the conversion to an integer.
    static func fourDecimals(_ value: Double) -> String {
        guard value.isFinite, value.magnitude < 1e14 else { return String(value) }
        let scaled = Int((value * 10_000).rounded())
        let magnitude = scaled.magnitude
        var fraction = String(magnitude % 10_000)
        fraction = String(repeating: "0", count: 4 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let sign = scaled < 0 ? "-" : ""
        return sign + String(magnitude / 10_000) + (fraction.isEmpty ? "" : "." + fraction)
    }
}

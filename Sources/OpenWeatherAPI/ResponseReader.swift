import FoundationEssentials
public import WeatherCore

/// Reads a 200 answer's body as what its endpoint promises, telling apart the ways it can
/// be something else: not JSON (a captive portal's HTML page), another API's JSON (One Call
/// 3.0: "not a /data/2.5/forecast response"), an error object, or a broken value.
///
/// Transport-free, so a frontend with its own HTTP stack reads answers the same way.
/// `display` is the URL as errors show it (`appid=…`, never the key).
public enum ResponseReader {
    /// A `/data/2.5/weather` body requested with `units=standard`; its place name and
    /// country code bounded as the place searches' are (``UpstreamName``).
    public static func current(_ body: [UInt8], display: String) throws(NetworkError) -> CurrentWeatherResponse {
        var current = try read(body, .current, display) { () throws(OpenWeatherDecodingError) in
            try OpenWeatherDecoder.decodeCurrent(Data(body), units: .standard)
        }
        current.name = UpstreamName.bounded(current.name)
        current.sys.country = UpstreamName.countryCode(current.sys.country)
        return current
    }

    /// A `/data/2.5/forecast` body requested with `units=standard`; its city's name and
    /// country code bounded.
    public static func forecast(_ body: [UInt8], display: String) throws(NetworkError) -> ForecastResponse {
        var forecast = try read(body, .forecast, display) { () throws(OpenWeatherDecodingError) in
            try OpenWeatherDecoder.decodeForecast(Data(body), units: .standard)
        }
        forecast.city.name = UpstreamName.bounded(forecast.city.name)
        forecast.city.country = UpstreamName.countryCode(forecast.city.country)
        return forecast
    }

    /// A direct or reverse search: an empty list is a valid answer.
    /// - Parameter limit: the matches asked for; those past it are not read.
    public static func places(_ body: [UInt8], _ endpoint: OpenWeatherEndpoint, display: String, limit: Int = .max) throws(NetworkError) -> [Place] {
        try read(body, endpoint, display) { () throws(OpenWeatherDecodingError) in try GeocodingDecoder.decodePlaces(Data(body), limit: limit) }
    }

    /// An Air Pollution body (now, forecast or history, as `endpoint` says): an empty list is valid.
    public static func airPollution(_ body: [UInt8], _ endpoint: OpenWeatherEndpoint, display: String) throws(NetworkError) -> AirPollutionResponse {
        try read(body, endpoint, display) { () throws(OpenWeatherDecodingError) in try OpenWeatherDecoder.decodeAirPollution(Data(body)) }
    }

    /// A `/geo/1.0/zip` body: one place.
    public static func zipPlace(_ body: [UInt8], display: String) throws(NetworkError) -> Place {
        try read(body, .zip, display) { () throws(OpenWeatherDecodingError) in try GeocodingDecoder.decodeZipPlace(Data(body)) }
    }

    static func read<T>(
        _ body: [UInt8], _ endpoint: OpenWeatherEndpoint, _ display: String,
        _ decode: () throws(OpenWeatherDecodingError) -> T
    ) throws(NetworkError) -> T {
        let first = JSONTreeParser.firstSignificantByte(of: body)
        guard first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else { throw .notJSON(url: display) }
        do {
            return try decode()
        } catch {
            switch error {
            case .apiError(let code, _) where code == "401":
                throw .invalidAPIKey
            case .apiError(let code, _) where code == "429":
                throw .rateLimited
            case .apiError(let code, _):
                // The message stays out: this reader does not hold the key a hostile server might echo in it.
                throw .httpStatus(url: display, status: Int(code) ?? 0, reason: nil)
            case .malformedJSON:
                throw .invalidBody(url: display, error)
            default:
                if !hasShape(of: endpoint, body) { throw .unexpectedShape(url: display, expected: endpoint.path) }
                throw .invalidBody(url: display, error)
            }
        }
    }

    /// Whether the body's top level is the endpoint's kind of answer (an array for place
    /// searches; an object with the endpoint's signature keys otherwise).
    package static func hasShape(of endpoint: OpenWeatherEndpoint, _ body: [UInt8]) -> Bool {
        if endpoint.respondsWithArray { return JSONTreeParser.firstSignificantByte(of: body) == UInt8(ascii: "[") }
        guard let keys = OpenWeatherDecoder.topLevelKeys(of: body) else { return false }
        return endpoint.signatureKeys.isSubset(of: keys)
    }
}

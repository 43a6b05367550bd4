import FoundationEssentials
import WeatherTestSupport

/// Recorded OpenWeather and geocoding answers for Seoul, New York and Kathmandu (and the
/// several Springfields), served the way the real API serves them: 401 for a wrong key,
/// `[]` for an unknown name, a 400 for a query with no name (`,`), a 404 body for an unknown
/// ZIP code.
public enum OpenWeatherReplay {
    /// The only key the replay accepts.
    public static let apiKey = "replay-key-5f1c0e9a77d3"

    /// A key the replay accepts for everything but One Call 3.0 (a free plan's key: 401 there).
    public static let keyWithoutOneCall = "replay-key-free-0b2d44c1"

    /// The answer the real API would give to `request` (Open-Meteo's too: ``OpenMeteoReplay``).
    public static func respond(_ request: ReceivedRequest) -> TestResponse {
        if let answer = OpenMeteoReplay.respond(request) { return answer }
        let query = request.query
        if request.path == "/data/3.0/onecall" { return oneCall(query) }
        guard query["appid"] == apiKey || query["appid"] == keyWithoutOneCall else {
            return .json(#"{"cod":401,"message":"Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."}"#, status: 401)
        }
        switch request.path {
        case "/geo/1.0/direct":
            let name = (query["q"] ?? "").split(separator: ",").first.map { $0.lowercased() } ?? ""
            // What OpenWeather answers a query with no name in it (`,`).
            if name.allSatisfy(\.isWhitespace) { return .json(#"{"cod":"400","message":"Nothing to geocode"}"#, status: 400) }
            let file = ["seoul": "seoul", "서울": "seoul", "new york": "new-york", "kathmandu": "kathmandu",
                        "काठमाडौं": "kathmandu", "springfield": "springfield"][name]
            return file.map { fixture("geocoding/\($0)-direct") } ?? .json("[]")
        case "/geo/1.0/zip":
            return query["zip"]?.uppercased() == "10001,US"
                ? fixture("geocoding/new-york-zip")
                : .json(#"{"cod":"404","message":"not found"}"#, status: 404)
        case "/geo/1.0/reverse":
            return city(query) == "seoul" ? fixture("geocoding/seoul-reverse") : .json("[]")
        case "/data/2.5/weather":
            return city(query).map { fixture("\($0)-current") } ?? .json(#"{"cod":"400","message":"wrong latitude"}"#, status: 400)
        case "/data/2.5/forecast":
            return city(query).map { fixture("\($0)-forecast") } ?? .json(#"{"cod":"400","message":"wrong latitude"}"#, status: 400)
        case "/data/2.5/air_pollution", "/data/2.5/air_pollution/forecast", "/data/2.5/air_pollution/history":
            return airPollution(request.path, query)
        default:
            return .json(#"{"cod":"404","message":"Internal error"}"#, status: 404)
        }
    }

    /// One Call 3.0: Rome's recording for the replay's key near Rome; the 401 OpenWeather sends
    /// a key without the subscription (and any other key).
    static func oneCall(_ query: [String: String]) -> TestResponse {
        guard query["appid"] == apiKey else {
            return .json(
                #"{"cod":401,"message":"Please note that using One Call 3.0 requires a separate subscription to the One Call by Call plan. Learn more here https://openweathermap.org/price."}"#,
                status: 401)
        }
        return city(query) == "rome" ? fixture("onecall/rome-onecall-standard") : .json(#"{"cod":"400","message":"wrong latitude"}"#, status: 400)
    }

    /// The fixture city nearest to the query's coordinates (within 2°): its file stem (`seoul`).
    public static func city(_ query: [String: String]) -> String? {
        guard let lat = query["lat"].flatMap(Double.init), let lon = query["lon"].flatMap(Double.init) else { return nil }
        let cities: [(String, Double, Double)] = [("seoul", 37.57, 126.98), ("new-york", 40.71, -74.01), ("kathmandu", 27.71, 85.32), ("rome", 41.89, 12.48)]
        return cities.first { abs($0.1 - lat) < 2 && abs($0.2 - lon) < 2 }?.0
    }

    /// Seoul's recorded air (now, 96 forecast hours, the 24 hours before now); elsewhere
    /// the empty `list` the real API sends for a place or hours it has no data for.
    static func airPollution(_ path: String, _ query: [String: String]) -> TestResponse {
        guard let lat = query["lat"].flatMap(Double.init), let lon = query["lon"].flatMap(Double.init) else {
            return .json(#"{"cod":"400","message":"Nothing to geocode"}"#, status: 400)
        }
        guard city(query) == "seoul" else { return .json(#"{"coord":{"lon":\#(lon),"lat":\#(lat)},"list":[]}"#) }
        let kind = path.hasSuffix("/forecast") ? "forecast" : path.hasSuffix("/history") ? "history" : "current"
        return fixture("air/seoul-air-\(kind)")
    }

    static func fixture(_ name: String, status: Int = 200) -> TestResponse {
        guard let data = try? Fixture.data(name) else { return .json(#"{"cod":"500","message":"fixture missing"}"#, status: 500) }
        return .json(data, status: status)
    }
}

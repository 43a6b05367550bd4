import FoundationEssentials
import WeatherTestSupport

/// Recorded Open-Meteo answers for Seoul (`Tests/Fixtures/open-meteo`), served on the paths
/// of its three servers (one test server stands for all of them): the geocoder in Korean,
/// Japanese or English and its no-`results` answer for anything else, the forecast and the
/// air quality near Seoul, and its `{"error": true, "reason": …}` with a 400 elsewhere.
public enum OpenMeteoReplay {
    /// The answer Open-Meteo would give, or `nil` for a path that is not one of its own.
    public static func respond(_ request: ReceivedRequest) -> TestResponse? {
        let query = request.query
        switch request.path {
        case "/v1/search":
            let name = (query["name"] ?? "").lowercased()
            guard name.count >= 2 else { return error }
            guard ["seoul", "서울", "ソウル"].contains(name) else { return OpenWeatherReplay.fixture("open-meteo/search-empty") }
            let language = ["ko", "ja"].contains(query["language"] ?? "") ? query["language"]! : "en"
            return OpenWeatherReplay.fixture("open-meteo/search-seoul-\(language)")
        case "/v1/forecast":
            // Null Island stands for a day's calls spent: Open-Meteo's 429 with its words.
            if query["latitude"].flatMap(Double.init) == 0 { return dailyLimit }
            return nearSeoul(query) ? OpenWeatherReplay.fixture("open-meteo/seoul-forecast") : error
        case "/v1/air-quality":
            return nearSeoul(query) ? OpenWeatherReplay.fixture("open-meteo/seoul-air") : error
        default:
            return nil
        }
    }

    /// Open-Meteo's error body for a request it refuses.
    static var error: TestResponse { OpenWeatherReplay.fixture("open-meteo/error", status: 400) }

    /// Open-Meteo's answer once the free API's 10,000 calls of the day are spent.
    static var dailyLimit: TestResponse {
        .json(#"{"error":true,"reason":"Daily API request limit exceeded. Please try again tomorrow."}"#, status: 429)
    }

    private static func nearSeoul(_ query: [String: String]) -> Bool {
        guard let lat = query["latitude"].flatMap(Double.init), let lon = query["longitude"].flatMap(Double.init) else { return false }
        return abs(lat - 37.57) < 2 && abs(lon - 126.98) < 2
    }
}

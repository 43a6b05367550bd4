/// The endpoints the client calls (OpenWeather's, and Open-Meteo's beside them), each with
/// the server it is on, the path it asks and the name of the answer it expects (used in
/// "not a /data/2.5/forecast response").
public enum OpenWeatherEndpoint: String, Sendable, Hashable, CaseIterable {
    /// Current conditions: `/data/2.5/weather`.
    case current
    /// The 5-day, 3-hour forecast: `/data/2.5/forecast`.
    case forecast
    /// Place search by name: `/geo/1.0/direct`.
    case direct
    /// Place search by ZIP or postal code: `/geo/1.0/zip`.
    case zip
    /// Place names for coordinates: `/geo/1.0/reverse`.
    case reverse
    /// Air pollution now: `/data/2.5/air_pollution`.
    case airPollution
    /// Hourly air-pollution forecast, about 4 days: `/data/2.5/air_pollution/forecast`.
    case airPollutionForecast
    /// Past hourly air pollution between `start` and `end`: `/data/2.5/air_pollution/history`.
    case airPollutionHistory
    /// One Call 3.0 (a separate subscription): `/data/3.0/onecall`.
    case oneCall
    /// Open-Meteo's forecast (current, hourly, daily): `/v1/forecast`.
    case openMeteoForecast
    /// Open-Meteo's hourly air quality: `/v1/air-quality`.
    case openMeteoAirQuality
    /// Open-Meteo's place search by name, in a language: `/v1/search`.
    case openMeteoSearch

    /// The server the endpoint is on.
    package var server: FeedServer {
        switch self {
        case .current, .forecast, .direct, .zip, .reverse, .airPollution, .airPollutionForecast, .airPollutionHistory, .oneCall: .openWeather
        case .openMeteoForecast: .openMeteoForecast
        case .openMeteoAirQuality: .openMeteoAirQuality
        case .openMeteoSearch: .openMeteoGeocoding
        }
    }

    /// Calls that share a fate upstream: a pause or a slow answer in one family leaves the
    /// others alone (a busy Air Pollution service does not stop the weather).
    package enum Family: Sendable, Hashable {
        /// Current conditions and the forecast: what every page needs.
        case weather
        /// Place searches: direct, ZIP and reverse.
        case places
        /// Air pollution: optional, shown when it comes in time.
        case air
    }

    package var family: Family {
        switch self {
        case .current, .forecast, .oneCall, .openMeteoForecast: .weather
        case .direct, .zip, .reverse, .openMeteoSearch: .places
        case .airPollution, .airPollutionForecast, .airPollutionHistory, .openMeteoAirQuality: .air
        }
    }

    /// The URL path, without the base URL's own path.
    package var path: String {
        switch self {
        case .current: "/data/2.5/weather"
        case .forecast: "/data/2.5/forecast"
        case .direct: "/geo/1.0/direct"
        case .zip: "/geo/1.0/zip"
        case .reverse: "/geo/1.0/reverse"
        case .airPollution: "/data/2.5/air_pollution"
        case .airPollutionForecast: "/data/2.5/air_pollution/forecast"
        case .airPollutionHistory: "/data/2.5/air_pollution/history"
        case .oneCall: "/data/3.0/onecall"
        case .openMeteoForecast: "/v1/forecast"
        case .openMeteoAirQuality: "/v1/air-quality"
        case .openMeteoSearch: "/v1/search"
        }
    }

    /// How long a cached answer counts as fresh: OpenWeather updates weather about every
    /// 10 minutes, air pollution too; past hours change only as the hour turns, so history
    /// is kept an hour; place names and coordinates do not change, so a search is kept 30 days.
    package var freshnessSeconds: Int {
        switch self {
        case .current, .forecast, .airPollution, .airPollutionForecast, .oneCall, .openMeteoForecast, .openMeteoAirQuality: 600
        case .airPollutionHistory: 3600
        case .direct, .zip, .reverse, .openMeteoSearch: 30 * 86_400
        }
    }

    /// The top-level JSON keys every answer of this endpoint has; an object without them
    /// is some other API's answer (One Call 3.0, say), not a broken one of ours.
    var signatureKeys: Set<String> {
        switch self {
        case .current: ["main", "weather", "dt"]
        case .forecast: ["list", "city"]
        case .zip: ["lat", "lon"]
        case .airPollution, .airPollutionForecast, .airPollutionHistory: ["list"]
        case .oneCall: ["lat", "lon", "timezone"]
        case .openMeteoForecast, .openMeteoAirQuality: ["latitude", "longitude"]
        case .direct, .reverse, .openMeteoSearch: []
        }
    }

    /// Whether the answer is a JSON array (the place searches by name and coordinates).
    var respondsWithArray: Bool { self == .direct || self == .reverse }
}

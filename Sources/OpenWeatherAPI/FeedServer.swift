import WeatherCore

/// A server the client talks to: OpenWeather's one, or one of Open-Meteo's three.
public enum FeedServer: Sendable, Hashable, CaseIterable {
    case openWeather
    case openMeteoForecast
    case openMeteoAirQuality
    case openMeteoGeocoding

    /// Whether its requests carry the OpenWeather key (`appid`); Open-Meteo needs none.
    package var needsKey: Bool { self == .openWeather }

    /// Whether optional air-quality calls go to it (they get their own connections).
    package var servesAirQuality: Bool { self == .openWeather || self == .openMeteoAirQuality }

    /// The public server, unless a setting names another.
    public var defaultBase: BaseURL {
        switch self {
        case .openWeather: .openWeather
        case .openMeteoForecast: BaseURL.known("https://api.open-meteo.com", host: "api.open-meteo.com")
        case .openMeteoAirQuality: BaseURL.known("https://air-quality-api.open-meteo.com", host: "air-quality-api.open-meteo.com")
        case .openMeteoGeocoding: BaseURL.known("https://geocoding-api.open-meteo.com", host: "geocoding-api.open-meteo.com")
        }
    }
}

/// Where live weather comes from: the operator's or user's choice (`--source`, `source =`).
public enum WeatherFeed: String, Sendable, Hashable, CaseIterable {
    /// OpenWeather's free 2.5 API: current conditions and the 3-hour forecast (the default with a key).
    case openWeather = "openweather"
    /// OpenWeather's One Call 3.0 (a separate subscription): hourly steps, days, alerts.
    case oneCall = "onecall"
    /// Open-Meteo: no key, CC BY 4.0 (the default without a key).
    case openMeteo = "open-meteo"

    /// A setting's value: `openweather` (or `2.5`), `onecall`, `open-meteo`, any case.
    public init?(setting: String) {
        let value = setting.trimmingWhitespace.lowercased()
        if value == "2.5" { self = .openWeather; return }
        guard let feed = WeatherFeed(rawValue: value) else { return nil }
        self = feed
    }

    /// Whether requests need an OpenWeather key.
    public var needsKey: Bool { self != .openMeteo }

    /// The calls a free client may make, which the service's budget keeps to unless told
    /// otherwise: OpenWeather's free plan 60 a minute (openweathermap.org/price; One Call
    /// 3.0 bills calls past 1,000 a day); Open-Meteo's free API 600 a minute and 10,000 a
    /// day (open-meteo.com/en/terms). Read 2026-12.
    package var freeCalls: (perMinute: Int, perDay: Int?) {
        switch self {
        case .openWeather: (60, nil)
        case .oneCall: (60, 1_000)
        case .openMeteo: (600, 10_000)
        }
    }

    /// The servers it asks.
    package var servers: [FeedServer] {
        switch self {
        case .openWeather, .oneCall: [.openWeather]
        case .openMeteo: [.openMeteoForecast, .openMeteoAirQuality, .openMeteoGeocoding]
        }
    }
}

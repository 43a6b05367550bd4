public import OpenWeatherAPI
public import WeatherCore

/// A forecast from the chosen feed for one place, as fetched (or taken from the cache): what
/// ``LiveWeather`` is for OpenWeather 2.5's two answers, for any feed.
public struct LiveForecast: Sendable {
    public var forecast: Forecast
    /// The place as the search named it; `nil` when it could not be named.
    public var place: Place?
    /// Why the place search for coordinates failed, when it did (the weather is still given).
    public var placeSearchFailure: NetworkError?
    /// The age of the oldest answer, in seconds, when the network failed and cached data is shown.
    public var staleAgeSeconds: Int?
    /// When the oldest answer was fetched (Unix seconds).
    public var fetchedAt: Int = 0
    /// Air quality at the same place, when it was asked for.
    public var airQuality: AirQualityInput?
    /// One Call was asked for and refused the key (401: no One Call subscription), so the
    /// forecast is OpenWeather 2.5's: a frontend says so once.
    public var oneCallRefused = false
    /// The feed the forecast came from.
    public var feed: WeatherFeed

    /// OpenWeather 2.5's two answers as a forecast, with everything else they came with.
    package init(_ weather: LiveWeather) {
        forecast = Forecast(current: weather.current, forecast: weather.forecast)
        place = weather.place
        placeSearchFailure = weather.placeSearchFailure
        staleAgeSeconds = weather.staleAgeSeconds
        fetchedAt = weather.fetchedAt
        airQuality = weather.airQuality.map(AirQualityInput.init(live:))
        feed = .openWeather
    }

    package init(forecast: Forecast, place: Place?, feed: WeatherFeed) {
        self.forecast = forecast
        self.place = place
        self.feed = feed
    }
}

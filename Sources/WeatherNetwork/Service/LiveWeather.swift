public import OpenWeatherAPI
public import WeatherCore

/// Current conditions and the forecast for one place, as fetched (or taken from the cache).
public struct LiveWeather: Sendable {
    public var current: CurrentWeatherResponse
    public var forecast: ForecastResponse
    /// The place as the search named it; `nil` when a reverse search found no name (the
    /// data's own name is used then).
    public var place: Place?
    /// Why the reverse search for the coordinates failed (an error answer, a timeout), when
    /// it did: the weather is still given, and a frontend says the place could not be named
    /// (``WeatherPresentation/ForecastPresenter/present(current:forecast:place:origin:placeSearchFailed:)``).
    public var placeSearchFailure: NetworkError?
    /// Set when the network failed and older cached data is shown: the age, in seconds, of
    /// the oldest of the two answers.
    public var staleAgeSeconds: Int?
    /// When the older of the two answers was fetched (Unix seconds): what a service's
    /// `Cache-Control: max-age` counts down from.
    public var fetchedAt: Int = 0
    /// Air pollution at the same place, when it was asked for (each answer may have failed alone).
    public var airQuality: LiveAirQuality?
}


/// Something that went wrong without stopping the command: the user is told, once.
package enum CacheWarning: Sendable, Hashable {
    /// An entry could not be read and was ignored (and will be replaced).
    case entryIgnored(path: String)
    /// An answer could not be saved.
    case notWritten(CacheWriteError)
}

import OpenWeatherAPI
import WeatherCore

/// A client's coalescers, one per kind of answer: concurrent requests for the same answer
/// share one upstream call and its one decoding, and the value they share keeps its type.
struct SharedAnswers: Sendable {
    let current = RequestCoalescer<CurrentWeatherResponse, NetworkError>()
    let forecast = RequestCoalescer<ForecastResponse, NetworkError>()
    /// A name search's, a reverse search's or Open-Meteo's matches.
    let places = RequestCoalescer<[Place], NetworkError>()
    /// A postal code's one place.
    let place = RequestCoalescer<Place, NetworkError>()
    /// OpenWeather's Air Pollution answers and Open-Meteo's hourly pollutants.
    let airPollution = RequestCoalescer<AirPollutionResponse, NetworkError>()
    /// One Call's and Open-Meteo's forecasts.
    let feedForecast = RequestCoalescer<Forecast, NetworkError>()
}

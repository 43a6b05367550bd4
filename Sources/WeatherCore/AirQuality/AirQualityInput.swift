/// The air-quality data given to a presenter beside the weather.
public enum AirQualityInput: Sendable {
    /// OpenWeather's Air Pollution answers: now, and, where they could be had, the past day
    /// (for the scales' averaging windows) and the hourly forecast (for the days' categories).
    case responses(current: AirPollutionResponse, history: AirPollutionResponse?, forecast: AirPollutionResponse?)
    /// It was asked for and could not be had: the weather is shown with one line saying so.
    case unavailable
}

public import FoundationEssentials

extension OpenWeatherDecoder {
    /// Decodes an Open-Meteo `/v1/forecast` body (asked with `timeformat=unixtime`, metric
    /// units and `wind_speed_unit=ms`) into a forecast: now, hourly steps and days.
    ///
    /// ```swift
    /// let forecast = try OpenWeatherDecoder.decodeOpenMeteoForecast(body)
    /// try presenter.present(forecast)   // "Weather data by Open-Meteo.com" in its footer
    /// ```
    /// - Throws: ``OpenWeatherDecodingError``: `.apiError(code: "400", message: reason)` for
    ///   Open-Meteo's `{"error": true, "reason": …}`, else the JSON path of what is wrong.
    public static func decodeOpenMeteoForecast(_ data: Data) throws(OpenWeatherDecodingError) -> Forecast {
        let document = try JSONDocument(data)
        if let error = OpenMeteoReader.apiError(document.tree) { throw error }
        return try OpenMeteoReader.forecast(document.tree)
    }

    /// Decodes an Open-Meteo `/v1/air-quality` body's hourly pollutants (µg/m³).
    public static func decodeOpenMeteoAirQuality(_ data: Data) throws(OpenWeatherDecodingError) -> AirPollutionResponse {
        let document = try JSONDocument(data)
        if let error = OpenMeteoReader.apiError(document.tree) { throw error }
        return try OpenMeteoReader.airQuality(document.tree)
    }

    /// Decodes an Open-Meteo geocoding body (`/v1/search`) asked in `language`: the matches,
    /// empty when there are none.
    public static func decodeOpenMeteoPlaces(_ data: Data, language: String) throws(OpenWeatherDecodingError) -> [Place] {
        let document = try JSONDocument(data)
        if let error = OpenMeteoReader.apiError(document.tree) { throw error }
        return try OpenMeteoReader.places(document.tree, language: language)
    }
}

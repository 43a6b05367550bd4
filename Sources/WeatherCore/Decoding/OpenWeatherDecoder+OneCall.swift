public import FoundationEssentials

extension OpenWeatherDecoder {
    /// Decodes a One Call 3.0 body (`/data/3.0/onecall`) into a forecast: the observation,
    /// 48 hourly steps, 8 days, the next hour minute by minute and the alerts, as far as the
    /// body carries them.
    ///
    /// ```swift
    /// let forecast = try OpenWeatherDecoder.decodeOneCall(body, units: .metric)
    /// try presenter.present(forecast)
    /// ```
    ///
    /// - Parameters:
    ///   - data: the response body.
    ///   - units: the `units` the request used; never guessed.
    /// - Throws: ``OpenWeatherDecodingError``, naming the JSON path of what is wrong.
    public static func decodeOneCall(_ data: Data, units: OpenWeatherUnits = .standard) throws(OpenWeatherDecodingError) -> Forecast {
        let document = try JSONDocument(data)
        if let error = WireModelReader.apiError(document.tree) { throw error }
        return try OneCallReader.forecast(document.tree, units: units)
    }
}

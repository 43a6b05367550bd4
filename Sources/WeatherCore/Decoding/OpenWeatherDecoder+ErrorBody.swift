public import FoundationEssentials

extension OpenWeatherDecoder {
    /// The reason an error body states, whichever feed sent it: Open-Meteo's
    /// `{"error": true, "reason": "…"}` or OpenWeather's `{"cod": 404, "message": "…"}`;
    /// bounded and without control characters (``UpstreamName/bounded(_:)``). `nil` for a
    /// body that is not such an object or states no reason.
    ///
    /// ```swift
    /// OpenWeatherDecoder.statedReason(Data(#"{"error":true,"reason":"Latitude must be in range of -90 to 90°. Given: 91.0."}"#.utf8))
    /// // "Latitude must be in range of -90 to 90°. Given: 91.0."
    /// ```
    package static func statedReason(_ data: Data) -> String? {
        guard let document = try? JSONDocument(data) else { return nil }
        let error = OpenMeteoReader.apiError(document.tree) ?? WireModelReader.apiError(document.tree)
        guard case .apiError(_, let message) = error else { return nil }
        let reason = UpstreamName.bounded(message)
        return reason.isEmpty ? nil : reason
    }
}

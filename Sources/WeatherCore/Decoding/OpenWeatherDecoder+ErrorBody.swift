package import FoundationEssentials

extension OpenWeatherDecoder {
    /// The reason an error body states, whichever feed sent it: Open-Meteo's
    /// `{"error": true, "reason": "…"}` or OpenWeather's `{"cod": 404, "message": "…"}`;
    /// bounded and without control characters (``UpstreamName/bounded(_:)``) or bidirectional
    /// embeddings, overrides and isolates (a reason is one left-to-right sentence). `nil` for a
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
        var reason = UpstreamName.bounded(message)
        reason.unicodeScalars.removeAll { (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) }
        return reason.isEmpty ? nil : reason
    }
}

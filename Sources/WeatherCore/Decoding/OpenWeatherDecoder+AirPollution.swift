public import FoundationEssentials

extension OpenWeatherDecoder {
    /// Decodes an Air Pollution body (current, forecast or history: one shape).
    ///
    /// An error object throws ``OpenWeatherDecodingError/apiError(code:message:)``; an empty
    /// `list` is a valid answer; a negative concentration is left out and recorded in
    /// `AirPollutionResponse.adjustments`; an impossible time or place throws, naming its path.
    ///
    /// ```swift
    /// let now = try OpenWeatherDecoder.decodeAirPollution(body)
    /// now.list.first?.components[.pm2_5]  // 28.4 (µg/m³)
    /// ```
    public static func decodeAirPollution(_ data: Data) throws(OpenWeatherDecodingError) -> AirPollutionResponse {
        let document = try JSONDocument(data)
        if let error = WireModelReader.apiError(document.tree) { throw error }
        var response = try WireModelReader.airPollution(document.tree)
        try response.validateAndRepair()
        return response
    }
}

extension AirPollutionResponse {
    /// Concentrations any air can hold, in µg/m³: 10 g/m³ is about 1 % of the air's own mass,
    /// beyond any fire's smoke (carbon monoxide at a lethal 1,000 ppm is 1.2 g/m³). A value
    /// past it (1e308, finite) is no reading, and its averages would overflow to infinity.
    static let concentrationRange = 0.0...10_000_000.0

    /// Checks times, coordinates and concentrations; leaves out negative concentrations, saying so.
    mutating func validateAndRepair() throws(OpenWeatherDecodingError) {
        let list = { JSONPath.root.appending(key: "list") }
        try coord?.validate(at: JSONPath.root.appending(key: "coord"))
        var repairs = ReadingRepairs()
        for index in self.list.indices {
            try validateTime(self.list[index].dt, at: list().appending(index: index).appending(key: "dt"))
            for pollutant in Pollutant.allCases {
                let path = { list().appending(index: index).appending(key: "components").appending(key: "\(pollutant.componentKey)") }
                var value = self.list[index].components[pollutant]
                if let value, value > Self.concentrationRange.upperBound {
                    throw .invalidValue(path: path().description, reason: .outside(value, Self.concentrationRange))
                }
                repairs.dropNegative(&value, at: path())
                self.list[index].components[pollutant] = value
            }
        }
        adjustments = repairs.adjustments
    }
}

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
    /// Checks times and coordinates; leaves out negative concentrations, saying so.
    mutating func validateAndRepair() throws(OpenWeatherDecodingError) {
        let list = { JSONPath.root.appending(key: "list") }
        try coord?.validate(at: JSONPath.root.appending(key: "coord"))
        var repairs = ReadingRepairs()
        for index in self.list.indices {
            try validateTime(self.list[index].dt, at: list().appending(index: index).appending(key: "dt"))
            for pollutant in Pollutant.allCases {
                var value = self.list[index].components[pollutant]
                repairs.dropNegative(&value, at: list().appending(index: index).appending(key: "components").appending(key: "\(pollutant.componentKey)"))
                self.list[index].components[pollutant] = value
            }
        }
        adjustments = repairs.adjustments
    }
}

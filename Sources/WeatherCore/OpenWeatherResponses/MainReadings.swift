/// Temperature, pressure and humidity (`main`), shared by current weather and forecast items.
///
/// Temperatures are the numbers in the response, in the units the request declared
/// (see ``OpenWeatherUnits``). Pressures are in hPa, humidity in percent.
package struct MainReadings: Sendable, Hashable, Codable {
    /// Temperature (`temp`).
    package var temp: Double
    /// Apparent temperature (`feels_like`), or `nil` when absent (responses before late 2019)
    /// or impossible.
    package var feelsLike: Double?
    /// Lowest temperature seen in the area at this moment (`temp_min`), not the day's minimum.
    package var tempMin: Double
    /// Highest temperature seen in the area at this moment (`temp_max`), not the day's maximum.
    package var tempMax: Double
    /// Atmospheric pressure in hPa (`pressure`).
    package var pressure: Double
    /// Relative humidity in percent, 0...100 (`humidity`).
    package var humidity: Int
    /// Pressure at sea level in hPa (`sea_level`), often absent.
    package var seaLevel: Double?
    /// Pressure at ground level in hPa (`grnd_level`), often absent.
    package var grndLevel: Double?
    /// Forecast-internal temperature correction (`temp_kf`); absent from current weather.
    package var tempKf: Double?

    /// Creates readings; optional ones default to absent.
    package init(
        temp: Double, feelsLike: Double?, tempMin: Double, tempMax: Double,
        pressure: Double, humidity: Int,
        seaLevel: Double? = nil, grndLevel: Double? = nil, tempKf: Double? = nil
    ) {
        self.temp = temp
        self.feelsLike = feelsLike
        self.tempMin = tempMin
        self.tempMax = tempMax
        self.pressure = pressure
        self.humidity = humidity
        self.seaLevel = seaLevel
        self.grndLevel = grndLevel
        self.tempKf = tempKf
    }

    enum CodingKeys: String, CodingKey {
        case temp
        case feelsLike = "feels_like"
        case tempMin = "temp_min"
        case tempMax = "temp_max"
        case pressure
        case humidity
        case seaLevel = "sea_level"
        case grndLevel = "grnd_level"
        case tempKf = "temp_kf"
    }
}

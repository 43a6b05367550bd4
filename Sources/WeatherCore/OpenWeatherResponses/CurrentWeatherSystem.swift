extension CurrentWeatherResponse {
    /// Country, sunrise and sunset, plus OpenWeather's internal fields (`sys`).
    package struct System: Sendable, Hashable, Codable {
        /// Internal parameter (`type`); often absent.
        package var type: Int?
        /// Internal parameter (`id`); often absent.
        package var id: Int?
        /// Internal parameter (`message`); often absent.
        package var message: Double?
        /// ISO 3166 country code such as `"KR"` (`country`); absent on the open sea.
        package var country: String?
        /// Sunrise, Unix seconds UTC (`sunrise`); absent in polar day or night.
        package var sunrise: Int?
        /// Sunset, Unix seconds UTC (`sunset`); absent in polar day or night.
        package var sunset: Int?

        /// Creates a `sys` object; every field may be absent.
        package init(
            type: Int? = nil, id: Int? = nil, message: Double? = nil,
            country: String? = nil, sunrise: Int? = nil, sunset: Int? = nil
        ) {
            self.type = type
            self.id = id
            self.message = message
            self.country = country
            self.sunrise = sunrise
            self.sunset = sunset
        }
    }
}

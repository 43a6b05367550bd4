extension CurrentWeatherResponse {
    /// Country, sunrise and sunset, plus OpenWeather's internal fields (`sys`).
    public struct System: Sendable, Hashable, Codable {
        /// Internal parameter (`type`); often absent.
        public var type: Int?
        /// Internal parameter (`id`); often absent.
        public var id: Int?
        /// Internal parameter (`message`); often absent.
        public var message: Double?
        /// ISO 3166 country code such as `"KR"` (`country`); absent on the open sea.
        public var country: String?
        /// Sunrise, Unix seconds UTC (`sunrise`); absent in polar day or night.
        public var sunrise: Int?
        /// Sunset, Unix seconds UTC (`sunset`); absent in polar day or night.
        public var sunset: Int?

        /// Creates a `sys` object; every field may be absent.
        public init(
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

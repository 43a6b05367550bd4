extension ForecastResponse {
    /// The place a forecast is for (`city`).
    package struct City: Sendable, Hashable, Encodable {
        /// OpenWeather's city id (`id`).
        package var id: Int
        /// The city name (`name`); empty when the API sends none.
        package var name: String
        /// The location (`coord`).
        package var coord: Coordinates
        /// ISO 3166 country code (`country`); absent on the open sea.
        package var country: String?
        /// Population (`population`); often absent.
        package var population: Int?
        /// The offset from UTC in seconds at request time (`timezone`), used for all five days:
        /// a daylight-saving change inside the window is not reflected.
        package var timezoneOffsetSeconds: Int?
        /// Sunrise on the request day, Unix seconds UTC (`sunrise`); absent in polar day or night.
        package var sunrise: Int?
        /// Sunset on the request day, Unix seconds UTC (`sunset`); absent in polar day or night.
        package var sunset: Int?

        /// Creates a city as the API would send it.
        package init(
            id: Int, name: String = "", coord: Coordinates, country: String? = nil,
            population: Int? = nil, timezoneOffsetSeconds: Int?, sunrise: Int? = nil, sunset: Int? = nil
        ) {
            self.id = id
            self.name = name
            self.coord = coord
            self.country = country
            self.population = population
            self.timezoneOffsetSeconds = timezoneOffsetSeconds
            self.sunrise = sunrise
            self.sunset = sunset
        }

        enum CodingKeys: String, CodingKey {
            case id, name, coord, country, population
            case timezoneOffsetSeconds = "timezone"
            case sunrise, sunset
        }
    }
}

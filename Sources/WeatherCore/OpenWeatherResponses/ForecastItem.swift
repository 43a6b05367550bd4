extension ForecastResponse {
    /// One three-hour forecast slot (an entry of `list`).
    package struct Item: Sendable, Hashable, Codable {
        /// Start of the slot, Unix seconds UTC (`dt`).
        package var dt: Int
        /// Temperature, pressure and humidity (`main`).
        package var main: MainReadings
        /// The conditions (`weather`); never empty once decoded, the first is the primary one.
        package var weather: [WeatherCondition]
        /// Cloudiness (`clouds`).
        package var clouds: Clouds
        /// Wind (`wind`).
        package var wind: Wind
        /// Visibility in metres, at most 10000 (`visibility`); often absent.
        package var visibility: Int?
        /// Probability of precipitation, 0...1 (`pop`); sometimes absent.
        package var probabilityOfPrecipitation: Double?
        /// Rain in the slot (`rain`, with `3h`); `nil` when none is expected, unlike 0 mm.
        package var rain: Precipitation?
        /// Snow in the slot (`snow`, with `3h`); `nil` when none is expected, unlike 0 mm.
        package var snow: Precipitation?
        /// Day or night (`sys`).
        package var sys: System
        /// The slot's start as `"YYYY-MM-DD HH:MM:SS"` in UTC (`dt_txt`), redundant with ``dt``.
        package var dtTxt: String?

        /// Creates a forecast slot as the API would send it.
        package init(
            dt: Int, main: MainReadings, weather: [WeatherCondition], clouds: Clouds, wind: Wind,
            visibility: Int? = nil, probabilityOfPrecipitation: Double? = nil,
            rain: Precipitation? = nil, snow: Precipitation? = nil, sys: System, dtTxt: String? = nil
        ) {
            self.dt = dt
            self.main = main
            self.weather = weather
            self.clouds = clouds
            self.wind = wind
            self.visibility = visibility
            self.probabilityOfPrecipitation = probabilityOfPrecipitation
            self.rain = rain
            self.snow = snow
            self.sys = sys
            self.dtTxt = dtTxt
        }

        /// The primary condition: the first entry of ``weather``.
        package var primaryCondition: WeatherCondition? {
            weather.first
        }

        enum CodingKeys: String, CodingKey {
            case dt, main, weather, clouds, wind, visibility
            case probabilityOfPrecipitation = "pop"
            case rain, snow, sys
            case dtTxt = "dt_txt"
        }

        /// Day or night for a forecast slot (`sys`).
        package struct System: Sendable, Hashable, Codable {
            /// Day or night at the location (`pod`).
            package var partOfDay: PartOfDay

            /// Creates a `sys` object for a slot.
            package init(partOfDay: PartOfDay) {
                self.partOfDay = partOfDay
            }

            enum CodingKeys: String, CodingKey {
                case partOfDay = "pod"
            }
        }
    }
}

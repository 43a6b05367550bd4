/// The body of `/data/2.5/weather`: the current conditions at one place.
///
/// Decode it with ``OpenWeatherDecoder/decodeCurrent(_:units:)``, which also checks
/// for error bodies and out-of-range values. Encoding writes the wire format
/// (without ``units``, which the API never sends).
public struct CurrentWeatherResponse: Sendable, Hashable, Encodable {
    /// The location (`coord`).
    package var coord: Coordinates
    /// The conditions (`weather`); never empty once decoded, the first is the primary one.
    package var weather: [WeatherCondition]
    /// An internal parameter, usually `"stations"` (`base`).
    package var base: String
    /// Temperature, pressure and humidity (`main`).
    package var main: MainReadings
    /// Visibility in metres, at most 10000 (`visibility`); often absent.
    package var visibility: Int?
    /// Wind (`wind`).
    package var wind: Wind
    /// Cloudiness (`clouds`).
    package var clouds: Clouds
    /// Rain (`rain`); `nil` when none fell, which is not the same as 0 mm.
    package var rain: Precipitation?
    /// Snow (`snow`); `nil` when none fell, which is not the same as 0 mm.
    package var snow: Precipitation?
    /// Time of the observation, Unix seconds UTC (`dt`).
    package var dt: Int
    /// Country, sunrise and sunset (`sys`).
    package var sys: System
    /// The location's offset from UTC in seconds, such as 32400 for Seoul (`timezone`).
    package var timezoneOffsetSeconds: Int?
    /// OpenWeather's city id (`id`).
    package var id: Int
    /// The city name (`name`); empty when the API sends none, such as on the open sea.
    package var name: String
    /// The response code (`cod`), 200 for a successful response.
    package var cod: Int
    /// The units the request declared; not part of the response body.
    package var units: OpenWeatherUnits
    /// Readings the decoder corrected or left out, each with its JSON path; not part of the body.
    package var adjustments: [ReadingAdjustment] = []

    /// Creates a response as the API would send it.
    package init(
        coord: Coordinates, weather: [WeatherCondition], base: String = "stations",
        main: MainReadings, visibility: Int? = nil, wind: Wind, clouds: Clouds,
        rain: Precipitation? = nil, snow: Precipitation? = nil, dt: Int, sys: System,
        timezoneOffsetSeconds: Int?, id: Int, name: String = "", cod: Int = 200,
        units: OpenWeatherUnits = .standard
    ) {
        self.coord = coord
        self.weather = weather
        self.base = base
        self.main = main
        self.visibility = visibility
        self.wind = wind
        self.clouds = clouds
        self.rain = rain
        self.snow = snow
        self.dt = dt
        self.sys = sys
        self.timezoneOffsetSeconds = timezoneOffsetSeconds
        self.id = id
        self.name = name
        self.cod = cod
        self.units = units
    }

    /// The primary condition: the first entry of ``weather``.
    package var primaryCondition: WeatherCondition? {
        weather.first
    }

    enum CodingKeys: String, CodingKey {
        case coord, weather, base, main, visibility, wind, clouds, rain, snow, dt, sys
        case timezoneOffsetSeconds = "timezone"
        case id, name, cod
    }
}

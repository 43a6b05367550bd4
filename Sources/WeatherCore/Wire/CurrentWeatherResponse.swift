/// The body of `/data/2.5/weather`: the current conditions at one place.
///
/// Decode it with ``OpenWeatherDecoder/decodeCurrent(_:units:)``, which also checks
/// for error bodies and out-of-range values. Encoding writes the wire format
/// (without ``units``, which the API never sends).
public struct CurrentWeatherResponse: Sendable, Hashable, Encodable {
    /// The location (`coord`).
    public var coord: Coordinates
    /// The conditions (`weather`); never empty once decoded, the first is the primary one.
    public var weather: [WeatherCondition]
    /// An internal parameter, usually `"stations"` (`base`).
    public var base: String
    /// Temperature, pressure and humidity (`main`).
    public var main: MainReadings
    /// Visibility in metres, at most 10000 (`visibility`); often absent.
    public var visibility: Int?
    /// Wind (`wind`).
    public var wind: Wind
    /// Cloudiness (`clouds`).
    public var clouds: Clouds
    /// Rain (`rain`); `nil` when none fell, which is not the same as 0 mm.
    public var rain: Precipitation?
    /// Snow (`snow`); `nil` when none fell, which is not the same as 0 mm.
    public var snow: Precipitation?
    /// Time of the observation, Unix seconds UTC (`dt`).
    public var dt: Int
    /// Country, sunrise and sunset (`sys`).
    public var sys: System
    /// The location's offset from UTC in seconds, such as 32400 for Seoul (`timezone`).
    public var timezoneOffsetSeconds: Int?
    /// OpenWeather's city id (`id`).
    public var id: Int
    /// The city name (`name`); empty when the API sends none, such as on the open sea.
    public var name: String
    /// The response code (`cod`), 200 for a successful response.
    public var cod: Int
    /// The units the request declared; not part of the response body.
    public var units: OpenWeatherUnits
    /// Readings the decoder corrected or left out, each with its JSON path; not part of the body.
    public var adjustments: [ReadingAdjustment] = []

    /// Creates a response as the API would send it.
    public init(
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
    public var primaryCondition: WeatherCondition? {
        weather.first
    }

    enum CodingKeys: String, CodingKey {
        case coord, weather, base, main, visibility, wind, clouds, rain, snow, dt, sys
        case timezoneOffsetSeconds = "timezone"
        case id, name, cod
    }
}

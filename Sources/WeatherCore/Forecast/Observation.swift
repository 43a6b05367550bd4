/// The conditions observed (or analysed) at one moment.
package struct Observation: Sendable, Hashable {
    /// When, Unix seconds UTC.
    package var time: Int
    /// The unit of the temperatures below.
    package var units: ReadingUnits
    package var temperature: Double
    /// The apparent temperature; `nil` when the feed gave none.
    package var feelsLike: Double?
    /// The lowest and highest temperature the feed reports around the place at this moment
    /// (OpenWeather 2.5's `temp_min`/`temp_max`: a spread across stations, not the day's
    /// range); `nil` where the feed has no such thing.
    package var areaLow: Double?
    package var areaHigh: Double?
    /// Pressure in hPa; `nil` when not given.
    package var pressure: Double?
    /// Relative humidity in percent; `nil` when not given.
    package var humidity: Double?
    /// Dew point, in ``units``; `nil` when not given.
    package var dewPoint: Double?
    /// Visibility in metres; `nil` when not given.
    package var visibility: Double?
    /// Cloud cover in percent; `nil` when not given.
    package var cloudCover: Double?
    /// The UV index now; `nil` when not given.
    package var uvIndex: Double?
    package var wind: WindReading
    /// Rain and snow that fell lately, in mm (the last hour, else the last three); `nil`
    /// when none was reported, which is not 0 mm.
    package var rain: Double?
    package var snow: Double?
    package var condition: SkyCondition?
    /// Today's sunrise and sunset, Unix seconds; `nil` (or 0 from OpenWeather) where the sun
    /// neither rises nor sets, or the feed gave none.
    package var sunrise: Int?
    package var sunset: Int?

    package init(
        time: Int, units: ReadingUnits, temperature: Double, feelsLike: Double? = nil,
        areaLow: Double? = nil, areaHigh: Double? = nil, pressure: Double? = nil, humidity: Double? = nil,
        dewPoint: Double? = nil, visibility: Double? = nil, cloudCover: Double? = nil, uvIndex: Double? = nil,
        wind: WindReading, rain: Double? = nil, snow: Double? = nil, condition: SkyCondition? = nil,
        sunrise: Int? = nil, sunset: Int? = nil
    ) {
        self.time = time
        self.units = units
        self.temperature = temperature
        self.feelsLike = feelsLike
        self.areaLow = areaLow
        self.areaHigh = areaHigh
        self.pressure = pressure
        self.humidity = humidity
        self.dewPoint = dewPoint
        self.visibility = visibility
        self.cloudCover = cloudCover
        self.uvIndex = uvIndex
        self.wind = wind
        self.rain = rain
        self.snow = snow
        self.condition = condition
        self.sunrise = sunrise
        self.sunset = sunset
    }
}

public import WeatherCore
public import WeatherLocalization

/// Everything a caller chooses about a presentation, in one value.
///
/// ```swift
/// var options = PresentationOptions(locale: try WeatherLocale("ko_KR"))
/// options.temperature.rounding = Rounding(fractionDigits: 1)
/// options.now = 1_796_367_600  // what counts as "today", for reproducible day names
/// ```
public struct PresentationOptions: Sendable, Hashable, Codable {
    public var locale: WeatherLocale
    /// Unit override, rounding and width of temperatures (accessibility labels always use full names).
    public var temperature: TemperatureFormatOptions
    /// ICU skeletons for each kind of date shown.
    public var skeletons: DateSkeletons
    /// Show times in this zone instead of the location's own offset from the data.
    public var timeZone: WeatherTimeZone?
    /// The instant (Unix seconds) that counts as "now" for "Today"/"Tomorrow"; `nil` means the
    /// observation time of the data, so the same input always renders the same way.
    public var now: Int?
    /// Which 3-hour steps the hourly forecast shows: by default the next 24 hours from `now`.
    public var hours: HourlyWindow
    /// How many hours from `now` the chart and the "what changes next" sentence look ahead.
    public var chartHours: Int
    /// The air-quality scale to use; `nil` for the location's country's own (see ``AirQualityScaleChoice``).
    public var airQualityScale: AirQualityScaleID?
    /// Whether to show the lunar date: `nil` lets the locale decide (Korean and Chinese
    /// readers, or a `-u-ca-dangi`/`-u-ca-chinese` keyword), `true`/`false` turn it on or off
    /// (`lunar =` in the configuration, `?lunar=` in the service).
    public var lunar: Bool? = nil

    public init(
        locale: WeatherLocale,
        temperature: TemperatureFormatOptions = TemperatureFormatOptions(),
        skeletons: DateSkeletons = DateSkeletons(),
        timeZone: WeatherTimeZone? = nil,
        now: Int? = nil,
        hours: HourlyWindow = .default,
        chartHours: Int = 24,
        airQualityScale: AirQualityScaleID? = nil
    ) {
        self.airQualityScale = airQualityScale
        self.chartHours = chartHours
        self.locale = locale
        self.temperature = temperature
        self.skeletons = skeletons
        self.timeZone = timeZone
        self.now = now
        self.hours = hours
    }
}

/// How much of the 3-hour forecast to show.
public enum HourlyWindow: Sendable, Hashable, Codable {
    /// The steps from `now` (or the first step, if later) up to this many hours after it.
    case hours(Int)
    /// Every step of the forecast.
    case all

    /// The next 24 hours: what weather apps show first.
    public static let `default` = HourlyWindow.hours(24)
}

/// ICU date skeletons per field; the locale turns each into its own pattern.
public struct DateSkeletons: Sendable, Hashable, Codable {
    /// Observation time of the current conditions (`MMMEdjm` → `12월 5일 (토) 오후 3:00`).
    public var observedAt: String
    /// Time of a 3-hour step, under its day's heading (`j` → `오후 3시`, `3 PM`, `15 Uhr`; the
    /// hour cycle follows the locale and `-u-hc-`). A skeleton without minutes gains `m`
    /// where the steps do not fall on the hour (Kathmandu, +05:45), so 23:45 is never
    /// "11 PM", and where the locale writes the hour as a bare number (`HH`: "15" in
    /// Russian, Spanish, British English), so it reads "15:00", as their weather services write.
    public var hourly: String
    /// Date of a day, beside its name (`MMMd` → `12월 5일`, `Dec 5`: the name says the weekday);
    /// in Japanese with the weekday added (`12月5日(土)`), as its weather services write a day.
    public var day: String
    /// Weekday used as a day's title beyond tomorrow (`EEEE` → `월요일`).
    public var weekday: String
    /// Sunrise and sunset (`jm` → `오전 7:31`).
    public var sunriseSunset: String

    public init(
        observedAt: String = "MMMEdjm", hourly: String = "j", day: String = "MMMd",
        weekday: String = "EEEE", sunriseSunset: String = "jm"
    ) {
        self.observedAt = observedAt
        self.hourly = hourly
        self.day = day
        self.weekday = weekday
        self.sunriseSunset = sunriseSunset
    }
}

/// A forecast from any feed, in one shape: the place and its clock, the observation now,
/// steps of any length (3 hours for OpenWeather 2.5, 1 hour for One Call and Open-Meteo),
/// the feed's own days, the next hour minute by minute, and the authorities' alerts.
///
/// Each feed's reader fills it (``Forecast/init(current:forecast:)`` for OpenWeather 2.5);
/// the presenter maps it to a view model without knowing which feed it came from. What a
/// feed does not carry stays empty or `nil`: never a guess.
public struct Forecast: Sendable, Hashable {
    /// Where the forecast is for, and the zone its times are read in.
    package var location: ForecastLocation
    /// The conditions observed (or analysed) now; `nil` when the feed gave none.
    package var observation: Observation?
    /// The forecast steps, oldest first, with the units they were sent in; `nil` without a forecast.
    package var steps: ForecastSteps?
    /// The feed's own days (One Call's `daily`, Open-Meteo's `daily`); empty where the
    /// presenter derives days from the steps (OpenWeather 2.5).
    package var days: [ForecastDay]
    /// Precipitation minute by minute for the next hour; empty where the feed has none.
    package var minutely: [MinutePrecipitation]
    /// Warnings from national weather services, as sent; empty when there are none.
    package var alerts: [WeatherAlert]
    /// Whether the feed carries warnings at all (One Call does, 2.5 does not): an empty
    /// ``alerts`` then means there are none.
    package var carriesAlerts = false
    /// Readings the reader corrected or left out, each with its JSON path.
    package var adjustments: [ReadingAdjustment] = []
    /// The credit the feed's terms ask for wherever its data is shown; `nil` for OpenWeather.
    package var attribution: DataAttribution?

    /// Creates a forecast; every part but the location may be absent.
    package init(
        location: ForecastLocation, observation: Observation? = nil, steps: ForecastSteps? = nil,
        days: [ForecastDay] = [], minutely: [MinutePrecipitation] = [], alerts: [WeatherAlert] = []
    ) {
        self.location = location
        self.observation = observation
        self.steps = steps
        self.days = days
        self.minutely = minutely
        self.alerts = alerts
    }

    /// The instant the forecast is about: the observation's time, else the first step's.
    package var referenceTime: Int? {
        observation?.time ?? steps?.items.first?.time
    }
}

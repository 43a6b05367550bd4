/// The units a feed sent its temperatures in. Wind speeds are always held in m/s (a reader
/// converts mph exactly), pressures in hPa, amounts in mm, distances in metres.
package struct ReadingUnits: Sendable, Hashable {
    /// The unit of every temperature in the readings it goes with.
    package var temperature: TemperatureUnit

    package init(temperature: TemperatureUnit) {
        self.temperature = temperature
    }
}

/// Wind at a moment or over a step, in m/s.
package struct WindReading: Sendable, Hashable {
    /// Mean speed, m/s.
    package var speed: Double
    /// The direction it blows from, meteorological degrees; `nil` when not reported.
    package var direction: Double?
    /// Gust speed, m/s; `nil` when none was reported.
    package var gust: Double?

    package init(speed: Double, direction: Double? = nil, gust: Double? = nil) {
        self.speed = speed
        self.direction = direction
        self.gust = gust
    }
}

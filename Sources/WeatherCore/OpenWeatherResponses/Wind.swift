/// Wind (`wind`). Speeds are in m/s, or mph for ``OpenWeatherUnits/imperial``.
package struct Wind: Sendable, Hashable, Codable {
    /// Mean wind speed (`speed`).
    package var speed: Double
    /// Direction the wind blows from, meteorological degrees 0...360 (`deg`); sometimes absent.
    package var deg: Double?
    /// Gust speed (`gust`); absent when there were no gusts to report.
    package var gust: Double?

    /// Creates a wind reading; direction and gust default to absent.
    package init(speed: Double, deg: Double? = nil, gust: Double? = nil) {
        self.speed = speed
        self.deg = deg
        self.gust = gust
    }

    enum CodingKeys: String, CodingKey {
        case speed, deg, gust
    }
}

/// One weather condition (an entry of `weather[]`); the first entry of a response is the primary one.
///
/// Translate by ``id``, never by the English ``description``.
///
/// ```swift
/// let rain = WeatherCondition(id: 500, main: "Rain", description: "light rain", icon: "10d")
/// rain.group // .rain
/// ```
package struct WeatherCondition: Sendable, Hashable, Codable {
    /// The condition id, such as 500 for light rain (`id`).
    package var id: Int
    /// The English group name, such as `"Rain"` (`main`).
    package var main: String
    /// The description, English or in the request's `lang` (`description`).
    package var description: String
    /// The icon code, such as `"10d"` (`icon`); its `d`/`n` suffix tells day from night.
    package var icon: String

    /// Creates a condition as the API would send it.
    package init(id: Int, main: String, description: String, icon: String) {
        self.id = id
        self.main = main
        self.description = description
        self.icon = icon
    }

    /// The family of ``id``, by its hundreds.
    package var group: ConditionGroup {
        ConditionGroup(conditionID: id)
    }

    /// Whether ``id`` is one of the current ids in ``knownIDs``.
    package var isKnown: Bool {
        Self.knownIDs.contains(id)
    }

    /// The 55 condition ids OpenWeather currently documents, in ascending order.
    ///
    /// Every translation table needs an entry for each. The retired 9xx ids are not included.
    package static let knownIDs: [Int] = [
        // Thunderstorm
        200, 201, 202, 210, 211, 212, 221, 230, 231, 232,
        // Drizzle
        300, 301, 302, 310, 311, 312, 313, 314, 321,
        // Rain
        500, 501, 502, 503, 504, 511, 520, 521, 522, 531,
        // Snow
        600, 601, 602, 611, 612, 613, 615, 616, 620, 621, 622,
        // Atmosphere
        701, 711, 721, 731, 741, 751, 761, 762, 771, 781,
        // Clear and clouds
        800, 801, 802, 803, 804,
    ]
}

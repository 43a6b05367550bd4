/// What the sky is doing, in the vocabulary of the feed that said it.
package struct SkyCondition: Sendable, Hashable {
    /// The condition's code and the scheme it belongs to.
    package var code: ConditionCode
    /// OpenWeather's icon code (`10d`) for drawing; for other schemes the icon of the
    /// nearest OpenWeather condition, so every frontend draws every feed.
    package var icon: String

    package init(code: ConditionCode, icon: String) {
        self.code = code
        self.icon = icon
    }

    /// Stands in where a feed gave no condition: reads as "unknown conditions".
    package static let unreported = SkyCondition(code: .openWeather(0), icon: "")

    /// Whether the icon marks daytime (`01d`) or night (`01n`); `nil` without an icon.
    package var isDaytimeIcon: Bool? {
        if icon.hasSuffix("d") { return true }
        if icon.hasSuffix("n") { return false }
        return nil
    }

    /// What falls, if anything.
    package var precipitation: PrecipitationKind? {
        code.precipitation
    }
}

/// A weather condition code and its scheme.
package enum ConditionCode: Sendable, Hashable {
    /// OpenWeather's condition id (`500` light rain): 2.5 and One Call.
    case openWeather(Int)
    /// A WMO 4677 present-weather code as Open-Meteo sends it (`61` slight rain).
    case wmo(Int)

    /// The code's number in its scheme (`500`, `61`).
    package var number: Int {
        switch self {
        case .openWeather(let id), .wmo(let id): id
        }
    }

    /// The family of the condition, for severity and symbols.
    package var group: ConditionGroup {
        switch self {
        case .openWeather(let id): ConditionGroup(conditionID: id)
        // A WMO code's family is its nearest OpenWeather condition's (``WMOWeatherCode``), so
        // the two vocabularies are mapped in one place.
        case .wmo: ConditionGroup(conditionID: openWeatherID)
        }
    }

    /// What falls in the condition: thunderstorms, drizzle and rain (freezing rain included)
    /// are rain; snow, sleet and rain-and-snow are snow.
    package var precipitation: PrecipitationKind? {
        switch group {
        case .thunderstorm, .drizzle, .rain: .rain
        case .snow: .snow
        case .atmosphere, .clear, .clouds, .unknown: nil
        }
    }
}

/// Rain or snow, as a condition's kind of precipitation.
package enum PrecipitationKind: Sendable, Hashable {
    case rain, snow
}

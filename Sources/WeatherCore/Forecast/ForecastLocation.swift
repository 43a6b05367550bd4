/// Where a forecast is for, as the feed names it, and the clock its times are read in.
package struct ForecastLocation: Sendable, Hashable {
    /// The place's name as the feed gives it; empty when it gives none (the open sea).
    package var name: String
    /// ISO 3166 country code (`KR`) when the feed gives one.
    package var countryCode: String?
    /// The location, when the feed gives it.
    package var coordinates: Coordinates?
    /// The zone the feed says the place keeps; `nil` when it says nothing.
    package var clock: ForecastClock?

    /// Creates a location.
    package init(name: String = "", countryCode: String? = nil, coordinates: Coordinates? = nil, clock: ForecastClock? = nil) {
        self.name = name
        self.countryCode = countryCode
        self.coordinates = coordinates
        self.clock = clock
    }
}

/// The time zone a feed gives for its place, with the JSON path it came from (for a
/// message that names the field when the value is unusable).
package enum ForecastClock: Sendable, Hashable {
    /// A fixed offset from UTC in seconds (OpenWeather 2.5's `timezone`): a daylight-saving
    /// change inside the forecast is not reflected.
    case utcOffset(seconds: Int, path: String)
    /// An IANA zone (`Asia/Seoul`; One Call's `timezone`, Open-Meteo's with `timezone=auto`),
    /// with the offset the feed gave beside it when it gave one.
    case identifier(String, offsetSeconds: Int?, path: String)

    /// The JSON path of the field the zone came from.
    package var path: String {
        switch self {
        case .utcOffset(_, let path), .identifier(_, _, let path): path
        }
    }
}

/// The matches of one place search, made ready to show: each match takes the names in other
/// languages that another match at the same place has (OpenWeather often lists one town
/// twice, once with `local_names` and once without), and keeps its state only where the
/// state tells places apart. OpenWeather gives states in English only, so a state that
/// tells nothing apart (`New York, New York, US`; `City of London, England, GB`) would only
/// put English words into a Korean or Japanese header.
///
/// ```swift
/// let shown = PlaceMatches.prepared(springfields, query: "Springfield")
/// shown.map(\.state)  // ["Illinois", "Missouri", "Massachusetts"]: same name, same country
/// PlaceMatches.prepared([london], query: "London")[0].state         // nil
/// PlaceMatches.prepared([london], query: "London,England")[0].state // "England": typed
/// ```
package enum PlaceMatches {
    /// How close another match must be to count as the same place, in kilometers.
    package static let samePlaceKilometers = 10.0

    /// `matches` in the same order, each with names borrowed from matches at the same place
    /// and its state kept only when another match has the same name in the same country, or
    /// when `query` (what the user typed: `Springfield,IL,US`) names a state.
    package static func prepared(_ matches: [Place], query: String?) -> [Place] {
        matches.enumerated().map { index, match in
            var place = match
            for (otherIndex, other) in matches.enumerated() where otherIndex != index && isSamePlace(match, other) {
                place.localNames.merge(other.localNames) { own, _ in own }
            }
            if let state = place.state, !statesTellApart(place, among: matches, query: query, state: state) {
                place.state = nil
            }
            return place
        }
    }

    /// Whether two matches are one place: the same country and at most
    /// ``samePlaceKilometers`` apart (an equirectangular distance, ample at this scale).
    static func isSamePlace(_ a: Place, _ b: Place) -> Bool {
        guard a.countryCode == b.countryCode, let p = a.coordinates, let q = b.coordinates else { return false }
        let kilometersPerDegree = 111.2
        let north = (p.lat - q.lat) * kilometersPerDegree
        var eastDegrees = (p.lon - q.lon).magnitude
        if eastDegrees > 180 { eastDegrees = 360 - eastDegrees }
        let east = eastDegrees * kilometersPerDegree * Trigonometry.cos(degrees: (p.lat + q.lat) / 2)
        return (north * north + east * east).squareRoot() <= samePlaceKilometers
    }

    private static func statesTellApart(_ place: Place, among matches: [Place], query: String?, state: String) -> Bool {
        if let query, typedState(in: query, matching: state) { return true }
        return matches.contains { other in
            other.name == place.name && other.countryCode == place.countryCode && other.state != place.state
                && !isSamePlace(place, other)
        }
    }

    /// Whether the search text names a state: OpenWeather's `city,state,country` form, or a
    /// part after the city that is the state's name (`London,England`).
    private static func typedState(in query: String, matching state: String) -> Bool {
        let parts = query.split(separator: ",").map { String($0).trimmingWhitespace }
        if parts.count >= 3 { return true }
        return parts.dropFirst().contains { $0.lowercased() == state.lowercased() }
    }
}

/// What the user asked for: a place name, a ZIP or postal code, or coordinates.
public enum PlaceQuery: Sendable, Hashable, CustomStringConvertible {
    /// `Seoul`, `Springfield,IL,US`, `서울`, `東京`.
    case name(String)
    /// `10001,US`.
    case zip(String)
    /// Degrees, north and east positive.
    case coordinates(latitude: Double, longitude: Double)

    /// What was searched, as an error names it.
    public var description: String {
        switch self {
        case .name(let name): name
        case .zip(let code): code
        case .coordinates(let latitude, let longitude):
            CoordinateText(latitude: latitude, longitude: longitude).latitude + ","
                + CoordinateText(latitude: latitude, longitude: longitude).longitude
        }
    }
}

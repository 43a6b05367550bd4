/// A location as OpenWeather gives it (`coord`).
public struct Coordinates: Sendable, Hashable, Codable {
    /// Longitude in degrees, east positive (`lon`).
    public var lon: Double
    /// Latitude in degrees, north positive (`lat`).
    public var lat: Double

    /// Creates coordinates from longitude and latitude in degrees.
    public init(lon: Double, lat: Double) {
        self.lon = lon
        self.lat = lat
    }
}

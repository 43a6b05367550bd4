/// A location as OpenWeather gives it (`coord`).
public struct Coordinates: Sendable, Hashable, Codable {
    /// Longitude in degrees, east positive (`lon`).
    public var lon: Double
    /// Latitude in degrees, north positive (`lat`).
    public var lat: Double

    /// The latitudes a place can have, in degrees (NaN is in neither range).
    package static let latitudeRange: ClosedRange<Double> = -90...90
    /// The longitudes a place can have, in degrees.
    package static let longitudeRange: ClosedRange<Double> = -180...180

    /// Creates coordinates from longitude and latitude in degrees.
    public init(lon: Double, lat: Double) {
        self.lon = lon
        self.lat = lat
    }
}

package import FoundationEssentials

/// Decodes OpenWeather Geocoding API responses (`/geo/1.0/…`) into `Place` values.
///
/// ```swift
/// let places = try GeocodingDecoder.decodePlaces(body)  // /geo/1.0/direct or /reverse
/// places.first?.name(forLanguage: "ko")                 // "서울"
/// ```
package enum GeocodingDecoder {
    /// A `/geo/1.0/direct` or `/geo/1.0/reverse` body: a JSON array, empty when nothing matched.
    /// - Parameter limit: the matches wanted; a server may send any number, and those past
    ///   the limit are parsed as JSON but never decoded, validated or compared.
    package static func decodePlaces(_ data: Data, limit: Int = .max) throws(OpenWeatherDecodingError) -> [Place] {
        let entries = try OpenWeatherDecoder.decodeBodyPrefix(GeocodingEntry.self, limit: limit, from: data)
        for (index, entry) in entries.enumerated() { try entry.validate(at: "[\(index)].") }
        return entries.map(\.place)
    }

    /// A `/geo/1.0/zip` body: one object.
    package static func decodeZipPlace(_ data: Data) throws(OpenWeatherDecodingError) -> Place {
        let entry = try OpenWeatherDecoder.decodeBody(GeocodingEntry.self, from: data)
        try entry.validate(at: "")
        return entry.place
    }
}

/// One entry of a geocoding response, as OpenWeather sends it.
struct GeocodingEntry: Decodable {
    var name: String
    var local_names: [String: String]?
    var lat: Double
    var lon: Double
    var country: String?
    var state: String?

    /// Coordinates no place has (a latitude of 999, 1e300, NaN) are a broken answer: they
    /// would be sent on to the data endpoints, or trap where they become integers.
    func validate(at prefix: String) throws(OpenWeatherDecodingError) {
        if !Coordinates.latitudeRange.contains(lat) {
            throw .invalidValue(path: prefix + "lat", reason: .outside(lat, Coordinates.latitudeRange))
        }
        if !Coordinates.longitudeRange.contains(lon) {
            throw .invalidValue(path: prefix + "lon", reason: .outside(lon, Coordinates.longitudeRange))
        }
    }

    /// The place with every name bounded where it enters (``UpstreamName``): no control
    /// characters, no unbounded length, a country code that is a code.
    var place: Place {
        // `ascii` and `feature_name` sit among the language codes but are not languages.
        var names: [String: String] = [:]
        for (key, value) in local_names ?? [:] where key != "ascii" && key != "feature_name" && UpstreamName.isLanguageKey(key) {
            names[key] = UpstreamName.bounded(value)
        }
        return Place(
            name: UpstreamName.bounded(name), localNames: names, state: state.map(UpstreamName.bounded),
            countryCode: UpstreamName.countryCode(country), coordinates: Coordinates(lon: lon, lat: lat))
    }
}

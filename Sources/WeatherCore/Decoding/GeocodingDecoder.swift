package import FoundationEssentials

/// Decodes OpenWeather Geocoding API responses (`/geo/1.0/…`) into `Place` values, with the
/// one JSON reader the weather endpoints use (``WireModelReader``): an error object
/// (`{"cod":401,"message":…}`) throws ``OpenWeatherDecodingError/apiError(code:message:)``,
/// any other failure names a JSON path.
///
/// ```swift
/// let places = try GeocodingDecoder.decodePlaces(body)  // /geo/1.0/direct or /reverse
/// places.first?.name(forLanguage: "ko")                 // "서울"
/// ```
package enum GeocodingDecoder {
    /// A `/geo/1.0/direct` or `/geo/1.0/reverse` body: a JSON array, empty when nothing matched.
    /// - Parameter limit: the matches wanted; a server may send any number, and those past
    ///   the limit are parsed as JSON but never read, validated or compared.
    package static func decodePlaces(_ data: Data, limit: Int = .max) throws(OpenWeatherDecodingError) -> [Place] {
        let entries = try WireModelReader.geocodingEntries(checkedTree(data), limit: limit)
        for (index, entry) in entries.enumerated() { try entry.validate(at: "[\(index)].") }
        return entries.map(\.place)
    }

    /// A `/geo/1.0/zip` body: one object.
    package static func decodeZipPlace(_ data: Data) throws(OpenWeatherDecodingError) -> Place {
        let entry = try WireModelReader.geocodingEntry(checkedTree(data))
        try entry.validate(at: "")
        return entry.place
    }

    /// The body read, unless it is an error object.
    private static func checkedTree(_ data: Data) throws(OpenWeatherDecodingError) -> JSONTree {
        let document = try JSONDocument(data)
        if let error = WireModelReader.apiError(document.tree) { throw error }
        return document.tree
    }
}

/// One entry of a geocoding response, as OpenWeather sends it.
struct GeocodingEntry {
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

extension WireModelReader {
    /// The first `limit` entries of a geocoding array; the rest are never read.
    static func geocodingEntries(_ tree: JSONTree, limit: Int) throws(OpenWeatherDecodingError) -> [GeocodingEntry] {
        do throws(Failure) {
            return try tree.withReader { reader throws(Failure) in
                guard reader.kind(JSONTree.root) == .array else { throw Failure(node: JSONTree.root, problem: .expected(.array)) }
                var entries: [GeocodingEntry] = []
                for (_, element) in reader.elements(of: JSONTree.root) {
                    guard entries.count < limit else { break }
                    entries.append(try geocodingEntry(Fields(reader, element)))
                }
                return entries
            }
        } catch {
            throw error.error(in: tree)
        }
    }

    /// A `/geo/1.0/zip` body's one entry.
    static func geocodingEntry(_ tree: JSONTree) throws(OpenWeatherDecodingError) -> GeocodingEntry {
        try read(tree) { root throws(Failure) in try geocodingEntry(root) }
    }

    /// The fields in the entry's order, so the first that fails is the one reported.
    private static func geocodingEntry(_ object: Fields) throws(Failure) -> GeocodingEntry {
        GeocodingEntry(
            name: try object.string("name"),
            local_names: try object.optionalFields("local_names").map { names throws(Failure) in try names.texts() },
            lat: try object.double("lat"),
            lon: try object.double("lon"),
            country: try object.optionalString("country"),
            state: try object.optionalString("state"))
    }
}

extension Fields {
    /// Every member of the object, each a string (`local_names`); a repeated key's last
    /// value wins. A `null` member is missing, a value of another kind is not a string.
    func texts() throws(Failure) -> [String: String] {
        var texts: [String: String] = [:]
        texts.reserveCapacity(reader.count(object))
        for (key, value) in reader.members(of: object) {
            switch reader.kind(value) {
            case .string: texts[reader.text(of: key)] = reader.text(of: value)
            case .null: throw Failure(node: value, problem: .null)
            default: throw Failure(node: value, problem: .expected(.string))
            }
        }
        return texts
    }
}

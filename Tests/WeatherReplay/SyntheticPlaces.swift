import FoundationEssentials
import WeatherTestSupport

/// A place the replay knows beyond the recorded fixtures: a real city's name, country and
/// coordinates, with weather that is Seoul's recording moved there.
struct SyntheticPlace: Sendable {
    var name: String
    var country: String
    var latitude: Double
    var longitude: Double
    /// A made-up city id, distinct per place (OpenWeather's ids are 7 digits; these are 9).
    var id: Int

    /// The UTC offset of the place's nominal time zone: its longitude in whole hours. Real
    /// zones differ (Madrid, Beijing); the replay needs only a valid, place-dependent offset.
    var timezoneSeconds: Int { Int((longitude / 15).rounded()) * 3600 }

    /// Whether `latitude`, `longitude` name this place (queries carry four decimals).
    func matches(latitude: Double, longitude: Double) -> Bool {
        abs(self.latitude - latitude) < 0.005 && abs(self.longitude - longitude) < 0.005
    }

    /// The 62 places, in the order load tests take them (the first 50 are point 1's).
    static let all: [SyntheticPlace] = [
        ("Lisbon", "PT", 38.72, -9.14), ("Madrid", "ES", 40.42, -3.70), ("Paris", "FR", 48.86, 2.35),
        ("Berlin", "DE", 52.52, 13.40), ("Rome", "IT", 41.90, 12.50), ("Vienna", "AT", 48.21, 16.37),
        ("Warsaw", "PL", 52.23, 21.01), ("Prague", "CZ", 50.08, 14.44), ("Stockholm", "SE", 59.33, 18.07),
        ("Oslo", "NO", 59.91, 10.75), ("Helsinki", "FI", 60.17, 24.94), ("Copenhagen", "DK", 55.68, 12.57),
        ("Dublin", "IE", 53.35, -6.26), ("London", "GB", 51.51, -0.13), ("Amsterdam", "NL", 52.37, 4.90),
        ("Brussels", "BE", 50.85, 4.35), ("Zurich", "CH", 47.37, 8.54), ("Athens", "GR", 37.98, 23.73),
        ("Istanbul", "TR", 41.01, 28.98), ("Cairo", "EG", 30.04, 31.24), ("Nairobi", "KE", -1.29, 36.82),
        ("Lagos", "NG", 6.52, 3.38), ("Johannesburg", "ZA", -26.20, 28.05), ("Casablanca", "MA", 33.57, -7.59),
        ("Dubai", "AE", 25.20, 55.27), ("Riyadh", "SA", 24.71, 46.68), ("Tehran", "IR", 35.69, 51.39),
        ("Karachi", "PK", 24.86, 67.01), ("Delhi", "IN", 28.61, 77.21), ("Mumbai", "IN", 19.08, 72.88),
        ("Bengaluru", "IN", 12.97, 77.59), ("Dhaka", "BD", 23.81, 90.41), ("Bangkok", "TH", 13.76, 100.50),
        ("Hanoi", "VN", 21.03, 105.85), ("Singapore", "SG", 1.35, 103.82), ("Jakarta", "ID", -6.21, 106.85),
        ("Manila", "PH", 14.60, 120.98), ("Taipei", "TW", 25.03, 121.57), ("Shanghai", "CN", 31.23, 121.47),
        ("Beijing", "CN", 39.90, 116.41), ("Tokyo", "JP", 35.68, 139.69), ("Osaka", "JP", 34.69, 135.50),
        ("Busan", "KR", 35.18, 129.08), ("Sydney", "AU", -33.87, 151.21), ("Melbourne", "AU", -37.81, 144.96),
        ("Auckland", "NZ", -36.85, 174.76), ("Honolulu", "US", 21.31, -157.86), ("Anchorage", "US", 61.22, -149.90),
        ("Vancouver", "CA", 49.28, -123.12), ("Chicago", "US", 41.88, -87.63), ("Toronto", "CA", 43.65, -79.38),
        ("Montreal", "CA", 45.50, -73.57), ("Mexico City", "MX", 19.43, -99.13), ("Bogota", "CO", 4.71, -74.07),
        ("Lima", "PE", -12.05, -77.04), ("Santiago", "CL", -33.45, -70.67), ("Buenos Aires", "AR", -34.60, -58.38),
        ("Sao Paulo", "BR", -23.55, -46.63), ("Reykjavik", "IS", 64.15, -21.94), ("Jerusalem", "IL", 31.77, 35.21),
        ("Los Angeles", "US", 34.05, -118.24), ("Hong Kong", "HK", 22.32, 114.17),
    ].enumerated().map { index, place in
        SyntheticPlace(name: place.0, country: place.1, latitude: place.2, longitude: place.3, id: 900_000_001 + index)
    }
}

/// The recorded answers of each synthetic place, made once at start from Seoul's recordings.
struct SyntheticAnswers: Sendable {
    var geocoding: [UInt8]
    var current: [UInt8]
    var forecast: [UInt8]

    /// Seoul's fixtures with the place's id, name, coordinates, country and offset put in.
    /// Each replaced field occurs exactly once in each fixture; anything else is an error,
    /// so a changed fixture stops the replay at start instead of serving Seoul under another name.
    init(for place: SyntheticPlace, seoulCurrent: String, seoulForecast: String) throws(FixtureMismatch) {
        let replacements = [
            (#""id": 1835848"#, #""id": \#(place.id)"#),
            (#""name": "Seoul""#, #""name": "\#(place.name)""#),
            (#""lat": 37.5683"#, #""lat": \#(place.latitude)"#),
            (#""lon": 126.9778"#, #""lon": \#(place.longitude)"#),
            (#""country": "KR""#, #""country": "\#(place.country)""#),
            (#""timezone": 32400"#, #""timezone": \#(place.timezoneSeconds)"#),
        ]
        current = Array(try Self.replacing(replacements, in: seoulCurrent, fixture: "seoul-current").utf8)
        forecast = Array(try Self.replacing(replacements, in: seoulForecast, fixture: "seoul-forecast").utf8)
        geocoding = Array(#"[{"name":"\#(place.name)","local_names":{"en":"\#(place.name)"},"lat":\#(place.latitude),"lon":\#(place.longitude),"country":"\#(place.country)"}]"#.utf8)
    }

    private static func replacing(_ pairs: [(String, String)], in text: String, fixture: String) throws(FixtureMismatch) -> String {
        var result = text
        for (old, new) in pairs {
            let parts = result.split(separator: old, omittingEmptySubsequences: false)
            guard parts.count == 2 else { throw FixtureMismatch(fixture: fixture, field: old, occurrences: parts.count - 1) }
            result = parts.joined(separator: new)
        }
        return result
    }
}

/// A fixture no longer has a field the synthetic places are made by replacing.
struct FixtureMismatch: Error, CustomStringConvertible {
    var fixture: String
    var field: String
    var occurrences: Int

    var description: String {
        "Tests/Fixtures/\(fixture).json: expected \(field) exactly once, found it \(occurrences) times"
    }
}

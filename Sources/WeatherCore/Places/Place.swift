/// A place as a place search (OpenWeather's geocoding) names it: its name, the same name
/// in other languages, its state or province, country and coordinates.
///
/// ```swift
/// let seoul = Place(name: "Seoul", localNames: ["ko": "서울", "ja": "ソウル"], countryCode: "KR")
/// seoul.name(forLanguage: "ko")  // "서울"
/// seoul.name(forLanguage: "de")  // "Seoul"
/// ```
public struct Place: Sendable, Hashable, Codable {
    /// The name OpenWeather uses (usually English or the local form in Latin script).
    public var name: String
    /// The name by language code (`ko`, `ja`, `fr`), as far as OpenWeather knows it.
    public var localNames: [String: String]
    /// The state or province (given for the US and some other countries).
    public var state: String?
    /// The ISO 3166 country code (`KR`).
    public var countryCode: String?
    /// Where the place is; `nil` for a place known by name only.
    public var coordinates: Coordinates?

    public init(
        name: String, localNames: [String: String] = [:], state: String? = nil,
        countryCode: String? = nil, coordinates: Coordinates? = nil
    ) {
        self.name = name
        self.localNames = localNames
        self.state = state
        self.countryCode = countryCode
        self.coordinates = coordinates
    }

    /// The name in `language` (an ISO 639 code such as `ko`) when known, else ``name``.
    package func name(forLanguage language: String) -> String {
        if let local = localNames[language.lowercased()], !local.isEmpty { return local }
        return name
    }
}

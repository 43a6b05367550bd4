package import WeatherCore

/// Which air-quality scale a country reads, as the unit preferences pick °C or °F: the
/// country's own index where it has one, and a documented default elsewhere.
///
/// ```swift
/// AirQualityScaleChoice(region: "KR")  // scale .kr, isDefault false
/// AirQualityScaleChoice(region: "JP")  // scale .us, isDefault true: shown as "US AQI"
/// ```
package struct AirQualityScaleChoice: Sendable, Hashable {
    /// The scale to use.
    package let scale: AirQualityScaleID
    /// Whether the country has no composite index of its own (or none supported here) and
    /// ``defaultScale`` stands in; a frontend names the scale then, never a bare number.
    package let isDefault: Bool

    /// The scale for countries without their own: the US EPA AQI, the index most apps and
    /// stations worldwide report (Japan, for one, publishes concentrations but no index).
    package static let defaultScale = AirQualityScaleID.us

    /// The scale of an ISO 3166-1 alpha-2 region code (any case); `nil` or an unknown code
    /// gets ``defaultScale``.
    package init(region: String?) {
        let code = region?.uppercased() ?? ""
        if let own = Self.scaleByRegion[code] {
            scale = own
            isDefault = false
        } else {
            scale = Self.defaultScale
            isDefault = true
        }
    }

    /// A scale the user chose (`--aqi-scale`, `?aqi=`): not a stand-in, whatever the place.
    package init(chosen scale: AirQualityScaleID) {
        self.scale = scale
        isDefault = false
    }

    /// Countries with an index of their own. The EAQI covers the EU 27 and the European
    /// Environment Agency's other members with stations in the index (Iceland,
    /// Liechtenstein, Norway, Switzerland); US territories report the EPA AQI through AirNow.
    static let scaleByRegion: [String: AirQualityScaleID] = {
        var table: [String: AirQualityScaleID] = ["KR": .kr, "CN": .cn, "IN": .in, "GB": .gb, "CA": .ca]
        for code in ["US", "PR", "GU", "VI", "AS", "MP", "UM"] { table[code] = .us }
        let europe = [
            "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE", "IT", "LV", "LT", "LU", "MT",
            "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE", "IS", "LI", "NO", "CH",
        ]
        for code in europe { table[code] = .eu }
        return table
    }()
}

package import WeatherCore

extension StringKey {
    /// The key of a scale's name (`airQuality.scale.us`: "US AQI", "미국 AQI").
    package static func airQualityScale(_ scale: AirQualityScaleID) -> StringKey {
        switch scale {
        case .kr: .airQualityScaleKr
        case .us: .airQualityScaleUs
        case .eu: .airQualityScaleEu
        case .cn: .airQualityScaleCn
        case .in: .airQualityScaleIn
        case .gb: .airQualityScaleGb
        case .ca: .airQualityScaleCa
        }
    }

    /// The key of a pollutant's name (`airQuality.pollutant.pm10`: "PM10", "미세먼지").
    package static func airQualityPollutant(_ pollutant: Pollutant) -> StringKey {
        switch pollutant {
        case .pm2_5: .airQualityPollutantPM25
        case .pm10: .airQualityPollutantPM10
        case .o3: .airQualityPollutantO3
        case .no2: .airQualityPollutantNo2
        case .so2: .airQualityPollutantSo2
        case .co: .airQualityPollutantCo
        case .nh3: .airQualityPollutantNh3
        }
    }

    /// The key of a scale's category (`airQuality.kr.very-bad`: "Very Unhealthy", "매우나쁨").
    /// Every category of every scale has one (a test checks); `nil` would mean a table and
    /// the registry disagree.
    package static func airQualityCategory(_ category: AirQualityCategory) -> StringKey? {
        airQualityCategoryKeys["airQuality.\(category.scale.rawValue).\(category.id)"]
    }

    /// The registry's category keys by raw value, made once.
    private static let airQualityCategoryKeys: [String: StringKey] = Dictionary(
        uniqueKeysWithValues: allCases.filter { $0.rawValue.hasPrefix("airQuality.") }.map { ($0.rawValue, $0) })
}

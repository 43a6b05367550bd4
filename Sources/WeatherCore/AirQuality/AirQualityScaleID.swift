/// An air-quality scale, by the id the options and JSON use (`--aqi-scale us`).
///
/// Each rates the same µg/m³ concentrations its own way; `assess(_:)`
/// applies one. Which scale a country reads is decided in WeatherLocalization.
public enum AirQualityScaleID: String, Sendable, Hashable, Codable, CaseIterable {
    /// AirKorea's 통합대기환경지수 (CAI, 0–500) and the 미세먼지/초미세먼지 grades.
    case kr
    /// US EPA AQI (0–500) with the 2024 PM2.5 breakpoints.
    case us
    /// The European Environment Agency's European Air Quality Index (2024 revision): bands only.
    case eu
    /// China's AQI of HJ 633 (0–500).
    case cn
    /// India's National AQI of CPCB (0–500).
    case `in`
    /// The UK's Daily Air Quality Index of DEFRA (1–10).
    case gb
    /// Canada's Air Quality Health Index of ECCC (1–10, then 10+).
    case ca

    /// The categories of the scale, best first.
    package var categories: [AirQualityCategory] {
        switch self {
        case .kr: KoreaAirQualityIndex.scale.categories
        case .us: USAirQualityIndex.scale.categories
        case .eu: EuropeanAirQualityIndex.categories
        case .cn: ChinaAirQualityIndex.scale.categories
        case .in: IndiaAirQualityIndex.scale.categories
        case .gb: UKDailyAirQualityIndex.categories
        case .ca: CanadaAirQualityHealthIndex.categories
        }
    }

    /// The pollutants the scale rates, in the order it lists them.
    package var pollutants: [Pollutant] {
        switch self {
        case .kr: [.pm10, .pm2_5, .o3, .no2, .co, .so2]
        case .us: [.pm2_5, .pm10, .o3, .co, .so2, .no2]
        case .eu: [.pm2_5, .pm10, .o3, .no2, .so2]
        case .cn: [.pm2_5, .pm10, .o3, .no2, .so2, .co]
        case .in: [.pm2_5, .pm10, .o3, .no2, .so2, .co, .nh3]
        case .gb: [.pm2_5, .pm10, .o3, .no2, .so2]
        case .ca: [.o3, .no2, .pm2_5]
        }
    }

    /// Rates concentrations already averaged over the scale's windows
    /// (``averagingHours(for:)``); pollutants the scale does not rate are ignored.
    ///
    /// ```swift
    /// try AirQualityScaleID.us.assess(PollutantConcentrations([.pm2_5: 35.5]))
    /// // index 101, category "unhealthy-sensitive", dominant .pm2_5
    /// ```
    /// - Throws: ``AirQualityAssessmentError`` when the scale's rules need pollutants that
    ///   are missing (none at all; fewer than three, or no PM, for India; any of O3, NO2,
    ///   PM2.5 for the AQHI).
    package func assess(_ concentrations: PollutantConcentrations) throws(AirQualityAssessmentError) -> AirQualityAssessment {
        let rated = pollutants.filter { concentrations[$0] != nil }
        guard !rated.isEmpty else { throw .noPollutants(scale: self) }
        switch self {
        case .kr: return KoreaAirQualityIndex.assess(concentrations, rated)
        case .us: return USAirQualityIndex.assess(concentrations, rated)
        case .eu: return EuropeanAirQualityIndex.assess(concentrations, rated)
        case .cn: return ChinaAirQualityIndex.assess(concentrations, rated)
        case .in: return try IndiaAirQualityIndex.assess(concentrations, rated)
        case .gb: return UKDailyAirQualityIndex.assess(concentrations, rated)
        case .ca: return try CanadaAirQualityHealthIndex.assess(concentrations)
        }
    }
}

/// Why a scale could not rate the concentrations given.
package enum AirQualityAssessmentError: Error, Sendable, Hashable, CustomStringConvertible {
    /// None of the scale's pollutants has a value.
    case noPollutants(scale: AirQualityScaleID)
    /// The scale's rules need these pollutants, which are missing.
    case missingPollutants(scale: AirQualityScaleID, needed: [Pollutant])

    /// One English sentence, for logs and the command line.
    package var description: String {
        switch self {
        case .noPollutants(let scale):
            "The \(scale.rawValue) scale rates none of the pollutants given."
        case .missingPollutants(.in, _):
            "The in scale needs at least three pollutants, one of them pm2_5 or pm10."
        case .missingPollutants(let scale, let needed):
            "The \(scale.rawValue) scale needs \(needed.map(\.rawValue).joined(separator: ", "))."
        }
    }
}

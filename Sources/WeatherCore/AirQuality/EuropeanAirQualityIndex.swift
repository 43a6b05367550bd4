/// The European Air Quality Index of the European Environment Agency, 2024 revision
/// (bands aligned with the WHO 2021 guidelines).
///
/// Source: ETC HE Report 2024/17, "EEA's revision of the European Air Quality Index bands"
/// (2024), as the EEA's index page (airindex.eea.europa.eu, "About the index") applies it:
/// hourly concentrations of all five pollutants in µg/m³, PM included (the 2017 index used
/// 24-hour PM means). The page itself could not be reached here; the limits agree with the
/// table quoted from it in open-meteo's pull request #2045 (August 2026). A value on a limit
/// belongs to the lower band. The index has bands only, no number.
enum EuropeanAirQualityIndex {
    /// Good, Fair, Moderate, Poor, Very poor, Extremely poor, in the EEA's colours.
    static let categories: [AirQualityCategory] = [
        AirQualityCategory(.eu, "good", 0, "#50F0E6"),
        AirQualityCategory(.eu, "fair", 1, "#50CCAA"),
        AirQualityCategory(.eu, "moderate", 2, "#F0E641"),
        AirQualityCategory(.eu, "poor", 3, "#FF5050"),
        AirQualityCategory(.eu, "very-poor", 4, "#960032"),
        AirQualityCategory(.eu, "extremely-poor", 5, "#7D2181"),
    ]

    /// Upper limits of Good … Very poor, µg/m³, 1-hour means.
    static let pm2_5 = BandedScale.Limits(upperLimits: [5, 15, 50, 90, 140])
    static let pm10 = BandedScale.Limits(upperLimits: [15, 45, 120, 195, 270])
    static let no2 = BandedScale.Limits(upperLimits: [10, 25, 60, 100, 150])
    static let o3 = BandedScale.Limits(upperLimits: [60, 100, 120, 160, 180])
    static let so2 = BandedScale.Limits(upperLimits: [20, 40, 125, 190, 275])

    static func band(_ pollutant: Pollutant, _ value: Double) -> Int? {
        switch pollutant {
        case .pm2_5: pm2_5.band(of: value)
        case .pm10: pm10.band(of: value)
        case .no2: no2.band(of: value)
        case .o3: o3.band(of: value)
        case .so2: so2.band(of: value)
        case .co, .nh3: nil
        }
    }

    static func assess(_ concentrations: PollutantConcentrations, _ rated: [Pollutant]) -> AirQualityAssessment {
        let bands = rated.compactMap { pollutant in concentrations[pollutant].flatMap { band(pollutant, $0) }.map { (pollutant, $0) } }
        var worst = bands[0]
        for entry in bands.dropFirst() where entry.1 > worst.1 { worst = entry }
        return AirQualityAssessment(
            scale: .eu, index: nil, category: categories[worst.1], colour: categories[worst.1].colour, dominant: worst.0,
            ratings: bands.map { AirQualityAssessment.Rating(pollutant: $0.0, subIndex: nil, category: categories[$0.1]) })
    }
}

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
    static let categories = AirQualityCategory.ranked(.eu, [
        ("good", "#50F0E6"),
        ("fair", "#50CCAA"),
        ("moderate", "#F0E641"),
        ("poor", "#FF5050"),
        ("very-poor", "#960032"),
        ("extremely-poor", "#7D2181"),
    ])

    /// Upper limits of Good … Very poor, µg/m³, 1-hour means, compared as they are.
    static let scale = BandedScale(limits: PerPollutant(
        pm2_5: BandedScale.Limits(upperLimits: [5, 15, 50, 90, 140]),
        pm10: BandedScale.Limits(upperLimits: [15, 45, 120, 195, 270]),
        o3: BandedScale.Limits(upperLimits: [60, 100, 120, 160, 180]),
        no2: BandedScale.Limits(upperLimits: [10, 25, 60, 100, 150]),
        so2: BandedScale.Limits(upperLimits: [20, 40, 125, 190, 275])
    ), rounding: .none)

    static func assess(_ concentrations: PollutantConcentrations, _ rated: [Pollutant]) -> AirQualityAssessment {
        let bands = scale.bands(concentrations, rated)
        let worst = categories[bands.worst.1]
        return AirQualityAssessment(
            scale: .eu, index: nil, category: worst, colour: worst.colour, dominant: bands.worst.0,
            ratings: bands.each.map { AirQualityAssessment.Rating(pollutant: $0.0, subIndex: nil, category: categories[$0.1]) })
    }
}

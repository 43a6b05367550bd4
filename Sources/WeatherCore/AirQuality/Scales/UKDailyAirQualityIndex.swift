/// The UK's Daily Air Quality Index (DAQI), 1 to 10.
///
/// Source: Committee on the Medical Effects of Air Pollutants, "Review of the UK Air Quality
/// Index", 2011, as published by DEFRA (uk-air.defra.gov.uk/air-pollution/daqi, bands in use
/// since 1 January 2012). Concentrations in µg/m³ are rounded to whole numbers: PM2.5 and
/// PM10 as 24-hour means, O3 as the 8-hour running mean, NO2 hourly, SO2 as a 15-minute
/// mean (OpenWeather has hourly values only: the basis says so).
enum UKDailyAirQualityIndex {
    /// Low (1–3), Moderate (4–6), High (7–9), Very High (10).
    static let categories = AirQualityCategory.ranked(.gb, [
        ("low", colours[0]),
        ("moderate", colours[3]),
        ("high", colours[6]),
        ("very-high", colours[9]),
    ])

    /// The colour of each index value 1…10 (DEFRA's DAQI banding table).
    static let colours = [
        "#9CFF9C", "#31FF00", "#31CF00", "#FFFF00", "#FFCF00", "#FF9A00", "#FF6464", "#FF0000", "#990000", "#CE30FF",
    ]

    /// Upper limits of index 1…9, µg/m³ (10 is open-ended), compared with whole numbers.
    static let scale = BandedScale(limits: PerPollutant(
        pm2_5: BandedScale.Limits(upperLimits: [11, 23, 35, 41, 47, 53, 58, 64, 70]),
        pm10: BandedScale.Limits(upperLimits: [16, 33, 50, 58, 66, 75, 83, 91, 100]),
        o3: BandedScale.Limits(upperLimits: [33, 66, 100, 120, 140, 160, 187, 213, 240]),
        no2: BandedScale.Limits(upperLimits: [67, 134, 200, 267, 334, 400, 467, 534, 600]),
        so2: BandedScale.Limits(upperLimits: [88, 177, 266, 354, 443, 532, 710, 887, 1064])
    ), rounding: .rounded(digits: 0))

    /// The category of an index value 1…10.
    static func category(of index: Int) -> AirQualityCategory {
        categories[index >= 10 ? 3 : (index - 1) / 3]
    }

    static func assess(_ concentrations: PollutantConcentrations, _ rated: [Pollutant]) -> AirQualityAssessment {
        // The index is the band counted from 1.
        let bands = scale.bands(concentrations, rated)
        let index = bands.worst.1 + 1
        return AirQualityAssessment(
            scale: .gb, index: index, category: category(of: index), colour: colours[index - 1], dominant: bands.worst.0,
            ratings: bands.each.map { AirQualityAssessment.Rating(pollutant: $0.0, subIndex: $0.1 + 1, category: category(of: $0.1 + 1)) })
    }
}

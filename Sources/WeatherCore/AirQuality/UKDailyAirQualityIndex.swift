/// The UK's Daily Air Quality Index (DAQI), 1 to 10.
///
/// Source: Committee on the Medical Effects of Air Pollutants, "Review of the UK Air Quality
/// Index", 2011, as published by DEFRA (uk-air.defra.gov.uk/air-pollution/daqi, bands in use
/// since 1 January 2012). Concentrations in µg/m³ are rounded to whole numbers: PM2.5 and
/// PM10 as 24-hour means, O3 as the 8-hour running mean, NO2 hourly, SO2 as a 15-minute
/// mean (OpenWeather has hourly values only: the basis says so).
enum UKDailyAirQualityIndex {
    /// Low (1–3), Moderate (4–6), High (7–9), Very High (10).
    static let categories: [AirQualityCategory] = [
        AirQualityCategory(.gb, "low", 0, colours[0]),
        AirQualityCategory(.gb, "moderate", 1, colours[3]),
        AirQualityCategory(.gb, "high", 2, colours[6]),
        AirQualityCategory(.gb, "very-high", 3, colours[9]),
    ]

    /// The colour of each index value 1…10 (DEFRA's DAQI banding table).
    static let colours = [
        "#9CFF9C", "#31FF00", "#31CF00", "#FFFF00", "#FFCF00", "#FF9A00", "#FF6464", "#FF0000", "#990000", "#CE30FF",
    ]

    /// Upper limits of index 1…9, µg/m³ (10 is open-ended).
    static let o3 = BandedScale.Limits(upperLimits: [33, 66, 100, 120, 140, 160, 187, 213, 240])
    static let no2 = BandedScale.Limits(upperLimits: [67, 134, 200, 267, 334, 400, 467, 534, 600])
    static let so2 = BandedScale.Limits(upperLimits: [88, 177, 266, 354, 443, 532, 710, 887, 1064])
    static let pm2_5 = BandedScale.Limits(upperLimits: [11, 23, 35, 41, 47, 53, 58, 64, 70])
    static let pm10 = BandedScale.Limits(upperLimits: [16, 33, 50, 58, 66, 75, 83, 91, 100])

    /// The category of an index value 1…10.
    static func category(of index: Int) -> AirQualityCategory {
        categories[index >= 10 ? 3 : (index - 1) / 3]
    }

    static func subIndex(_ pollutant: Pollutant, _ value: Double) -> Int? {
        let rounded = AgencyRounding.round(value, digits: 0)
        return switch pollutant {
        case .o3: o3.band(of: rounded) + 1
        case .no2: no2.band(of: rounded) + 1
        case .so2: so2.band(of: rounded) + 1
        case .pm2_5: pm2_5.band(of: rounded) + 1
        case .pm10: pm10.band(of: rounded) + 1
        case .co, .nh3: nil
        }
    }

    static func assess(_ concentrations: PollutantConcentrations, _ rated: [Pollutant]) -> AirQualityAssessment {
        let indices = rated.compactMap { pollutant in concentrations[pollutant].flatMap { subIndex(pollutant, $0) }.map { (pollutant, $0) } }
        var top = indices[0]
        for entry in indices.dropFirst() where entry.1 > top.1 { top = entry }
        return AirQualityAssessment(
            scale: .gb, index: top.1, category: category(of: top.1), colour: colours[top.1 - 1], dominant: top.0,
            ratings: indices.map { AirQualityAssessment.Rating(pollutant: $0.0, subIndex: $0.1, category: category(of: $0.1)) })
    }
}

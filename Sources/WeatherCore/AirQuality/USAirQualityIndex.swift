/// The US EPA Air Quality Index.
///
/// Source: US EPA, "Technical Assistance Document for the Reporting of Daily Air Quality –
/// the Air Quality Index (AQI)", May 2024, with the PM2.5 and PM10 breakpoints of EPA's final
/// rule on the particulate matter standards and AQI, signed 7 February 2024, in force 6 May 2024.
/// Concentrations are truncated (PM2.5 and CO to 0.1, PM10 and SO2, NO2 in ppb to whole
/// numbers, O3 to 0.001 ppm), the index is rounded to the nearest whole number, and a
/// value beyond the top breakpoint is reported as 500 ("beyond the AQI").
enum USAirQualityIndex {
    static let categories: [AirQualityCategory] = scale.categories.map(\.category)

    /// Category bands and colours: the same TAD, Table 1 (colours as RGB 0,228,0 … 126,0,35).
    static let scale = SubIndexScale(scale: .us, categories: [
        (AirQualityCategory(.us, "good", 0, "#00E400"), 50),
        (AirQualityCategory(.us, "moderate", 1, "#FFFF00"), 100),
        (AirQualityCategory(.us, "unhealthy-sensitive", 2, "#FF7E00"), 150),
        (AirQualityCategory(.us, "unhealthy", 3, "#FF0000"), 200),
        (AirQualityCategory(.us, "very-unhealthy", 4, "#8F3F97"), 300),
        (AirQualityCategory(.us, "hazardous", 5, "#7E0023"), 500),
    ])

    /// PM2.5, 24-hour mean, µg/m³ (2024 rule).
    static let pm2_5 = IndexBreakpoints([
        (0.0, 9.0, 0, 50), (9.1, 35.4, 51, 100), (35.5, 55.4, 101, 150),
        (55.5, 125.4, 151, 200), (125.5, 225.4, 201, 300), (225.5, 325.4, 301, 500),
    ])
    /// PM10, 24-hour mean, µg/m³ (2024 rule).
    static let pm10 = IndexBreakpoints([
        (0, 54, 0, 50), (55, 154, 51, 100), (155, 254, 101, 150),
        (255, 354, 151, 200), (355, 424, 201, 300), (425, 604, 301, 500),
    ])
    /// O3, 8-hour mean, ppm. EPA defines no 8-hour AQI above 0.200 ppm and rates 301 and
    /// up from 1-hour ozone (0.405–0.604 ppm); with one averaged figure, values between
    /// stay at 300 and the 1-hour rows continue the table.
    static let o3 = IndexBreakpoints([
        (0.000, 0.054, 0, 50), (0.055, 0.070, 51, 100), (0.071, 0.085, 101, 150),
        (0.086, 0.105, 151, 200), (0.106, 0.200, 201, 300), (0.201, 0.404, 300, 300), (0.405, 0.604, 301, 500),
    ])
    /// CO, 8-hour mean, ppm.
    static let co = IndexBreakpoints([
        (0.0, 4.4, 0, 50), (4.5, 9.4, 51, 100), (9.5, 12.4, 101, 150),
        (12.5, 15.4, 151, 200), (15.5, 30.4, 201, 300), (30.5, 50.4, 301, 500),
    ])
    /// SO2, ppb: 1-hour mean up to 304, 24-hour mean above (EPA's split).
    static let so2 = IndexBreakpoints([
        (0, 35, 0, 50), (36, 75, 51, 100), (76, 185, 101, 150),
        (186, 304, 151, 200), (305, 604, 201, 300), (605, 1004, 301, 500),
    ])
    /// NO2, 1-hour mean, ppb.
    static let no2 = IndexBreakpoints([
        (0, 53, 0, 50), (54, 100, 51, 100), (101, 360, 101, 150),
        (361, 649, 151, 200), (650, 1249, 201, 300), (1250, 2049, 301, 500),
    ])

    /// The sub-index of one pollutant given in µg/m³.
    static func subIndex(_ pollutant: Pollutant, _ microgramsPerCubicMetre: Double) -> Int? {
        let value = microgramsPerCubicMetre
        let raw: Double
        switch pollutant {
        case .pm2_5: raw = pm2_5.rawIndex(AgencyRounding.truncate(value, digits: 1))
        case .pm10: raw = pm10.rawIndex(AgencyRounding.truncate(value, digits: 0))
        case .o3: raw = o3.rawIndex(AgencyRounding.truncate(pollutant.partsPerMillion(fromMicrogramsPerCubicMetre: value), digits: 3))
        case .co: raw = co.rawIndex(AgencyRounding.truncate(pollutant.partsPerMillion(fromMicrogramsPerCubicMetre: value), digits: 1))
        case .so2: raw = so2.rawIndex(AgencyRounding.truncate(pollutant.partsPerBillion(fromMicrogramsPerCubicMetre: value), digits: 0))
        case .no2: raw = no2.rawIndex(AgencyRounding.truncate(pollutant.partsPerBillion(fromMicrogramsPerCubicMetre: value), digits: 0))
        case .nh3: return nil
        }
        return AgencyRounding.wholeIndex(raw)
    }

    static func assess(_ concentrations: PollutantConcentrations, _ rated: [Pollutant]) -> AirQualityAssessment {
        scale.assessment(rated.compactMap { pollutant in
            concentrations[pollutant].flatMap { subIndex(pollutant, $0) }.map { (pollutant, $0) }
        })
    }
}

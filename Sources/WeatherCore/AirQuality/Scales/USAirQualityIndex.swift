/// The US EPA Air Quality Index.
///
/// Source: US EPA, "Technical Assistance Document for the Reporting of Daily Air Quality –
/// the Air Quality Index (AQI)", May 2024, with the PM2.5 and PM10 breakpoints of EPA's final
/// rule on the particulate matter standards and AQI, signed 7 February 2024, in force 6 May 2024.
/// Concentrations are truncated (PM2.5 and CO to 0.1, PM10 and SO2, NO2 in ppb to whole
/// numbers, O3 to 0.001 ppm), the index is rounded to the nearest whole number, and a
/// value beyond the top breakpoint is reported as 500 ("beyond the AQI").
enum USAirQualityIndex {
    /// Category bands and colours: the same TAD, Table 1 (colours as RGB 0,228,0 … 126,0,35).
    static let scale = SubIndexScale(.us, categories: [
        ("good", "#00E400", 50),
        ("moderate", "#FFFF00", 100),
        ("unhealthy-sensitive", "#FF7E00", 150),
        ("unhealthy", "#FF0000", 200),
        ("very-unhealthy", "#8F3F97", 300),
        ("hazardous", "#7E0023", 500),
    ], tables: PerPollutant(pm2_5: pm2_5, pm10: pm10, o3: o3, no2: no2, so2: so2, co: co))

    /// PM2.5, 24-hour mean, µg/m³ (2024 rule).
    static let pm2_5 = IndexBreakpoints(.microgramsPerCubicMetre, .truncated(digits: 1), [
        (0.0, 9.0, 0, 50), (9.1, 35.4, 51, 100), (35.5, 55.4, 101, 150),
        (55.5, 125.4, 151, 200), (125.5, 225.4, 201, 300), (225.5, 325.4, 301, 500),
    ])
    /// PM10, 24-hour mean, µg/m³ (2024 rule).
    static let pm10 = IndexBreakpoints(.microgramsPerCubicMetre, .truncated(digits: 0), [
        (0, 54, 0, 50), (55, 154, 51, 100), (155, 254, 101, 150),
        (255, 354, 151, 200), (355, 424, 201, 300), (425, 604, 301, 500),
    ])
    /// O3, 8-hour mean, ppm. EPA defines no 8-hour AQI above 0.200 ppm and rates 301 and
    /// up from 1-hour ozone (0.405–0.604 ppm); with one averaged figure, values between
    /// stay at 300 and the 1-hour rows continue the table.
    static let o3 = IndexBreakpoints(.partsPerMillion, .truncated(digits: 3), [
        (0.000, 0.054, 0, 50), (0.055, 0.070, 51, 100), (0.071, 0.085, 101, 150),
        (0.086, 0.105, 151, 200), (0.106, 0.200, 201, 300), (0.201, 0.404, 300, 300), (0.405, 0.604, 301, 500),
    ])
    /// CO, 8-hour mean, ppm.
    static let co = IndexBreakpoints(.partsPerMillion, .truncated(digits: 1), [
        (0.0, 4.4, 0, 50), (4.5, 9.4, 51, 100), (9.5, 12.4, 101, 150),
        (12.5, 15.4, 151, 200), (15.5, 30.4, 201, 300), (30.5, 50.4, 301, 500),
    ])
    /// SO2, ppb: 1-hour mean up to 304, 24-hour mean above (EPA's split).
    static let so2 = IndexBreakpoints(.partsPerBillion, .truncated(digits: 0), [
        (0, 35, 0, 50), (36, 75, 51, 100), (76, 185, 101, 150),
        (186, 304, 151, 200), (305, 604, 201, 300), (605, 1004, 301, 500),
    ])
    /// NO2, 1-hour mean, ppb.
    static let no2 = IndexBreakpoints(.partsPerBillion, .truncated(digits: 0), [
        (0, 53, 0, 50), (54, 100, 51, 100), (101, 360, 101, 150),
        (361, 649, 151, 200), (650, 1249, 201, 300), (1250, 2049, 301, 500),
    ])

    static func assess(_ concentrations: PollutantConcentrations, _ rated: [Pollutant]) -> AirQualityAssessment {
        scale.assessment(scale.subIndices(concentrations, rated))
    }
}

/// India's National Air Quality Index (NAQI).
///
/// Source: Central Pollution Control Board, "National Air Quality Index", October 2014
/// (breakpoints and categories). The table gives the Severe band as "above" its lower
/// edge; here it continues at the Very Poor band's width up to 500: PM2.5 251–380 and PM10
/// 431–510, as the many implementations of CPCB's AQI calculator seen here have them, and
/// the gases the same way (an extrapolation: no published upper edge was found for them).
/// Concentrations are rounded to whole µg/m³ (CO to 0.1 mg/m³), sub-indices half up.
/// The index needs at least three pollutants, one of them PM2.5 or PM10.
enum IndiaAirQualityIndex {
    /// Good, Satisfactory, Moderately Polluted, Poor, Very Poor, Severe, in CPCB's colours.
    static let scale = SubIndexScale(.in, categories: [
        ("good", "#00B050", 50),
        ("satisfactory", "#92D050", 100),
        ("moderately-polluted", "#FFFF00", 200),
        ("poor", "#FF9900", 300),
        ("very-poor", "#FF0000", 400),
        ("severe", "#C00000", 500),
    ], tables: PerPollutant(pm2_5: pm2_5, pm10: pm10, o3: o3, no2: no2, so2: so2, co: co, nh3: nh3))

    /// PM10, 24-hour mean, µg/m³.
    static let pm10 = IndexBreakpoints(.microgramsPerCubicMetre, .rounded(digits: 0), [
        (0, 50, 0, 50), (51, 100, 51, 100), (101, 250, 101, 200), (251, 350, 201, 300), (351, 430, 301, 400), (431, 510, 401, 500),
    ])
    /// PM2.5, 24-hour mean, µg/m³.
    static let pm2_5 = IndexBreakpoints(.microgramsPerCubicMetre, .rounded(digits: 0), [
        (0, 30, 0, 50), (31, 60, 51, 100), (61, 90, 101, 200), (91, 120, 201, 300), (121, 250, 301, 400), (251, 380, 401, 500),
    ])
    /// NO2, 24-hour mean, µg/m³.
    static let no2 = IndexBreakpoints(.microgramsPerCubicMetre, .rounded(digits: 0), [
        (0, 40, 0, 50), (41, 80, 51, 100), (81, 180, 101, 200), (181, 280, 201, 300), (281, 400, 301, 400), (401, 520, 401, 500),
    ])
    /// O3, 8-hour mean up to 208 µg/m³, 1-hour above (CPCB's split), µg/m³.
    static let o3 = IndexBreakpoints(.microgramsPerCubicMetre, .rounded(digits: 0), [
        (0, 50, 0, 50), (51, 100, 51, 100), (101, 168, 101, 200), (169, 208, 201, 300), (209, 748, 301, 400), (749, 1288, 401, 500),
    ])
    /// CO, 8-hour mean, mg/m³.
    static let co = IndexBreakpoints(.milligramsPerCubicMetre, .rounded(digits: 1), [
        (0, 1.0, 0, 50), (1.1, 2.0, 51, 100), (2.1, 10, 101, 200), (10.1, 17, 201, 300), (17.1, 34, 301, 400), (34.1, 51, 401, 500),
    ])
    /// SO2, 24-hour mean, µg/m³.
    static let so2 = IndexBreakpoints(.microgramsPerCubicMetre, .rounded(digits: 0), [
        (0, 40, 0, 50), (41, 80, 51, 100), (81, 380, 101, 200), (381, 800, 201, 300), (801, 1600, 301, 400), (1601, 2400, 401, 500),
    ])
    /// NH3, 24-hour mean, µg/m³.
    static let nh3 = IndexBreakpoints(.microgramsPerCubicMetre, .rounded(digits: 0), [
        (0, 200, 0, 50), (201, 400, 51, 100), (401, 800, 101, 200), (801, 1200, 201, 300), (1201, 1800, 301, 400), (1801, 2400, 401, 500),
    ])

    static func assess(_ concentrations: PollutantConcentrations, _ rated: [Pollutant]) throws(AirQualityAssessmentError) -> AirQualityAssessment {
        guard rated.count >= 3, rated.contains(.pm2_5) || rated.contains(.pm10) else {
            throw .missingPollutants(scale: .in, needed: [.pm2_5, .pm10])
        }
        return scale.assessment(scale.subIndices(concentrations, rated))
    }
}

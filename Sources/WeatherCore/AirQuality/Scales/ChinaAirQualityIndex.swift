/// China's Air Quality Index (空气质量指数) of HJ 633.
///
/// Source: 环境保护部, HJ 633—2012《环境空气质量指数（AQI）技术规定（试行）》, published
/// 29 February 2012, Table 1 (IAQI breakpoints) and Table 2 (categories), Appendix A
/// (colours). HJ 633—2026, published with GB 3095—2026 in February 2026 and in force from
/// 1 March 2026, changes the PM2.5 and PM10 bands (MEE, as reported on 26 February 2026);
/// its tables could not be found here, so these are the 2012 tables, as the issue allows:
/// PM figures rated here may be a band milder than MEE's own from March 2026.
/// The daily report's windows are used (24-hour means; O3 as its 8-hour mean, and from
/// 800 µg/m³ on the 1-hour table, as the standard says). Each IAQI is rounded up to a whole
/// number (进位取整); the primary pollutant (首要污染物) is named only when the AQI is above 50.
enum ChinaAirQualityIndex {
    /// 优, 良, 轻度污染, 中度污染, 重度污染, 严重污染 (HJ 633—2012 Table 2, Appendix A colours).
    static let scale = SubIndexScale(.cn, categories: [
        ("excellent", "#00E400", 50),
        ("good", "#FFFF00", 100),
        ("lightly-polluted", "#FF7E00", 150),
        ("moderately-polluted", "#FF0000", 200),
        ("heavily-polluted", "#99004C", 300),
        ("severely-polluted", "#7E0023", 500),
    ], tables: PerPollutant(pm2_5: pm2_5, pm10: pm10, o3: o3, no2: no2, so2: so2, co: co), indexRounding: .up)

    static let indices = [0, 50, 100, 150, 200, 300, 400, 500]
    /// SO2, 24-hour mean, µg/m³.
    static let so2 = IndexBreakpoints(.microgramsPerCubicMetre, .none, edges: [0, 50, 150, 475, 800, 1600, 2100, 2620], indices: indices)
    /// NO2, 24-hour mean, µg/m³.
    static let no2 = IndexBreakpoints(.microgramsPerCubicMetre, .none, edges: [0, 40, 80, 180, 280, 565, 750, 940], indices: indices)
    /// PM10, 24-hour mean, µg/m³.
    static let pm10 = IndexBreakpoints(.microgramsPerCubicMetre, .none, edges: [0, 50, 150, 250, 350, 420, 500, 600], indices: indices)
    /// CO, 24-hour mean, mg/m³.
    static let co = IndexBreakpoints(.milligramsPerCubicMetre, .none, edges: [0, 2, 4, 14, 24, 36, 48, 60], indices: indices)
    /// O3: the 8-hour table up to 800 µg/m³ (IAQI 300), then the 1-hour table's 1000 and 1200.
    static let o3 = IndexBreakpoints(.microgramsPerCubicMetre, .none, edges: [0, 100, 160, 215, 265, 800, 1000, 1200], indices: indices)
    /// PM2.5, 24-hour mean, µg/m³.
    static let pm2_5 = IndexBreakpoints(.microgramsPerCubicMetre, .none, edges: [0, 35, 75, 115, 150, 250, 350, 500], indices: indices)

    static func assess(_ concentrations: PollutantConcentrations, _ rated: [Pollutant]) -> AirQualityAssessment {
        scale.assessment(scale.subIndices(concentrations, rated), dominantFrom: 50)
    }
}

/// AirKorea's 통합대기환경지수 (Comprehensive Air-quality Index, CAI) and the 미세먼지 (PM10)
/// and 초미세먼지 (PM2.5) grades, which are the CAI's PM bands.
///
/// Source: 한국환경공단 에어코리아, "통합대기환경지수(CAI) 산출 방법" (airkorea.or.kr), with the
/// PM2.5 bands of 27 March 2018 (환경부 고시, 0–15/16–35/36–75/76+ µg/m³). PM in µg/m³
/// rounded to whole numbers, gases in ppm at 25 °C (O3, NO2, SO2 to 0.001, CO to 0.01 as
/// the table writes them); each score is rounded half up. When two pollutants are 나쁨 or
/// worse, 50 is added to the highest score, 75 when three or more are (capped at 500).
/// AirKorea's CAI calculator computes the CAI only when PM10, PM2.5, NO2 and O3 are all
/// given; without one of them the index is left out (`nil`) and the category is the worst
/// grade of the pollutants given, as a 미세먼지/초미세먼지 grade alone is read.
/// AirKorea's real-time PM figure is a "24시간 예측이동평균" (half the last 12 hours' mean,
/// half a weighted mean of the last 4); here it is the plain 24-hour mean, and the basis says so.
enum KoreaAirQualityIndex {
    /// 좋음, 보통, 나쁨, 매우나쁨, in the hues AirKorea and Korean city sites give them (파랑,
    /// 초록, 노랑, 빨강); the hex values are this engine's, no official ones were found.
    static let scale = SubIndexScale(.kr, categories: [
        ("good", "#1E88E5", 50),
        ("moderate", "#00C73C", 100),
        ("bad", "#FFD400", 250),
        ("very-bad", "#F03C3C", 500),
    ], tables: PerPollutant(pm2_5: pm2_5, pm10: pm10, o3: o3, no2: no2, so2: so2, co: co))

    /// The pollutants AirKorea's calculator needs for a CAI.
    static let requiredForIndex: [Pollutant] = [.pm10, .pm2_5, .no2, .o3]

    /// PM10, 24-hour mean, µg/m³.
    static let pm10 = IndexBreakpoints(.microgramsPerCubicMetre, .rounded(digits: 0), [(0, 30, 0, 50), (31, 80, 51, 100), (81, 150, 101, 250), (151, 600, 251, 500)])
    /// PM2.5, 24-hour mean, µg/m³ (bands of 2018).
    static let pm2_5 = IndexBreakpoints(.microgramsPerCubicMetre, .rounded(digits: 0), [(0, 15, 0, 50), (16, 35, 51, 100), (36, 75, 101, 250), (76, 500, 251, 500)])
    /// O3, 1-hour mean, ppm.
    static let o3 = IndexBreakpoints(.partsPerMillion, .rounded(digits: 3), [
        (0, 0.030, 0, 50), (0.031, 0.090, 51, 100), (0.091, 0.150, 101, 250), (0.151, 0.600, 251, 500),
    ])
    /// NO2, 1-hour mean, ppm.
    static let no2 = IndexBreakpoints(.partsPerMillion, .rounded(digits: 3), [
        (0, 0.030, 0, 50), (0.031, 0.060, 51, 100), (0.061, 0.200, 101, 250), (0.201, 2.000, 251, 500),
    ])
    /// CO, 1-hour mean, ppm.
    static let co = IndexBreakpoints(.partsPerMillion, .rounded(digits: 2), [(0, 2.00, 0, 50), (2.01, 9.00, 51, 100), (9.01, 15.00, 101, 250), (15.01, 50.00, 251, 500)])
    /// SO2, 1-hour mean, ppm.
    static let so2 = IndexBreakpoints(.partsPerMillion, .rounded(digits: 3), [
        (0, 0.020, 0, 50), (0.021, 0.050, 51, 100), (0.051, 0.150, 101, 250), (0.151, 1.000, 251, 500),
    ])

    static func assess(_ concentrations: PollutantConcentrations, _ rated: [Pollutant]) -> AirQualityAssessment {
        let scores = scale.subIndices(concentrations, rated)
        let bad = scores.filter { $0.1 > 100 }.count
        var assessment = scale.assessment(scores, bonus: bad >= 3 ? 75 : bad == 2 ? 50 : 0)
        if !requiredForIndex.allSatisfy(rated.contains) {
            // Grades only: the worst pollutant's grade, no CAI.
            let worst = assessment.ratings.max { $0.category.rank < $1.category.rank }?.category ?? assessment.category
            assessment.index = nil
            assessment.category = worst
            assessment.colour = worst.colour
        }
        return assessment
    }
}

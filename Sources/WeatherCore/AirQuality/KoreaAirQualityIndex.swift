/// AirKorea's 통합대기환경지수 (Comprehensive Air-quality Index, CAI) and the 미세먼지 (PM10)
/// and 초미세먼지 (PM2.5) grades, which are the CAI's PM bands.
///
/// Source: 한국환경공단 에어코리아, "통합대기환경지수(CAI) 산출 방법" (airkorea.or.kr), with the
/// PM2.5 bands of 27 March 2018 (환경부 고시, 0–15/16–35/36–75/76+ µg/m³). PM in µg/m³
/// rounded to whole numbers, gases in ppm at 25 °C (O3, NO2, SO2 to 0.001, CO to 0.01 as
/// the table writes them); each score is rounded half up. When two pollutants are 나쁨 or
/// worse, 50 is added to the highest score, 75 when three or more are (capped at 500).
enum KoreaAirQualityIndex {
    static let categories: [AirQualityCategory] = scale.categories.map(\.category)

    /// 좋음, 보통, 나쁨, 매우나쁨, in AirKorea's web colours (blue, green, orange, red).
    static let scale = SubIndexScale(scale: .kr, categories: [
        (AirQualityCategory(.kr, "good", 0, "#32A1FF"), 50),
        (AirQualityCategory(.kr, "moderate", 1, "#00C73C"), 100),
        (AirQualityCategory(.kr, "bad", 2, "#FD9B5A"), 250),
        (AirQualityCategory(.kr, "very-bad", 3, "#FF5959"), 500),
    ])

    /// PM10, 24-hour mean, µg/m³.
    static let pm10 = IndexBreakpoints([(0, 30, 0, 50), (31, 80, 51, 100), (81, 150, 101, 250), (151, 600, 251, 500)])
    /// PM2.5, 24-hour mean, µg/m³ (bands of 2018).
    static let pm2_5 = IndexBreakpoints([(0, 15, 0, 50), (16, 35, 51, 100), (36, 75, 101, 250), (76, 500, 251, 500)])
    /// O3, 1-hour mean, ppm.
    static let o3 = IndexBreakpoints([
        (0, 0.030, 0, 50), (0.031, 0.090, 51, 100), (0.091, 0.150, 101, 250), (0.151, 0.600, 251, 500),
    ])
    /// NO2, 1-hour mean, ppm.
    static let no2 = IndexBreakpoints([
        (0, 0.030, 0, 50), (0.031, 0.060, 51, 100), (0.061, 0.200, 101, 250), (0.201, 2.000, 251, 500),
    ])
    /// CO, 1-hour mean, ppm.
    static let co = IndexBreakpoints([(0, 2.00, 0, 50), (2.01, 9.00, 51, 100), (9.01, 15.00, 101, 250), (15.01, 50.00, 251, 500)])
    /// SO2, 1-hour mean, ppm.
    static let so2 = IndexBreakpoints([
        (0, 0.020, 0, 50), (0.021, 0.050, 51, 100), (0.051, 0.150, 101, 250), (0.151, 1.000, 251, 500),
    ])

    /// The score of one pollutant given in µg/m³.
    static func subIndex(_ pollutant: Pollutant, _ value: Double) -> Int? {
        let raw: Double
        switch pollutant {
        case .pm10: raw = pm10.rawIndex(AgencyRounding.round(value, digits: 0))
        case .pm2_5: raw = pm2_5.rawIndex(AgencyRounding.round(value, digits: 0))
        case .o3: raw = o3.rawIndex(AgencyRounding.round(pollutant.partsPerMillion(fromMicrogramsPerCubicMetre: value), digits: 3))
        case .no2: raw = no2.rawIndex(AgencyRounding.round(pollutant.partsPerMillion(fromMicrogramsPerCubicMetre: value), digits: 3))
        case .co: raw = co.rawIndex(AgencyRounding.round(pollutant.partsPerMillion(fromMicrogramsPerCubicMetre: value), digits: 2))
        case .so2: raw = so2.rawIndex(AgencyRounding.round(pollutant.partsPerMillion(fromMicrogramsPerCubicMetre: value), digits: 3))
        case .nh3: return nil
        }
        return AgencyRounding.wholeIndex(raw)
    }

    static func assess(_ concentrations: PollutantConcentrations, _ rated: [Pollutant]) -> AirQualityAssessment {
        let scores = rated.compactMap { pollutant in concentrations[pollutant].flatMap { subIndex(pollutant, $0) }.map { (pollutant, $0) } }
        let bad = scores.filter { $0.1 > 100 }.count
        return scale.assessment(scores, bonus: bad >= 3 ? 75 : bad == 2 ? 50 : 0)
    }
}

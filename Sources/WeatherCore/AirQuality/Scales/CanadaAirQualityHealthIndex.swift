/// Canada's Air Quality Health Index (AQHI).
///
/// Source: Stieb et al., "A New Multipollutant, No-Threshold Air Quality Health Index Based
/// on Short-Term Associations Observed in Daily Time-Series Analyses", J. Air & Waste Manage.
/// Assoc. 58 (2008), the formula Environment and Climate Change Canada publishes
/// ("About the Air Quality Health Index", canada.ca):
/// `AQHI = 10/10.4 × 100 × [(e^(0.000871 NO2) − 1) + (e^(0.000537 O3) − 1) + (e^(0.000487 PM2.5) − 1)]`
/// on 3-hour means, NO2 and O3 in ppb, PM2.5 in µg/m³; rounded to a whole number, at least 1,
/// "10+" above 10. All three pollutants are needed.
enum CanadaAirQualityHealthIndex {
    /// Low (1–3), Moderate (4–6), High (7–10), Very High (above 10).
    static let categories = AirQualityCategory.ranked(.ca, [
        ("low", colours[2]),
        ("moderate", colours[5]),
        ("high", colours[9]),
        ("very-high", colours[10]),
    ])

    /// The colour of each value 1…10 and of 10+ (ECCC's AQHI scale).
    static let colours = [
        "#00CCFF", "#0099CC", "#006699", "#FFFF00", "#FFCC00", "#FF9933", "#FF6666", "#FF0000", "#CC0000", "#990000", "#660000",
    ]

    /// The category of an AQHI value.
    static func category(of index: Int) -> AirQualityCategory {
        switch index {
        case ...3: categories[0]
        case 4...6: categories[1]
        case 7...10: categories[2]
        default: categories[3]
        }
    }

    /// The unrounded index, and each pollutant's share of it.
    static func terms(no2 ppbNO2: Double, o3 ppbO3: Double, pm2_5: Double) -> (no2: Double, o3: Double, pm2_5: Double) {
        let scale = 10.0 / 10.4 * 100
        return (scale * expMinusOne(0.000871 * ppbNO2), scale * expMinusOne(0.000537 * ppbO3), scale * expMinusOne(0.000487 * pm2_5))
    }

    static func assess(_ concentrations: PollutantConcentrations) throws(AirQualityAssessmentError) -> AirQualityAssessment {
        guard let no2 = concentrations[.no2], let o3 = concentrations[.o3], let pm2_5 = concentrations[.pm2_5] else {
            throw .missingPollutants(scale: .ca, needed: [.o3, .no2, .pm2_5])
        }
        let parts = terms(
            no2: Pollutant.no2.partsPerBillion(fromMicrogramsPerCubicMetre: no2),
            o3: Pollutant.o3.partsPerBillion(fromMicrogramsPerCubicMetre: o3), pm2_5: pm2_5)
        let index = max(1, AgencyRounding.wholeIndex(parts.no2 + parts.o3 + parts.pm2_5))
        let category = category(of: index)
        // One index over the three together: ECCC names no dominant pollutant and no
        // per-pollutant risk (each rating carries the index's category, which no frontend shows).
        return AirQualityAssessment(
            scale: .ca, index: index, category: category, colour: colours[min(index, 11) - 1], dominant: nil,
            ratings: [Pollutant.o3, .no2, .pm2_5].map { AirQualityAssessment.Rating(pollutant: $0, subIndex: nil, category: category) })
    }

    /// e^x − 1 without libm (the libraries import no C library): the Taylor series of e^x
    /// on x / 2^k with |x / 2^k| ≤ 1/2, squared back k times; exact to about 1e-15 relative
    /// for the arguments here (at most about 1 for a plausible reading).
    static func expMinusOne(_ x: Double) -> Double {
        var reduced = x
        var halvings = 0
        while reduced.magnitude > 0.5, halvings < 64 {
            reduced /= 2
            halvings += 1
        }
        // e^y − 1 = y + y²/2! + …, summed without the leading 1 so small values keep their digits.
        var term = reduced
        var sum = reduced
        for n in 2...25 {
            term *= reduced / Double(n)
            sum += term
        }
        // (1 + s)² − 1 = s (2 + s): squaring without losing digits to the 1.
        for _ in 0..<halvings { sum *= 2 + sum }
        return sum
    }
}

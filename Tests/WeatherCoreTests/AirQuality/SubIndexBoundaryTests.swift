import Testing
import WeatherCore

/// Every row of the index scales, both sides of each edge: the row's low end gives its
/// lowest index, its high end its highest, and one step above the high end the next row's
/// lowest index. The tables restate each agency's publication (see the scale's source).
@Suite("Air-quality sub-index boundaries")
struct SubIndexBoundaryTests {
    static let us: [TableRow] =
        rows(.pm2_5, step: 0.1, [(0.0, 9.0, 0, 50), (9.1, 35.4, 51, 100), (35.5, 55.4, 101, 150), (55.5, 125.4, 151, 200), (125.5, 225.4, 201, 300), (225.5, 325.4, 301, 500)])
        + rows(.pm10, step: 1, [(0, 54, 0, 50), (55, 154, 51, 100), (155, 254, 101, 150), (255, 354, 151, 200), (355, 424, 201, 300), (425, 604, 301, 500)])
        + rows(.o3, factor: PerPPM.o3, step: 0.001, [(0.000, 0.054, 0, 50), (0.055, 0.070, 51, 100), (0.071, 0.085, 101, 150), (0.086, 0.105, 151, 200), (0.106, 0.200, 201, 300), (0.201, 0.404, 300, 300), (0.405, 0.604, 301, 500)])
        + rows(.co, factor: PerPPM.co, step: 0.1, [(0.0, 4.4, 0, 50), (4.5, 9.4, 51, 100), (9.5, 12.4, 101, 150), (12.5, 15.4, 151, 200), (15.5, 30.4, 201, 300), (30.5, 50.4, 301, 500)])
        + rows(.so2, factor: PerPPM.so2 / 1000, step: 1, [(0, 35, 0, 50), (36, 75, 51, 100), (76, 185, 101, 150), (186, 304, 151, 200), (305, 604, 201, 300), (605, 1004, 301, 500)])
        + rows(.no2, factor: PerPPM.no2 / 1000, step: 1, [(0, 53, 0, 50), (54, 100, 51, 100), (101, 360, 101, 150), (361, 649, 151, 200), (650, 1249, 201, 300), (1250, 2049, 301, 500)])

    static let kr: [TableRow] =
        rows(.pm10, step: 1, [(0, 30, 0, 50), (31, 80, 51, 100), (81, 150, 101, 250), (151, 600, 251, 500)])
        + rows(.pm2_5, step: 1, [(0, 15, 0, 50), (16, 35, 51, 100), (36, 75, 101, 250), (76, 500, 251, 500)])
        + rows(.o3, factor: PerPPM.o3, step: 0.001, [(0, 0.030, 0, 50), (0.031, 0.090, 51, 100), (0.091, 0.150, 101, 250), (0.151, 0.600, 251, 500)])
        + rows(.no2, factor: PerPPM.no2, step: 0.001, [(0, 0.030, 0, 50), (0.031, 0.060, 51, 100), (0.061, 0.200, 101, 250), (0.201, 2.000, 251, 500)])
        + rows(.co, factor: PerPPM.co, step: 0.01, [(0, 2.00, 0, 50), (2.01, 9.00, 51, 100), (9.01, 15.00, 101, 250), (15.01, 50.00, 251, 500)])
        + rows(.so2, factor: PerPPM.so2, step: 0.001, [(0, 0.020, 0, 50), (0.021, 0.050, 51, 100), (0.051, 0.150, 101, 250), (0.151, 1.000, 251, 500)])

    static let `in`: [TableRow] =
        rows(.pm10, step: 1, [(0, 50, 0, 50), (51, 100, 51, 100), (101, 250, 101, 200), (251, 350, 201, 300), (351, 430, 301, 400), (431, 510, 401, 500)])
        + rows(.pm2_5, step: 1, [(0, 30, 0, 50), (31, 60, 51, 100), (61, 90, 101, 200), (91, 120, 201, 300), (121, 250, 301, 400), (251, 380, 401, 500)])
        + rows(.no2, step: 1, [(0, 40, 0, 50), (41, 80, 51, 100), (81, 180, 101, 200), (181, 280, 201, 300), (281, 400, 301, 400), (401, 520, 401, 500)])
        + rows(.o3, step: 1, [(0, 50, 0, 50), (51, 100, 51, 100), (101, 168, 101, 200), (169, 208, 201, 300), (209, 748, 301, 400), (749, 1288, 401, 500)])
        + rows(.co, factor: 1000, step: 0.1, [(0, 1.0, 0, 50), (1.1, 2.0, 51, 100), (2.1, 10, 101, 200), (10.1, 17, 201, 300), (17.1, 34, 301, 400), (34.1, 51, 401, 500)])
        + rows(.so2, step: 1, [(0, 40, 0, 50), (41, 80, 51, 100), (81, 380, 101, 200), (381, 800, 201, 300), (801, 1600, 301, 400), (1601, 2400, 401, 500)])
        + rows(.nh3, step: 1, [(0, 200, 0, 50), (201, 400, 51, 100), (401, 800, 101, 200), (801, 1200, 201, 300), (1201, 1800, 301, 400), (1801, 2400, 401, 500)])

    @Test("US AQI (EPA, 2024 PM breakpoints): both sides of every breakpoint", arguments: us)
    func unitedStates(row: TableRow) throws {
        try check(.us, row)
    }

    @Test("Korean CAI (AirKorea): both sides of every breakpoint", arguments: kr)
    func korea(row: TableRow) throws {
        try check(.kr, row)
    }

    @Test("Indian NAQI (CPCB): both sides of every breakpoint", arguments: `in`)
    func india(row: TableRow) throws {
        try check(.in, row, filler: true)
    }

    /// HJ 633-2012's bands share their edges: an edge gives the lower band's top IAQI, and
    /// any amount above it (rounded up, 进位取整) the next whole number.
    @Test("China AQI (HJ 633-2012): each edge, and just above it rounded up", arguments: [
        (Pollutant.so2, [0.0, 50, 150, 475, 800, 1600, 2100, 2620], 1.0),
        (.no2, [0, 40, 80, 180, 280, 565, 750, 940], 1),
        (.pm10, [0, 50, 150, 250, 350, 420, 500, 600], 1),
        (.co, [0, 2, 4, 14, 24, 36, 48, 60], 1000),
        (.o3, [0, 100, 160, 215, 265, 800, 1000, 1200], 1),
        (.pm2_5, [0, 35, 75, 115, 150, 250, 350, 500], 1),
    ])
    func china(pollutant: Pollutant, edges: [Double], factor: Double) throws {
        let indices = [0, 50, 100, 150, 200, 300, 400, 500]
        for (edge, index) in zip(edges, indices) {
            let at = try AirQualityScaleID.cn.assess(PollutantConcentrations([pollutant: edge * factor]))
            #expect(at.index == index, "\(pollutant) at \(edge)")
            guard index < 500 else { continue }
            let above = try AirQualityScaleID.cn.assess(PollutantConcentrations([pollutant: (edge + 0.01) * factor]))
            #expect(above.index == index + 1, "\(pollutant) just above \(edge)")
        }
    }

    /// Each scale's categories with the highest index of each, as the agencies print them
    /// (EPA TAD Table 1, AirKorea's CAI grades, CPCB's categories).
    static let categoryTops: [AirQualityScaleID: [(String, Int)]] = [
        .us: [("good", 50), ("moderate", 100), ("unhealthy-sensitive", 150), ("unhealthy", 200), ("very-unhealthy", 300), ("hazardous", 500)],
        .kr: [("good", 50), ("moderate", 100), ("bad", 250), ("very-bad", 500)],
        .in: [("good", 50), ("satisfactory", 100), ("moderately-polluted", 200), ("poor", 300), ("very-poor", 400), ("severe", 500)],
    ]

    static func expectedCategory(_ scale: AirQualityScaleID, _ index: Int) -> String? {
        categoryTops[scale]?.first { index <= $0.1 }?.0
    }

    /// Checks a row's low end, high end and the step above, and the category of each;
    /// India needs two more pollutants (at zero, so they never decide the index) to compute at all.
    private func check(_ scale: AirQualityScaleID, _ row: TableRow, filler: Bool = false) throws {
        func category(_ value: Double) throws -> String? {
            var values: [Pollutant: Double] = [row.pollutant: row.micrograms(value)]
            if filler {
                for other in [Pollutant.pm10, .no2, .so2] where other != row.pollutant && values.count < 3 { values[other] = 0 }
            }
            return try scale.assess(PollutantConcentrations(values)).rating(of: row.pollutant)?.category.id
        }
        #expect(try category(row.low) == Self.expectedCategory(scale, row.indexLow), "category at the low end")
        #expect(try category(row.high) == Self.expectedCategory(scale, row.indexHigh), "category at the high end")
        func index(_ value: Double) throws -> Int? {
            var values: [Pollutant: Double] = [row.pollutant: row.micrograms(value)]
            if filler {
                for other in [Pollutant.pm10, .no2, .so2] where other != row.pollutant && values.count < 3 { values[other] = 0 }
            }
            let assessment = try scale.assess(PollutantConcentrations(values))
            return assessment.rating(of: row.pollutant)?.subIndex
        }
        #expect(try index(row.low) == row.indexLow, "low end")
        #expect(try index(row.high) == row.indexHigh, "high end")
        #expect(try index(row.high + row.step) == (row.nextIndexLow ?? 500), "one step above")
    }
}

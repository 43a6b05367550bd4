import Testing
import WeatherCore

/// The banded scales: a value on a limit is in the lower band, the next step up in the next.
@Suite("Air-quality band boundaries")
struct BandBoundaryTests {
    @Test("European AQI (EEA, 2024): each limit and just above it", arguments: [
        (Pollutant.pm2_5, [5.0, 15, 50, 90, 140]),
        (.pm10, [15, 45, 120, 195, 270]),
        (.no2, [10, 25, 60, 100, 150]),
        (.o3, [60, 100, 120, 160, 180]),
        (.so2, [20, 40, 125, 190, 275]),
    ])
    func europe(pollutant: Pollutant, limits: [Double]) throws {
        let ids = ["good", "fair", "moderate", "poor", "very-poor", "extremely-poor"]
        for (band, limit) in limits.enumerated() {
            let at = try AirQualityScaleID.eu.assess(PollutantConcentrations([pollutant: limit]))
            let above = try AirQualityScaleID.eu.assess(PollutantConcentrations([pollutant: limit + 0.1]))
            #expect(at.category.id == ids[band], "\(pollutant) at \(limit)")
            #expect(above.category.id == ids[band + 1], "\(pollutant) above \(limit)")
            #expect(at.index == nil)
        }
    }

    @Test("UK DAQI (DEFRA): each band's top and the next whole µg/m³", arguments: [
        (Pollutant.o3, [33.0, 66, 100, 120, 140, 160, 187, 213, 240]),
        (.no2, [67, 134, 200, 267, 334, 400, 467, 534, 600]),
        (.so2, [88, 177, 266, 354, 443, 532, 710, 887, 1064]),
        (.pm2_5, [11, 23, 35, 41, 47, 53, 58, 64, 70]),
        (.pm10, [16, 33, 50, 58, 66, 75, 83, 91, 100]),
    ])
    func unitedKingdom(pollutant: Pollutant, tops: [Double]) throws {
        for (offset, top) in tops.enumerated() {
            let at = try AirQualityScaleID.gb.assess(PollutantConcentrations([pollutant: top]))
            let next = try AirQualityScaleID.gb.assess(PollutantConcentrations([pollutant: top + 1]))
            // Rounded to whole µg/m³ first: 0.4 above the top stays in the band.
            let nearly = try AirQualityScaleID.gb.assess(PollutantConcentrations([pollutant: top + 0.4]))
            #expect(at.index == offset + 1, "\(pollutant) at \(top)")
            #expect(nearly.index == offset + 1, "\(pollutant) at \(top + 0.4)")
            #expect(next.index == offset + 2, "\(pollutant) at \(top + 1)")
        }
    }

    @Test("UK DAQI bands: Low 1–3, Moderate 4–6, High 7–9, Very High 10, each index its own colour", arguments: [
        (3.0, 1, "low", "#9CFF9C"), (35, 3, "low", "#31CF00"), (36, 4, "moderate", "#FFFF00"), (53, 6, "moderate", "#FF9A00"),
        (54, 7, "high", "#FF6464"), (70, 9, "high", "#990000"), (71, 10, "very-high", "#CE30FF"),
    ])
    func ukCategories(pm2_5: Double, index: Int, category: String, colour: String) throws {
        let assessment = try AirQualityScaleID.gb.assess(PollutantConcentrations([.pm2_5: pm2_5]))
        #expect(assessment.index == index)
        #expect(assessment.category.id == category)
        #expect(assessment.colour == colour)
    }
}

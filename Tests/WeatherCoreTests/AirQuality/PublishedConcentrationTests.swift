import Testing
import WeatherCore

/// Each agency's published unit and decimals, and the one conversion from µg/m³ (what the
/// feeds give) at 25 °C and 1 atm: ppb = µg/m³ × 24.45 / molar mass.
@Suite("Concentrations in the units each agency publishes")
struct PublishedConcentrationTests {
    @Test("Each scale's unit and decimals per pollutant", arguments: [
        // AirNow: gases in ppb, CO in ppm to 0.1, PM in µg/m³.
        (AirQualityScaleID.us, Pollutant.o3, ConcentrationUnit.partsPerBillion, 0), (.us, .no2, .partsPerBillion, 0),
        (.us, .so2, .partsPerBillion, 0), (.us, .co, .partsPerMillion, 1), (.us, .pm2_5, .microgramsPerCubicMetre, 0),
        // AirKorea: ppm to 0.001, CO to 0.1.
        (.kr, .o3, .partsPerMillion, 3), (.kr, .no2, .partsPerMillion, 3), (.kr, .so2, .partsPerMillion, 3),
        (.kr, .co, .partsPerMillion, 1), (.kr, .pm10, .microgramsPerCubicMetre, 0),
        // HJ 633 and CPCB: CO in mg/m³ to 0.1, the rest in µg/m³.
        (.cn, .co, .milligramsPerCubicMetre, 1), (.cn, .o3, .microgramsPerCubicMetre, 0), (.cn, .no2, .microgramsPerCubicMetre, 0),
        (.in, .co, .milligramsPerCubicMetre, 1), (.in, .so2, .microgramsPerCubicMetre, 0), (.in, .nh3, .microgramsPerCubicMetre, 0),
        // ECCC's AQHI: O3 and NO2 in ppb, PM2.5 in µg/m³.
        (.ca, .o3, .partsPerBillion, 0), (.ca, .no2, .partsPerBillion, 0), (.ca, .pm2_5, .microgramsPerCubicMetre, 0),
        // DEFRA and the EEA: µg/m³ throughout.
        (.gb, .o3, .microgramsPerCubicMetre, 0), (.gb, .so2, .microgramsPerCubicMetre, 0),
        (.eu, .no2, .microgramsPerCubicMetre, 0), (.eu, .pm2_5, .microgramsPerCubicMetre, 0),
    ])
    func units(scale: AirQualityScaleID, pollutant: Pollutant, unit: ConcentrationUnit, digits: Int) {
        let published = scale.publishedConcentration(of: pollutant)
        #expect(published.unit == unit)
        #expect(published.fractionDigits == digits)
    }

    /// - O3 100 µg/m³ × 24.45 / 47.997 = 50.94 ppb → 51
    /// - NO2 100 µg/m³ × 24.45 / 46.005 = 53.15 ppb → 53
    /// - SO2 100 µg/m³ × 24.45 / 64.058 = 38.17 ppb → 38
    /// - CO 1145 µg/m³ × 24.45 / 28.010 = 999.5 ppb = 0.9995 ppm → 1.0; 1145 / 1000 = 1.145 mg/m³ → 1.1
    /// - O3 100 µg/m³ = 0.05094 ppm → 0.051 (AirKorea's three decimals)
    @Test("Conversions, rounded as shown", arguments: [
        (AirQualityScaleID.us, Pollutant.o3, 100.0, 50.940, 51.0), (.us, .no2, 100, 53.146, 53), (.us, .so2, 100, 38.168, 38),
        (.us, .co, 1145, 0.99946, 1.0), (.cn, .co, 1145, 1.145, 1.1), (.in, .co, 1145, 1.145, 1.1),
        (.kr, .o3, 100, 0.050940, 0.051), (.ca, .o3, 100, 50.940, 51), (.us, .pm2_5, 35.5, 35.5, 36), (.gb, .o3, 100, 100, 100),
    ])
    func conversions(scale: AirQualityScaleID, pollutant: Pollutant, micrograms: Double, unrounded: Double, shown: Double) {
        let published = scale.publishedConcentration(of: pollutant)
        let figure = published.value(of: pollutant, microgramsPerCubicMetre: micrograms)
        #expect((figure - unrounded).magnitude < unrounded * 1e-4, "\(figure)")
        #expect(published.rounded(figure) == shown)
    }

    @Test("The unit ids are CLDR's, as the view model's JSON names units")
    func ids() {
        #expect(ConcentrationUnit.allCases.map(\.rawValue) == [
            "microgram-per-cubic-meter", "milligram-per-cubic-meter", "permillion", "portion-per-1e9",
        ])
    }

    @Test("Particles have no molar mass: they stay in µg/m³ whatever the unit")
    func particles() {
        #expect(ConcentrationUnit.partsPerBillion.value(of: .pm2_5, microgramsPerCubicMetre: 35) == 35)
        #expect(ConcentrationUnit.milligramsPerCubicMetre.value(of: .co, microgramsPerCubicMetre: 1145) == 1.145)
    }

    @Test("Canada's AQHI is one index over three pollutants: no dominant pollutant; every other scale rates each")
    func aqhiNamesNoPollutant() throws {
        let assessment = try AirQualityScaleID.ca.assess(PollutantConcentrations([.o3: 60, .no2: 40, .pm2_5: 10]))
        #expect(assessment.index == 4)
        #expect(assessment.dominant == nil)
        #expect(AirQualityScaleID.allCases.filter { !$0.ratesEachPollutant } == [.ca])
    }
}

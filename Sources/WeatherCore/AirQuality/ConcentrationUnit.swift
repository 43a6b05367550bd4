/// A unit an agency writes a concentration in: by mass (µg/m³, mg/m³) or, for a gas, as a
/// mixing ratio (ppm, ppb) at 25 °C and 1 atm (``Pollutant/molarVolumeLitres``). The raw
/// value is the CLDR unit id, as the view model's JSON names units.
///
/// ```swift
/// ConcentrationUnit.partsPerBillion.value(of: .o3, microgramsPerCubicMetre: 100)  // 100 × 24.45 / 47.997 ≈ 50.94
/// ```
package enum ConcentrationUnit: String, Sendable, Hashable, Codable, CaseIterable {
    case microgramsPerCubicMetre = "microgram-per-cubic-meter"
    case milligramsPerCubicMetre = "milligram-per-cubic-meter"
    /// Parts per million (CLDR's `permillion`).
    case partsPerMillion = "permillion"
    /// Parts per billion (CLDR's `portion-per-1e9`, which ICU 72 cannot format).
    case partsPerBillion = "portion-per-1e9"

    /// A concentration given in µg/m³ (what the feeds send) in this unit; particles, which
    /// have no molar mass, stay in µg/m³ whatever the unit.
    package func value(of pollutant: Pollutant, microgramsPerCubicMetre value: Double) -> Double {
        switch self {
        case .microgramsPerCubicMetre: value
        case .milligramsPerCubicMetre: value / 1000
        case .partsPerMillion: pollutant.partsPerMillion(fromMicrogramsPerCubicMetre: value)
        case .partsPerBillion: pollutant.partsPerBillion(fromMicrogramsPerCubicMetre: value)
        }
    }
}

/// How an agency publishes a concentration: its unit and the decimals it shows.
package struct PublishedConcentration: Sendable, Hashable {
    package let unit: ConcentrationUnit
    /// Decimals shown (0: whole numbers).
    package let fractionDigits: Int

    /// The figure as published, unrounded (the formatter rounds to ``fractionDigits``).
    package func value(of pollutant: Pollutant, microgramsPerCubicMetre: Double) -> Double {
        unit.value(of: pollutant, microgramsPerCubicMetre: microgramsPerCubicMetre)
    }

    /// A figure in ``unit`` rounded half up to ``fractionDigits``, as it is shown.
    package func rounded(_ figure: Double) -> Double {
        AgencyRounding.round(figure, digits: fractionDigits)
    }
}

extension AirQualityScaleID {
    /// How the scale's agency publishes `pollutant`'s concentration beside its index:
    ///
    /// - `us`: AirNow shows O3, NO2 and SO2 in ppb (whole) and CO in ppm (one decimal), as
    ///   the AQI's own breakpoints (TAD, May 2024) write NO2, SO2 and CO; PM in µg/m³.
    /// - `kr`: AirKorea writes gases in ppm (O3, NO2, SO2 to 0.001, CO to 0.1: `0.4ppm`),
    ///   PM in ㎍/㎥.
    /// - `cn`: HJ 633 and MEE's 实时空气质量 write CO in mg/m³ (one decimal), the rest in μg/m³.
    /// - `in`: CPCB's NAQI writes CO in mg/m³ (one decimal), the rest in µg/m³.
    /// - `ca`: ECCC's AQHI writes O3 and NO2 in ppb, PM2.5 in µg/m³.
    /// - `gb`, `eu`: DEFRA's DAQI and the EEA's index write every pollutant in µg/m³.
    package func publishedConcentration(of pollutant: Pollutant) -> PublishedConcentration {
        // Particles (and a gas a scale does not rate) in µg/m³, whole, everywhere.
        guard pollutant.molarMass != nil else { return PublishedConcentration(unit: .microgramsPerCubicMetre, fractionDigits: 0) }
        return switch (self, pollutant) {
        case (.us, .co), (.kr, .co): PublishedConcentration(unit: .partsPerMillion, fractionDigits: 1)
        case (.us, .o3), (.us, .no2), (.us, .so2), (.ca, .o3), (.ca, .no2): PublishedConcentration(unit: .partsPerBillion, fractionDigits: 0)
        case (.kr, .o3), (.kr, .no2), (.kr, .so2): PublishedConcentration(unit: .partsPerMillion, fractionDigits: 3)
        case (.cn, .co), (.in, .co): PublishedConcentration(unit: .milligramsPerCubicMetre, fractionDigits: 1)
        default: PublishedConcentration(unit: .microgramsPerCubicMetre, fractionDigits: 0)
        }
    }

    /// Whether the scale rates each pollutant on its own (a sub-index or band per pollutant)
    /// and so names a category per pollutant and a deciding one. Canada's AQHI is one
    /// index over three pollutants together: ECCC shows no per-pollutant risk and no
    /// dominant pollutant, only the concentrations.
    package var ratesEachPollutant: Bool {
        self != .ca
    }
}

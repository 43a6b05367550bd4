/// A pollutant of OpenWeather's Air Pollution API, named by its `components` key.
///
/// ```swift
/// Pollutant.no2.partsPerBillion(fromMicrogramsPerCubicMetre: 46.01)  // ≈ 24.45
/// ```
package enum Pollutant: String, Sendable, Hashable, Codable, CaseIterable {
    /// Fine particles, 2.5 µm or less (`pm2_5`).
    case pm2_5
    /// Particles, 10 µm or less (`pm10`).
    case pm10
    /// Ozone (`o3`).
    case o3
    /// Nitrogen dioxide (`no2`).
    case no2
    /// Sulphur dioxide (`so2`).
    case so2
    /// Carbon monoxide (`co`; OpenWeather sends it in µg/m³ like the others).
    case co
    /// Ammonia (`nh3`; only India's index uses it).
    case nh3

    /// Litres one mole of an ideal gas fills at 25 °C and 1 atm: the conditions US EPA,
    /// AirKorea and ECCC state their ppm/ppb breakpoints at. Source: US EPA's conversion
    /// "ppb = µg/m³ × 24.45 / molecular weight" (as in its AirData and AQI documents);
    /// R·T/P = 0.082057 × 298.15 = 24.465 L, which the agencies round to 24.45.
    /// The one conversion between mass and mixing ratio: ``partsPerBillion(fromMicrogramsPerCubicMetre:)``.
    package static let molarVolumeLitres = 24.45

    /// Molar mass in g/mol (IUPAC standard atomic weights, 2021: O 15.999, N 14.007,
    /// S 32.06, C 12.011, H 1.008); `nil` for particles, which have none.
    package var molarMass: Double? {
        switch self {
        case .o3: 47.997
        case .no2: 46.005
        case .so2: 64.058
        case .co: 28.010
        case .nh3: 17.031
        case .pm2_5, .pm10: nil
        }
    }

    /// The mixing ratio in ppb of a gas given in µg/m³, at 25 °C and 1 atm; particles are
    /// returned unchanged (they are measured by mass only).
    package func partsPerBillion(fromMicrogramsPerCubicMetre value: Double) -> Double {
        guard let molarMass else { return value }
        return value * Self.molarVolumeLitres / molarMass
    }

    /// The mixing ratio in ppm of a gas given in µg/m³, at 25 °C and 1 atm.
    package func partsPerMillion(fromMicrogramsPerCubicMetre value: Double) -> Double {
        partsPerBillion(fromMicrogramsPerCubicMetre: value) / 1000
    }
}

extension Pollutant {
    /// The key in an Air Pollution answer's `components`.
    var componentKey: StaticString {
        switch self {
        case .pm2_5: "pm2_5"
        case .pm10: "pm10"
        case .o3: "o3"
        case .no2: "no2"
        case .so2: "so2"
        case .co: "co"
        case .nh3: "nh3"
        }
    }
}

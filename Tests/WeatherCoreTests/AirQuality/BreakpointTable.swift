import Testing
import WeatherCore

/// One row of an agency's table as the agency prints it, in the agency's unit.
struct TableRow: Sendable, CustomTestStringConvertible {
    let pollutant: Pollutant
    /// Multiplies the agency's unit into µg/m³ (1 for µg/m³, 1000 for mg/m³, the molar
    /// factor for ppm and ppb).
    let toMicrograms: Double
    let low: Double
    let high: Double
    let indexLow: Int
    let indexHigh: Int
    /// The smallest step the agency's table distinguishes (0.1 for 9.0 | 9.1).
    let step: Double
    /// The row after this one's lowest index, or `nil` for the last row.
    let nextIndexLow: Int?

    var testDescription: String { "\(pollutant.rawValue) \(low)–\(high) → \(indexLow)–\(indexHigh)" }

    /// The µg/m³ of a value in the agency's unit, nudged a hair up so that truncation does
    /// not take 9.1 for 9.0999…; never across a step of the table.
    func micrograms(_ value: Double) -> Double {
        value * toMicrograms * (1 + 1e-9)
    }
}

/// µg/m³ per ppm at 25 °C and 1 atm (24.45 L/mol), from the same molar masses the engine uses
/// (O3 47.997, NO2 46.005, SO2 64.058, CO 28.010 g/mol).
enum PerPPM {
    static let o3 = 47.997 * 1000 / 24.45
    static let no2 = 46.005 * 1000 / 24.45
    static let so2 = 64.058 * 1000 / 24.45
    static let co = 28.010 * 1000 / 24.45
}

/// Rows of one pollutant, each knowing the next row's first index.
func rows(_ pollutant: Pollutant, factor: Double = 1, step: Double, _ table: [(Double, Double, Int, Int)]) -> [TableRow] {
    table.indices.map { index in
        let row = table[index]
        return TableRow(
            pollutant: pollutant, toMicrograms: factor, low: row.0, high: row.1, indexLow: row.2, indexHigh: row.3, step: step,
            nextIndexLow: index + 1 < table.count ? table[index + 1].2 : nil)
    }
}

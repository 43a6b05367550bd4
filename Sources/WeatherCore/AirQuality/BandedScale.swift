/// A scale of bands without interpolation (the EAQI, the DAQI): each pollutant falls in the
/// first band whose upper limit it does not exceed, and the worst band decides.
struct BandedScale: Sendable {
    /// One pollutant's upper limits, one per band but the last (which is open-ended).
    struct Limits: Sendable {
        let upperLimits: [Double]

        /// The band (0-based) of a value.
        func band(of value: Double) -> Int {
            upperLimits.firstIndex { value <= $0 } ?? upperLimits.count
        }
    }

    /// The limits, all in µg/m³.
    let limits: PerPollutant<Limits>
    /// What the agency does to a concentration before comparing it with the limits.
    let rounding: ConcentrationReading.Rounding

    /// Each rated pollutant's band (0-based) in the scale's order, and the worst: the
    /// first in the scale's order on a tie.
    func bands(_ concentrations: PollutantConcentrations, _ rated: [Pollutant]) -> (each: [(Pollutant, Int)], worst: (Pollutant, Int)) {
        let each = rated.compactMap { pollutant in
            concentrations[pollutant].flatMap { value in limits[pollutant]?.band(of: rounding.apply(to: value)) }.map { (pollutant, $0) }
        }
        return (each, each.highest { $0.1 })
    }
}
